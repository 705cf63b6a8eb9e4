import { messages as courseMessages, support } from '@repo/courses'
import { site } from '../config/site'
import { accountsEn } from './en.accounts'
import { notificationsEn } from './en.notifications'

/**
 * Every user-facing string of the learner site, in English. A Bangla catalogue is another
 * object of type `Messages` (same keys; functions where a number is inserted). Texts quoted
 * by SPEC.md are word for word; course content comes from @repo/courses.
 */
export const en = {
  lang: 'en',
  meta: {
    titleSuffix: ` | ${site.name}`,
    defaultDescription:
      'Learn creative design, web development with AI and video editing on your phone, in Bangla, from Chattogram. Affordable courses in taka.',
  },
  shell: {
    skipToContent: 'Skip to content',
    navLabel: 'Main',
    menu: 'Menu',
    nav: {
      home: 'Home',
      courses: 'Courses',
      about: 'About',
      successStories: 'Success Stories',
      contact: 'Contact',
    },
    login: 'Login',
    signup: 'Sign Up',
    profile: 'Profile',
    logout: 'Logout',
    darkMode: 'Dark mode',
    whatsapp: 'Chat with us on WhatsApp (opens in a new tab)',
    chat: 'Chat',
    toastClose: 'Close',
    /** The header's language switch: the other language's name in that language. */
    language: { label: 'বাংলা', hint: 'Read this page in Bangla' },
  },
  footer: {
    tagline: 'Creative and AI skills you can learn on your phone, taught in Chattogram.',
    quickLinks: 'Quick Links',
    popularCourses: 'Popular Courses',
    contact: 'Contact Us',
    email: 'Email',
    phone: 'Phone',
    location: 'Location',
    /** The office's place as written in this language (SPEC: 'Chattagram, Bangladesh'). */
    address: site.location as string,
    copyright: (year: number) => `© ${year} ${site.name}. All rights reserved.`,
  },
  common: {
    enrollNow: 'Enroll Now',
    viewDetails: 'View Details',
    price: 'Price',
    originalPrice: 'Original price',
    more: (n: number) => `+${n} more`,
    sending: 'Sending…',
    offline:
      'You are offline. Nothing was sent and what you typed is still here: try again when you are connected.',
    categories: {
      all: 'All Courses',
      design: 'Design',
      development: 'Development',
      editing: 'Editing',
    },
    students: (n: number) => `${n} students`,
    rating: (r: number) => `Rated ${r} out of 5`,
    required: 'required',
  },
  home: {
    title: 'Learn Creative and AI Skills on Your Phone',
    description:
      'Design, web development with AI and video editing courses for learners in Bangladesh. Start from ৳399.',
    heroBadge: 'New batch enrolling now',
    heroTitle: 'Learn creative and AI skills, right from your phone',
    heroText:
      'Practical courses in design, web development with AI and video editing, taught in Bangla by working professionals. No computer needed to start.',
    heroPrimary: 'Browse Courses',
    heroSecondary: 'Join Free Workshop',
    whyTitle: 'Why Choose Us',
    why: [
      {
        title: 'Learn on Your Phone',
        description: 'Every lesson is made for a budget Android phone and a slow connection.',
      },
      {
        title: 'Taught in Bangla',
        description: 'Clear explanations in your language by instructors who work in the field.',
      },
      {
        title: 'Real Projects',
        description: 'Build a portfolio with real briefs, and get feedback on every assignment.',
      },
      {
        title: 'Affordable Prices',
        description: 'Pay in taka with bKash, Nagad, Rocket or bank transfer.',
      },
    ],
    featuredTitle: 'Featured Courses',
    allCourses: 'View All Courses',
    statsTitle: 'Our Impact',
    stats: { students: 'Students', successRate: 'Success Rate', courses: 'Courses' },
    testimonialsTitle: 'What Our Students Say',
    testimonials: [
      {
        name: 'Rafiul Islam',
        role: 'Creative Design student',
        content:
          'I had never designed anything. Now I make posts for three Facebook pages, all on my phone.',
        rating: 5,
      },
      {
        name: 'Sumaiya Akter',
        role: 'Web Development with AI student',
        content:
          'The AI lessons saved me weeks. I launched my first website for my uncle’s shop in a month.',
        rating: 5,
      },
      {
        name: 'Mehedi Hasan',
        role: 'Video Editing student',
        content:
          'Short, clear lessons that work on mobile data. I now edit reels for local brands.',
        rating: 4,
      },
    ],
    carousel: {
      label: 'Testimonials',
      previous: 'Previous testimonial',
      next: 'Next testimonial',
      slide: (p: number, t: number) => `${p} of ${t}`,
      dot: (p: number) => `Show testimonial ${p}`,
      rating: (r: number) => `${r} out of 5 stars`,
    },
  },
  courses: {
    title: 'Courses',
    description:
      'Creative design, web development with AI and video editing courses, priced in taka. Filter by category.',
    heading: 'Our Courses',
    intro: 'Pick a skill and start learning on your phone this week.',
    filterLabel: 'Filter by category',
    emptyTitle: 'No courses found',
    emptyText: 'There is no course in this category yet.',
    viewAll: 'View All Courses',
    resultCount: (n: number) => (n === 1 ? '1 course' : `${n} courses`),
  },
  course: {
    titleTemplate: (title: string, price: string) => `${title} – ${price}`,
    description: (subtitle: string, price: string, original: string) =>
      `${subtitle}. Now ${price} (was ${original}).`,
    notFoundTitle: 'Course Not Found',
    notFoundText: 'We could not find that course. It may have moved.',
    backToCourses: 'Back to Courses',
    features: 'What You Get',
    curriculum: 'Curriculum',
    module: (n: number) => `Module ${n}`,
    lessons: (n: number) => `${n} lessons`,
    audience: 'Who This Course Is For',
    requirements: 'Requirements',
    instructor: 'Your Instructor',
    level: 'Level',
    duration: 'Duration',
    enrolled: (n: number) => `${n} students enrolled`,
    imageAlt: (title: string) => `${title} course`,
  },
  about: {
    title: 'About Us',
    description:
      'Who we are: a Chattogram team teaching creative and AI skills to learners across Bangladesh.',
    heading: 'About Us',
    storyTitle: 'Our Story',
    story:
      'We started in Chattogram in 2024 with one phone-only design class for ten students. Most of our learners did not own a computer, so we built every course to work on a phone, on a slow connection, in Bangla.',
    missionTitle: 'Our Mission',
    mission:
      'To make in-demand creative and tech skills affordable and reachable for every learner in Bangladesh, whatever device they have.',
    visionTitle: 'Our Vision',
    vision:
      'A Bangladesh where anyone with a phone can learn a skill, build a portfolio and earn from it.',
    valuesTitle: 'Our Values',
    values: [
      { title: 'Practical First', description: 'Every lesson ends with something you make.' },
      { title: 'Honest Pricing', description: 'Fair prices in taka, no hidden costs.' },
      { title: 'Learner Support', description: 'Real people answer your questions, every day.' },
      { title: 'Keep Improving', description: 'We update courses as the tools change.' },
    ],
    foundersTitle: 'Our Co-founders',
    impactTitle: 'Our Impact',
    impact: [
      { value: '250+', label: 'Students taught' },
      { value: '95%', label: 'Success rate' },
      { value: '3', label: 'Courses' },
      { value: '64', label: 'Districts reached' },
    ],
  },
  stories: {
    title: 'Success Stories',
    description: 'Stories from learners who turned a new skill into work.',
    heading: 'Success Stories',
    intro: 'Our learners’ stories will appear here.',
    empty: 'No success stories yet',
    emptyText: 'Our first batch is finishing soon. Their stories will be here.',
    watch: 'Watch Story',
    comingSoon: 'Video Testimonials Coming Soon',
    comingSoonText: 'We are recording our students’ stories.',
  },
  joinNow: {
    title: 'Join Now',
    description:
      'Tell us which course you want to join and we will contact you on WhatsApp with the next batch and payment details.',
    heading: 'Join Now',
    intro: 'Fill in the form and our team will contact you on WhatsApp.',
    name: 'Full Name',
    email: 'Email Address',
    whatsapp: 'WhatsApp Number',
    whatsappHint: 'e.g. 01712345678',
    course: 'Select Course',
    coursePlaceholder: 'Choose a course',
    paymentMethod: 'Preferred Payment Method',
    paymentPlaceholder: 'Choose a payment method',
    submit: 'Submit',
    successTitle: 'Our Team Will Contact You Soon',
    successText: 'We received your details and will message you on WhatsApp.',
    failedTitle: 'Could Not Submit',
    failedText: 'We could not send your details. What you typed is still here: please try again.',
    faqTitle: 'Frequently Asked Questions',
    faq: [
      {
        question: 'How do I pay for a course?',
        answer:
          'By bKash, Nagad, Rocket or bank transfer. Our team sends you the details on WhatsApp.',
      },
      {
        question: 'Can I learn with only a phone?',
        answer: 'Yes. Every course is designed to be followed on a smartphone.',
      },
      {
        question: 'Are classes live or recorded?',
        answer: 'Both: live classes, and recordings you can rewatch any time.',
      },
      {
        question: 'Do I get a certificate?',
        answer: 'Yes, a certificate of completion when you finish the course projects.',
      },
    ],
  },
  contact: {
    title: 'Contact',
    description: `Contact ${site.name}: email, phone, WhatsApp and our office in Chattogram. We reply within ${support.replyWithinHours} hours.`,
    heading: 'Contact Us',
    intro: 'Questions about a course or payment? We are happy to help.',
    cards: { email: 'Email Us', phone: 'Call Us', location: 'Visit Us' },
    formTitle: 'Send Us a Message',
    name: 'Your Name',
    email: 'Email Address',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
    successTitle: '✅ Message Sent!',
    successText: `Thank you for reaching out. We'll get back to you within ${support.replyWithinHours} hours.`,
    errorTitle: '❌ Submission Error',
    errorText: 'There was an error sending your message. Please try again later.',
    mapTitle: 'Find Us',
    showMap: 'Show map',
    mapFrameTitle: `Map of ${site.location}`,
    mapNote: 'The map loads from Google Maps when you ask for it.',
    supportTitle: 'Quick Support',
    supportHours: `Support hours: ${courseMessages.support.hours}`,
    supportText: 'For the fastest answer, message us on WhatsApp.',
    supportWhatsapp: 'Chat on WhatsApp',
    faqTitle: 'Frequently Asked Questions',
    faq: [
      {
        question: 'Is there a money-back guarantee?',
        answer: `Yes. If a course is not right for you, ask for a refund within ${support.moneyBackGuaranteeDays} days: we offer a ${support.moneyBackGuaranteeDays}-day money-back guarantee.`,
      },
      {
        question: 'How fast do you reply?',
        answer: `We reply to every message within ${support.replyWithinHours} hours.`,
      },
      {
        question: 'When is support available?',
        answer: `Every day from ${courseMessages.support.hours.replace(' daily', '')}.`,
      },
    ],
  },
  workshop: {
    title: 'Free Workshop Registration',
    description:
      'Register for our free online workshop on design, web development with AI and video editing.',
    heading: 'Free Workshop Registration',
    intro: 'Join a free live workshop and try a lesson before you enrol.',
    name: 'Full Name',
    whatsapp: 'WhatsApp Number',
    address: 'Address',
    institution: 'School, College or University',
    courses: 'Which courses interest you?',
    submit: 'Register for Free',
    noScriptNote: 'You will be taken to our form service’s confirmation page.',
    successTitle: 'Registration Received',
    successText: 'You are registered for the free workshop. We will send the details on WhatsApp.',
    errorTitle: 'Registration Not Sent',
    errorText:
      'We could not send your registration. What you typed is still here: please try again.',
  },
  error: {
    title: 'Something went wrong',
    text: 'Please reload the page or go back home.',
  },
  notFound: {
    title: 'Page Not Found',
    description: 'This page does not exist.',
    heading: '404',
    subheading: 'Page Not Found',
    text: 'Sorry, we could not find that page.',
    home: 'Go to Home',
  },
  forms: courseMessages,
  ...accountsEn,
  ...notificationsEn,
}

/** The shape every catalogue has. */
export type Messages = typeof en
