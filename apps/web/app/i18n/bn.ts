import { messagesFor, support, toBanglaDigits } from '@repo/courses'
import { site } from '../config/site'
import { accountsBn } from './bn.accounts'
import { notificationsBn } from './bn.notifications'
import type { Messages } from './en'

const courseMessages = messagesFor('bn')

/** A number in Bangla digits. */
const n = (value: number) => toBanglaDigits(String(value))

/**
 * The learner site in Bangla: the same keys as `en` (./en.ts), written the way a Bangladeshi
 * learner reads and writes (polite আপনি, Bangla digits, app names in Latin script as people see
 * them on their phones). Not a word-for-word translation. Loaded only on `/bn` pages.
 */
export const bn: Messages = {
  lang: 'bn',
  meta: {
    titleSuffix: ` | ${site.name}`,
    defaultDescription:
      'মোবাইলেই শিখুন ক্রিয়েটিভ ডিজাইন, AI দিয়ে ওয়েব ডেভেলপমেন্ট আর ভিডিও এডিটিং, বাংলায়, চট্টগ্রাম থেকে। সাশ্রয়ী কোর্স, দাম টাকায়।',
  },
  shell: {
    skipToContent: 'মূল লেখায় যান',
    navLabel: 'প্রধান মেনু',
    menu: 'মেনু',
    nav: {
      home: 'হোম',
      courses: 'কোর্সসমূহ',
      about: 'আমাদের কথা',
      successStories: 'সাফল্যের গল্প',
      contact: 'যোগাযোগ',
    },
    login: 'লগইন',
    signup: 'সাইন আপ',
    profile: 'প্রোফাইল',
    logout: 'লগআউট',
    darkMode: 'ডার্ক মোড',
    whatsapp: 'হোয়াটসঅ্যাপে আমাদের সাথে কথা বলুন (নতুন ট্যাবে খুলবে)',
    chat: 'চ্যাট',
    toastClose: 'বন্ধ করুন',
    language: { label: 'English', hint: 'পাতাটি ইংরেজিতে পড়ুন' },
  },
  footer: {
    tagline: 'মোবাইলেই শেখা যায় এমন ক্রিয়েটিভ ও AI স্কিল, চট্টগ্রাম থেকে।',
    quickLinks: 'দরকারি লিংক',
    popularCourses: 'জনপ্রিয় কোর্স',
    contact: 'যোগাযোগ করুন',
    email: 'ইমেইল',
    phone: 'ফোন',
    location: 'ঠিকানা',
    address: 'চট্টগ্রাম, বাংলাদেশ',
    copyright: (year: number) => `© ${n(year)} ${site.name}। সর্বস্বত্ব সংরক্ষিত।`,
  },
  common: {
    enrollNow: 'এখনই ভর্তি হোন',
    viewDetails: 'বিস্তারিত দেখুন',
    price: 'দাম',
    originalPrice: 'আগের দাম',
    more: (count: number) => `+আরও ${n(count)}টি`,
    sending: 'পাঠানো হচ্ছে…',
    offline:
      'আপনি এখন অফলাইনে আছেন। কিছুই পাঠানো হয়নি, আপনার লেখা সব এখানেই আছে: ইন্টারনেট এলে আবার চেষ্টা করুন।',
    categories: { all: 'সব কোর্স', design: 'ডিজাইন', development: 'ডেভেলপমেন্ট', editing: 'এডিটিং' },
    students: (count: number) => `${n(count)} জন শিক্ষার্থী`,
    rating: (r: number) => `৫-এর মধ্যে ${n(r)} রেটিং`,
    required: 'আবশ্যক',
  },
  home: {
    title: 'মোবাইলেই শিখুন ক্রিয়েটিভ ও AI স্কিল',
    description:
      'বাংলাদেশের শিক্ষার্থীদের জন্য ডিজাইন, AI দিয়ে ওয়েব ডেভেলপমেন্ট আর ভিডিও এডিটিং কোর্স। শুরু মাত্র ৳৩৯৯ থেকে।',
    heroBadge: 'নতুন ব্যাচে ভর্তি চলছে',
    heroTitle: 'হাতের মোবাইলেই শিখে ফেলুন ক্রিয়েটিভ ও AI স্কিল',
    heroText:
      'ডিজাইন, AI দিয়ে ওয়েব ডেভেলপমেন্ট আর ভিডিও এডিটিংয়ের হাতে-কলমে কোর্স, বাংলায় শেখান এই কাজে যুক্ত পেশাদাররা। শুরু করতে কম্পিউটার লাগবে না।',
    heroPrimary: 'কোর্সগুলো দেখুন',
    heroSecondary: 'ফ্রি ওয়ার্কশপে যোগ দিন',
    whyTitle: 'কেন আমাদের বেছে নেবেন',
    why: [
      {
        title: 'মোবাইলেই শেখা',
        description:
          'প্রতিটি ক্লাস সাধারণ অ্যান্ড্রয়েড ফোন আর ধীরগতির ইন্টারনেটের কথা মাথায় রেখে বানানো।',
      },
      {
        title: 'বাংলায় শেখানো',
        description: 'এই কাজে যুক্ত প্রশিক্ষকরা নিজের ভাষায় সহজ করে বুঝিয়ে দেন।',
      },
      {
        title: 'বাস্তব প্রজেক্ট',
        description: 'সত্যিকারের ব্রিফ ধরে পোর্টফোলিও বানান, প্রতিটি অ্যাসাইনমেন্টে মতামত পান।',
      },
      {
        title: 'সাশ্রয়ী দাম',
        description: 'টাকায় পেমেন্ট করুন bKash, Nagad, Rocket বা ব্যাংক ট্রান্সফারে।',
      },
    ],
    featuredTitle: 'বাছাই করা কোর্স',
    allCourses: 'সব কোর্স দেখুন',
    statsTitle: 'আমাদের অর্জন',
    stats: { students: 'শিক্ষার্থী', successRate: 'সাফল্যের হার', courses: 'কোর্স' },
    testimonialsTitle: 'শিক্ষার্থীরা যা বলছেন',
    testimonials: [
      {
        name: 'রফিউল ইসলাম',
        role: 'ক্রিয়েটিভ ডিজাইনের শিক্ষার্থী',
        content: 'আগে কখনো কিছু ডিজাইন করিনি। এখন তিনটা ফেসবুক পেজের পোস্ট বানাই, পুরোটাই মোবাইলে।',
        rating: 5,
      },
      {
        name: 'সুমাইয়া আক্তার',
        role: 'AI দিয়ে ওয়েব ডেভেলপমেন্টের শিক্ষার্থী',
        content:
          'AI-এর ক্লাসগুলো আমার কয়েক সপ্তাহ বাঁচিয়ে দিয়েছে। এক মাসেই মামার দোকানের জন্য প্রথম ওয়েবসাইট বানিয়ে ফেলেছি।',
        rating: 5,
      },
      {
        name: 'মেহেদী হাসান',
        role: 'ভিডিও এডিটিংয়ের শিক্ষার্থী',
        content: 'ছোট ছোট, পরিষ্কার ক্লাস, মোবাইল ডেটাতেই চলে। এখন লোকাল ব্র্যান্ডের রিলস এডিট করি।',
        rating: 4,
      },
    ],
    carousel: {
      label: 'শিক্ষার্থীদের মতামত',
      previous: 'আগের মতামত',
      next: 'পরের মতামত',
      slide: (p: number, t: number) => `${n(t)}টির মধ্যে ${n(p)} নম্বর`,
      dot: (p: number) => `${n(p)} নম্বর মতামত দেখুন`,
      rating: (r: number) => `৫ তারার মধ্যে ${n(r)}`,
    },
  },
  courses: {
    title: 'কোর্সসমূহ',
    description:
      'ক্রিয়েটিভ ডিজাইন, AI দিয়ে ওয়েব ডেভেলপমেন্ট আর ভিডিও এডিটিং কোর্স, দাম টাকায়। ক্যাটাগরি অনুযায়ী বেছে নিন।',
    heading: 'আমাদের কোর্সসমূহ',
    intro: 'একটি স্কিল বেছে নিন, এই সপ্তাহেই মোবাইলে শেখা শুরু করুন।',
    filterLabel: 'ক্যাটাগরি অনুযায়ী দেখুন',
    emptyTitle: 'কোনো কোর্স পাওয়া যায়নি',
    emptyText: 'এই ক্যাটাগরিতে এখনো কোনো কোর্স নেই।',
    viewAll: 'সব কোর্স দেখুন',
    resultCount: (count: number) => `${n(count)}টি কোর্স`,
  },
  course: {
    titleTemplate: (title: string, price: string) => `${title} – ${price}`,
    description: (subtitle: string, price: string, original: string) =>
      `${subtitle}। এখন মাত্র ${price} (আগে ছিল ${original})।`,
    notFoundTitle: 'কোর্সটি পাওয়া যায়নি',
    notFoundText: 'কোর্সটি খুঁজে পাইনি। হয়তো এটি অন্য ঠিকানায় সরানো হয়েছে।',
    backToCourses: 'কোর্সের তালিকায় ফিরে যান',
    features: 'কোর্সে যা যা পাবেন',
    curriculum: 'কোর্সের সিলেবাস',
    module: (index: number) => `মডিউল ${n(index)}`,
    lessons: (count: number) => `${n(count)}টি ক্লাস`,
    audience: 'কোর্সটি কাদের জন্য',
    requirements: 'যা যা লাগবে',
    instructor: 'আপনার প্রশিক্ষক',
    level: 'লেভেল',
    duration: 'মেয়াদ',
    enrolled: (count: number) => `${n(count)} জন ভর্তি হয়েছেন`,
    imageAlt: (title: string) => `${title} কোর্স`,
  },
  about: {
    title: 'আমাদের কথা',
    description:
      'আমরা কারা: চট্টগ্রামের একটি দল, যারা সারা বাংলাদেশের শিক্ষার্থীদের ক্রিয়েটিভ ও AI স্কিল শেখায়।',
    heading: 'আমাদের কথা',
    storyTitle: 'আমাদের গল্প',
    story:
      '২০২৪ সালে চট্টগ্রামে আমাদের যাত্রা শুরু, দশজন শিক্ষার্থী নিয়ে শুধু মোবাইলে ডিজাইন শেখার একটি ক্লাস দিয়ে। আমাদের বেশিরভাগ শিক্ষার্থীর কম্পিউটার ছিল না, তাই প্রতিটি কোর্স এমনভাবে বানিয়েছি যাতে মোবাইলে, ধীর ইন্টারনেটে, বাংলায় শেখা যায়।',
    missionTitle: 'আমাদের লক্ষ্য',
    mission:
      'চাহিদাসম্পন্ন ক্রিয়েটিভ ও টেক স্কিল বাংলাদেশের প্রতিটি শিক্ষার্থীর সাধ্যের মধ্যে আর হাতের নাগালে আনা, যে ডিভাইসই তার থাকুক।',
    visionTitle: 'আমাদের স্বপ্ন',
    vision:
      'এমন এক বাংলাদেশ, যেখানে হাতে একটা ফোন থাকলেই যে কেউ স্কিল শিখে, পোর্টফোলিও বানিয়ে আয় করতে পারবে।',
    valuesTitle: 'আমরা যা মেনে চলি',
    values: [
      { title: 'আগে হাতে-কলমে', description: 'প্রতিটি ক্লাস শেষে আপনি নিজে কিছু একটা বানাবেন।' },
      { title: 'স্বচ্ছ দাম', description: 'টাকায় ন্যায্য দাম, কোনো লুকানো খরচ নেই।' },
      { title: 'শিক্ষার্থীর পাশে', description: 'প্রতিদিন সত্যিকারের মানুষ আপনার প্রশ্নের উত্তর দেন।' },
      { title: 'প্রতিনিয়ত উন্নতি', description: 'টুল বদলালে আমরাও কোর্স আপডেট করি।' },
    ],
    foundersTitle: 'আমাদের সহ-প্রতিষ্ঠাতা',
    impactTitle: 'আমাদের অর্জন',
    impact: [
      { value: '২৫০+', label: 'শিক্ষার্থী শিখেছেন' },
      { value: '৯৫%', label: 'সাফল্যের হার' },
      { value: '৩', label: 'কোর্স' },
      { value: '৬৪', label: 'জেলার শিক্ষার্থী' },
    ],
  },
  stories: {
    title: 'সাফল্যের গল্প',
    description: 'নতুন স্কিলকে যারা কাজে আর আয়ে বদলে নিয়েছেন, সেই শিক্ষার্থীদের গল্প।',
    heading: 'সাফল্যের গল্প',
    intro: 'আমাদের শিক্ষার্থীদের গল্পগুলো এখানে থাকবে।',
    empty: 'এখনো কোনো সাফল্যের গল্প নেই',
    emptyText: 'আমাদের প্রথম ব্যাচের কোর্স শিগগিরই শেষ হচ্ছে। তাদের গল্প এখানে দেখতে পাবেন।',
    watch: 'গল্পটি দেখুন',
    comingSoon: 'ভিডিওতে শিক্ষার্থীদের মতামত আসছে শিগগিরই',
    comingSoonText: 'আমরা শিক্ষার্থীদের গল্প রেকর্ড করছি।',
  },
  joinNow: {
    title: 'এখনই ভর্তি হোন',
    description:
      'কোন কোর্সে ভর্তি হতে চান জানান, আমরা হোয়াটসঅ্যাপে পরের ব্যাচ আর পেমেন্টের তথ্য জানিয়ে দেব।',
    heading: 'এখনই ভর্তি হোন',
    intro: 'ফর্মটি পূরণ করুন, আমাদের টিম হোয়াটসঅ্যাপে আপনার সাথে যোগাযোগ করবে।',
    name: 'পুরো নাম',
    email: 'ইমেইল ঠিকানা',
    whatsapp: 'হোয়াটসঅ্যাপ নম্বর',
    whatsappHint: 'যেমন ০১৭১২৩৪৫৬৭৮',
    course: 'কোর্স বেছে নিন',
    coursePlaceholder: 'একটি কোর্স বেছে নিন',
    paymentMethod: 'কীভাবে পেমেন্ট করতে চান',
    paymentPlaceholder: 'পেমেন্ট মেথড বেছে নিন',
    submit: 'জমা দিন',
    successTitle: 'আমাদের টিম শিগগিরই আপনার সাথে যোগাযোগ করবে',
    successText: 'আপনার তথ্য পেয়েছি, হোয়াটসঅ্যাপে মেসেজ দেব।',
    failedTitle: 'জমা দেওয়া যায়নি',
    failedText: 'আপনার তথ্য পাঠানো যায়নি। আপনার লেখা সব এখানেই আছে: আবার চেষ্টা করুন।',
    faqTitle: 'সচরাচর জিজ্ঞাসা',
    faq: [
      {
        question: 'কোর্সের টাকা কীভাবে দেব?',
        answer:
          'bKash, Nagad, Rocket বা ব্যাংক ট্রান্সফারে। আমাদের টিম হোয়াটসঅ্যাপে বিস্তারিত পাঠিয়ে দেবে।',
      },
      {
        question: 'শুধু মোবাইল দিয়ে কি শেখা যাবে?',
        answer: 'হ্যাঁ। প্রতিটি কোর্স স্মার্টফোনে করার মতো করেই সাজানো।',
      },
      {
        question: 'ক্লাস কি লাইভ, নাকি রেকর্ড করা?',
        answer: 'দুটোই: লাইভ ক্লাস হয়, আর রেকর্ডিং যখন খুশি আবার দেখতে পারবেন।',
      },
      {
        question: 'সার্টিফিকেট পাব কি?',
        answer: 'হ্যাঁ, কোর্সের প্রজেক্টগুলো শেষ করলে কোর্স সমাপনীর সার্টিফিকেট পাবেন।',
      },
    ],
  },
  contact: {
    title: 'যোগাযোগ',
    description: `${site.name}-এর সাথে যোগাযোগ: ইমেইল, ফোন, হোয়াটসঅ্যাপ আর চট্টগ্রামে আমাদের অফিস। ${n(support.replyWithinHours)} ঘণ্টার মধ্যে উত্তর দিই।`,
    heading: 'যোগাযোগ করুন',
    intro: 'কোর্স বা পেমেন্ট নিয়ে প্রশ্ন আছে? আমরা সাহায্য করতে প্রস্তুত।',
    cards: { email: 'ইমেইল করুন', phone: 'ফোন করুন', location: 'অফিসে আসুন' },
    formTitle: 'আমাদের মেসেজ পাঠান',
    name: 'আপনার নাম',
    email: 'ইমেইল ঠিকানা',
    subject: 'বিষয়',
    message: 'মেসেজ',
    submit: 'মেসেজ পাঠান',
    successTitle: '✅ মেসেজ পাঠানো হয়েছে!',
    successText: `যোগাযোগ করার জন্য ধন্যবাদ। ${n(support.replyWithinHours)} ঘণ্টার মধ্যে আপনাকে উত্তর দেব।`,
    errorTitle: '❌ পাঠানো যায়নি',
    errorText: 'আপনার মেসেজ পাঠাতে সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
    mapTitle: 'আমাদের ঠিকানা',
    showMap: 'ম্যাপ দেখুন',
    mapFrameTitle: 'চট্টগ্রাম, বাংলাদেশের ম্যাপ',
    mapNote: 'আপনি চাইলে তবেই Google Maps থেকে ম্যাপটি লোড হবে।',
    supportTitle: 'দ্রুত সহায়তা',
    supportHours: `সহায়তার সময়: ${courseMessages.support.hours}`,
    supportText: 'সবচেয়ে দ্রুত উত্তর পেতে হোয়াটসঅ্যাপে মেসেজ দিন।',
    supportWhatsapp: 'হোয়াটসঅ্যাপে কথা বলুন',
    faqTitle: 'সচরাচর জিজ্ঞাসা',
    faq: [
      {
        question: 'টাকা ফেরতের নিশ্চয়তা আছে কি?',
        answer: `হ্যাঁ। কোর্স আপনার কাজে না লাগলে ${n(support.moneyBackGuaranteeDays)} দিনের মধ্যে টাকা ফেরত চাইতে পারেন: আমরা ${n(support.moneyBackGuaranteeDays)} দিনের মানি-ব্যাক গ্যারান্টি দিই।`,
      },
      {
        question: 'কত তাড়াতাড়ি উত্তর পাব?',
        answer: `প্রতিটি মেসেজের উত্তর দিই ${n(support.replyWithinHours)} ঘণ্টার মধ্যে।`,
      },
      { question: 'কখন সহায়তা পাওয়া যায়?', answer: `${courseMessages.support.hours}।` },
    ],
  },
  workshop: {
    title: 'ফ্রি ওয়ার্কশপে রেজিস্ট্রেশন',
    description:
      'ডিজাইন, AI দিয়ে ওয়েব ডেভেলপমেন্ট আর ভিডিও এডিটিংয়ের ফ্রি অনলাইন ওয়ার্কশপে রেজিস্ট্রেশন করুন।',
    heading: 'ফ্রি ওয়ার্কশপে রেজিস্ট্রেশন',
    intro: 'ভর্তির আগে একটা ফ্রি লাইভ ওয়ার্কশপে যোগ দিয়ে একটি ক্লাস করে দেখুন।',
    name: 'পুরো নাম',
    whatsapp: 'হোয়াটসঅ্যাপ নম্বর',
    address: 'ঠিকানা',
    institution: 'স্কুল, কলেজ বা বিশ্ববিদ্যালয়',
    courses: 'কোন কোন কোর্সে আগ্রহী?',
    submit: 'ফ্রি রেজিস্ট্রেশন করুন',
    noScriptNote: 'জমা দিলে আমাদের ফর্ম সার্ভিসের নিশ্চিতকরণ পাতায় নিয়ে যাওয়া হবে।',
    successTitle: 'রেজিস্ট্রেশন হয়ে গেছে',
    successText: 'ফ্রি ওয়ার্কশপে আপনার রেজিস্ট্রেশন হয়েছে। বিস্তারিত হোয়াটসঅ্যাপে পাঠিয়ে দেব।',
    errorTitle: 'রেজিস্ট্রেশন পাঠানো যায়নি',
    errorText: 'আপনার রেজিস্ট্রেশন পাঠানো যায়নি। আপনার লেখা সব এখানেই আছে: আবার চেষ্টা করুন।',
  },
  error: {
    title: 'কিছু একটা সমস্যা হয়েছে',
    text: 'পাতাটি আবার লোড করুন, অথবা হোম পেজে ফিরে যান।',
  },
  notFound: {
    title: 'পাতাটি পাওয়া যায়নি',
    description: 'এই পাতাটি নেই।',
    heading: '৪০৪',
    subheading: 'পাতাটি পাওয়া যায়নি',
    text: 'দুঃখিত, আপনি যে পাতাটি খুঁজছেন তা পাওয়া যায়নি।',
    home: 'হোম পেজে যান',
  },
  forms: courseMessages,
  ...accountsBn,
  ...notificationsBn,
}
