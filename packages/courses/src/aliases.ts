import { isCourseId, type CourseId } from './course.ts'

/**
 * Other names a course is reached by. `skill-pack` is the video editing course: the footer
 * links to /courses/skill-pack and join-now offers it as a course option.
 */
export const courseAliases = {
  'skill-pack': 'video-editing',
} as const satisfies Record<string, CourseId>
export type CourseAlias = keyof typeof courseAliases

/** True when `input` is an alias (not a course id) listed in `courseAliases`. */
export function isCourseAlias(input: string): input is CourseAlias {
  return Object.hasOwn(courseAliases, input)
}

/**
 * The course id for an id or an alias: 'web-development' -> 'web-development',
 * 'skill-pack' -> 'video-editing'. Anything else (including different case or spaces) -> null.
 */
export function resolveCourseId(input: string): CourseId | null {
  if (isCourseAlias(input)) return courseAliases[input]
  return isCourseId(input) ? input : null
}
