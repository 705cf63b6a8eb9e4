import type { CourseAlias } from './aliases.ts'
import type { CourseCategory, CourseId } from './course.ts'
import { resolveLocale, type Locale } from './locale.ts'

/** A path segment under /courses/ (an id or an alias) and the text shown for it. */
export interface CourseLink {
  slug: CourseId | CourseAlias
  label: string
}

/**
 * The three courses the footer links to and the join-now form offers, in order, named in each
 * language: the footer calls skill-pack 'Basic to Advance Video Editing', join-now 'Advanced
 * Video Editing'.
 */
const offeredCourses: readonly {
  slug: JoinNowCourseId
  footer: Record<Locale, string>
  joinNow: Record<Locale, string>
}[] = [
  {
    slug: 'creative-design',
    footer: { en: 'Creative Design', bn: 'ক্রিয়েটিভ ডিজাইন' },
    joinNow: { en: 'Creative Design', bn: 'ক্রিয়েটিভ ডিজাইন' },
  },
  {
    slug: 'web-development',
    footer: { en: 'Web Development with AI', bn: 'AI দিয়ে ওয়েব ডেভেলপমেন্ট' },
    joinNow: { en: 'Web Development with AI', bn: 'AI দিয়ে ওয়েব ডেভেলপমেন্ট' },
  },
  {
    slug: 'skill-pack',
    footer: { en: 'Basic to Advance Video Editing', bn: 'বেসিক থেকে অ্যাডভান্সড ভিডিও এডিটিং' },
    joinNow: { en: 'Advanced Video Editing', bn: 'অ্যাডভান্সড ভিডিও এডিটিং' },
  },
]

const footerLinksIn = (locale: Locale): readonly CourseLink[] =>
  offeredCourses.map((c) => ({ slug: c.slug, label: c.footer[locale] }))
const joinNowOptionsIn = (locale: Locale): readonly { id: JoinNowCourseId; label: string }[] =>
  offeredCourses.map((c) => ({ id: c.slug, label: c.joinNow[locale] }))

/** The footer's 'Popular courses' links, in order. */
export const footerCourseLinks = footerLinksIn('en')

/** The course options of the join-now form, in order. Their ids are what the form stores. */
export const joinNowCourseOptions = joinNowOptionsIn('en')

/** The footer's 'Popular courses' links in Bangla: the same slugs and order as `footerCourseLinks`. */
export const bnFooterCourseLinks = footerLinksIn('bn')

/** The join-now course options in Bangla: the same ids and order as `joinNowCourseOptions`. */
export const bnJoinNowCourseOptions = joinNowOptionsIn('bn')

/** The footer's course links in a language (`footerCourseLinks` for 'en'). */
export function footerCourseLinksFor(locale: Locale = 'en'): readonly CourseLink[] {
  return resolveLocale(locale) === 'bn' ? bnFooterCourseLinks : footerCourseLinks
}

/**
 * The join-now course options in a language (`joinNowCourseOptions` for 'en'). Only the labels
 * change: the ids, which the form stores, are the same in every language.
 */
export function joinNowCourseOptionsFor(
  locale: Locale = 'en',
): readonly { id: JoinNowCourseId; label: string }[] {
  return resolveLocale(locale) === 'bn' ? bnJoinNowCourseOptions : joinNowCourseOptions
}

/** The course filter's buttons: 'all' and each category. */
export type CourseCategoryFilter = CourseCategory | 'all'

/** The text of each category filter, by language. */
export const courseCategoryLabels = {
  en: { all: 'All Courses', design: 'Design', development: 'Development', editing: 'Editing' },
  bn: { all: 'সব কোর্স', design: 'ডিজাইন', development: 'ডেভেলপমেন্ট', editing: 'এডিটিং' },
} as const satisfies Record<Locale, Record<CourseCategoryFilter, string>>

/** The text of a category filter: courseCategoryLabel('editing', 'bn') is 'এডিটিং'. */
export function courseCategoryLabel(category: CourseCategoryFilter, locale: Locale = 'en'): string {
  return courseCategoryLabels[resolveLocale(locale)][category]
}

export const joinNowCourseIds = ['creative-design', 'web-development', 'skill-pack'] as const
export type JoinNowCourseId = (typeof joinNowCourseIds)[number]

/** The path of a course's detail page: coursePath('skill-pack') is '/courses/skill-pack'. */
export function coursePath(slug: CourseId | CourseAlias): string {
  return `/courses/${slug}`
}

/** The path of a course's paid enrolment page: enrollPath('web-development') is '/enroll/web-development'. */
export function enrollPath(slug: CourseId | CourseAlias): string {
  return `/enroll/${slug}`
}
