/**
 * Projects with mentor feedback (issue 33, docs/decisions/0071-projects-and-mentors.md): the
 * briefs of each course, the learner's hand-ins and their photos (the private `submissions`
 * bucket), the mentors' queue, claims and reviews, and the console's mentors and projects. The
 * database decides every write (submit_project, claim_submission, review_submission) and who
 * reads what (RLS: a learner their own attempts, a course's mentors and admins the course's).
 */
import {
  handInKinds,
  isCourseId,
  MAX_PHOTO_BYTES,
  projectCodeOf,
  projectSchema,
  reviewSchema,
  type ChecklistItem,
  type HandInKind,
  type ProjectFacts,
  type ReviewVerdict,
} from '@repo/courses'
import type { ApiClient } from './client'
import type { DataClient } from './publicClient'
import type { Json, Tables } from './database.types'
import { answered, refusal, toApiError, unexpectedResponse, type Operation } from './errors'
import { functionPage } from './functionPage'
import { countTotal, type KeysetPage, type KeysetQuery, type ListTotal } from './keyset'
import { randomObjectName } from './profile'
import { camelRow, changedSome, isUuid, jsonObjects, saveCourseRow, schemaRefusal } from './rows'
import { myCourseRows, orNull, rowByUuid, sessionUserId } from './rows'
import type { ColumnsOf } from './rows'

export type { ChecklistItem, HandInKind }

/** A project of a course: its facts (@repo/courses) and its id. */
export interface Project extends ProjectFacts {
  id: string
}

export type SubmissionStatus = 'submitted' | 'in_review' | 'changes_requested' | 'approved'

/** One attempt at a project. */
export interface Submission {
  id: string
  projectId: string
  courseId: string
  userId: string
  attempt: number
  note: string
  links: string[]
  /** Paths in the submissions bucket (signedPhotoUrls shows them). */
  files: string[]
  /** When the learner tapped Send (bounded to the server's clock): the due date is judged on it. */
  submittedAt: string
  createdAt: string
  status: SubmissionStatus
  claimedBy: string | null
  claimExpiresAt: string | null
}

export interface Review {
  id: string
  submissionId: string
  /** null once the reviewer's account is gone. */
  reviewerId: string | null
  verdict: ReviewVerdict
  /** Markdown. */
  feedback: string
  /** The indexes of the project's checklist items that were met. */
  checklist: number[]
  createdAt: string
}

/** A hand-in as the mentors' queue lists it: the learner's name, never an email or phone. */
export interface QueueRow {
  id: string
  projectId: string
  projectTitle: string
  projectTitleBn: string
  courseId: string
  learnerName: string
  attempt: number
  status: SubmissionStatus
  submittedAt: string
  claimedBy: string | null
  claimerName: string | null
  claimExpiresAt: string | null
}

export interface QueueFilter {
  course?: string
  project?: string
  /** The states listed; the database's default when not given: submitted and in review. */
  states?: SubmissionStatus[]
}

export interface CourseMentor {
  courseId: string
  userId: string
  email: string
  fullName: string | null
  createdAt: string
}

/** A project as the console saves it: no id adds one, an id edits it. */
export type ProjectInput = ProjectFacts & { id?: string }

export interface HandIn {
  projectId: string
  note: string
  links: string[]
  /** Paths uploaded with uploadSubmissionPhoto. */
  files: string[]
  /** When the learner tapped Send (ISO 8601): a draft sent later keeps its time. */
  submittedAt: string
}

export interface ReviewInput {
  submissionId: string
  verdict: ReviewVerdict
  feedback: string
  checklist: number[]
}

/** Rows per page of the mentors' queue when not told. */
export const REVIEW_QUEUE_PAGE_SIZE = 50

const SUBMISSIONS_BUCKET = 'submissions'
/** The photo types the submissions bucket takes, and the extension of each. */
const photoExtensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

const projectColumns =
  'id, course_id, position, title, title_bn, brief, brief_bn, checklist, hand_in, required, due_days'
const submissionColumns =
  'id, project_id, course_id, user_id, attempt, note, links, files, submitted_at, created_at, status, claimed_by, claim_expires_at'
const reviewColumns = 'id, submission_id, reviewer_id, verdict, feedback, checklist, created_at'

type ProjectRow = Pick<Tables<'projects'>, ColumnsOf<typeof projectColumns>>
type SubmissionRow = Pick<Tables<'project_submissions'>, ColumnsOf<typeof submissionColumns>>
type ReviewRow = Pick<Tables<'project_reviews'>, ColumnsOf<typeof reviewColumns>>

