/**
 * The classroom: lessons, their content, the learner's progress and certificates, and the
 * console's lesson editing. RLS decides who sees what (supabase/migrations, section classroom):
 * a lesson's content comes back only to someone allowed to read it, so `null` from
 * `getLessonContent` means "not yours to see" as much as "no such lesson".
 */
import {
  isCourseId,
  lessonCodeOf,
  lessonContentSchema,
  lessonKinds,
  placedLessonSchema,
  type LessonFacts,
  type LessonKind,
} from '@repo/courses'
import type { ApiClient } from './client'
import type { DataClient } from './publicClient'
import type { Json, Tables } from './database.types'
import { answered, refusal, toApiError, unexpectedResponse, type Operation } from './errors'
import { camelRow, changedSome, isUuid, jsonObjects, saveCourseRow, schemaRefusal } from './rows'
import { myCourseRows, rowByUuid, sessionUserId } from './rows'
import type { ColumnsOf } from './rows'

export type { LessonKind }

/** A stored lesson: its facts (@repo/courses), its id, course and position. */
export interface Lesson extends LessonFacts {
  id: string
  courseId: string
  position: number
}

export interface LessonResource {
  title: string
  url: string
}

export interface LessonContent {
  lessonId: string
  /** Markdown. */
  body: string
  /** Markdown, Bangla. */
  bodyBn: string
  videoUrl: string | null
  joinUrl: string | null
  resources: LessonResource[]
}

export interface Certificate {
  id: string
  courseId: string
  /** The learner's full name when the certificate was issued. */
  fullName: string
  issuedAt: string
}

/** A project of the course a mentor approved for the certificate's learner (issue 33). */
export interface ApprovedProject {
  title: string
  titleBn: string
  approvedAt: string
}

/** A certificate as anyone checks it: with the projects its learner had approved. */
export interface VerifiedCertificate extends Certificate {
  projects: ApprovedProject[]
}

export interface CourseProgress {
  courseId: string
  /** The caller's completed lessons of the course that count (every kind but live classes). */
  completedLessonIds: string[]
  /** The course's lessons that count: every kind but live classes. */
  totalLessons: number
}

export interface CourseLearner {
  userId: string
  name: string | null
  email: string | null
  enrolledAt: string
  /** Completed lessons that count (not live classes), out of `total`. */
  completed: number
  total: number
  certificateId: string | null
}

const lessonColumns =
  'id, course_id, position, title, title_bn, kind, is_preview, duration_minutes, starts_at'
const contentColumns = 'lesson_id, body, body_bn, video_url, join_url, resources'
const certificateColumns = 'id, course_id, full_name, issued_at'

/** `<course id>-<32 hex>`, as the database makes them (certificates_id_shape). */
const certificateIdPattern = /^([a-z-]+)-[0-9a-f]{32}$/

type LessonRow = Pick<Tables<'lessons'>, ColumnsOf<typeof lessonColumns>>
type ContentRow = Pick<Tables<'lesson_contents'>, ColumnsOf<typeof contentColumns>>
type CertificateRow = Pick<Tables<'certificates'>, ColumnsOf<typeof certificateColumns>>

function isLessonKind(value: string): value is LessonKind {
  return (lessonKinds as readonly string[]).includes(value)
}

function toLesson(row: LessonRow, operation: Operation): Lesson {
  if (!isLessonKind(row.kind)) throw unexpectedResponse(operation, row)
  return { ...camelRow(row, lessonColumns), kind: row.kind }
}

/** The stored jsonb as links; anything not shaped {title, url} is dropped (the database refuses it anyway). */
export function toLessonResources(value: Json | null | undefined): LessonResource[] {
  return jsonObjects(value).flatMap(({ title, url }) =>
    typeof title === 'string' && typeof url === 'string' ? [{ title, url }] : [],
  )
}

function toContent(row: ContentRow): LessonContent {
  return { ...camelRow(row, contentColumns), resources: toLessonResources(row.resources) }
}

function toCertificate(row: CertificateRow): Certificate {
  return camelRow(row, certificateColumns)
}

