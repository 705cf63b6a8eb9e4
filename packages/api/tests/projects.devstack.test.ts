/**
 * The projects module against the real local backend (issue 33): a learner hands in a photo,
 * a mentor claims it and asks for changes, a second mentor cannot take it meanwhile, the learner
 * hands in again and the mentor approves; through the functions the site and the console call,
 * proving what the database and storage really answer is mapped as the apps expect. The rules
 * themselves, role by role, are supabase/tests/projects.test.ts's.
 */
import { latestMail } from '@repo/devstack'
import { describe, expect, it } from 'vitest'
import { signIn, signUp } from '../src/auth'
import type { ApiClient } from '../src/client'
import { listMyNotifications } from '../src/notifications'
import {
  addMentor,
  claimSubmission,
  listAttempts,
  listCourseMentors,
  listMySubmissions,
  listProjects,
  listReviews,
  myMentorCourses,
  reviewQueueCount,
  reviewQueuePage,
  reviewSubmission,
  signedPhotoUrls,
  submissionLearnerName,
  submitProject,
  uploadSubmissionPhoto,
} from '../src/projects'
import { createSupabaseClient } from '../src/supabaseClient'
import { rejection } from '../src/test-support'
import { useLocalStack } from './localStack'

const local = useLocalStack('api-projects-test-')
const COURSE = 'creative-design'

/** A 1x1 PNG. */
const tinyPng = () =>
  new Blob(
    [
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    { type: 'image/png' },
  )

let n = 0
/** A new confirmed account, signed in on the learner site's client. */
async function newAccount(prefix: string, name: string) {
  const client = local.newLearnerClient()
  const email = `${prefix}-${Date.now()}-${++n}@example.com`
  const password = 'account-pass-1'
  const { userId } = await signUp(client, { email, username: `${prefix}${n}`, password })
  const link = (await latestMail(local.stack, email)).actionLink
  expect((await fetch(link, { redirect: 'manual' })).status).toBe(303)
  await signIn(client, { email, password })
  const { error } = await client.from('profiles').update({ name }).eq('id', userId!)
  if (error) throw error
  return { client, email, id: userId! }
}

async function seeded(email: string, password: string): Promise<ApiClient> {
  const client = local.newClient()
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return client
}

/** The arrangement no learner can make: an enrolment, written by the service role. */
async function enrol(userId: string, courseId: string) {
  const service = createSupabaseClient(
    { VITE_SUPABASE_URL: local.stack.apiUrl, VITE_SUPABASE_ANON_KEY: local.stack.serviceRoleKey },
    { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } },
  )
  const { error } = await service
    .from('enrollments')
    .insert({ user_id: userId, course_id: courseId })
  if (error) throw error
}

