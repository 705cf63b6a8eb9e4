/**
 * The projects module against a scripted HTTP server: what each function asks for, how the
 * answer is shaped for the apps, and how each refusal reaches the learner or the mentor.
 */
import { describe, expect, it } from 'vitest'
import { databaseHints, toApiError } from './errors'
import {
  addMentor,
  claimSubmission,
  deleteProject,
  getProject,
  listAttempts,
  listCourseMentors,
  listMySubmissions,
  listProjects,
  listReviews,
  myMentorCourses,
  removeMentor,
  removeSubmissionPhoto,
  reviewQueueCount,
  reviewQueuePage,
  reviewSubmission,
  saveProject,
  signedPhotoUrls,
  submissionLearnerName,
  submitProject,
  uploadSubmissionPhoto,
  type Project,
  type ProjectInput,
  type QueueRow,
  type Submission,
} from './projects'
import { failureOn, fakeBackend, rejection, signedInBackend, testIds } from './test-support'
import { expectPageRead } from './test-pages'
import type { RecordedRequest } from './test-support'
import { countedList, databaseError, reply } from './test-answers'

const [uid, projectId, submissionId, mentorId, reviewId] = testIds
const base = 'http://127.0.0.1:54321'

const projectRow = {
  id: projectId,
  course_id: 'creative-design',
  position: 1,
  title: 'A poster',
  title_bn: 'একটি পোস্টার',
  brief: '## Brief',
  brief_bn: '## ব্রিফ',
  checklist: [{ en: 'Readable', bn: 'পড়া যায়' }, { en: 3 }, 'x'],
  hand_in: ['images', 'link', 'video'],
  required: true,
  due_days: 7,
}
const project: Project = {
  id: projectId,
  courseId: 'creative-design',
  position: 1,
  title: 'A poster',
  titleBn: 'একটি পোস্টার',
  brief: '## Brief',
  briefBn: '## ব্রিফ',
  checklist: [{ en: 'Readable', bn: 'পড়া যায়' }],
  handIn: ['images', 'link'],
  required: true,
  dueDays: 7,
}
const submissionRow = {
  id: submissionId,
  project_id: projectId,
  course_id: 'creative-design',
  user_id: uid,
  attempt: 2,
  note: 'Bigger title now',
  links: ['https://behance.net/x'],
  files: [`${uid}/a.jpg`],
  submitted_at: '2026-11-27T10:00:00+00:00',
  created_at: '2026-11-27T10:00:05+00:00',
  status: 'in_review',
  claimed_by: mentorId,
  claim_expires_at: '2026-11-27T10:30:00+00:00',
}
const submission: Submission = {
  id: submissionId,
  projectId,
  courseId: 'creative-design',
  userId: uid,
  attempt: 2,
  note: 'Bigger title now',
  links: ['https://behance.net/x'],
  files: [`${uid}/a.jpg`],
  submittedAt: '2026-11-27T10:00:00+00:00',
  createdAt: '2026-11-27T10:00:05+00:00',
  status: 'in_review',
  claimedBy: mentorId,
  claimExpiresAt: '2026-11-27T10:30:00+00:00',
}
const queueRow = (id: string, at: string) => ({
  id,
  project_id: projectId,
  project_title: 'A poster',
  project_title_bn: 'একটি পোস্টার',
  course_id: 'creative-design',
  learner_name: 'Rahima',
  attempt: 1,
  status: 'submitted',
  submitted_at: at,
  claimed_by: null,
  claimer_name: null,
  claim_expires_at: null,
})

describe('projects', () => {
  it('lists a course in order, dropping what the app cannot show', async () => {
    const { client, requests } = fakeBackend(() => reply(200, [projectRow]))
    expect(await listProjects(client, 'creative-design')).toEqual([project])
    expect(requests[0]!.path).toBe('/rest/v1/projects')
    expect(requests[0]!.params.get('course_id')).toBe('eq.creative-design')
    expect(requests[0]!.params.get('order')).toBe('position.asc')
    expect(await listProjects(client, 'cooking')).toEqual([])
    expect(requests).toHaveLength(1)
  })

  it('reads one project, null when none or the id is malformed (without asking)', async () => {
    const { client, requests } = fakeBackend(() => reply(200, projectRow))
    expect(await getProject(client, projectId)).toEqual(project)
    expect(requests[0]!.params.get('id')).toBe(`eq.${projectId}`)
    expect(await getProject(client, 'not-an-id')).toBeNull()
    expect(requests).toHaveLength(1)
  })
})

