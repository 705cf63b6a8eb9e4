import type { CourseId } from './course.ts'
import type { LessonFacts } from './lesson.ts'

/*
 * The lesson plan of each course: what the syllabus shows (titles in both languages, kind,
 * length, free previews, the live class). Lesson bodies, videos and join links are not here:
 * they are paid content and live only in the database (lesson_contents), never in a bundle.
 * supabase/migrations (section lesson_plan) inserts exactly these rows;
 * supabase/tests/classroom.test.ts keeps the two equal. Titles follow the catalogue's curriculum.
 */

const lesson = (
  title: string,
  titleBn: string,
  kind: 'video' | 'reading',
  durationMinutes: number,
  isPreview = false,
): LessonFacts => ({ title, titleBn, kind, isPreview, durationMinutes, startsAt: null })

const live = (
  title: string,
  titleBn: string,
  durationMinutes: number,
  startsAt: string,
): LessonFacts => ({
  title,
  titleBn,
  kind: 'live',
  isPreview: false,
  durationMinutes,
  startsAt,
})

export const lessonPlan: Record<CourseId, readonly LessonFacts[]> = {
  'creative-design': [
    lesson(
      'Setting up your phone and apps for design work',
      'ডিজাইনের কাজের জন্য ফোন ও অ্যাপ সেটআপ',
      'reading',
      10,
      true,
    ),
    lesson(
      'Colour: building palettes that work together',
      'কালার: মানানসই কালার প্যালেট তৈরি',
      'video',
      18,
      true,
    ),
    lesson(
      'Typography: choosing and pairing fonts, Bangla and English',
      'টাইপোগ্রাফি: বাংলা ও ইংরেজি ফন্ট বাছাই আর জুটি মেলানো',
      'video',
      20,
    ),
    lesson(
      'A tour of the Canva app and your first design',
      'Canva অ্যাপের সাথে পরিচয় ও প্রথম ডিজাইন',
      'video',
      25,
    ),
    lesson('Stylish text, shadows and 3D text', 'স্টাইলিশ টেক্সট, শ্যাডো ও ৩ডি টেক্সট', 'video', 22),
    lesson(
      'Sizes for Facebook, Instagram and stories',
      'ফেসবুক, ইনস্টাগ্রাম ও স্টোরির সাইজ',
      'reading',
      8,
    ),
    lesson('Designing a simple logo on your phone', 'মোবাইলে সহজ একটি লোগো ডিজাইন', 'video', 28),
    lesson(
      'Building a portfolio on Behance and Facebook',
      'Behance ও ফেসবুকে পোর্টফোলিও সাজানো',
      'reading',
      12,
    ),
    live(
      'Live class: design review and questions',
      'লাইভ ক্লাস: ডিজাইন রিভিউ ও প্রশ্নোত্তর',
      60,
      '2026-12-05T20:00:00+06:00',
    ),
  ],
  'web-development': [
    lesson(
      'Browsers, servers, domains and hosting',
      'ব্রাউজার, সার্ভার, ডোমেইন ও হোস্টিং',
      'reading',
      10,
      true,
    ),
    lesson(
      'Setting up VS Code and your browser tools',
      'VS Code আর ব্রাউজারের টুলস সেটআপ',
      'video',
      15,
      true,
    ),
    lesson('Your first web page', 'আপনার প্রথম ওয়েব পেজ', 'video', 20),
    lesson('Semantic HTML and accessibility', 'সিমান্টিক HTML ও অ্যাক্সেসিবিলিটি', 'video', 24),
    lesson('The box model, Flexbox and Grid', 'বক্স মডেল, Flexbox ও Grid', 'video', 30),
    lesson('Mobile-first responsive layouts', 'মোবাইল-ফার্স্ট রেসপনসিভ লেআউট', 'video', 25),
    lesson('The DOM and events', 'DOM ও ইভেন্ট', 'video', 30),
    lesson(
      'Debugging with AI and checking its answers',
      'AI দিয়ে ডিবাগিং, আর তার উত্তর যাচাই করা',
      'reading',
      15,
    ),
    lesson(
      'Deploying to Netlify, Vercel or GitHub Pages',
      'Netlify, Vercel বা GitHub Pages-এ ডিপ্লয়',
      'video',
      20,
    ),
    live(
      'Live class: code review and questions',
      'লাইভ ক্লাস: কোড রিভিউ ও প্রশ্নোত্তর',
      90,
      '2026-12-06T21:00:00+06:00',
    ),
  ],
  'video-editing': [
    lesson('How editing tells a story', 'এডিটিং কীভাবে গল্প বলে', 'reading', 10, true),
    lesson(
      'The CapCut interface and your first edit',
      'CapCut-এর ইন্টারফেস ও প্রথম এডিট',
      'video',
      20,
      true,
    ),
    lesson('Cutting, trimming and transitions', 'কাটিং, ট্রিমিং ও ট্রানজিশন', 'video', 22),
    lesson('Text, stickers and auto captions', 'টেক্সট, স্টিকার ও অটো ক্যাপশন', 'video', 18),
    lesson('Hooks in the first three seconds', 'প্রথম তিন সেকেন্ডেই হুক', 'video', 15),
    lesson(
      'Exposure, contrast and white balance',
      'এক্সপোজার, কনট্রাস্ট ও হোয়াইট ব্যালান্স',
      'video',
      20,
    ),
    lesson('Cleaning up voice recordings', 'ভয়েস রেকর্ডিং পরিষ্কার করা', 'video', 16),
    lesson('Exporting in high quality', 'হাই কোয়ালিটিতে এক্সপোর্ট', 'reading', 8),
    live(
      'Live class: reel review and questions',
      'লাইভ ক্লাস: রিল রিভিউ ও প্রশ্নোত্তর',
      60,
      '2026-12-07T20:00:00+06:00',
    ),
  ],
}