describe('a hand-in, its review and the second attempt', () => {
  it('runs from the first photo to the approval', async () => {
    const learner = await newAccount('handin', 'Rahima Akter')
    await enrol(learner.id, COURSE)
    const mentor = await seeded('mentor@example.com', 'mentor-pass-123')
    const admin = await seeded('admin@example.com', 'admin-pass-123')
    const second = await newAccount('mentor', 'Karim Uddin')
    await addMentor(admin, COURSE, second.email.toUpperCase())
    expect(await myMentorCourses(second.client)).toEqual([COURSE])
    expect(await myMentorCourses(learner.client)).toEqual([])
    expect((await listCourseMentors(admin)).filter((m) => m.userId === second.id)).toMatchObject([
      { courseId: COURSE, email: second.email, fullName: 'Karim Uddin' },
    ])

    // the learner: the first project of the course takes photos
    const [project] = await listProjects(learner.client, COURSE)
    expect(project).toMatchObject({ position: 1, handIn: ['images'] })
    const photo = await uploadSubmissionPhoto(learner.client, learner.id, tinyPng())
    expect(photo.startsWith(`${learner.id}/`)).toBe(true)
    // the reply of that upload lost: sent again to the same object, it counts as done
    expect(await uploadSubmissionPhoto(learner.client, learner.id, tinyPng(), photo)).toBe(photo)
    const tappedAt = new Date(Date.now() - 60_000).toISOString()
    const first = await submitProject(learner.client, {
      projectId: project!.id,
      note: 'My palette',
      links: [],
      files: [photo],
      submittedAt: tappedAt,
    })
    // the same hand-in sent again (its answer lost): refused, the first one stands
    const waiting = await rejection(
      submitProject(learner.client, {
        projectId: project!.id,
        note: 'My palette',
        links: [],
        files: [photo],
        submittedAt: tappedAt,
      }),
    )
    expect(waiting).toMatchObject({ kind: 'conflict', hint: 'submission_waiting' })

    // the mentor's queue: oldest first, with the learner's name
    const page = await reviewQueuePage(mentor, {
      course: COURSE,
      project: project!.id,
      count: true,
    })
    expect(page.rows).toMatchObject([
      { id: first, learnerName: 'Rahima Akter', attempt: 1, status: 'submitted' },
    ])
    expect(page.total).toBe(1)
    expect(await reviewQueueCount(mentor, { project: project!.id })).toEqual({
      count: 1,
      estimated: false,
    })
    expect(await submissionLearnerName(mentor, first)).toBe('Rahima Akter')

    // opening it claims it: the second mentor cannot take it meanwhile
    const claimEnds = await claimSubmission(mentor, first)
    expect(Date.parse(claimEnds)).toBeGreaterThan(Date.now() + 29 * 60_000)
    const taken = await rejection(claimSubmission(second.client, first))
    expect(taken).toMatchObject({ kind: 'conflict', hint: 'claimed_by_other' })
    const own = await rejection(
      reviewSubmission(learner.client, {
        submissionId: first,
        verdict: 'approved',
        feedback: '',
        checklist: [],
      }),
    )
    expect(own).toMatchObject({ kind: 'forbidden', hint: 'not_reviewer' })

    // the photo, signed for its reviewer
    const urls = await signedPhotoUrls(mentor, [photo], 60)
    const shown = await fetch(urls[photo]!)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toBe('image/png')

    await reviewSubmission(mentor, {
      submissionId: first,
      verdict: 'changes_requested',
      feedback: ' Add the hex codes. ',
      checklist: [0],
    })

    // the learner reads the verdict and hands in again
    const mine = await listMySubmissions(learner.client, COURSE)
    expect(mine).toMatchObject([{ id: first, status: 'changes_requested', files: [photo] }])
    expect(Date.parse(mine[0]!.submittedAt)).toBe(Date.parse(tappedAt))
    expect(await listReviews(learner.client, [first])).toMatchObject([
      {
        submissionId: first,
        verdict: 'changes_requested',
        feedback: 'Add the hex codes.',
        checklist: [0],
      },
    ])
    const notices = await listMyNotifications(learner.client, learner.id)
    expect(notices[0]).toMatchObject({
      kind: 'project_reviewed',
      data: { submission_id: first, verdict: 'changes_requested', attempt: 1 },
    })
    const secondPhoto = await uploadSubmissionPhoto(learner.client, learner.id, tinyPng())
    const again = await submitProject(learner.client, {
      projectId: project!.id,
      note: 'With the hex codes',
      links: [],
      files: [secondPhoto],
      submittedAt: new Date().toISOString(),
    })

    await claimSubmission(mentor, again)
    await reviewSubmission(mentor, {
      submissionId: again,
      verdict: 'approved',
      feedback: '',
      checklist: [0, 1],
    })
    const attempts = await listAttempts(mentor, project!.id, learner.id)
    expect(attempts.map((a) => [a.attempt, a.status])).toEqual([
      [1, 'changes_requested'],
      [2, 'approved'],
    ])
    const reviewed = await rejection(claimSubmission(second.client, again))
    expect(reviewed).toMatchObject({ kind: 'conflict', hint: 'submission_reviewed' })
  }, 60_000)
})
