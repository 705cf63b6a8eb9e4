import type { CourseAlias } from './aliases'
import type { CourseId } from './course'

/** A path segment under /courses/ (an id or an alias) and the text shown for it. */
export interface CourseLink {
  slug: CourseId | CourseAlias
  label: string
}

/** The footer's 'Popular courses' links, in order. */
export const footerCourseLinks = [
  { slug: 'creative-design', label: 'Creative Design' },
  { slug: 'web-development', label: 'Web Development with AI' },
  { slug: 'skill-pack', label: 'Basic to Advance Video Editing' },
] as const satisfies readonly CourseLink[]

/** The course options of the join-now form, in order. Their ids are what the form stores. */
export const joinNowCourseOptions = [
  { id: 'creative-design', label: 'Creative Design' },
  { id: 'web-development', label: 'Web Development with AI' },
  { id: 'skill-pack', label: 'Advanced Video Editing' },
] as const satisfies readonly { id: CourseId | CourseAlias; label: string }[]

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
