import { z } from 'zod'
import { courseIds } from './course.ts'

/**
 * The two halves of a schema whose issues carry the rule's code, never words (lesson.schema.ts,
 * project.schema.ts, quiz.schema.ts, question.schema.ts): `rule(code)` is the zod option that makes
 * a check's message its code, and `codeOf(issue)` reads the code back, or `fallback` for an issue
 * zod wrote itself (input of the wrong type: a field missing). Each app words the codes.
 */
export function codedRules<Code extends string>(codes: readonly Code[], fallback: Code) {
  const isCode = (message: string): message is Code =>
    (codes as readonly string[]).includes(message)
  return {
    rule: (code: Code) => ({ error: code }),
    codeOf: (issue: { message: string }): Code =>
      isCode(issue.message) ? issue.message : fallback,
  }
}

/** Where a lesson or a project stands: a course, and a whole position from 1 in it. */
export function placedIn(course: { error: string }, position: { error: string }) {
  return {
    courseId: z.enum(courseIds, course),
    position: z.number(position).int(position).min(1, position),
  }
}
