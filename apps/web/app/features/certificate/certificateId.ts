import { courseIds, type CourseId } from '@repo/courses'

/**
 * A certificate id is `<course_id>-<32 lowercase hex>` (the database's
 * `gen_random_bytes(16)`): the course prefix lets the static host serve that course's
 * prerendered page (Open Graph tags naming the course) for any of its certificates.
 */
const idPattern = /^([a-z][a-z-]*)-([0-9a-f]{32})$/

/** The course of a well-formed certificate id; null for anything else (then nothing is asked). */
export function certificateCourse(id: string): CourseId | null {
  const match = idPattern.exec(id)
  if (!match) return null
  return courseIds.find((c) => c === match[1]) ?? null
}

/**
 * The course a certificate page is about, for its meta tags: a certificate's id, or the bare
 * course id of the page prerendered per course (`/certificates/web-development`).
 */
export function certificatePageCourse(id: string): CourseId | null {
  return courseIds.find((c) => c === id) ?? certificateCourse(id)
}