/** verify_certificate's projects (jsonb): anything not shaped as one is dropped. */
function toApprovedProjects(value: Json | null | undefined): ApprovedProject[] {
  return jsonObjects(value).flatMap(({ title, title_bn, approved_at }) =>
    typeof title === 'string' && typeof title_bn === 'string' && typeof approved_at === 'string'
      ? [{ title, titleBn: title_bn, approvedAt: approved_at }]
      : [],
  )
}

/** A course's lessons in order; anyone may ask (the syllabus is public). Unknown course: []. */
export async function listLessons(client: DataClient, courseId: string): Promise<Lesson[]> {
  if (!isCourseId(courseId)) return []
  const rows = answered(
    await client
      .from('lessons')
      .select(lessonColumns)
      .eq('course_id', courseId)
      .order('position', { ascending: true }),
    'lessons.list',
  )
  return rows.map((row) => toLesson(row, 'lessons.list'))
}

/**
 * The content of one lesson, or null when the caller may not read it (a paid lesson of a course
 * they are not enrolled in) or there is no such lesson (including a malformed id).
 */
export async function getLessonContent(
  client: DataClient,
  lessonId: string,
): Promise<LessonContent | null> {
  const row = await rowByUuid(lessonId, 'lesson.content', (id) =>
    client.from('lesson_contents').select(contentColumns).eq('lesson_id', id).maybeSingle(),
  )
  return row ? toContent(row) : null
}

/** The ids of the lessons of a course the caller has completed (live classes included). */
export async function listCompletedLessonIds(
  client: ApiClient,
  courseId: string,
): Promise<string[]> {
  if (!isCourseId(courseId)) return []
  const userId = await sessionUserId(client, 'progress.read')
  const { data, error, status } = await client
    .from('lesson_progress')
    .select('lesson_id, lessons!inner(course_id)')
    .eq('user_id', userId)
    .eq('lessons.course_id', courseId)
  if (error) throw toApiError(error, 'progress.read', status)
  return data.map((row) => row.lesson_id)
}

/**
 * Records the lesson as completed by the caller; doing it twice is harmless. A lesson of a
 * course the caller is not enrolled in is refused ('not_enrolled').
 */
export async function markLessonComplete(client: ApiClient, lessonId: string): Promise<void> {
  if (!isUuid(lessonId)) throw refusal('progress.write', 'not_a_lesson')
  const { error, status } = await client
    .from('lesson_progress')
    // user_id and completed_at are the database's defaults: auth.uid() and now().
    .upsert({ lesson_id: lessonId }, { onConflict: 'user_id,lesson_id', ignoreDuplicates: true })
  if (error) throw toApiError(error, 'progress.write', status)
}

/** Removes the caller's completion of a lesson (nothing happens when there was none). */
export async function markLessonIncomplete(client: ApiClient, lessonId: string): Promise<void> {
  if (!isUuid(lessonId)) throw refusal('progress.write', 'not_a_lesson')
  // RLS lets a learner delete only their own rows.
  const { error, status } = await client.from('lesson_progress').delete().eq('lesson_id', lessonId)
  if (error) throw toApiError(error, 'progress.write', status)
}

/** For each course the caller is enrolled in: completed lessons out of the lessons that count. */
export async function myCourseProgress(client: ApiClient): Promise<CourseProgress[]> {
  const userId = await sessionUserId(client, 'progress.read')
  // Three small reads at once: one round trip on a slow connection.
  const [enrollments, lessons, progress] = await Promise.all([
    client
      .from('enrollments')
      .select('course_id, created_at')
      .eq('user_id', userId)
      .order('created_at'),
    client.from('lessons').select('id, course_id, kind').neq('kind', 'live'),
    client.from('lesson_progress').select('lesson_id').eq('user_id', userId),
  ])
  if (enrollments.error) throw toApiError(enrollments.error, 'progress.read', enrollments.status)
  if (lessons.error) throw toApiError(lessons.error, 'progress.read', lessons.status)
  if (progress.error) throw toApiError(progress.error, 'progress.read', progress.status)
  const done = new Set(progress.data.map((p) => p.lesson_id))
  return enrollments.data.map(({ course_id }) => {
    const counted = lessons.data.filter((l) => l.course_id === course_id)
    return {
      courseId: course_id,
      completedLessonIds: counted.filter((l) => done.has(l.id)).map((l) => l.id),
      totalLessons: counted.length,
    }
  })
}

