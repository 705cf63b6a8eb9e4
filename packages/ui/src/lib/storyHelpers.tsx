import type { Decorator } from '@storybook/react-vite'

/** Renders a story inside the dark theme (the `dark` class on an ancestor, as the app does on <html>). */
export const dark: Decorator = (Story) => (
  <div className="dark">
    <div className="bg-slate-950 p-4 text-slate-100">
      <Story />
    </div>
  </div>
)

/** A phone-width frame, as learners see it. */
export const phone: Decorator = (Story) => (
  <div style={{ maxWidth: 360 }}>
    <Story />
  </div>
)

export const bangla = {
  title: 'মোবাইল দিয়ে গ্রাফিক ডিজাইন শিখুন: শুরু থেকে পেশাদার পর্যায় পর্যন্ত সম্পূর্ণ কোর্স',
  text: 'এই কোর্সে আপনি শুধু একটি স্মার্টফোন ব্যবহার করে পোস্টার, সোশ্যাল মিডিয়া কনটেন্ট এবং লোগো ডিজাইন করা শিখবেন, কোনো কম্পিউটার ছাড়াই।',
  /** A lesson's length, as the classroom writes it in Bangla. */
  duration: '১২ মিনিট',
}

/** The first lesson of a course: the lesson list and the video player show the same one. */
export const lesson = { title: 'Welcome and setting up Canva', duration: '12 min' }