describe('hand-ins', () => {
  it("lists the caller's own attempts in a course (a mentor sees more: only theirs here)", async () => {
    const { client, requests } = await signedInBackend(uid, () => reply(200, [submissionRow]))
    expect(await listMySubmissions(client, 'creative-design')).toEqual([submission])
    const q = requests[0]!.params
    expect(requests[0]!.path).toBe('/rest/v1/project_submissions')
    expect(q.get('user_id')).toBe(`eq.${uid}`)
    expect(q.get('course_id')).toBe('eq.creative-design')
    expect(q.get('order')).toBe('submitted_at.asc,id.asc')
  })

  it('asks for a session before listing, and refuses an unknown state', async () => {
    const signedOut = fakeBackend(() => reply(200, []))
    expect((await rejection(listMySubmissions(signedOut.client, 'creative-design'))).kind).toBe(
      'session',
    )
    expect(signedOut.requests).toHaveLength(0)
    const odd = await signedInBackend(uid, () => reply(200, [{ ...submissionRow, status: 'lost' }]))
    expect((await rejection(listMySubmissions(odd.client, 'creative-design'))).code).toBe(
      'unexpected_response',
    )
  })

  it("lists one learner's attempts at a project in attempt order", async () => {
    const { client, requests } = fakeBackend(() => reply(200, [submissionRow]))
    expect(await listAttempts(client, projectId, uid)).toEqual([submission])
    const q = requests[0]!.params
    expect([q.get('project_id'), q.get('user_id'), q.get('order')]).toEqual([
      `eq.${projectId}`,
      `eq.${uid}`,
      'attempt.asc',
    ])
  })

  it('reads the reviews of attempts, none without asking', async () => {
    const row = {
      id: reviewId,
      submission_id: submissionId,
      reviewer_id: null,
      verdict: 'changes_requested',
      feedback: 'Bigger title',
      checklist: [0, 'x', 2],
      created_at: '2026-11-27T11:00:00+00:00',
    }
    const { client, requests } = fakeBackend(() => reply(200, [row]))
    expect(await listReviews(client, [])).toEqual([])
    expect(requests).toHaveLength(0)
    expect(await listReviews(client, [submissionId])).toEqual([
      {
        id: reviewId,
        submissionId,
        reviewerId: null,
        verdict: 'changes_requested',
        feedback: 'Bigger title',
        checklist: [0, 2],
        createdAt: '2026-11-27T11:00:00+00:00',
      },
    ])
    expect(requests[0]!.params.get('submission_id')).toBe(`in.(${submissionId})`)
    expect(requests[0]!.params.get('order')).toBe('created_at.asc,id.asc')
  })

  it('hands in through submit_project with the tap time, answering the new id', async () => {
    const { client, requests } = fakeBackend(() => reply(200, submissionId))
    const handIn = {
      projectId,
      note: 'My poster',
      links: ['https://behance.net/x'],
      files: [`${uid}/a.jpg`],
      submittedAt: '2026-11-27T09:59:00.000Z',
    }
    expect(await submitProject(client, handIn)).toBe(submissionId)
    expect(requests[0]!.path).toBe('/rest/v1/rpc/submit_project')
    expect(requests[0]!.body).toEqual({
      project_id: projectId,
      note: 'My poster',
      links: ['https://behance.net/x'],
      files: [`${uid}/a.jpg`],
      submitted_at: '2026-11-27T09:59:00.000Z',
    })
  })

  it.each<[string, string, string, string | undefined]>([
    ['not_enrolled', '42501', 'not_enrolled', undefined],
    ['link_not_https', '22023', 'invalid', 'links'],
    ['file_not_yours', '42501', 'forbidden', 'files'],
    ['file_missing', 'P0002', 'invalid', 'files'],
    ['submission_waiting', '55000', 'conflict', undefined],
    ['project_approved', '55000', 'conflict', undefined],
    ['project_not_found', 'P0002', 'not_found', undefined],
  ])('refuses a hand-in with %s as %s', async (hint, code, kind, field) => {
    const e = await failureOn(
      () => databaseError(400, code, 'any words', { hint }),
      (client) =>
        submitProject(client, { projectId, note: 'x', links: [], files: [], submittedAt: '' }),
    )
    expect(e).toMatchObject({ kind, hint, field, operation: 'project.submit' })
  })
})

