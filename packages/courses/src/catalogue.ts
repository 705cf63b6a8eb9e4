import { resolveCourseId } from './aliases.ts'
import { bnCourseTexts, type CourseText } from './catalogue.bn.ts'
import { limits } from './constants.ts'
import { courseIds, type CourseId } from './course.ts'
import type { Course } from './course.schema.ts'
import { resolveLocale, type Locale } from './locale.ts'
import { discountLabelFor } from './pricing.ts'

/*
 * The catalogue as the provider, a course provider in Chattogram teaching learners who mostly
 * study on their phones, sells it. Prices, original prices and discount labels are those of
 * docs/product.md#courses; the rest is the provider's course content.
 */

const creativeDesign: Course = {
  id: 'creative-design',
  title: 'Creative Design',
  subtitle: 'Design eye-catching graphics with nothing but your phone',
  category: 'design',
  level: 'Beginner',
  duration: '8 weeks',
  students: 96,
  rating: 4.8,
  price: 399,
  originalPrice: 999,
  discount: '60% OFF',
  instructor: {
    name: 'Tanvir Hossain',
    title: 'Co-founder and Lead Design Instructor',
    bio: 'A graphic designer who has made posts, logos and banners for shops and pages across Chattogram, all from a phone. He teaches the shortcuts he uses on real client work.',
  },
  description:
    'Learn graphic design on the phone already in your pocket. Starting from colour, type and layout, you design with Canva and PixelLab, make social media posts that stop the scroll, build a simple brand identity and finish with a portfolio you can show clients. No computer and no paid apps needed.',
  targetAudience: [
    'Students who want to learn design with only a smartphone',
    'Small business and online shop owners who make their own posts',
    'Facebook page admins and content creators',
    'Anyone who wants to start freelancing as a designer',
  ],
  requirements: [
    'An Android phone or iPhone',
    'An internet connection for the live classes',
    'The free Canva and PixelLab apps',
    'No previous design experience',
  ],
  curriculum: [
    {
      module: 'Design Basics on Your Phone',
      lessons: [
        'Setting up your phone and apps for design work',
        'Colour: building palettes that work together',
        'Typography: choosing and pairing fonts, Bangla and English',
        'Layout, alignment and white space',
      ],
    },
    {
      module: 'Canva from Zero',
      lessons: [
        'A tour of the Canva app and your first design',
        'Using templates without looking like a template',
        'Elements, frames and photo editing in Canva',
        'Exporting in the right size and format',
      ],
    },
    {
      module: 'PixelLab for Text and Graphics',
      lessons: [
        'Stylish text, shadows and 3D text',
        'Layers, shapes and blending',
        'Removing and replacing backgrounds',
        'Designing YouTube thumbnails',
      ],
    },
    {
      module: 'Social Media Post Design',
      lessons: [
        'Sizes for Facebook, Instagram and stories',
        'Offer, sale and announcement posts',
        'Carousel posts that tell a story',
        'Planning a month of posts for a page',
      ],
    },
    {
      module: 'Logo and Brand Identity',
      lessons: [
        'What makes a logo work',
        'Designing a simple logo on your phone',
        'Brand colours, fonts and a brand board',
        'Business cards, banners and flyers',
      ],
    },
    {
      module: 'Portfolio and Freelancing',
      lessons: [
        'Building a portfolio on Behance and Facebook',
        'Finding your first clients',
        'Pricing your design work',
        'Handling client feedback and revisions',
      ],
    },
  ],
  features: [
    'Learn everything on your smartphone',
    'Live classes with recordings to rewatch',
    'A design project every week',
    'Feedback on every assignment',
    'Private support group for questions',
    'Certificate of completion',
  ],
  highlights: [
    'Canva and PixelLab from zero',
    'Social media post design',
    'Logo and brand identity',
    'YouTube thumbnail design',
    'Portfolio you can show clients',
    'Freelancing guidance',
  ],
  thumbnail: {
    src: '/images/courses/creative-design.webp',
    alt: 'A phone screen showing a colourful social media post being designed in Canva',
  },
  icon: 'palette',
}