const submissionStatuses: readonly string[] = [
  'submitted',
  'in_review',
  'changes_requested',
  'approved',
] satisfies SubmissionStatus[]
const isStatus = (value: string): value is SubmissionStatus => submissionStatuses.includes(value)
const isVerdict = (value: string): value is ReviewVerdict =>
  value === 'approved' || value === 'changes_requested'
const isHandInKind = (value: string): value is HandInKind =>
  (handInKinds as readonly string[]).includes(value)

/** The stored checklist as items; anything not shaped {en, bn} is dropped (the database refuses it anyway). */
function toChecklist(value: Json): ChecklistItem[] {
  return jsonObjects(value).flatMap(({ en, bn }) =>
    typeof en === 'string' && typeof bn === 'string' ? [{ en, bn }] : [],
  )
}

function toProject(row: ProjectRow): Project {
  const project = camelRow(row, projectColumns)
  return {
    ...project,
    checklist: toChecklist(row.checklist),
    handIn: project.handIn.filter(isHandInKind),
  }
}

function toSubmission(row: SubmissionRow, operation: Operation): Submission {
  if (!isStatus(row.status)) throw unexpectedResponse(operation, row)
  return { ...camelRow(row, submissionColumns), status: row.status }
}

function toReview(row: ReviewRow): Review {
  if (!isVerdict(row.verdict)) throw unexpectedResponse('reviews.list', row)
  return {
    ...camelRow(row, reviewColumns),
    verdict: row.verdict,
    checklist: Array.isArray(row.checklist)
      ? row.checklist.filter((i): i is number => typeof i === 'number')
      : [],
  }
}

// ---------------------------------------------------------------------------------------------
// Projects (anyone reads: the syllabus shows them)

/** A course's projects in order. Unknown course: []. */
export async function listProjects(client: DataClient, courseId: string): Promise<Project[]> {
  if (!isCourseId(courseId)) return []
  const rows = answered(
    await client
      .from('projects')
      .select(projectColumns)
      .eq('course_id', courseId)
      .order('position', { ascending: true }),
    'projects.list',
  )
  return rows.map(toProject)
}

/** One project, or null when there is none (including a malformed id). */
export async function getProject(client: DataClient, projectId: string): Promise<Project | null> {
  const row = await rowByUuid(projectId, 'project.read', (id) =>
    client.from('projects').select(projectColumns).eq('id', id).maybeSingle(),
  )
  return row ? toProject(row) : null
}

// ---------------------------------------------------------------------------------------------
// Hand-ins and reviews

/** The caller's own attempts at the projects of a course, oldest first. */
export async function listMySubmissions(
  client: ApiClient,
  courseId: string,
): Promise<Submission[]> {
  if (!isCourseId(courseId)) return []
  const query = client.from('project_submissions').select(submissionColumns)
  const rows = await myCourseRows(client, courseId, 'submissions.list', query, (mine) =>
    mine.order('submitted_at', { ascending: true }).order('id', { ascending: true }),
  )
  return rows.map((row) => toSubmission(row, 'submissions.list'))
}

/** One attempt by its id, or null when the caller may not read it or there is none (a malformed id too). */
export async function getSubmission(
  client: ApiClient,
  submissionId: string,
): Promise<Submission | null> {
  const row = await rowByUuid(submissionId, 'submissions.list', (id) =>
    client.from('project_submissions').select(submissionColumns).eq('id', id).maybeSingle(),
  )
  return row ? toSubmission(row, 'submissions.list') : null
}

/** One learner's attempts at one project, in attempt order (the learner, or the course's staff). */
export async function listAttempts(
  client: ApiClient,
  projectId: string,
  userId: string,
): Promise<Submission[]> {
  if (!isUuid(projectId) || !isUuid(userId)) return []
  const rows = answered(
    await client
      .from('project_submissions')
      .select(submissionColumns)
      .eq('project_id', projectId)
      .eq('user_id', userId)
      .order('attempt', { ascending: true }),
    'submissions.list',
  )
  return rows.map((row) => toSubmission(row, 'submissions.list'))
}

/** The reviews of these attempts, oldest first (an attempt has at most one). */
export async function listReviews(client: ApiClient, submissionIds: string[]): Promise<Review[]> {
  const ids = submissionIds.filter(isUuid)
  if (ids.length === 0) return []
  const rows = answered(
    await client
      .from('project_reviews')
      .select(reviewColumns)
      .in('submission_id', ids)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
    'reviews.list',
  )
  return rows.map(toReview)
}

/**
 * Storage's "The resource already exists": HTTP 400 (or 409) with statusCode 409, code
 * ResourceAlreadyExists, error Duplicate.
 */
function isDuplicate(error: object): boolean {
  const fields = error as { statusCode?: unknown; code?: unknown }
  return String(fields.statusCode) === '409' || fields.code === 'ResourceAlreadyExists'
}