describe('photos', () => {
  const photo = (type = 'image/jpeg', size = 10) => new Blob([new Uint8Array(size)], { type })
  const stored = (r: RecordedRequest) => reply(200, { Key: `submissions/${r.url}`, Id: 'o1' })
  const duplicate = () =>
    reply(400, {
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    })

  it('uploads into the learner’s folder without overwriting, answering the path', async () => {
    const { client, requests } = fakeBackend(stored)
    const sent = await uploadSubmissionPhoto(client, uid, photo('image/webp'))
    expect(sent).toMatch(new RegExp(`^${uid}/[0-9a-f]{32}\\.webp$`))
    expect(requests[0]!.method).toBe('POST')
    expect(requests[0]!.path).toBe(`/storage/v1/object/submissions/${sent}`)
    expect(requests[0]!.headers.get('x-upsert')).toBe('false')
  })

  it('sends the photo’s type and an hour of cache-control', async () => {
    const { client, requests } = fakeBackend(() => reply(200, { Key: 'submissions/x', Id: 'o1' }))
    await uploadSubmissionPhoto(client, uid, photo('image/png'))
    const form = requests[0]!.sent as FormData
    expect(form.get('cacheControl')).toBe('3600')
    expect((form.get('') as Blob).type).toBe('image/png')
  })

  it('sends a retry to the same object, a Duplicate then counting as done', async () => {
    const again = `${uid}/abc.jpg`
    const { client, requests } = fakeBackend(duplicate)
    expect(await uploadSubmissionPhoto(client, uid, photo(), again)).toBe(again)
    expect(requests[0]!.path).toBe(`/storage/v1/object/submissions/${again}`)
    // a first try never meets an object of its own: a Duplicate there is a failure
    expect((await rejection(uploadSubmissionPhoto(client, uid, photo()))).kind).toBe('unknown')
  })

  it('tries once more after a lost connection, to the same object', async () => {
    let tries = 0
    const { client, requests } = fakeBackend(() => {
      tries += 1
      if (tries === 1) throw new TypeError('Failed to fetch')
      return duplicate()
    })
    const sent = await uploadSubmissionPhoto(client, uid, photo())
    expect(requests.map((r) => r.path)).toEqual([
      `/storage/v1/object/submissions/${sent}`,
      `/storage/v1/object/submissions/${sent}`,
    ])
    const offline = fakeBackend(() => {
      throw new TypeError('Failed to fetch')
    })
    expect((await rejection(uploadSubmissionPhoto(offline.client, uid, photo()))).kind).toBe(
      'network',
    )
    expect(offline.requests).toHaveLength(2)
  })

  it.each<[string, Blob, string]>([
    ['a GIF', photo('image/gif'), 'not_a_photo'],
    ['a text file', photo('text/plain'), 'not_a_photo'],
    ['an empty photo', photo('image/jpeg', 0), 'not_a_photo'],
    ['a photo over 5 MB', photo('image/jpeg', 5 * 1024 * 1024 + 1), 'photo_too_big'],
  ])('refuses %s before sending anything', async (_, file, code) => {
    const { client, requests } = fakeBackend(stored)
    const e = await rejection(uploadSubmissionPhoto(client, uid, file))
    expect(e).toMatchObject({ kind: 'invalid', code, operation: 'storage.upload' })
    expect(requests).toHaveLength(0)
  })

  it('removes an unsent photo', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    await removeSubmissionPhoto(client, `${uid}/a.jpg`)
    expect(requests[0]!.method).toBe('DELETE')
    expect(requests[0]!.path).toBe('/storage/v1/object/submissions')
    expect(requests[0]!.body).toEqual({ prefixes: [`${uid}/a.jpg`] })
  })

  it('signs the photos the caller may read, leaving out the refused ones', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, [
        {
          path: `${uid}/a.jpg`,
          signedURL: `/object/sign/submissions/${uid}/a.jpg?token=t`,
          error: null,
        },
        {
          path: 'other/b.jpg',
          signedURL: null,
          error: 'Either the object does not exist or you do not have access to it',
        },
      ]),
    )
    expect(await signedPhotoUrls(client, [])).toEqual({})
    expect(requests).toHaveLength(0)
    expect(await signedPhotoUrls(client, [`${uid}/a.jpg`, 'other/b.jpg'], 600)).toEqual({
      [`${uid}/a.jpg`]: `${base}/storage/v1/object/sign/submissions/${uid}/a.jpg?token=t`,
    })
    expect(requests[0]!.path).toBe('/storage/v1/object/sign/submissions')
    expect(requests[0]!.body).toEqual({ expiresIn: 600, paths: [`${uid}/a.jpg`, 'other/b.jpg'] })
  })
})