const webDevelopment: Course = {
  id: 'web-development',
  title: 'Web Development with AI',
  subtitle: 'Build and launch real websites with HTML, CSS, JavaScript, React and AI assistants',
  category: 'development',
  level: 'Beginner to Intermediate',
  duration: '12 weeks',
  students: 72,
  rating: 4.9,
  price: 699,
  originalPrice: 1499,
  discount: '53% OFF',
  instructor: {
    name: 'Arif Chowdhury',
    title: 'Co-founder and Lead Web Instructor',
    bio: 'A full-stack developer who builds websites for businesses in Bangladesh and abroad, and uses AI assistants every day to write, test and explain code.',
  },
  description:
    'Go from your first web page to a live website of your own. You learn HTML, CSS and JavaScript properly, build interfaces with React, and use AI assistants the way working developers do: to write, explain and debug code, while checking what they give you. The course ends with your portfolio website deployed on the internet under your own name.',
  targetAudience: [
    'Beginners who want to become web developers',
    'Students curious about coding and AI tools',
    'Designers and freelancers who want to offer websites',
    'Business owners who want to build their own site',
  ],
  requirements: [
    'A laptop or desktop computer (a phone is enough for the first modules)',
    'An internet connection',
    'Basic English reading, for code and documentation',
    'No coding experience needed',
  ],
  curriculum: [
    {
      module: 'How the Web Works',
      lessons: [
        'Browsers, servers, domains and hosting',
        'Setting up VS Code and your browser tools',
        'Your first web page',
      ],
    },
    {
      module: 'HTML Foundations',
      lessons: [
        'Headings, paragraphs, links and images',
        'Lists, tables and forms',
        'Semantic HTML and accessibility',
      ],
    },
    {
      module: 'CSS and Responsive Design',
      lessons: [
        'Selectors, colours and fonts',
        'The box model, Flexbox and Grid',
        'Mobile-first responsive layouts',
        'Tailwind CSS basics',
      ],
    },
    {
      module: 'JavaScript Essentials',
      lessons: [
        'Variables, functions and conditions',
        'Arrays, objects and loops',
        'The DOM and events',
        'Fetching data from an API',
      ],
    },
    {
      module: 'React Basics',
      lessons: [
        'Components and JSX',
        'Props and state',
        'Forms, lists and events',
        'Building a small React app',
      ],
    },
    {
      module: 'Coding with AI Assistants',
      lessons: [
        'Writing clear prompts for code',
        'Using ChatGPT and GitHub Copilot to write and explain code',
        'Debugging with AI and checking its answers',
        'Keeping your code, keys and data safe',
      ],
    },
    {
      module: 'Deploying Your Website',
      lessons: [
        'Git and GitHub basics',
        'Deploying to Netlify, Vercel or GitHub Pages',
        'Connecting a custom domain',
        'Final project: your portfolio website',
      ],
    },
  ],
  features: [
    'Project-based learning',
    'AI tools for faster coding',
    'Live classes with recordings to rewatch',
    'Code reviews from mentors',
    'Private support group for questions',
    'Certificate of completion',
  ],
  highlights: [
    'HTML, CSS and JavaScript',
    'React basics',
    'Coding with AI assistants',
    'Mobile-first responsive design',
    'Deploy your own website',
    'Portfolio-ready final project',
  ],
  thumbnail: {
    src: '/images/courses/web-development.webp',
    alt: 'A laptop showing website code beside an AI assistant chat',
  },
  icon: 'code',
}

