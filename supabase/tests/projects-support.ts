/**
 * Arrangements of projects.test.ts (issue 33): scratch projects (dropped after the file, hand-ins
 * first, so no later file meets a required project it does not know), hand-ins and reviews
 * written by the service role where the RPC is not what a test is about, photos in the private
 * `submissions` bucket, and the rows as they are behind RLS.
 */
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { objectExists, serviceClient, sql, stored, tinyPng, token, type Person } from './support'

/** The course the mentor reviews, and the course of the other mentor. */
export const COURSE = 'creative-design'
export const FOREIGN = 'video-editing'

export interface ProjectRow {
  id: string
  course_id: string
  position: number
  title: string
  title_bn: string
  checklist: { en: string; bn: string }[]
  hand_in: string[]
  required: boolean
}

export interface SubmissionRow {
  id: string
  project_id: string
  course_id: string
  user_id: string
  attempt: number
  note: string
  links: string[]
  files: string[]
  submitted_at: string
  created_at: string
  status: 'submitted' | 'in_review' | 'changes_requested' | 'approved'
  claimed_by: string | null
  claim_expires_at: string | null
}

export interface ReviewRow {
  id: string
  submission_id: string
  reviewer_id: string | null
  verdict: 'approved' | 'changes_requested'
  feedback: string
  checklist: number[]
  created_at: string
}

const checklist = [
  { en: 'Uses the brand colours', bn: 'ব্র্যান্ডের রং ব্যবহার করেছে' },
  { en: 'Text is readable on a phone', bn: 'ফোনে লেখা পড়া যায়' },
  { en: 'Exported at full size', bn: 'পূর্ণ আকারে এক্সপোর্ট করা' },
]

const scratch: string[] = []

/** Marks a project this file made, so dropScratchProjects removes it. */
export function track(projectId: string): void {
  scratch.push(projectId)
}

/**
 * A project at the end of `course`, made by the service role: takes photos, a link and text,
 * three checklist items, not required unless asked (a required one would hold back every
 * certificate of the course).
 */
export async function scratchProject(
  course: string = COURSE,
  { required = false, handIn = ['images', 'link', 'text'] } = {},
): Promise<ProjectRow> {
  const label = token(6)
  const [row] = await sql<ProjectRow>(
    `insert into public.projects (course_id, position, title, title_bn, checklist, hand_in, required)
     select $1, coalesce(max(p.position), 0) + 1, $2, $3, $4::jsonb, $5::text[], $6
     from public.projects p where p.course_id = $1
     returning id, course_id, position, title, title_bn, checklist, hand_in, required`,
    [course, `Scratch ${label}`, `খসড়া ${label}`, JSON.stringify(checklist), handIn, required],
  )
  track(row!.id)
  return row!
}

/** Every project this file made, with its hand-ins (the trigger keeps a project that has some). */
export async function dropScratchProjects(): Promise<void> {
  await sql('delete from public.project_submissions where project_id = any($1::uuid[])', [scratch])
  await sql('delete from public.projects where id = any($1::uuid[])', [scratch])
}

/** A hand-in of `person` written by the service role (its next attempt), `ago` before now. */
export async function arrangeSubmission(
  person: Pick<Person, 'id'>,
  project: Pick<ProjectRow, 'id'>,
  {
    status = 'submitted',
    files = [],
    ago = '0 seconds',
  }: { status?: SubmissionRow['status']; files?: string[]; ago?: string } = {},
): Promise<SubmissionRow> {
  const [row] = await sql<{ id: string }>(
    `insert into public.project_submissions
       (project_id, course_id, user_id, attempt, note, files, status, submitted_at)
     select p.id, p.course_id, $2,
       coalesce((select max(s.attempt) from public.project_submissions s
                 where s.project_id = p.id and s.user_id = $2), 0) + 1,
       'Arranged', $3::text[], $4, now() - $5::interval
     from public.projects p where p.id = $1
     returning id`,
    [project.id, person.id, files, status, ago],
  )
  return (await submissionOf(row!.id))!
}

/** A hand-in as it is stored (read through the API by the service role, as the cells read it). */
export async function submissionOf(id: string): Promise<SubmissionRow | undefined> {
  return (await stored<SubmissionRow>('project_submissions', 'id', id))[0]
}

/** `person`'s attempts at `project`, behind RLS, in attempt order. */
export async function attemptsOf(person: Person, projectId: string): Promise<SubmissionRow[]> {
  const { data, error } = await serviceClient()
    .from('project_submissions')
    .select('*')
    .eq('user_id', person.id)
    .eq('project_id', projectId)
    .order('attempt')
  if (error) throw new Error(`reading project_submissions failed: ${error.message}`)
  return data as SubmissionRow[]
}

/** The reviews of one attempt, behind RLS, oldest first. */
export const reviewsOf = (submissionId: string) =>
  stored<ReviewRow>('project_reviews', 'submission_id', submissionId, 'created_at')

/** A path in `person`'s folder, as the site names a photo. */
export const photoPath = (person: Pick<Person, 'id'>, ext = 'png') =>
  `${person.id}/${randomUUID()}.${ext}`

/** `person` uploads the tiny PNG into their own folder; returns its path. */
export async function uploadPhoto(person: Person): Promise<string> {
  const path = photoPath(person)
  const { error } = await person.client.storage
    .from('submissions')
    .upload(path, tinyPng, { contentType: 'image/png' })
  if (error) throw new Error(`arranging a photo failed: ${error.message}`)
  return path
}

/** Whether the object is stored, asked behind RLS. */
export const photoExists = (path: string) => objectExists('submissions', path)

interface Answer {
  data: unknown
  error: { message: string; code?: string; hint?: string | null } | null
}

/** A refusal with the hint the apps word (packages/api/src/errors.ts, databaseHints). */
export function expectHint(result: Answer, hint: string): void {
  expect(result.error, `expected ${hint}, got ${JSON.stringify(result.data)}`).not.toBeNull()
  expect(result.error?.hint, result.error?.message).toBe(hint)
}

/** The hand-in allowance of every learner spent back to zero (rate-limits.test.ts does the same). */
export async function clearHandInAllowance(): Promise<void> {
  await sql(`delete from private.rate_limit_hits where call = 'project_submission'`)
}