describe('reviews', () => {
  it('claims an attempt, answering when the claim ends', async () => {
    const { client, requests } = fakeBackend(() => reply(200, '2026-11-27T10:30:00+00:00'))
    expect(await claimSubmission(client, submissionId)).toBe('2026-11-27T10:30:00+00:00')
    expect(requests[0]!.path).toBe('/rest/v1/rpc/claim_submission')
    expect(requests[0]!.body).toEqual({ submission_id: submissionId })
  })

  it("refuses a claim held by another mentor, with that mentor's name", async () => {
    const e = await failureOn(
      () => databaseError(400, '55000', 'x', { hint: 'claimed_by_other', details: 'Karim' }),
      (client) => claimSubmission(client, submissionId),
    )
    expect(e).toMatchObject({ kind: 'conflict', hint: 'claimed_by_other', detail: 'Karim' })
  })

  it('sends a review trimmed, answering its id', async () => {
    const { client, requests } = fakeBackend(() => reply(200, reviewId))
    const review = {
      submissionId,
      verdict: 'changes_requested',
      feedback: ' Bigger ',
      checklist: [1],
    } as const
    expect(await reviewSubmission(client, { ...review, checklist: [1] })).toBe(reviewId)
    expect(requests[0]!.path).toBe('/rest/v1/rpc/review_submission')
    expect(requests[0]!.body).toEqual({
      submission_id: submissionId,
      verdict: 'changes_requested',
      feedback: 'Bigger',
      checklist: [1],
    })
  })

  it.each<[string, string, string]>([
    ['changes without feedback', '  ', 'review_feedback_required'],
    ['10,000 characters of feedback', 'x'.repeat(10000), 'review_feedback'],
  ])('refuses %s before asking', async (_, feedback, code) => {
    const { client, requests } = fakeBackend(() => reply(200, reviewId))
    const e = await rejection(
      reviewSubmission(client, {
        submissionId,
        verdict: 'changes_requested',
        feedback,
        checklist: [],
      }),
    )
    expect(e).toMatchObject({ kind: 'invalid', code, field: 'feedback' })
    expect(requests).toHaveLength(0)
  })

  it.each<[string, string]>([
    ['own_submission', 'forbidden'],
    ['not_reviewer', 'forbidden'],
    ['submission_reviewed', 'conflict'],
    ['invalid_checklist', 'invalid'],
  ])('answers the database refusing a review with %s as %s', async (hint, kind) => {
    const e = await failureOn(
      () => databaseError(400, '42501', 'x', { hint }),
      (client) =>
        reviewSubmission(client, {
          submissionId,
          verdict: 'approved',
          feedback: '',
          checklist: [],
        }),
    )
    expect(e).toMatchObject({ kind, hint, operation: 'submission.review' })
  })

  it("reads the learner's name on an attempt", async () => {
    const { client, requests } = fakeBackend(() => reply(200, 'Rahima'))
    expect(await submissionLearnerName(client, submissionId)).toBe('Rahima')
    expect(requests[0]!.body).toEqual({ submission_id: submissionId })
  })
})