const videoEditing: Course = {
  id: 'video-editing',
  title: 'Video Editing',
  subtitle: 'Basic to advanced: edit reels and videos on your phone and computer',
  category: 'editing',
  level: 'Beginner to Advanced',
  duration: '10 weeks',
  students: 88,
  rating: 4.7,
  price: 499,
  originalPrice: 1299,
  discount: '62% OFF',
  instructor: {
    name: 'Nusrat Jahan',
    title: 'Co-founder and Lead Video Instructor',
    bio: 'A video editor and content creator who edits reels, ads and YouTube videos for pages and brands, most of them on a phone.',
  },
  description:
    'Learn to edit videos people watch to the end. You start with CapCut and VN on your phone, cut reels and short-form content with strong hooks, correct and grade colour, clean up sound, then move to the basics of Adobe Premiere Pro on a computer. You finish with a showreel and a plan for finding editing clients.',
  targetAudience: [
    'Content creators and YouTubers',
    'Students who want a freelancing skill',
    'Facebook page and small business owners',
    'Anyone who wants to make better reels',
  ],
  requirements: [
    'A smartphone with the free CapCut and VN apps',
    'A computer for the Premiere Pro module (optional)',
    'Earphones or headphones for sound editing',
    'No editing experience needed',
  ],
  curriculum: [
    {
      module: 'Editing Foundations',
      lessons: [
        'How editing tells a story',
        'Frame rate, resolution and aspect ratio',
        'Organising footage and project files',
      ],
    },
    {
      module: 'CapCut on Your Phone',
      lessons: [
        'The CapCut interface and your first edit',
        'Cutting, trimming and transitions',
        'Text, stickers and auto captions',
        'Keyframe animation and templates',
      ],
    },
    {
      module: 'VN Editor for Longer Videos',
      lessons: [
        'The multi-track timeline in VN',
        'Speed ramps and slow motion',
        'Green screen and chroma key',
        'Exporting in high quality',
      ],
    },
    {
      module: 'Reels and Short-form Content',
      lessons: [
        'Hooks in the first three seconds',
        'Editing to the beat',
        'Styles that work on Facebook Reels, Instagram and TikTok',
        'Framing for vertical video',
      ],
    },
    {
      module: 'Colour Correction and Grading',
      lessons: [
        'Exposure, contrast and white balance',
        'Natural skin tones',
        'LUTs and filters',
        'A consistent look across a video',
      ],
    },
    {
      module: 'Sound Design',
      lessons: [
        'Cleaning up voice recordings',
        'Music, sound effects and copyright',
        'Audio levels and ducking',
        'Recording a voice-over on your phone',
      ],
    },
    {
      module: 'Adobe Premiere Pro Basics',
      lessons: [
        'The Premiere Pro workspace and timeline',
        'Cuts, transitions and titles',
        'Basic colour with Lumetri',
        'Export settings for YouTube and Facebook',
      ],
    },
    {
      module: 'Showreel and Freelancing',
      lessons: [
        'Building a showreel',
        'Finding editing clients',
        'Pricing and delivering projects',
      ],
    },
  ],
  features: [
    'Edit on your phone, then on a computer',
    'Live classes with recordings to rewatch',
    'Raw footage to practise with',
    'Feedback on every assignment',
    'Private support group for questions',
    'Certificate of completion',
  ],
  highlights: [
    'CapCut and VN on mobile',
    'Reels and short-form editing',
    'Colour correction and grading',
    'Sound design',
    'Premiere Pro basics',
    'Showreel and freelancing',
  ],
  thumbnail: {
    src: '/images/courses/video-editing.webp',
    alt: 'A phone showing a video timeline being edited in CapCut',
  },
  icon: 'video',
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/** Every course by id. The objects are frozen: the catalogue is shared by every page. */
export const courses: Readonly<Record<CourseId, Course>> = deepFreeze({
  'creative-design': creativeDesign,
  'web-development': webDevelopment,
  'video-editing': videoEditing,
})

/** The catalogue in display order: creative design, web development, video editing. */
export const courseList: readonly Course[] = Object.freeze(courseIds.map((id) => courses[id]))

/**
 * A course in another language: the English course's numbers, ids, category, image and icon
 * with the words of `text`, and the discount label rebuilt from the prices in that language.
 */
function translated(course: Course, text: CourseText, locale: Locale): Course {
  const { thumbnailAlt, ...words } = text
  return {
    ...course,
    ...words,
    discount: discountLabelFor(course.price, course.originalPrice, locale),
    thumbnail: { src: course.thumbnail.src, alt: thumbnailAlt },
  }
}

/**
 * Every course by id, in Bangla: the same ids, prices, students, rating, category, image and
 * icon as `courses`; Bangla words and the discount label '৬০% ছাড়'. Frozen like `courses`.
 */
export const bnCourses: Readonly<Record<CourseId, Course>> = deepFreeze({
  'creative-design': translated(courses['creative-design'], bnCourseTexts['creative-design'], 'bn'),
  'web-development': translated(courses['web-development'], bnCourseTexts['web-development'], 'bn'),
  'video-editing': translated(courses['video-editing'], bnCourseTexts['video-editing'], 'bn'),
})

/** The Bangla catalogue in display order (the order of `courseList`). */
export const bnCourseList: readonly Course[] = Object.freeze(courseIds.map((id) => bnCourses[id]))

/** Every course by id in a language: `courses` for 'en' (and anything unknown), `bnCourses` for 'bn'. */
export function coursesFor(locale: Locale = 'en'): Readonly<Record<CourseId, Course>> {
  return resolveLocale(locale) === 'bn' ? bnCourses : courses
}

/** The catalogue in display order in a language: `courseList` for 'en', `bnCourseList` for 'bn'. */
export function courseListFor(locale: Locale = 'en'): readonly Course[] {
  return resolveLocale(locale) === 'bn' ? bnCourseList : courseList
}

/**
 * The same course in another language, by its id: localizedCourse(courses['video-editing'], 'bn')
 * is bnCourses['video-editing']. Works from either language.
 */
export function localizedCourse(course: Pick<Course, 'id'>, locale: Locale): Course {
  return coursesFor(locale)[course.id]
}

/**
 * The course for an id or an alias (`getCourse('skill-pack')` is the video editing course),
 * or null for anything else. Compare the result's `id` with the input to spot an alias.
 * English unless `locale` is 'bn' (`getCourse('skill-pack', 'bn')` is the Bangla course).
 */
export function getCourse(idOrAlias: string): Course | null
export function getCourse(idOrAlias: string, locale?: Locale): Course | null
export function getCourse(idOrAlias: string, locale: Locale = 'en'): Course | null {
  const id = resolveCourseId(idOrAlias)
  return id === null ? null : coursesFor(locale)[id]
}

/**
 * The courses of a category, in catalogue order; 'all' (the default filter) returns them all.
 * In English unless `locale` is 'bn'.
 */
export function coursesInCategory(category: Course['category'] | 'all'): readonly Course[]
export function coursesInCategory(
  category: Course['category'] | 'all',
  locale?: Locale,
): readonly Course[]
export function coursesInCategory(
  category: Course['category'] | 'all',
  locale: Locale = 'en',
): readonly Course[] {
  const list = courseListFor(locale)
  return category === 'all' ? list : list.filter((c) => c.category === category)
}

/**
 * What a course card shows of the highlights: the first `shown` (3 by default), and how many
 * more there are, for the '+N more' badge.
 */
export function cardHighlights(
  course: Course,
  shown: number = limits.highlightsShown,
): { shown: readonly string[]; more: number } {
  return {
    shown: course.highlights.slice(0, shown),
    more: Math.max(0, course.highlights.length - shown),
  }
}