/**
 * Uploads a photo of a hand-in into the learner's folder and answers its path
 * (`{userId}/<random>.<ext>`). Pass `path`, the answer of an earlier try whose reply was lost, to
 * send it again to the same object: a 409 Duplicate then means that try landed, and counts as
 * done (so does one on the second of the two tries made here after a lost connection). Refused
 * before sending when not a JPEG, PNG or WebP photo of at most 5 MB (the bucket's rules).
 */
export async function uploadSubmissionPhoto(
  client: ApiClient,
  userId: string,
  photo: Blob,
  path?: string,
): Promise<string> {
  const operation = 'storage.upload'
  const extension = photoExtensions[photo.type]
  if (!extension || photo.size === 0) throw refusal(operation, 'not_a_photo', 'invalid')
  if (photo.size > MAX_PHOTO_BYTES)
    throw refusal(operation, 'photo_too_big', 'invalid', { detail: String(MAX_PHOTO_BYTES) })
  const target = path ?? `${userId}/${randomObjectName()}.${extension}`
  const bucket = client.storage.from(SUBMISSIONS_BUCKET)
  const send = async (retried: boolean): Promise<string> => {
    const { error } = await bucket.upload(target, photo, {
      cacheControl: '3600',
      upsert: false,
      contentType: photo.type,
    })
    if (!error) return target
    if (retried && isDuplicate(error)) return target
    const failure = toApiError(error, operation)
    if (failure.kind === 'network' && !retried) return send(true)
    throw failure
  }
  return send(path !== undefined)
}

/** Removes a photo the learner uploaded but did not send (a sent one stays: storage refuses). */
export async function removeSubmissionPhoto(client: ApiClient, path: string): Promise<void> {
  const { error } = await client.storage.from(SUBMISSIONS_BUCKET).remove([path])
  if (error) throw toApiError(error, 'storage.remove')
}

/**
 * Hands in an attempt; answers its id. The database checks every rule (enrolled, the limits,
 * https links, the caller's own uploaded photos, the kinds the project takes, nothing waiting or
 * approved) and tells the course's mentors.
 */
export async function submitProject(client: ApiClient, handIn: HandIn): Promise<string> {
  const { data, error, status } = await client.rpc('submit_project', {
    project_id: handIn.projectId,
    note: handIn.note,
    links: handIn.links,
    files: handIn.files,
    submitted_at: handIn.submittedAt,
  })
  if (error) throw toApiError(error, 'project.submit', status)
  if (typeof data !== 'string') throw unexpectedResponse('project.submit', data, status)
  return data
}

/**
 * Signed URLs of hand-in photos the caller may read (their own, or a hand-in of a course they
 * review), by path; a path refused is left out. `expiresIn` in seconds.
 */
export async function signedPhotoUrls(
  client: ApiClient,
  paths: string[],
  expiresIn = 3600,
): Promise<Record<string, string>> {
  if (paths.length === 0) return {}
  const { data, error } = await client.storage
    .from(SUBMISSIONS_BUCKET)
    .createSignedUrls(paths, expiresIn)
  if (error) throw toApiError(error, 'photos.sign')
  const urls: Record<string, string> = {}
  for (const signed of data)
    if (signed.path && signed.signedUrl) urls[signed.path] = signed.signedUrl
  return urls
}

/** Claims an attempt for its review (30 minutes; again extends it); answers when the claim ends. */
export async function claimSubmission(client: ApiClient, submissionId: string): Promise<string> {
  const { data, error, status } = await client.rpc('claim_submission', {
    submission_id: submissionId,
  })
  if (error) throw toApiError(error, 'submission.claim', status)
  if (typeof data !== 'string') throw unexpectedResponse('submission.claim', data, status)
  return data
}

/** Approves an attempt or asks for changes; answers the review's id. The learner is told. */
export async function reviewSubmission(client: ApiClient, review: ReviewInput): Promise<string> {
  const operation = 'submission.review'
  const parsed = reviewSchema.safeParse(review)
  if (!parsed.success) throw schemaRefusal(operation, parsed.error, projectCodeOf)
  const { data, error, status } = await client.rpc('review_submission', {
    submission_id: review.submissionId,
    verdict: parsed.data.verdict,
    feedback: parsed.data.feedback,
    checklist: parsed.data.checklist,
  })
  if (error) throw toApiError(error, operation, status)
  if (typeof data !== 'string') throw unexpectedResponse(operation, data, status)
  return data
}

// ---------------------------------------------------------------------------------------------
// The mentors' queue

const queueColumns =
  'id, project_id, project_title, project_title_bn, course_id, learner_name, attempt, submitted_at'

const queueArgs = (filter: QueueFilter) => ({
  ...(filter.course ? { course: filter.course } : {}),
  ...(filter.project ? { project: filter.project } : {}),
  ...(filter.states ? { states: filter.states } : {}),
})