describe('the mentors’ queue', () => {
  const first = '66666666-6666-4666-8666-666666666661'
  const second = '66666666-6666-4666-8666-666666666662'
  const row: QueueRow = {
    id: first,
    projectId,
    projectTitle: 'A poster',
    projectTitleBn: 'একটি পোস্টার',
    courseId: 'creative-design',
    learnerName: 'Rahima',
    attempt: 1,
    status: 'submitted',
    submittedAt: '2026-11-27T08:00:00+00:00',
    claimedBy: null,
    claimerName: null,
    claimExpiresAt: null,
  }

  it('asks one row more than the page, oldest first, with the filters and the position', () =>
    expectPageRead({
      answer: [
        queueRow(first, '2026-11-27T08:00:00+00:00'),
        queueRow(second, '2026-11-27T09:00:00+00:00'),
      ],
      call: (client) =>
        reviewQueuePage(client, {
          course: 'creative-design',
          project: projectId,
          states: ['changes_requested'],
          after: { at: '2026-11-27T07:00:00+00:00', id: submissionId },
          limit: 1,
        }),
      page: { rows: [row], next: { at: '2026-11-27T08:00:00+00:00', id: first }, total: null },
      rpc: 'review_queue_page',
      body: {
        course: 'creative-design',
        project: projectId,
        states: ['changes_requested'],
        after_submitted_at: '2026-11-27T07:00:00+00:00',
        after_id: submissionId,
        page_size: 2,
      },
    }))

  it("leaves the filters to the database's defaults, and counts when asked", async () => {
    const { client, requests } = fakeBackend(
      countedList([queueRow(first, '2026-11-27T08:00:00+00:00')], {
        total: 12000,
        estimated: true,
      }),
    )
    const page = await reviewQueuePage(client, { count: true })
    expect(page).toEqual({ rows: [row], next: null, total: 12000 })
    expect(requests[0]!.body).toEqual({ page_size: 51 })
    expect(requests[1]!.body).toEqual({})
    expect(await reviewQueueCount(client, { course: 'web-development' })).toEqual({
      count: 12000,
      estimated: true,
    })
    expect(requests[2]!.body).toEqual({ course: 'web-development' })
  })

  it('refuses a tampered position and an oversize page before asking', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    const tampered = await rejection(
      reviewQueuePage(client, { after: { at: "2026-11-27'); drop", id: first } }),
    )
    expect(tampered).toMatchObject({ kind: 'invalid', code: 'not_a_position' })
    const oversize = await rejection(reviewQueuePage(client, { limit: 1000 }))
    expect(oversize).toMatchObject({ kind: 'invalid', code: 'page_size', detail: '999' })
    expect(requests).toHaveLength(0)
  })

  it('answers a caller who reviews nothing as forbidden, and an odd answer as unexpected', async () => {
    const e = await failureOn(
      () => databaseError(403, '42501', 'x', { hint: 'not_reviewer' }),
      (client) => reviewQueuePage(client),
    )
    expect(e).toMatchObject({ kind: 'forbidden', hint: 'not_reviewer', operation: 'reviews.queue' })
    const odd = await failureOn(
      () => reply(200, { rows: [] }),
      (client) => reviewQueuePage(client),
    )
    expect(odd.code).toBe('unexpected_response')
  })
})

describe('mentors', () => {
  it("lists the caller's own courses (an admin reads every row: only theirs here)", async () => {
    const { client, requests } = await signedInBackend(mentorId, () =>
      reply(200, [{ course_id: 'creative-design' }, { course_id: 'web-development' }]),
    )
    expect(await myMentorCourses(client)).toEqual(['creative-design', 'web-development'])
    expect(requests[0]!.path).toBe('/rest/v1/course_mentors')
    expect(requests[0]!.params.get('user_id')).toBe(`eq.${mentorId}`)
  })

  it('lists, adds and removes mentors', async () => {
    const { client, requests } = fakeBackend((r) =>
      r.path.endsWith('admin_course_mentors')
        ? reply(200, [
            {
              course_id: 'web-development',
              user_id: mentorId,
              email: 'mentor@example.com',
              full_name: null,
              created_at: '2026-11-27T00:00:00+00:00',
            },
          ])
        : r.path.endsWith('admin_add_mentor')
          ? reply(200, mentorId)
          : new Response(null, { status: 204 }),
    )
    expect(await listCourseMentors(client)).toEqual([
      {
        courseId: 'web-development',
        userId: mentorId,
        email: 'mentor@example.com',
        fullName: null,
        createdAt: '2026-11-27T00:00:00+00:00',
      },
    ])
    expect(await addMentor(client, 'video-editing', ' mentor@example.com ')).toBe(mentorId)
    expect(requests[1]!.body).toEqual({ course_id: 'video-editing', email: 'mentor@example.com' })
    await removeMentor(client, 'video-editing', mentorId)
    expect(requests[2]!.method).toBe('DELETE')
    expect(requests[2]!.params.get('course_id')).toBe('eq.video-editing')
    expect(requests[2]!.params.get('user_id')).toBe(`eq.${mentorId}`)
  })

  it('answers an email no account has as not found, on the email field', async () => {
    const e = await failureOn(
      () => databaseError(404, 'P0002', 'x', { hint: 'no_such_account' }),
      (client) => addMentor(client, 'video-editing', 'nobody@example.com'),
    )
    expect(e).toMatchObject({ kind: 'not_found', field: 'email', operation: 'mentor.add' })
  })
})

