// A lesson's kinds, the codes of its rules and what the syllabus shows of it: apart from the plan
// (lessons.ts), whose rows a bundle keeps wherever the module is imported.

export const lessonKinds = ['video', 'reading', 'live'] as const
export type LessonKind = (typeof lessonKinds)[number]

/**
 * The rules of a lesson (lesson.schema.ts), by the code @repo/api refuses with; here, apart from
 * zod and from the lesson plan, so that the api's list of codes (in every page's errors chunk)
 * loads neither.
 */
export const lessonCodes = [
  'lesson_course', // an unknown course
  'lesson_fields', // a title (English or Bangla) or the kind missing
  'lesson_title', // a title over 200 characters
  'lesson_duration', // a duration outside 1..600 whole minutes
  'lesson_position', // a position that is not a whole number from 1
  'lesson_live_start', // a start time on a lesson that is not live, or none on a live class
  'lesson_links', // a video or join link that is not https
  'resource_links', // a resource without a title or an http(s) link
] as const
export type LessonCode = (typeof lessonCodes)[number]

/** A lesson as the syllabus shows it; @repo/api's Lesson adds its id, course and position. */
export interface LessonFacts {
  title: string
  titleBn: string
  kind: LessonKind
  /** Free preview: anyone may open it, without paying. */
  isPreview: boolean
  durationMinutes: number
  /**
   * Live classes only: the start, ISO 8601 (the plan writes Dhaka's offset, +06:00, no daylight
   * saving; the database answers in UTC).
   */
  startsAt: string | null
}