/**
 * Issues the caller's certificate for a course (or answers the one issued before). Refused with
 * 'not_enrolled', 'not_finished' (a lesson that is not a live class is not complete) or
 * 'name_missing' (no full name in the profile).
 */
export async function issueCertificate(client: ApiClient, courseId: string): Promise<Certificate> {
  const { data, error, status } = await client.rpc('issue_certificate', { course_id: courseId })
  if (error) throw toApiError(error, 'certificate.issue', status)
  if (!data?.id) throw unexpectedResponse('certificate.issue', data, status)
  return toCertificate(data)
}

/** The caller's certificate for a course, or null when none was issued yet. */
export async function myCertificate(
  client: ApiClient,
  courseId: string,
): Promise<Certificate | null> {
  if (!isCourseId(courseId)) return null
  const query = client.from('certificates').select(certificateColumns)
  const row = await myCourseRows(client, courseId, 'certificate.read', query, (mine) =>
    mine.maybeSingle(),
  )
  return row ? toCertificate(row) : null
}

/** Anyone (no sign-in needed): the certificate with this exact id, or null. */
export async function verifyCertificate(
  client: ApiClient,
  id: string,
): Promise<VerifiedCertificate | null> {
  const shape = certificateIdPattern.exec(id)
  if (!shape || !isCourseId(shape[1])) return null
  const { data, error, status } = await client.rpc('verify_certificate', { certificate_id: id })
  if (error) throw toApiError(error, 'certificate.verify', status)
  if (!Array.isArray(data)) throw unexpectedResponse('certificate.verify', data, status)
  const row = data[0]
  return row ? { ...toCertificate(row), projects: toApprovedProjects(row.projects) } : null
}

// ---------------------------------------------------------------------------------------------
// The console (admins; RLS refuses everyone else)

export type LessonInput = Omit<Lesson, 'id'> & { id?: string }

/** Adds a lesson (no id) or edits one (with id); answers the stored lesson. */
export async function saveLesson(client: ApiClient, lesson: LessonInput): Promise<Lesson> {
  const parsed = placedLessonSchema.safeParse(lesson)
  if (!parsed.success) throw schemaRefusal('lesson.save', parsed.error, lessonCodeOf)
  const item = { ...parsed.data, id: lesson.id }
  const writes = 'position, title, title_bn, kind, is_preview, duration_minutes, starts_at'
  const saved = await saveCourseRow(client, 'lessons', lessonColumns, item, writes, 'lesson.save')
  return toLesson(saved, 'lesson.save')
}

/** Deletes a lesson, its content and every learner's progress on it. */
export async function deleteLesson(client: ApiClient, id: string): Promise<void> {
  // a learner's delete is "no rows" under RLS, and the lesson may be gone already
  changedSome(
    await client.from('lessons').delete().eq('id', id).select('id'),
    'lesson.delete',
    'lessons_changed',
  )
}

/** Numbers a course's lessons 1..n in this order; `orderedIds` must be all of them, once each. */
export async function reorderLessons(
  client: ApiClient,
  courseId: string,
  orderedIds: string[],
): Promise<void> {
  const { error, status } = await client.rpc('reorder_lessons', {
    course_id: courseId,
    lesson_ids: orderedIds,
  })
  if (error) throw toApiError(error, 'lessons.reorder', status)
}

/** Saves a lesson's content (the row exists from the lesson's creation). */
export async function saveLessonContent(client: ApiClient, content: LessonContent): Promise<void> {
  const parsed = lessonContentSchema.safeParse(content)
  if (!parsed.success) throw schemaRefusal('lesson.save', parsed.error, lessonCodeOf)
  const { body, bodyBn, videoUrl, joinUrl, resources } = parsed.data
  changedSome(
    await client
      .from('lesson_contents')
      .update({ body, body_bn: bodyBn, video_url: videoUrl, join_url: joinUrl, resources })
      .eq('lesson_id', content.lessonId)
      .select('lesson_id'),
    'lesson.save',
    'lessons_changed',
  )
}