describe('authoring projects', () => {
  // the project as the console edits it (untrimmed, its kinds in any order), and as it is sent
  const { id: _id, ...facts } = project
  const input: ProjectInput = { ...facts, title: ' A poster ', handIn: ['link', 'images'] }
  const { id: _rowId, course_id: _course, ...row } = projectRow
  const fields = { ...row, checklist: project.checklist, hand_in: project.handIn }

  it('inserts a new project and updates one with an id, checked and trimmed', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, { ...projectRow, hand_in: ['images', 'link'] }),
    )
    expect(await saveProject(client, input)).toEqual(project)
    expect(requests[0]!.method).toBe('POST')
    expect(requests[0]!.body).toEqual({ ...fields, course_id: 'creative-design' })
    await saveProject(client, { ...input, id: projectId })
    expect(requests[1]!.method).toBe('PATCH')
    expect(requests[1]!.params.get('id')).toBe(`eq.${projectId}`)
    expect(requests[1]!.body).toEqual(fields)
  })

  it('refuses a project that breaks a rule before asking, naming the rule and the field', async () => {
    const { client, requests } = fakeBackend(() => reply(200, projectRow))
    const e = await rejection(saveProject(client, { ...input, handIn: [] }))
    expect(e).toMatchObject({ kind: 'invalid', code: 'project_hand_in', field: 'handIn' })
    expect(requests).toHaveLength(0)
  })

  it('deletes a project; one with hand-ins is refused, one gone is not found', async () => {
    const { client, requests } = fakeBackend(() => reply(200, [{ id: projectId }]))
    await deleteProject(client, projectId)
    expect(requests[0]!.method).toBe('DELETE')
    expect(requests[0]!.params.get('id')).toBe(`eq.${projectId}`)
    const kept = await failureOn(
      () => databaseError(409, '23503', 'x', { hint: 'project_has_submissions' }),
      (c) => deleteProject(c, projectId),
    )
    expect(kept).toMatchObject({ kind: 'conflict', hint: 'project_has_submissions' })
    const gone = await failureOn(
      () => reply(200, []),
      (c) => deleteProject(c, projectId),
    )
    expect(gone).toMatchObject({ kind: 'not_found', operation: 'project.delete' })
  })
})

describe('the hints of the projects migration', () => {
  it.each<[string, string, string | undefined]>([
    ['note_too_long', 'invalid', 'note'],
    ['too_many_links', 'invalid', 'links'],
    ['too_many_files', 'invalid', 'files'],
    ['hand_in_not_accepted', 'invalid', undefined],
    ['submission_empty', 'invalid', undefined],
    ['invalid_verdict', 'invalid', 'verdict'],
    ['feedback_too_long', 'invalid', 'feedback'],
    ['feedback_required', 'invalid', 'feedback'],
    // a certificate's own kind: "finish every lesson" would be the wrong words
    ['projects_incomplete', 'projects_pending', undefined],
  ])('maps %s to %s', (hint, kind, field) => {
    expect(Object.hasOwn(databaseHints, hint)).toBe(true)
    const e = toApiError(
      { code: 'P0001', message: 'x', hint, details: '' },
      'certificate.issue',
      400,
    )
    expect(e).toMatchObject({ kind, hint, field })
  })
})