/**
 * One page of the hand-ins of the courses the caller reviews (every course for an admin), oldest
 * first (submitted_at, id), after `query.after`; with `count`, how many match in all.
 */
export async function reviewQueuePage(
  client: ApiClient,
  query: QueueFilter & KeysetQuery = {},
): Promise<KeysetPage<QueueRow>> {
  const operation = 'reviews.queue'
  return functionPage({
    operation,
    query,
    pageSize: REVIEW_QUEUE_PAGE_SIZE,
    afterAt: 'after_submitted_at',
    call: (page) => client.rpc('review_queue_page', { ...queueArgs(query), ...page }),
    at: (r) => r.submitted_at,
    toRow: (r): QueueRow => {
      if (!isStatus(r.status)) throw unexpectedResponse(operation, r)
      return {
        ...camelRow(r, queueColumns),
        status: r.status,
        claimedBy: orNull(r.claimed_by),
        claimerName: orNull(r.claimer_name),
        claimExpiresAt: orNull(r.claim_expires_at),
      }
    },
    count: () => reviewQueueCount(client, query),
  })
}

/** How many hand-ins the queue holds for these filters (exact up to 10,000, then estimated). */
export async function reviewQueueCount(
  client: ApiClient,
  filter: QueueFilter = {},
): Promise<ListTotal> {
  return countTotal(client.rpc('review_queue_count', queueArgs(filter)), 'reviews.queue')
}

/** The learner's name on an attempt, for its reviewer ('' when they gave none). */
export async function submissionLearnerName(
  client: ApiClient,
  submissionId: string,
): Promise<string> {
  const { data, error, status } = await client.rpc('submission_learner_name', {
    submission_id: submissionId,
  })
  if (error) throw toApiError(error, 'submission.learner', status)
  return typeof data === 'string' ? data : ''
}

// ---------------------------------------------------------------------------------------------
// Mentors and projects (the console)

/** The ids of the courses the caller mentors ([] for anyone else, admins included). */
export async function myMentorCourses(client: ApiClient): Promise<string[]> {
  const userId = await sessionUserId(client, 'mentors.mine')
  // an admin reads every course's rows: only the caller's own
  const rows = answered(
    await client
      .from('course_mentors')
      .select('course_id')
      .eq('user_id', userId)
      .order('course_id', { ascending: true }),
    'mentors.mine',
  )
  return rows.map((row) => row.course_id)
}

/** Admins: every course's mentors, with email and name. */
export async function listCourseMentors(client: ApiClient): Promise<CourseMentor[]> {
  const { data, error, status } = await client.rpc('admin_course_mentors')
  if (error) throw toApiError(error, 'mentors.list', status)
  if (!Array.isArray(data)) throw unexpectedResponse('mentors.list', data, status)
  return data.map((r) => ({
    ...camelRow(r, 'course_id, user_id, email, created_at'),
    // from a join: a mentor may have no name
    fullName: orNull(r.full_name),
  }))
}

/** Admins: the account with this email mentors the course (again changes nothing); answers its id. */
export async function addMentor(
  client: ApiClient,
  courseId: string,
  email: string,
): Promise<string> {
  const { data, error, status } = await client.rpc('admin_add_mentor', {
    course_id: courseId,
    email: email.trim(),
  })
  if (error) throw toApiError(error, 'mentor.add', status)
  if (typeof data !== 'string') throw unexpectedResponse('mentor.add', data, status)
  return data
}

/** Admins: the account no longer mentors the course (nothing happens when it did not). */
export async function removeMentor(
  client: ApiClient,
  courseId: string,
  userId: string,
): Promise<void> {
  const { error, status } = await client
    .from('course_mentors')
    .delete()
    .eq('course_id', courseId)
    .eq('user_id', userId)
  if (error) throw toApiError(error, 'mentor.remove', status)
}

/** Admins: adds a project (no id) or edits one (with id); answers the stored project. */
export async function saveProject(client: ApiClient, input: ProjectInput): Promise<Project> {
  const parsed = projectSchema.safeParse(input)
  if (!parsed.success) throw schemaRefusal('project.save', parsed.error, projectCodeOf)
  const item = { ...parsed.data, id: input.id }
  const writes =
    'position, title, title_bn, brief, brief_bn, checklist, hand_in, required, due_days'
  const operation = 'project.save'
  return toProject(await saveCourseRow(client, 'projects', projectColumns, item, writes, operation))
}

/** Admins: deletes a project; refused ('project_has_submissions') once anyone handed it in. */
export async function deleteProject(client: ApiClient, id: string): Promise<void> {
  changedSome(await client.from('projects').delete().eq('id', id).select('id'), 'project.delete')
}
