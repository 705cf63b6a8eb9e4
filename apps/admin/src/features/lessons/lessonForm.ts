import { lessonKinds } from '@repo/courses'
import { z } from 'zod'
import { codeText } from '../../lib/errorWords'
import { fromDhakaInput } from '../../lib/format'

/*
 * The lesson editor's schema: the rules @repo/api's lessonProblem and saveLessonContent check
 * before saving (they still do), said on the field at fault in the console's words for their
 * codes (lib/errorWords).
 */

const title = z
  .string()
  .trim()
  .min(1, { error: codeText('lesson_fields') })
  .max(200, { error: codeText('lesson_title') })

const duration = { error: codeText('lesson_duration') }

/** A video or join link: blank, or https. */
const isLink = (url: string) => url === '' || /^https:\/\/\S+$/.test(url)

const resourceWords = { error: codeText('resource_links') }

export const lessonFormSchema = z
  .object({
    title,
    titleBn: title,
    kind: z.enum(lessonKinds),
    isPreview: z.boolean(),
    // the number input holds '' until a number is typed
    durationMinutes: z
      .union([z.number(), z.string()])
      .pipe(z.number(duration).int(duration).min(1, duration).max(600, duration)),
    /** datetime-local, Bangladesh time; only a live class has one. */
    startsAt: z.string(),
    body: z.string(),
    bodyBn: z.string(),
    videoUrl: z.string().trim(),
    joinUrl: z.string().trim(),
    resources: z.array(
      z.object({
        title: z.string().trim().min(1, resourceWords),
        url: z
          .string()
          .trim()
          .regex(/^https?:\/\/\S+$/, resourceWords),
      }),
    ),
  })
  // the fields the kind shows: a live class's start and join link, a video's or recording's link
  .check((ctx) => {
    const { kind, startsAt, videoUrl, joinUrl } = ctx.value
    const wrong = (path: string, message: string, input: string) =>
      ctx.issues.push({ code: 'custom', path: [path], message, input })
    if (kind === 'live' && fromDhakaInput(startsAt) === null)
      wrong('startsAt', codeText('lesson_live_start'), startsAt)
    if (kind === 'live' && !isLink(joinUrl)) wrong('joinUrl', codeText('lesson_links'), joinUrl)
    if (kind !== 'reading' && !isLink(videoUrl))
      wrong('videoUrl', codeText('lesson_links'), videoUrl)
  })
  // what is saved: the start in UTC, the links the kind does not show cleared, not kept hidden
  .transform((lesson) => ({
    ...lesson,
    startsAt: lesson.kind === 'live' ? fromDhakaInput(lesson.startsAt) : null,
    videoUrl: lesson.kind === 'reading' ? null : lesson.videoUrl,
    joinUrl: lesson.kind === 'live' ? lesson.joinUrl : null,
  }))

/** What the lesson editor holds while the admin types. */
export type LessonForm = z.input<typeof lessonFormSchema>
/** The lesson as the schema gives it: trimmed, its duration a number, ready to save. */
export type CheckedLesson = z.output<typeof lessonFormSchema>

export const emptyLessonForm: LessonForm = {
  title: '',
  titleBn: '',
  kind: 'video',
  isPreview: false,
  durationMinutes: '',
  startsAt: '',
  body: '',
  bodyBn: '',
  videoUrl: '',
  joinUrl: '',
  resources: [],
}
