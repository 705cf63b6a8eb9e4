import {
  lessonCodeOf,
  lessonContentSchema,
  lessonSchema,
  type LessonFacts,
  type LessonKind,
} from '@repo/courses'
import { z } from 'zod'
import { codedFormSchema } from '../../lib/codedSchema'
import { fromDhakaInput } from '../../lib/format'

/*
 * The lesson editor's schema: @repo/courses' lesson and content schemas, the rules @repo/api
 * refuses with too (docs/decisions/0070), on what the editor holds; each issue on the field at
 * fault, in the console's words for its code (lib/errorWords).
 */

/** What the lesson editor holds while the admin types. */
export type LessonForm = {
  title: string
  titleBn: string
  kind: LessonKind
  isPreview: boolean
  /** The number input holds '' until a number is typed. */
  durationMinutes: number | ''
  /** datetime-local, Bangladesh time; only a live class has one. */
  startsAt: string
  body: string
  bodyBn: string
  videoUrl: string
  joinUrl: string
  resources: { title: string; url: string }[]
}

/** The lesson as the schema gives it: trimmed, the start in UTC, ready to save. */
export type CheckedLesson = LessonFacts & z.output<typeof lessonContentSchema>

/**
 * What is checked and saved: the start in UTC, the links the kind does not show cleared, not
 * kept hidden (a live class's start and join link, a video's or recording's link).
 */
function toSaved(form: LessonForm) {
  return {
    ...form,
    startsAt: form.kind === 'live' ? fromDhakaInput(form.startsAt) : null,
    videoUrl: form.kind === 'reading' ? null : form.videoUrl,
    joinUrl: form.kind === 'live' ? form.joinUrl : null,
  }
}

/** The lesson and its content checked as one: both their issues, or both their data. */
function checkLesson(form: LessonForm): z.ZodSafeParseResult<CheckedLesson> {
  const saved = toSaved(form)
  const lesson = lessonSchema.safeParse(saved)
  const content = lessonContentSchema.safeParse(saved)
  if (lesson.success && content.success)
    return { success: true, data: { ...lesson.data, ...content.data } }
  const issues = [...(lesson.error?.issues ?? []), ...(content.error?.issues ?? [])]
  return { success: false, error: new z.ZodError(issues) as z.ZodError<CheckedLesson> }
}

export const lessonFormSchema = codedFormSchema(checkLesson, lessonCodeOf)

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
