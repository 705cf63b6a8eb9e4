/**
 * The projects module against the real local backend (issue 33): a learner hands in a photo,
 * a mentor claims it and asks for changes, a second mentor cannot take it meanwhile, the learner
 * hands in again and the mentor approves; through the functions the site and the console call,
 * proving what the database and storage really answer is mapped as the apps expect. The rules
 * themselves, role by role, are supabase/tests/projects.test.ts's.
 */
import { describe, expect, it } from 'vitest'
import { listMyNotifications } from '../src/notifications'
import * as projectsApi from '../src/projects'
import { rejection } from '../src/test-support'
import { useLocalStack } from './localStack'

const local = useLocalStack('api-projects-test-')
const COURSE = 'creative-design'
const { newAccount, seededStaff, enrol } = local

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

describe('a hand-in, its review and the second attempt', () => {
  it('runs from the first photo to the approval', async () => {
    const learner = await newAccount('handin', 'Rahima Akter')
    await enrol(learner.id, COURSE)
    const { mentor, admin } = await seededStaff()
    const second = await newAccount('mentor', 'Karim Uddin')
    await projectsApi.addMentor(admin, COURSE, second.email.toUpperCase())
    expect(await projectsApi.myMentorCourses(second.client)).toEqual([COURSE])
    expect(await projectsApi.myMentorCourses(learner.client)).toEqual([])
    expect(
      (await projectsApi.listCourseMentors(admin)).filter((m) => m.userId === second.id),
    ).toMatchObject([{ courseId: COURSE, email: second.email, fullName: 'Karim Uddin' }])

    // the learner: the first project of the course takes photos
    const [project] = await projectsApi.listProjects(learner.client, COURSE)
    expect(project).toMatchObject({ position: 1, handIn: ['images'] })
    const photo = await projectsApi.uploadSubmissionPhoto(learner.client, learner.id, tinyPng())
    expect(photo.startsWith(`${learner.id}/`)).toBe(true)
    // the reply of that upload lost: sent again to the same object, it counts as done
    expect(
      await projectsApi.uploadSubmissionPhoto(learner.client, learner.id, tinyPng(), photo),
    ).toBe(photo)
    const tappedAt = new Date(Date.now() - 60_000).toISOString()
    const first = await projectsApi.submitProject(learner.client, {
      projectId: project!.id,
      note: 'My palette',
      links: [],
      files: [photo],
      submittedAt: tappedAt,
    })
    // the same hand-in sent again (its answer lost): refused, the first one stands
    const waiting = await rejection(
      projectsApi.submitProject(learner.client, {
        projectId: project!.id,
        note: 'My palette',
        links: [],
        files: [photo],
        submittedAt: tappedAt,
      }),
    )
    expect(waiting).toMatchObject({ kind: 'conflict', hint: 'submission_waiting' })

    // the mentor's queue: oldest first, with the learner's name
    const page = await projectsApi.reviewQueuePage(mentor, {
      course: COURSE,
      project: project!.id,
      count: true,
    })
    expect(page.rows).toMatchObject([
      { id: first, learnerName: 'Rahima Akter', attempt: 1, status: 'submitted' },
    ])
    expect(page.total).toBe(1)
    expect(await projectsApi.reviewQueueCount(mentor, { project: project!.id })).toEqual({
      count: 1,
      estimated: false,
    })
    expect(await projectsApi.submissionLearnerName(mentor, first)).toBe('Rahima Akter')

    // opening it claims it: the second mentor cannot take it meanwhile
    const claimEnds = await projectsApi.claimSubmission(mentor, first)
    expect(Date.parse(claimEnds)).toBeGreaterThan(Date.now() + 29 * 60_000)
    const taken = await rejection(projectsApi.claimSubmission(second.client, first))
    expect(taken).toMatchObject({ kind: 'conflict', hint: 'claimed_by_other' })
    const own = await rejection(
      projectsApi.reviewSubmission(learner.client, {
        submissionId: first,
        verdict: 'approved',
        feedback: '',
        checklist: [],
      }),
    )
    expect(own).toMatchObject({ kind: 'forbidden', hint: 'not_reviewer' })

    // the photo, signed for its reviewer
    const urls = await projectsApi.signedPhotoUrls(mentor, [photo], 60)
    const shown = await fetch(urls[photo]!)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toBe('image/png')

    await projectsApi.reviewSubmission(mentor, {
      submissionId: first,
      verdict: 'changes_requested',
      feedback: ' Add the hex codes. ',
      checklist: [0],
    })

    // the learner reads the verdict and hands in again
    const mine = await projectsApi.listMySubmissions(learner.client, COURSE)
    expect(mine).toMatchObject([{ id: first, status: 'changes_requested', files: [photo] }])
    expect(Date.parse(mine[0]!.submittedAt)).toBe(Date.parse(tappedAt))
    expect(await projectsApi.listReviews(learner.client, [first])).toMatchObject([
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
    const secondPhoto = await projectsApi.uploadSubmissionPhoto(
      learner.client,
      learner.id,
      tinyPng(),
    )
    const again = await projectsApi.submitProject(learner.client, {
      projectId: project!.id,
      note: 'With the hex codes',
      links: [],
      files: [secondPhoto],
      submittedAt: new Date().toISOString(),
    })

    await projectsApi.claimSubmission(mentor, again)
    await projectsApi.reviewSubmission(mentor, {
      submissionId: again,
      verdict: 'approved',
      feedback: '',
      checklist: [0, 1],
    })
    const attempts = await projectsApi.listAttempts(mentor, project!.id, learner.id)
    expect(attempts.map((a) => [a.attempt, a.status])).toEqual([
      [1, 'changes_requested'],
      [2, 'approved'],
    ])
    const reviewed = await rejection(projectsApi.claimSubmission(second.client, again))
    expect(reviewed).toMatchObject({ kind: 'conflict', hint: 'submission_reviewed' })
  }, 60_000)
})
