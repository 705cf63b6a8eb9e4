import { z } from 'zod'
import { codedRules, placedIn } from './codedRules.ts'
import { lessonCodes, lessonKinds, type LessonCode, type LessonFacts } from './lesson.ts'

/*
 * The rules of a lesson and its content, written once (docs/decisions/0070): the console's
 * editor says them on the field at fault, @repo/api refuses a lesson that breaks one before
 * asking, and the database's checks (supabase/migrations, section lessons) stay the last word.
 * Each issue's message is the rule's code (`lessonCodes`), never words: @repo/api refuses with
 * it and each app words it.
 */

const { rule, codeOf } = codedRules(lessonCodes, 'lesson_fields')

/** The rule an issue of these schemas names (zod's own, for input of the wrong type: a field missing). */
export const lessonCodeOf = codeOf

const title = z.string().trim().min(1, rule('lesson_fields')).max(200, rule('lesson_title'))
const duration = rule('lesson_duration')

/** A lesson as written (no id, course or place): trimmed titles, whole minutes, a start if live. */
export const lessonSchema = z
  .object({
    title,
    titleBn: title,
    kind: z.enum(lessonKinds, rule('lesson_fields')),
    isPreview: z.boolean(rule('lesson_fields')),
    durationMinutes: z.number(duration).int(duration).min(1, duration).max(600, duration),
    startsAt: z.string().nullable(),
  })
  // lessons_live_starts_at: a live class has a start (a time), and only a live class has one
  .check((ctx) => {
    const { kind, startsAt } = ctx.value
    const start = startsAt === null ? null : Date.parse(startsAt)
    if ((kind === 'live') !== (start !== null) || Number.isNaN(start))
      ctx.issues.push({
        code: 'custom',
        path: ['startsAt'],
        message: 'lesson_live_start' satisfies LessonCode,
        input: startsAt,
      })
  }) satisfies z.ZodType<LessonFacts>

/** A lesson with its course and its position there: what @repo/api stores. */
export const placedLessonSchema = lessonSchema.safeExtend(
  placedIn(rule('lesson_course'), rule('lesson_position')),
)

/** A video or join link: blank is none, otherwise https. */
const link = z
  .string()
  .trim()
  .nullable()
  .transform((url) => url || null)
  .refine((url) => url === null || /^https:\/\/\S+$/.test(url), rule('lesson_links'))

const resourceRule = rule('resource_links')

/** A lesson's content: the two Markdown bodies, its links (trimmed, blank as none), its resources. */
export const lessonContentSchema = z.object({
  body: z.string(),
  bodyBn: z.string(),
  videoUrl: link,
  joinUrl: link,
  resources: z.array(
    z.object({
      title: z.string().trim().min(1, resourceRule),
      url: z
        .string()
        .trim()
        .regex(/^https?:\/\/\S+$/, resourceRule),
    }),
  ),
})
