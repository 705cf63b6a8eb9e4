/**
 * Projects with mentor feedback (issue 33; docs/decisions/0071-projects-and-mentors.md): the
 * security matrix of projects, course_mentors, project_submissions, project_reviews, their RPCs
 * and the private `submissions` bucket, for seven callers: an anonymous visitor, a learner not
 * enrolled in the course, another learner (enrolled, never the owner of the rows at stake), the
 * enrolled learner whose hand-ins they are, a mentor of the course, a mentor of another course,
 * and an admin. Each refused write is checked twice: the API's answer and the stored state, read
 * behind RLS by the service role. Then the rules that span calls: hand-ins (refunds, two taps at
 * once, the tap's time, the hourly allowance), claims between two mentors, the queue's pages,
 * certificates and notifications.
 */
import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import { projectResources } from './covered-elsewhere'
import {
  arrangeSubmission,
  attemptsOf,
  clearHandInAllowance,
  COURSE,
  dropScratchProjects,
  expectHint,
  FOREIGN,
  photoExists,
  photoPath,
  reviewsOf,
  scratchProject,
  submissionOf,
  track,
  uploadPhoto,
  type ProjectRow,
  type ReviewRow,
  type SubmissionRow,
} from './projects-support'
import {
  allowedRows,
  makeMentor,
  enroll,
  arrangeAccounts,
  allowedWrite,
  anonClient,
  expectAllowed,
  expectError,
  expectCountOf,
  expectForbidden,
  expectRefused,
  meetCertificateRequirements,
  readInBangla,
  refund,
  securityMatrix,
  serviceClient,
  signInMentor,
  signUpLearner,
  sql,
  stored,
  tinyPng,
  type Person,
  idsOf,
  arrangeOnce,
} from './support'

type Role = 'anon' | 'learner' | 'other' | 'enrolled' | 'mentor' | 'foreign' | 'admin'
type Op =
  'select' | 'insert' | 'update' | 'delete' | 'rpc' | 'upload' | 'download' | 'list' | 'sign'
const everyone: readonly Role[] = [
  'anon',
  'learner',
  'other',
  'enrolled',
  'mentor',
  'foreign',
  'admin',
]
const notAdmins = ['anon', 'learner', 'other', 'enrolled', 'mentor', 'foreign'] as const
const learnerRoles = ['learner', 'other', 'enrolled'] as const

interface Ctx {
  service: SupabaseClient
  client(role: Role): SupabaseClient
  person(role: Exclude<Role, 'anon'>): Person
  /** a second mentor of COURSE */
  mentor2: Person
  /** an account the admin's cells make a mentor, then remove */
  spare: Person
  /** a project of COURSE (photos, link, text; three checklist items) */
  project: ProjectRow
  /** a project of FOREIGN */
  foreignProject: ProjectRow
  /** the enrolled learner's hand-in of `project`, waiting, with `photo`: no cell changes it */
  submission: SubmissionRow
  photo: string
  /** a photo of the enrolled learner that is part of no hand-in */
  unsent: string
  /** the enrolled learner's attempt at another project of COURSE: changes requested by the mentor */
  reviewed: SubmissionRow
  review: ReviewRow
  /** another learner's hand-in of `foreignProject`, waiting */
  foreignSubmission: SubmissionRow
}

const { cell, describeFeatureCells, missingCells } = securityMatrix<Role, Op, Ctx>()

const sameIds = (rows: unknown) => (rows as { id: string }[]).map((r) => r.id).sort()

async function projectOf(id: string): Promise<ProjectRow | undefined> {
  return (await stored<ProjectRow>('projects', 'id', id))[0]
}

async function mentorRows(userId: string): Promise<{ course_id: string }[]> {
  return sql('select course_id from public.course_mentors where user_id = $1 order by course_id', [
    userId,
  ])
}

/** The ids of the hand-ins a mentor reads: allowed, and every one of the course they review. */
async function reviewedHandIns(c: Ctx, mentor: 'mentor' | 'foreign', course: string) {
  const rows = await allowedRows<{ id: string; course_id: string }>(
    c.client(mentor).from('project_submissions').select('id, course_id'),
  )
  expect(new Set(rows.map((s) => s.course_id))).toEqual(new Set([course]))
  return rows.map((s) => s.id)
}

async function submissionCount(): Promise<number> {
  const [row] = await sql<{ n: number }>(
    'select count(*)::int as n from public.project_submissions',
  )
  return row!.n
}

/** A fresh waiting hand-in of the enrolled learner, at a project of its own. */
async function waiting(c: Ctx, course: string = COURSE): Promise<SubmissionRow> {
  const person = course === COURSE ? c.person('enrolled') : c.person('other')
  return arrangeSubmission(person, await scratchProject(course))
}

// ------------------------------------------------------------------ projects
for (const role of everyone) {
  cell(
    'projects',
    'select',
    role,
    true,
    "reads a course's projects in order (the syllabus sells them)",
    async (c) => {
      const rows = await allowedRows<{ id: string; position: number }>(
        c
          .client(role)
          .from('projects')
          .select('id, position, title, checklist, hand_in')
          .eq('course_id', COURSE)
          .order('position'),
      )
      expect(rows).toContainEqual({
        id: c.project.id,
        position: c.project.position,
        title: c.project.title,
        checklist: c.project.checklist,
        hand_in: c.project.hand_in,
      })
      const all = await sql('select id from public.projects where course_id = $1', [COURSE])
      expect(rows).toHaveLength(all.length)
    },
  )
}
for (const role of notAdmins) {
  cell('projects', 'insert', role, false, 'adds a project to a course', async (c) => {
    const title = `Forged ${role}`
    const r = await c
      .client(role)
      .from('projects')
      .insert({
        course_id: COURSE,
        position: 900,
        title,
        title_bn: title,
        hand_in: ['text'],
      })
    expectForbidden(r)
    expect(await stored('projects', 'title', title)).toHaveLength(0)
  })
  cell(
    'projects',
    'update',
    role,
    false,
    'rewrites the brief and makes the project required',
    async (c) => {
      const before = await projectOf(c.project.id)
      const r = await c
        .client(role)
        .from('projects')
        .update({ brief: 'Forged', required: true })
        .eq('id', c.project.id)
        .select('id')
      expectRefused(r)
      expect(await projectOf(c.project.id)).toEqual(before)
    },
  )
  cell('projects', 'delete', role, false, 'deletes a project', async (c) => {
    const r = await c.client(role).from('projects').delete().eq('id', c.project.id).select('id')
    expectRefused(r)
    expect(await projectOf(c.project.id)).toBeDefined()
  })
}
cell('projects', 'insert', 'admin', true, 'adds a project with a checklist', async (c) => {
  const [{ next }] = (await sql<{ next: number }>(
    'select coalesce(max(position), 0) + 1 as next from public.projects where course_id = $1',
    [COURSE],
  )) as [{ next: number }]
  const row = {
    course_id: COURSE,
    position: next,
    title: 'Poster for a shop',
    title_bn: 'দোকানের পোস্টার',
    brief: '## Make a poster',
    brief_bn: '## একটি পোস্টার বানান',
    checklist: [{ en: 'Readable', bn: 'পড়া যায়' }],
    hand_in: ['images', 'text'],
    required: false,
    due_days: 14,
  }
  const r = await c.client('admin').from('projects').insert(row).select('id').single()
  expectAllowed(r)
  const id = (r.data as { id: string }).id
  track(id)
  expect(await projectOf(id)).toMatchObject(row)
})
/** Each change, added to a valid project, is refused by a check constraint (23514). */
async function expectCheckViolations(c: Ctx, changes: Record<string, unknown>[]) {
  const base = {
    course_id: COURSE,
    position: 950,
    title: 'Bad project',
    title_bn: 'খারাপ',
    hand_in: ['text'],
  }
  for (const change of changes) {
    const r = await c
      .client('admin')
      .from('projects')
      .insert({ ...base, ...change })
      .select('id')
    // a row let through is dropped after the file, like the scratch projects
    for (const row of (r.data ?? []) as { id: string }[]) track(row.id)
    expect(r.error?.code, `${JSON.stringify(change)}: ${JSON.stringify(r.error)}`).toBe('23514')
  }
  expect(await stored('projects', 'title', 'Bad project')).toHaveLength(0)
}

const checklistItem = { en: 'Readable', bn: 'পড়া যায়' }

cell(
  'projects',
  'insert',
  'admin',
  false,
  'adds a project with an unknown hand-in kind, no title, no due day or a taken position',
  async (c) => {
    await expectCheckViolations(c, [
      { hand_in: ['video'] },
      { hand_in: [] },
      { hand_in: ['images', 'link', 'text', 'text'] },
      { title: '   ' },
      { due_days: 0 },
      { position: 0 },
    ])
    expectError(
      await c
        .client('admin')
        .from('projects')
        .insert({
          course_id: COURSE,
          position: c.project.position,
          title: 'Bad project',
          title_bn: 'খারাপ',
          hand_in: ['text'],
        }),
      /projects_course_id_position_key/,
    )
    expect(await stored('projects', 'title', 'Bad project')).toHaveLength(0)
  },
)
cell(
  'projects',
  'insert',
  'admin',
  false,
  'adds a checklist that is not a list of items with both texts (extra keys, blanks, numbers, 21 items)',
  async (c) => {
    await expectCheckViolations(c, [
      { checklist: [{ ...checklistItem, onclick: 'alert(1)' }] },
      { checklist: [{ en: ' ', bn: 'খালি' }] },
      { checklist: [{ en: 1, bn: 'সংখ্যা' }] },
      { checklist: ['Readable'] },
      { checklist: checklistItem },
      { checklist: Array.from({ length: 21 }, () => checklistItem) },
    ])
  },
)
cell(
  'projects',
  'insert',
  'admin',
  false,
  'adds a checklist item without its Bangla (or English) text',
  async (c) => {
    await expectCheckViolations(c, [
      { checklist: [{ en: 'Only English' }] },
      { checklist: [{ bn: 'শুধু বাংলা' }] },
      { checklist: [{}] },
    ])
  },
)
cell('projects', 'update', 'admin', true, 'edits the title and the checklist', async (c) => {
  const project = await scratchProject()
  const next = { title: 'Edited title', checklist: [{ en: 'One', bn: 'এক' }] }
  const r = await c.client('admin').from('projects').update(next).eq('id', project.id)
  expectAllowed(r)
  expect(await projectOf(project.id)).toMatchObject(next)
})
cell(
  'projects',
  'update',
  'admin',
  false,
  'moves a project to another course, or gives it a hand-in kind that does not exist',
  async (c) => {
    const before = await projectOf(c.project.id)
    expectForbidden(
      await c
        .client('admin')
        .from('projects')
        .update({ course_id: FOREIGN })
        .eq('id', c.project.id),
    )
    const kind = await c
      .client('admin')
      .from('projects')
      .update({ hand_in: ['pdf'] })
      .eq('id', c.project.id)
    expectError(kind)
    expect(kind.error?.code).toBe('23514')
    expect(await projectOf(c.project.id)).toEqual(before)
  },
)
cell('projects', 'delete', 'admin', true, 'deletes a project nobody handed in', async (c) => {
  const project = await scratchProject()
  const r = await c.client('admin').from('projects').delete().eq('id', project.id).select('id')
  expectAllowed(r)
  expect(r.data).toHaveLength(1)
  expect(await projectOf(project.id)).toBeUndefined()
})
cell(
  'projects',
  'delete',
  'admin',
  false,
  'deletes a project with hand-ins (the work is kept)',
  async (c) => {
    const r = await c.client('admin').from('projects').delete().eq('id', c.project.id)
    expectHint(r, 'project_has_submissions')
    expect(await projectOf(c.project.id)).toBeDefined()
    expect(await submissionOf(c.submission.id)).toEqual(c.submission)
  },
)

// ------------------------------------------------------------------ course_mentors
cell('course_mentors', 'select', 'anon', false, 'reads who mentors which course', async (c) => {
  expectRefused(await c.client('anon').from('course_mentors').select('*'))
})
for (const role of learnerRoles) {
  cell('course_mentors', 'select', role, false, 'reads who mentors which course', async (c) => {
    const r = await c.client(role).from('course_mentors').select('course_id, user_id')
    expectAllowed(r)
    expect(r.data).toEqual([])
  })
}
for (const [role, course] of [
  ['mentor', COURSE],
  ['foreign', FOREIGN],
] as const) {
  cell(
    'course_mentors',
    'select',
    role,
    true,
    'reads their own rows only (the courses they review)',
    async (c) => {
      const r = await c.client(role).from('course_mentors').select('course_id, user_id')
      expectAllowed(r)
      expect(r.data).toEqual([{ course_id: course, user_id: c.person(role).id }])
    },
  )
}
cell('course_mentors', 'select', 'admin', true, "reads every course's mentors", async (c) => {
  const rows = await allowedRows<{ course_id: string; user_id: string }>(
    c.client('admin').from('course_mentors').select('course_id, user_id'),
  )
  expect(rows).toContainEqual({ course_id: COURSE, user_id: c.person('mentor').id })
  expect(rows).toContainEqual({ course_id: COURSE, user_id: c.mentor2.id })
  expect(rows).toContainEqual({ course_id: FOREIGN, user_id: c.person('foreign').id })
  expect(rows).toHaveLength((await sql('select 1 from public.course_mentors')).length)
})
for (const role of notAdmins) {
  // each makes itself a mentor of a course it does not review (anon: the learner)
  const course = role === 'mentor' ? FOREIGN : COURSE
  cell(
    'course_mentors',
    'insert',
    role,
    false,
    `makes themself a mentor of ${course} (and so staff of its hand-ins)`,
    async (c) => {
      const who = role === 'anon' ? c.person('learner') : c.person(role)
      const before = await mentorRows(who.id)
      const r = await c
        .client(role)
        .from('course_mentors')
        .insert({ course_id: course, user_id: who.id })
      expectForbidden(r)
      expect(await mentorRows(who.id)).toEqual(before)
    },
  )
  cell('course_mentors', 'delete', role, false, "removes the course's mentor", async (c) => {
    const r = await c
      .client(role)
      .from('course_mentors')
      .delete()
      .eq('user_id', c.person('mentor').id)
      .select('user_id')
    expectRefused(r)
    expect(await mentorRows(c.person('mentor').id)).toEqual([{ course_id: COURSE }])
  })
}
cell(
  'course_mentors',
  'insert',
  'admin',
  true,
  'makes an account a mentor of a course',
  async (c) => {
    const r = await c
      .client('admin')
      .from('course_mentors')
      .insert({ course_id: FOREIGN, user_id: c.spare.id })
    try {
      expectAllowed(r)
      expect(await mentorRows(c.spare.id)).toEqual([{ course_id: FOREIGN }])
    } finally {
      await c.service.from('course_mentors').delete().eq('user_id', c.spare.id)
    }
  },
)
cell('course_mentors', 'delete', 'admin', true, 'removes a mentor from a course', async (c) => {
  await makeMentor(c.spare, FOREIGN)
  await allowedWrite.delete(c.client('admin'), 'course_mentors', { user_id: c.spare.id })
  expect(await mentorRows(c.spare.id)).toEqual([])
})
for (const role of everyone) {
  cell(
    'course_mentors',
    'update',
    role,
    false,
    'moves a mentor to another course (an admin removes and adds; rows are never edited)',
    async (c) => {
      const r = await c
        .client(role)
        .from('course_mentors')
        .update({ course_id: FOREIGN })
        .eq('user_id', c.person('mentor').id)
      expectForbidden(r)
      expect(await mentorRows(c.person('mentor').id)).toEqual([{ course_id: COURSE }])
    },
  )
}

// ------------------------------------------------------------------ project_submissions
cell('project_submissions', 'select', 'anon', false, 'reads hand-ins', async (c) => {
  expectRefused(await c.client('anon').from('project_submissions').select('id'))
})
cell('project_submissions', 'select', 'learner', false, 'reads anyone’s hand-ins', async (c) => {
  const r = await c.client('learner').from('project_submissions').select('id')
  expectAllowed(r)
  expect(r.data).toEqual([])
})
cell(
  'project_submissions',
  'select',
  'other',
  false,
  "reads the enrolled learner's hand-ins of their shared course",
  async (c) => {
    expectRefused(
      await c
        .client('other')
        .from('project_submissions')
        .select('id, note')
        .eq('user_id', c.person('enrolled').id),
    )
  },
)
cell('project_submissions', 'select', 'other', true, 'reads their own hand-ins only', async (c) => {
  const rows = await allowedRows<{ id: string; user_id: string }>(
    c.client('other').from('project_submissions').select('id, user_id'),
  )
  expect(rows.map((s) => s.id)).toContain(c.foreignSubmission.id)
  expect(rows.every((s) => s.user_id === c.person('other').id)).toBe(true)
})
cell(
  'project_submissions',
  'select',
  'enrolled',
  true,
  'reads their own attempts with their state',
  async (c) => {
    const r = await c
      .client('enrolled')
      .from('project_submissions')
      .select('*')
      .in('id', [c.submission.id, c.reviewed.id])
      .order('submitted_at')
    expectAllowed(r)
    expect(r.data).toEqual(
      [c.submission, await submissionOf(c.reviewed.id)].sort((a, b) =>
        a!.submitted_at.localeCompare(b!.submitted_at),
      ),
    )
  },
)
cell(
  'project_submissions',
  'select',
  'mentor',
  true,
  "reads every hand-in of the course they review, no other course's",
  async (c) => {
    const ids = await reviewedHandIns(c, 'mentor', COURSE)
    expect(ids).toEqual(expect.arrayContaining([c.submission.id, c.reviewed.id]))
    const [{ n }] = (await sql<{ n: number }>(
      'select count(*)::int as n from public.project_submissions where course_id = $1',
      [COURSE],
    )) as [{ n: number }]
    expect(ids).toHaveLength(n)
  },
)
cell(
  'project_submissions',
  'select',
  'foreign',
  false,
  'reads the hand-ins of a course they do not review',
  async (c) => {
    expectRefused(
      await c
        .client('foreign')
        .from('project_submissions')
        .select('id')
        .in('id', [c.submission.id, c.reviewed.id]),
    )
  },
)
cell(
  'project_submissions',
  'select',
  'foreign',
  true,
  'reads the hand-ins of the course they review',
  async (c) => {
    expect(await reviewedHandIns(c, 'foreign', FOREIGN)).toContain(c.foreignSubmission.id)
  },
)
cell('project_submissions', 'select', 'admin', true, "reads every course's hand-ins", async (c) => {
  const r = await c
    .client('admin')
    .from('project_submissions')
    .select('id')
    .in('id', [c.submission.id, c.reviewed.id, c.foreignSubmission.id])
  expectAllowed(r)
  expect(sameIds(r.data)).toEqual(idsOf([c.submission, c.reviewed, c.foreignSubmission]))
})
for (const role of everyone) {
  cell(
    'project_submissions',
    'insert',
    role,
    false,
    'writes an approved attempt directly (only submit_project writes hand-ins)',
    async (c) => {
      const who = role === 'anon' ? c.person('enrolled') : c.person(role)
      const r = await c
        .client(role)
        .from('project_submissions')
        .insert({
          project_id: c.project.id,
          course_id: COURSE,
          user_id: who.id,
          attempt: 99,
          status: 'approved',
          submitted_at: new Date(Date.now() - 60_000).toISOString(),
        })
      expectForbidden(r)
      expect(await stored('project_submissions', 'attempt', '99')).toHaveLength(0)
    },
  )
  cell(
    'project_submissions',
    'update',
    role,
    false,
    'approves a hand-in or claims it directly (only the RPCs change a state)',
    async (c) => {
      const r = await c
        .client(role)
        .from('project_submissions')
        .update({ status: 'approved', claimed_by: null })
        .eq('id', c.submission.id)
      expectForbidden(r)
      expect(await submissionOf(c.submission.id)).toEqual(c.submission)
    },
  )
  cell('project_submissions', 'delete', role, false, 'deletes a hand-in', async (c) => {
    const r = await c.client(role).from('project_submissions').delete().eq('id', c.submission.id)
    expectForbidden(r)
    expect(await submissionOf(c.submission.id)).toEqual(c.submission)
  })
}

// ------------------------------------------------------------------ project_reviews
const reviewColumns = 'id, submission_id, verdict, feedback, checklist'
const reviewSeen = (c: Ctx) => ({
  id: c.review.id,
  submission_id: c.reviewed.id,
  verdict: 'changes_requested',
  feedback: c.review.feedback,
  checklist: c.review.checklist,
})
cell('project_reviews', 'select', 'anon', false, 'reads the feedback on a hand-in', async (c) => {
  expectRefused(await c.client('anon').from('project_reviews').select(reviewColumns))
})
for (const role of ['learner', 'other', 'foreign'] as const) {
  cell(
    'project_reviews',
    'select',
    role,
    false,
    "reads the feedback on the enrolled learner's attempt",
    async (c) => {
      expectRefused(
        await c
          .client(role)
          .from('project_reviews')
          .select(reviewColumns)
          .eq('submission_id', c.reviewed.id),
      )
    },
  )
}
for (const [role, what] of [
  ['enrolled', 'reads the feedback on their own attempt'],
  ['mentor', 'reads the feedback on an attempt of the course they review'],
  ['admin', 'reads the feedback on any attempt'],
] as const) {
  cell('project_reviews', 'select', role, true, what, async (c) => {
    const r = await c
      .client(role)
      .from('project_reviews')
      .select(reviewColumns)
      .eq('submission_id', c.reviewed.id)
    expectAllowed(r)
    expect(r.data).toEqual([reviewSeen(c)])
  })
}
for (const role of everyone) {
  cell(
    'project_reviews',
    'insert',
    role,
    false,
    'writes an approval directly (only review_submission writes reviews)',
    async (c) => {
      const r = await c.client(role).from('project_reviews').insert({
        submission_id: c.submission.id,
        verdict: 'approved',
        feedback: 'Forged',
      })
      expectForbidden(r)
      expect(await reviewsOf(c.submission.id)).toEqual([])
    },
  )
  cell(
    'project_reviews',
    'update',
    role,
    false,
    'turns the feedback into an approval',
    async (c) => {
      const r = await c
        .client(role)
        .from('project_reviews')
        .update({ verdict: 'approved', feedback: 'Forged' })
        .eq('id', c.review.id)
      expectForbidden(r)
      expect(await reviewsOf(c.reviewed.id)).toEqual([c.review])
    },
  )
  cell(
    'project_reviews',
    'delete',
    role,
    false,
    'deletes the feedback on an attempt',
    async (c) => {
      const r = await c.client(role).from('project_reviews').delete().eq('id', c.review.id)
      expectForbidden(r)
      expect(await reviewsOf(c.reviewed.id)).toEqual([c.review])
    },
  )
}

// ------------------------------------------------------------------ submit_project
const handIn = (project: { id: string }, more: Record<string, unknown> = {}) => ({
  project_id: project.id,
  note: 'My poster for the tea stall',
  ...more,
})

cell('submit_project', 'rpc', 'anon', false, 'hands in a project', async (c) => {
  const before = await submissionCount()
  const r = await c.client('anon').rpc('submit_project', handIn(c.project))
  expectForbidden(r)
  expect(await submissionCount()).toBe(before)
})
for (const role of ['learner', 'mentor', 'foreign', 'admin'] as const) {
  cell(
    'submit_project',
    'rpc',
    role,
    false,
    'hands in a project of a course they are not enrolled in',
    async (c) => {
      const project = await scratchProject()
      const r = await c.client(role).rpc('submit_project', handIn(project))
      expectHint(r, 'not_enrolled')
      expect(await attemptsOf(c.person(role), project.id)).toEqual([])
    },
  )
}
cell(
  'submit_project',
  'rpc',
  'other',
  false,
  "hands in the enrolled learner's photo as their own",
  async (c) => {
    const project = await scratchProject()
    for (const files of [[c.unsent], [`${c.person('other').id}/../${c.unsent}`]]) {
      const r = await c.client('other').rpc('submit_project', handIn(project, { files }))
      expectHint(r, 'file_not_yours')
    }
    expect(await attemptsOf(c.person('other'), project.id)).toEqual([])
  },
)
cell(
  'submit_project',
  'rpc',
  'enrolled',
  true,
  'hands in a photo, a link and a note: attempt 1, waiting, at the time of the tap',
  async (c) => {
    const me = c.person('enrolled')
    const project = await scratchProject()
    const photo = await uploadPhoto(me)
    const tapped = new Date(Date.now() - 60 * 60_000).toISOString()
    const r = await c.client('enrolled').rpc(
      'submit_project',
      handIn(project, {
        note: '  My poster  ',
        links: ['https://www.behance.net/gallery/1/poster'],
        files: [photo],
        submitted_at: tapped,
      }),
    )
    expectAllowed(r)
    const [row] = await attemptsOf(me, project.id)
    expect(row).toMatchObject({
      id: r.data,
      course_id: COURSE,
      attempt: 1,
      note: 'My poster',
      links: ['https://www.behance.net/gallery/1/poster'],
      files: [photo],
      status: 'submitted',
      claimed_by: null,
    })
    expect(Date.parse(row!.submitted_at)).toBe(Date.parse(tapped))
  },
)
cell(
  'submit_project',
  'rpc',
  'enrolled',
  false,
  'hands in a javascript: or http:// link, six photos, or a photo that never uploaded',
  async (c) => {
    const me = c.person('enrolled')
    const project = await scratchProject()
    const cases: [Record<string, unknown>, string][] = [
      [{ links: ['javascript:alert(1)'] }, 'link_not_https'],
      [{ links: ['http://example.com/poster'] }, 'link_not_https'],
      [{ links: ['https://example.com/a b'] }, 'link_not_https'],
      [
        { links: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`) },
        'too_many_links',
      ],
      [{ files: Array.from({ length: 6 }, () => photoPath(me)) }, 'too_many_files'],
      [{ files: [photoPath(me)] }, 'file_missing'],
      [{ note: 'x'.repeat(4001) }, 'note_too_long'],
      [{ note: '   ' }, 'submission_empty'],
    ]
    for (const [more, hint] of cases) {
      const r = await c.client('enrolled').rpc('submit_project', handIn(project, more))
      expectHint(r, hint)
    }
    expect(await attemptsOf(me, project.id)).toEqual([])
  },
)
cell(
  'submit_project',
  'rpc',
  'enrolled',
  false,
  'hands in a kind the project does not take (a photo for a written answer, a note for photos)',
  async (c) => {
    const project = await scratchProject(COURSE, { handIn: ['text'] })
    const r = await c
      .client('enrolled')
      .rpc('submit_project', handIn(project, { files: [c.unsent] }))
    expectHint(r, 'hand_in_not_accepted')
    const link = await c
      .client('enrolled')
      .rpc('submit_project', handIn(project, { links: ['https://example.com/x'] }))
    expectHint(link, 'hand_in_not_accepted')
    expect(await attemptsOf(c.person('enrolled'), project.id)).toEqual([])
    // a note goes with any hand-in, but is no hand-in of a project that takes photos
    const photos = await scratchProject(COURSE, { handIn: ['images'] })
    const noteOnly = await c
      .client('enrolled')
      .rpc('submit_project', handIn(photos, { note: 'I made it, trust me' }))
    expectHint(noteOnly, 'submission_empty')
    expect(await attemptsOf(c.person('enrolled'), photos.id)).toEqual([])
  },
)
cell(
  'submit_project',
  'rpc',
  'enrolled',
  false,
  'hands in again while an attempt waits, or after the project was approved',
  async (c) => {
    const me = c.person('enrolled')
    const again = await c.client('enrolled').rpc('submit_project', handIn(c.project))
    expectHint(again, 'submission_waiting')
    expect(await attemptsOf(me, c.project.id)).toEqual([c.submission])

    const project = await scratchProject()
    const approved = await arrangeSubmission(me, project, { status: 'approved' })
    const after = await c.client('enrolled').rpc('submit_project', handIn(project))
    expectHint(after, 'project_approved')
    expect(await attemptsOf(me, project.id)).toEqual([approved])
  },
)
cell(
  'submit_project',
  'rpc',
  'enrolled',
  false,
  'hands in a project deleted meanwhile',
  async (c) => {
    const before = await submissionCount()
    const r = await c.client('enrolled').rpc('submit_project', handIn({ id: randomUUID() }))
    expectHint(r, 'project_not_found')
    expect(await submissionCount()).toBe(before)
  },
)

// ------------------------------------------------------------------ claim_submission
cell('claim_submission', 'rpc', 'anon', false, 'claims a hand-in', async (c) => {
  const r = await c.client('anon').rpc('claim_submission', { submission_id: c.submission.id })
  expectForbidden(r)
  expect(await submissionOf(c.submission.id)).toEqual(c.submission)
})
for (const [role, what] of [
  ['learner', "claims a learner's hand-in"],
  ['other', "claims a classmate's hand-in"],
  ['enrolled', 'claims their own hand-in'],
  ['foreign', 'claims a hand-in of a course they do not review'],
] as const) {
  cell('claim_submission', 'rpc', role, false, what, async (c) => {
    const r = await c.client(role).rpc('claim_submission', { submission_id: c.submission.id })
    expectHint(r, 'not_reviewer')
    expect(await submissionOf(c.submission.id)).toEqual(c.submission)
  })
}
cell(
  'claim_submission',
  'rpc',
  'mentor',
  false,
  'claims a hand-in that does not exist (the answer says nothing of it)',
  async (c) => {
    const r = await c.client('mentor').rpc('claim_submission', { submission_id: randomUUID() })
    expectHint(r, 'not_reviewer')
  },
)
for (const [role, course] of [
  ['mentor', COURSE],
  ['admin', FOREIGN],
] as const) {
  cell(
    'claim_submission',
    'rpc',
    role,
    true,
    `claims a hand-in of ${course} for 30 minutes`,
    async (c) => {
      const s = await waiting(c, course)
      const r = await c.client(role).rpc('claim_submission', { submission_id: s.id })
      expectAllowed(r)
      const ends = Date.parse(r.data as string)
      expect(Math.abs(ends - Date.now() - 30 * 60_000)).toBeLessThan(60_000)
      const row = await submissionOf(s.id)
      expect(row).toMatchObject({ status: 'in_review', claimed_by: c.person(role).id })
      expect(Date.parse(row!.claim_expires_at!)).toBe(ends)
    },
  )
}

// ------------------------------------------------------------------ review_submission
const verdict = (id: string, more: Record<string, unknown> = {}) => ({
  submission_id: id,
  verdict: 'approved',
  feedback: 'Lovely colours.',
  checklist: [0, 1, 2],
  ...more,
})

cell('review_submission', 'rpc', 'anon', false, 'approves a hand-in', async (c) => {
  const r = await c.client('anon').rpc('review_submission', verdict(c.submission.id))
  expectForbidden(r)
  expect(await submissionOf(c.submission.id)).toEqual(c.submission)
  expect(await reviewsOf(c.submission.id)).toEqual([])
})
for (const [role, what] of [
  ['learner', "approves a learner's hand-in"],
  ['other', "approves a classmate's hand-in"],
  ['enrolled', 'approves their own work'],
  ['foreign', 'approves a hand-in of a course they do not review'],
] as const) {
  cell('review_submission', 'rpc', role, false, what, async (c) => {
    const r = await c.client(role).rpc('review_submission', verdict(c.submission.id))
    expectHint(r, 'not_reviewer')
    expect(await submissionOf(c.submission.id)).toEqual(c.submission)
    expect(await reviewsOf(c.submission.id)).toEqual([])
  })
}
cell(
  'review_submission',
  'rpc',
  'mentor',
  true,
  'approves with feedback and the checklist items met (each once, in order); the claim ends',
  async (c) => {
    const s = await waiting(c)
    expectAllowed(await c.client('mentor').rpc('claim_submission', { submission_id: s.id }))
    const r = await c
      .client('mentor')
      .rpc('review_submission', verdict(s.id, { feedback: '  Well done  ', checklist: [2, 0, 2] }))
    expectAllowed(r)
    expect(await reviewsOf(s.id)).toEqual([
      expect.objectContaining({
        id: r.data,
        reviewer_id: c.person('mentor').id,
        verdict: 'approved',
        feedback: 'Well done',
        checklist: [0, 2],
      }),
    ])
    expect(await submissionOf(s.id)).toMatchObject({
      status: 'approved',
      claimed_by: null,
      claim_expires_at: null,
    })
  },
)
cell(
  'review_submission',
  'rpc',
  'mentor',
  true,
  'asks for changes, saying what to change (without claiming first)',
  async (c) => {
    const s = await waiting(c)
    const r = await c.client('mentor').rpc(
      'review_submission',
      verdict(s.id, {
        verdict: 'changes_requested',
        feedback: 'Make the text bigger.',
        checklist: [],
      }),
    )
    expectAllowed(r)
    expect((await submissionOf(s.id))?.status).toBe('changes_requested')
    expect((await reviewsOf(s.id)).map((x) => [x.verdict, x.feedback])).toEqual([
      ['changes_requested', 'Make the text bigger.'],
    ])
  },
)
cell(
  'review_submission',
  'rpc',
  'mentor',
  false,
  'asks for changes without feedback, writes 10,000 characters, ticks an item the project lacks, or gives no verdict',
  async (c) => {
    const s = await waiting(c)
    const cases: [Record<string, unknown>, string][] = [
      [{ verdict: 'changes_requested', feedback: '   ' }, 'feedback_required'],
      [{ verdict: 'changes_requested', feedback: null }, 'feedback_required'],
      [{ feedback: 'x'.repeat(10_000) }, 'feedback_too_long'],
      [{ checklist: [3] }, 'invalid_checklist'],
      [{ checklist: [-1] }, 'invalid_checklist'],
      [{ checklist: [1.5] }, 'invalid_checklist'],
      [{ checklist: ['0'] }, 'invalid_checklist'],
      [{ checklist: { 0: true } }, 'invalid_checklist'],
      [{ verdict: 'rejected' }, 'invalid_verdict'],
    ]
    for (const [more, hint] of cases) {
      expectHint(await c.client('mentor').rpc('review_submission', verdict(s.id, more)), hint)
    }
    expect(await reviewsOf(s.id)).toEqual([])
    expect(await submissionOf(s.id)).toEqual(s)
  },
)
cell(
  'review_submission',
  'rpc',
  'mentor',
  false,
  'ticks an item number past any integer (refused as a checklist, not as a crash)',
  async (c) => {
    const s = await waiting(c)
    expectHint(
      await c.client('mentor').rpc('review_submission', verdict(s.id, { checklist: [2 ** 40] })),
      'invalid_checklist',
    )
    expect(await reviewsOf(s.id)).toEqual([])
    expect(await submissionOf(s.id)).toEqual(s)
  },
)
cell('review_submission', 'rpc', 'mentor', false, 'reviews an attempt twice', async (c) => {
  const s = await waiting(c)
  expectAllowed(await c.client('mentor').rpc('review_submission', verdict(s.id)))
  const [first] = await reviewsOf(s.id)
  const again = await c
    .client('mentor')
    .rpc(
      'review_submission',
      verdict(s.id, { verdict: 'changes_requested', feedback: 'On second thought' }),
    )
  expectHint(again, 'submission_reviewed')
  expectHint(
    await c.client('mentor').rpc('claim_submission', { submission_id: s.id }),
    'submission_reviewed',
  )
  expect(await reviewsOf(s.id)).toEqual([first])
  expect((await submissionOf(s.id))?.status).toBe('approved')
})
cell(
  'review_submission',
  'rpc',
  'admin',
  true,
  'reviews a hand-in of any course (no mentor row needed)',
  async (c) => {
    const s = await waiting(c, FOREIGN)
    const r = await c.client('admin').rpc(
      'review_submission',
      verdict(s.id, {
        verdict: 'changes_requested',
        feedback: 'Trim the first clip.',
        checklist: [1],
      }),
    )
    expectAllowed(r)
    expect(await reviewsOf(s.id)).toEqual([
      expect.objectContaining({ reviewer_id: c.person('admin').id, checklist: [1] }),
    ])
    expect((await submissionOf(s.id))?.status).toBe('changes_requested')
  },
)

// ------------------------------------------------------------------ the queue
const queueColumns = [
  'id',
  'project_id',
  'project_title',
  'project_title_bn',
  'course_id',
  'learner_name',
  'attempt',
  'status',
  'submitted_at',
  'claimed_by',
  'claimer_name',
  'claim_expires_at',
].sort()

interface QueueRow {
  id: string
  course_id: string
  learner_name: string
  submitted_at: string
}

/** Oldest first: by submitted_at, then id. */
function expectOldestFirst(rows: QueueRow[]) {
  const sorted = [...rows].sort(
    (a, b) =>
      Date.parse(a.submitted_at) - Date.parse(b.submitted_at) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  expect(rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id))
}

/** How many hand-ins wait for a mentor (submitted or in review): of `course`, or of every course. */
async function waitingCount(course?: string): Promise<number> {
  const [{ n }] = (await sql<{ n: number }>(
    `select count(*)::int as n from public.project_submissions
     where ($1::text is null or course_id = $1) and status in ('submitted', 'in_review')`,
    [course ?? null],
  )) as [{ n: number }]
  return n
}

/** The queue's two functions and what each does with it. */
const queueFunctions = [
  ['review_queue_page', 'reads'],
  ['review_queue_count', 'counts'],
] as const
for (const [fn, verb] of queueFunctions) {
  cell(fn, 'rpc', 'anon', false, `${verb} the queue`, async (c) => {
    expectForbidden(await c.client('anon').rpc(fn, {}))
  })
}
for (const role of learnerRoles) {
  cell('review_queue_page', 'rpc', role, false, 'reads the queue', async (c) => {
    expectHint(await c.client(role).rpc('review_queue_page', {}), 'not_reviewer')
    expectHint(await c.client(role).rpc('review_queue_page', { course: COURSE }), 'not_reviewer')
  })
  cell('review_queue_count', 'rpc', role, false, 'counts the queue', async (c) => {
    expectHint(await c.client(role).rpc('review_queue_count', {}), 'not_reviewer')
  })
}
for (const [role, course, theirs] of [
  ['mentor', COURSE, 'submission'],
  ['foreign', FOREIGN, 'foreignSubmission'],
] as const) {
  cell(
    'review_queue_page',
    'rpc',
    role,
    true,
    "reads the waiting hand-ins of their course only, oldest first, with the learner's name and no contact",
    async (c) => {
      const rows = await allowedRows<QueueRow>(
        c.client(role).rpc('review_queue_page', { page_size: 1000 }),
      )
      expect(rows.map((x) => x.id)).toContain(c[theirs].id)
      expect(new Set(rows.map((x) => x.course_id))).toEqual(new Set([course]))
      expectOldestFirst(rows)
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(queueColumns)
      expect(rows).toHaveLength(await waitingCount(course))
    },
  )
  cell(
    'review_queue_count',
    'rpc',
    role,
    true,
    'counts the waiting hand-ins of their course',
    async (c) => {
      await expectCountOf(c.client(role), 'review_queue_count', await waitingCount(course))
    },
  )
}
for (const [role, course] of [
  ['mentor', FOREIGN],
  ['foreign', COURSE],
] as const) {
  for (const [fn, verb] of queueFunctions) {
    cell(
      fn,
      'rpc',
      role,
      false,
      `${verb} the queue of ${course}, a course they do not review`,
      async (c) => {
        expectHint(await c.client(role).rpc(fn, { course }), 'not_reviewer')
      },
    )
  }
}
cell(
  'review_queue_page',
  'rpc',
  'admin',
  true,
  "reads every course's queue, the learner's name on each row",
  async (c) => {
    for (const [project, s] of [
      [c.project, c.submission],
      [c.foreignProject, c.foreignSubmission],
    ] as const) {
      const r = await c.client('admin').rpc('review_queue_page', { project: project.id })
      expectAllowed(r)
      expect(r.data).toEqual([
        {
          id: s.id,
          project_id: project.id,
          project_title: project.title,
          project_title_bn: project.title_bn,
          course_id: project.course_id,
          learner_name: project.course_id === COURSE ? 'Rahima Akter' : 'Karim Ahmed',
          attempt: 1,
          status: 'submitted',
          submitted_at: s.submitted_at,
          claimed_by: null,
          claimer_name: null,
          claim_expires_at: null,
        },
      ])
    }
  },
)
cell('review_queue_count', 'rpc', 'admin', true, "counts every course's queue", async (c) => {
  await expectCountOf(c.client('admin'), 'review_queue_count', await waitingCount())
})

// ------------------------------------------------------------------ submission_learner_name
cell('submission_learner_name', 'rpc', 'anon', false, "reads a learner's name", async (c) => {
  expectForbidden(
    await c.client('anon').rpc('submission_learner_name', { submission_id: c.submission.id }),
  )
})
for (const role of ['learner', 'other', 'enrolled', 'foreign'] as const) {
  cell(
    'submission_learner_name',
    'rpc',
    role,
    false,
    'reads the name on a hand-in they do not review',
    async (c) => {
      expectHint(
        await c.client(role).rpc('submission_learner_name', { submission_id: c.submission.id }),
        'not_reviewer',
      )
    },
  )
}
for (const role of ['mentor', 'admin'] as const) {
  cell(
    'submission_learner_name',
    'rpc',
    role,
    true,
    'reads the learner’s name on a hand-in they review',
    async (c) => {
      const r = await c
        .client(role)
        .rpc('submission_learner_name', { submission_id: c.submission.id })
      expectAllowed(r)
      expect(r.data).toBe('Rahima Akter')
    },
  )
}

// ------------------------------------------------------------------ admin_course_mentors, admin_add_mentor
cell(
  'admin_course_mentors',
  'rpc',
  'anon',
  false,
  'lists the mentors and their emails',
  async (c) => {
    expectForbidden(await c.client('anon').rpc('admin_course_mentors'))
  },
)
cell('admin_add_mentor', 'rpc', 'anon', false, 'makes an account a mentor', async (c) => {
  expectForbidden(
    await c.client('anon').rpc('admin_add_mentor', { course_id: COURSE, email: c.spare.email }),
  )
  expect(await mentorRows(c.spare.id)).toEqual([])
})
for (const role of ['learner', 'other', 'enrolled', 'mentor', 'foreign'] as const) {
  cell(
    'admin_course_mentors',
    'rpc',
    role,
    false,
    'lists the mentors and their emails',
    async (c) => {
      expectHint(await c.client(role).rpc('admin_course_mentors'), 'admin_only')
    },
  )
  const course = role === 'mentor' ? FOREIGN : COURSE
  cell(
    'admin_add_mentor',
    'rpc',
    role,
    false,
    `makes themself a mentor of ${course} by their email`,
    async (c) => {
      const me = c.person(role)
      const before = await mentorRows(me.id)
      expectHint(
        await c.client(role).rpc('admin_add_mentor', { course_id: course, email: me.email }),
        'admin_only',
      )
      expect(await mentorRows(me.id)).toEqual(before)
    },
  )
}
cell(
  'admin_course_mentors',
  'rpc',
  'admin',
  true,
  "lists every course's mentors with email and name",
  async (c) => {
    const rows = await allowedRows<{
      course_id: string
      user_id: string
      email: string
      full_name: string
    }>(c.client('admin').rpc('admin_course_mentors'))
    expect(rows).toContainEqual(
      expect.objectContaining({
        course_id: COURSE,
        user_id: c.person('mentor').id,
        email: c.person('mentor').email,
        full_name: 'Mitu Chowdhury',
      }),
    )
    expect(rows).toContainEqual(
      expect.objectContaining({ course_id: FOREIGN, user_id: c.person('foreign').id }),
    )
    expect(rows).toHaveLength((await sql('select 1 from public.course_mentors')).length)
  },
)
cell(
  'admin_add_mentor',
  'rpc',
  'admin',
  true,
  'makes an account a mentor by its email (any case, spaces around; twice changes nothing)',
  async (c) => {
    try {
      for (const email of [`  ${c.spare.email.toUpperCase()} `, c.spare.email]) {
        const r = await c.client('admin').rpc('admin_add_mentor', { course_id: FOREIGN, email })
        expectAllowed(r)
        expect(r.data).toBe(c.spare.id)
      }
      expect(await mentorRows(c.spare.id)).toEqual([{ course_id: FOREIGN }])
    } finally {
      await c.service.from('course_mentors').delete().eq('user_id', c.spare.id)
    }
  },
)
cell(
  'admin_add_mentor',
  'rpc',
  'admin',
  false,
  'makes a mentor of an email nobody signed up with, or of a course that does not exist',
  async (c) => {
    const before = (await sql('select 1 from public.course_mentors')).length
    expectHint(
      await c
        .client('admin')
        .rpc('admin_add_mentor', { course_id: COURSE, email: 'nobody-here@example.com' }),
      'no_such_account',
    )
    expectHint(
      await c
        .client('admin')
        .rpc('admin_add_mentor', { course_id: 'knitting', email: c.spare.email }),
      'invalid_course',
    )
    expect((await sql('select 1 from public.course_mentors')).length).toBe(before)
  },
)

// ------------------------------------------------------------------ the submissions bucket
const bucket = (c: Ctx, role: Role) => c.client(role).storage.from('submissions')

async function bytesOf(blob: Blob | null): Promise<Uint8Array> {
  return new Uint8Array(await blob!.arrayBuffer())
}

cell('submissions', 'upload', 'anon', false, "uploads into a learner's folder", async (c) => {
  const path = photoPath(c.person('enrolled'))
  expectError(await bucket(c, 'anon').upload(path, tinyPng, { contentType: 'image/png' }))
  expect(await photoExists(path)).toBe(false)
})
for (const role of ['learner', 'other', 'enrolled', 'mentor', 'foreign', 'admin'] as const) {
  cell(
    'submissions',
    'upload',
    role,
    true,
    'uploads a JPEG, PNG or WebP photo into their own folder',
    async (c) => {
      for (const [type, ext] of [
        ['image/jpeg', 'jpg'],
        ['image/png', 'png'],
        ['image/webp', 'webp'],
      ] as const) {
        const path = photoPath(c.person(role), ext)
        expectAllowed(await bucket(c, role).upload(path, tinyPng, { contentType: type }))
        expect(await photoExists(path)).toBe(true)
      }
    },
  )
}
for (const role of learnerRoles) {
  const them = role === 'enrolled' ? 'other' : 'enrolled'
  cell('submissions', 'upload', role, false, "uploads into another learner's folder", async (c) => {
    const path = photoPath(c.person(them))
    expectError(await bucket(c, role).upload(path, tinyPng, { contentType: 'image/png' }))
    expect(await photoExists(path)).toBe(false)
  })
  cell(
    'submissions',
    'upload',
    role,
    false,
    'uploads a non-image (HTML, SVG, GIF) or a photo over 5 MB',
    async (c) => {
      const me = c.person(role)
      for (const [type, ext] of [
        ['text/html', 'html'],
        ['image/svg+xml', 'svg'],
        ['image/gif', 'gif'],
      ] as const) {
        const path = photoPath(me, ext)
        const r = await bucket(c, role).upload(
          path,
          new TextEncoder().encode('<script>alert(1)</script>'),
          { contentType: type },
        )
        expectError(r)
        expect(await photoExists(path)).toBe(false)
      }
      const big = new Uint8Array(5 * 1024 * 1024 + 1)
      big.set(tinyPng)
      const path = photoPath(me)
      expectError(await bucket(c, role).upload(path, big, { contentType: 'image/png' }))
      expect(await photoExists(path)).toBe(false)
    },
  )
}
cell(
  'submissions',
  'upload',
  'enrolled',
  false,
  'replaces a photo of a sent hand-in (upsert)',
  async (c) => {
    const r = await bucket(c, 'enrolled').upload(c.photo, new Uint8Array([0xff, 0xd8, 0xff]), {
      contentType: 'image/jpeg',
      upsert: true,
    })
    expectError(r)
    expect(
      await bytesOf((await c.service.storage.from('submissions').download(c.photo)).data),
    ).toEqual(tinyPng)
  },
)

// download and sign: who may read a photo of the enrolled learner
const readers: [Role, 'photo' | 'unsent', boolean, string][] = [
  ['anon', 'photo', false, 'a photo of a hand-in'],
  ['learner', 'photo', false, "a photo of a learner's hand-in"],
  ['other', 'photo', false, "a photo of a classmate's hand-in"],
  ['enrolled', 'photo', true, 'a photo of their own hand-in'],
  ['enrolled', 'unsent', true, 'their own photo not sent yet'],
  ['mentor', 'photo', true, 'a photo of a hand-in of the course they review'],
  ['mentor', 'unsent', false, 'a photo a learner of their course has not sent'],
  ['foreign', 'photo', false, 'a photo of a hand-in of a course they do not review'],
  ['admin', 'photo', true, 'a photo of any hand-in'],
  ['admin', 'unsent', false, 'a photo that is part of no hand-in'],
]
for (const [role, which, allowed, what] of readers) {
  cell('submissions', 'download', role, allowed, `downloads ${what}`, async (c) => {
    const r = await bucket(c, role).download(c[which])
    if (allowed) {
      expectAllowed(r)
      expect(await bytesOf(r.data)).toEqual(tinyPng)
    } else {
      expectError(r)
    }
  })
  cell('submissions', 'sign', role, allowed, `gets a signed URL of ${what}`, async (c) => {
    const r = await bucket(c, role).createSignedUrl(c[which], 600)
    if (allowed) {
      expectAllowed(r)
      const res = await fetch(r.data!.signedUrl)
      expect(res.status).toBe(200)
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(tinyPng)
    } else {
      expectError(r)
      expect(r.data).toBeNull()
    }
  })
}
cell(
  'submissions',
  'sign',
  'mentor',
  true,
  "signs a hand-in's photos in one call; a photo outside it gets no URL",
  async (c) => {
    const r = await bucket(c, 'mentor').createSignedUrls([c.photo, c.unsent], 600)
    expectAllowed(r)
    expect(r.data!.map((x) => [x.path, x.error === null, x.signedUrl !== null])).toEqual([
      [c.photo, true, true],
      [c.unsent, false, false],
    ])
  },
)

const folderNames = async (c: Ctx, role: Role) => {
  const r = await bucket(c, role).list(c.person('enrolled').id)
  return { r, names: (r.data ?? []).map((o) => `${c.person('enrolled').id}/${o.name}`) }
}
for (const role of ['anon', 'learner', 'other', 'foreign'] as const) {
  cell('submissions', 'list', role, false, "lists the enrolled learner's folder", async (c) => {
    expectRefused((await folderNames(c, role)).r)
  })
}
cell('submissions', 'list', 'enrolled', true, 'lists their own folder, sent or not', async (c) => {
  const { r, names } = await folderNames(c, 'enrolled')
  expectAllowed(r)
  expect(names).toEqual(expect.arrayContaining([c.photo, c.unsent]))
})
for (const role of ['mentor', 'admin'] as const) {
  cell(
    'submissions',
    'list',
    role,
    true,
    "lists the learner's folder: only the photos of hand-ins they review",
    async (c) => {
      const { r, names } = await folderNames(c, role)
      expectAllowed(r)
      expect(names).toContain(c.photo)
      expect(names).not.toContain(c.unsent)
    },
  )
}

cell(
  'submissions',
  'delete',
  'enrolled',
  true,
  'deletes a photo of theirs not sent yet (a draft changed)',
  async (c) => {
    const path = await uploadPhoto(c.person('enrolled'))
    const r = await bucket(c, 'enrolled').remove([path])
    expectAllowed(r)
    expect(await photoExists(path)).toBe(false)
  },
)
cell(
  'submissions',
  'delete',
  'enrolled',
  false,
  'deletes a photo of a sent hand-in (the mentor must see what was sent)',
  async (c) => {
    const r = await bucket(c, 'enrolled').remove([c.photo])
    expectRefused(r)
    expect(await photoExists(c.photo)).toBe(true)
  },
)
for (const role of ['anon', 'learner', 'other', 'mentor', 'foreign', 'admin'] as const) {
  cell(
    'submissions',
    'delete',
    role,
    false,
    "deletes the enrolled learner's photos, sent or not",
    async (c) => {
      const r = await bucket(c, role).remove([c.photo, c.unsent])
      expectRefused(r)
      expect(await photoExists(c.photo)).toBe(true)
      expect(await photoExists(c.unsent)).toBe(true)
    },
  )
}

// ------------------------------------------------------------------ arrangement

async function arrange(): Promise<Ctx> {
  const service = serviceClient()
  const anon = anonClient()
  const { learner, other, enrolled, mentor, foreign, mentor2, spare, admin } =
    await arrangeAccounts('prj', {
      learner: {},
      other: { name: 'Karim Ahmed', enrolled: [COURSE, FOREIGN] },
      enrolled: { name: 'Rahima Akter', enrolled: [COURSE] },
      mentor: { name: 'Mitu Chowdhury', mentors: [COURSE] },
      foreign: { name: 'Tanvir Hasan', mentors: [FOREIGN] },
      mentor2: { name: 'Nusrat Jahan', mentors: [COURSE] },
      spare: {},
    })
  await readInBangla(enrolled)

  const project = await scratchProject()
  const foreignProject = await scratchProject(FOREIGN)
  const reviewedProject = await scratchProject()
  const photo = await uploadPhoto(enrolled)
  const unsent = await uploadPhoto(enrolled)
  const submit = async (person: Person, args: Record<string, unknown>) => {
    const { data, error } = await person.client.rpc('submit_project', args)
    if (error) throw new Error(`arranging a hand-in failed: ${error.message}`)
    return (await submissionOf(data as string))!
  }
  const submission = await submit(enrolled, {
    project_id: project.id,
    note: 'My poster',
    files: [photo],
  })
  const reviewed = await submit(enrolled, { project_id: reviewedProject.id, note: 'First try' })
  const foreignSubmission = await submit(other, { project_id: foreignProject.id, note: 'My reel' })
  const verdict = await mentor.client.rpc('review_submission', {
    submission_id: reviewed.id,
    verdict: 'changes_requested',
    feedback: 'Show the whole poster.',
    checklist: [1],
  })
  if (verdict.error) throw new Error(`arranging a review failed: ${verdict.error.message}`)
  const [review] = await reviewsOf(reviewed.id)

  const people = { learner, other, enrolled, mentor, foreign, admin }
  return {
    service,
    client: (role) => (role === 'anon' ? anon : people[role].client),
    person: (role) => people[role],
    mentor2,
    spare,
    project,
    foreignProject,
    submission,
    photo,
    unsent,
    reviewed: (await submissionOf(reviewed.id))!,
    review: review!,
    foreignSubmission,
  }
}

/** One arrangement for the cells and the rules below (the accounts take a while to make). */
const { context, ctx: c } = arrangeOnce(arrange)

beforeEach(clearHandInAllowance)
afterAll(dropScratchProjects)

describeFeatureCells('projects', projectResources, everyone, context, () => {
  test('the submissions bucket has upload, download, sign, list and delete cells for each role', () => {
    const ops = ['upload', 'download', 'sign', 'list', 'delete'] as const
    expect(missingCells(['submissions'], ops, everyone)).toEqual([])
  })

  test('the bucket is private, images only, 5 MB a photo', async () => {
    const { data, error } = await serviceClient().storage.getBucket('submissions')
    expect(error).toBeNull()
    expect(data).toMatchObject({
      public: false,
      file_size_limit: 5 * 1024 * 1024,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
    })
  })
})

// ------------------------------------------------------------------ rules across calls
describe('handing in', () => {
  test('a refunded learner can no longer hand in', async () => {
    const refunded = await signUpLearner('prj-refunded')
    const request = await enroll(c.person('admin'), refunded, COURSE)
    await refund(c.person('admin'), request, 'Asked for the money back')
    const project = await scratchProject()
    const r = await refunded.client.rpc('submit_project', handIn(project))
    expectHint(r, 'not_enrolled')
    expect(await attemptsOf(refunded, project.id)).toEqual([])
  })

  test('two taps at once store exactly one attempt; the other waits for it', async () => {
    const project = await scratchProject()
    const answers = await Promise.all(
      [1, 2].map(() => c.client('enrolled').rpc('submit_project', handIn(project))),
    )
    const ok = answers.filter((a) => a.error === null)
    expect(ok).toHaveLength(1)
    expectHint(
      answers.find((a) => a.error !== null)!,
      'submission_waiting',
    )
    expect((await attemptsOf(c.person('enrolled'), project.id)).map((s) => s.id)).toEqual([
      ok[0]!.data,
    ])
  })

  test('the tap time is never after now nor more than 3 days before', async () => {
    const me = c.person('enrolled')
    const future = await scratchProject()
    expectAllowed(
      await c
        .client('enrolled')
        .rpc(
          'submit_project',
          handIn(future, { submitted_at: new Date(Date.now() + 86_400_000).toISOString() }),
        ),
    )
    const [later] = await attemptsOf(me, future.id)
    expect(later!.submitted_at).toBe(later!.created_at)

    const old = await scratchProject()
    expectAllowed(
      await c
        .client('enrolled')
        .rpc(
          'submit_project',
          handIn(old, { submitted_at: new Date(Date.now() - 10 * 86_400_000).toISOString() }),
        ),
    )
    const [earlier] = await attemptsOf(me, old.id)
    expect(Date.parse(earlier!.created_at) - Date.parse(earlier!.submitted_at)).toBe(3 * 86_400_000)
  })

  test('after changes are asked for, the next attempt is number 2', async () => {
    const me = c.person('enrolled')
    const project = await scratchProject()
    await arrangeSubmission(me, project, { status: 'changes_requested' })
    const r = await c.client('enrolled').rpc('submit_project', handIn(project))
    expectAllowed(r)
    expect((await attemptsOf(me, project.id)).map((s) => [s.attempt, s.status])).toEqual([
      [1, 'changes_requested'],
      [2, 'submitted'],
    ])
  })

  test('the 21st hand-in of a learner in an hour answers 429 and stores nothing', async () => {
    const [rule] = await sql<{ max_requests: number; window_seconds: number }>(
      `select max_requests, window_seconds from public.rate_limits where call = 'project_submission' and scope = 'user'`,
    )
    expect(rule).toEqual({ max_requests: 20, window_seconds: 3600 })
    const me = c.person('other')
    const project = await scratchProject()
    for (let i = 0; i < 20; i += 1) {
      const r = await c.client('other').rpc('submit_project', handIn(project))
      expectAllowed(r)
      // the mentor asks for changes, so the next attempt may come
      await sql(
        `update public.project_submissions set status = 'changes_requested' where id = $1`,
        [r.data],
      )
    }
    const over = await c.client('other').rpc('submit_project', handIn(project))
    expect(over.status).toBe(429)
    expect(over.error).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
    expect(await attemptsOf(me, project.id)).toHaveLength(20)
  })
})

describe('claims and reviews between two mentors', () => {
  test("while one mentor's claim holds the other can neither claim nor review; once it ends they can", async () => {
    const s = await waiting(c)
    const mentor = c.client('mentor')
    const claimed = await mentor.rpc('claim_submission', { submission_id: s.id })
    expectAllowed(claimed)

    const claim = await c.mentor2.client.rpc('claim_submission', { submission_id: s.id })
    expectHint(claim, 'claimed_by_other')
    expect(claim.error?.details).toBe('Mitu Chowdhury')
    expectHint(await c.mentor2.client.rpc('review_submission', verdict(s.id)), 'claimed_by_other')
    expect(await submissionOf(s.id)).toMatchObject({
      status: 'in_review',
      claimed_by: c.person('mentor').id,
    })
    expect(await reviewsOf(s.id)).toEqual([])

    // the same mentor opening it again extends their claim
    const again = await mentor.rpc('claim_submission', { submission_id: s.id })
    expectAllowed(again)
    expect(Date.parse(again.data as string)).toBeGreaterThanOrEqual(
      Date.parse(claimed.data as string),
    )

    await sql(
      `update public.project_submissions set claim_expires_at = now() - interval '1 minute' where id = $1`,
      [s.id],
    )
    expectAllowed(await c.mentor2.client.rpc('claim_submission', { submission_id: s.id }))
    expect((await submissionOf(s.id))?.claimed_by).toBe(c.mentor2.id)
    expectAllowed(await c.mentor2.client.rpc('review_submission', verdict(s.id)))
    expect((await reviewsOf(s.id)).map((r) => r.reviewer_id)).toEqual([c.mentor2.id])
  })

  test('the queue shows who holds a claim and until when', async () => {
    const s = await waiting(c)
    const claimed = await c.client('mentor').rpc('claim_submission', { submission_id: s.id })
    const r = await c.mentor2.client.rpc('review_queue_page', { project: s.project_id })
    expectAllowed(r)
    expect(r.data).toEqual([
      expect.objectContaining({
        id: s.id,
        status: 'in_review',
        claimed_by: c.person('mentor').id,
        claimer_name: 'Mitu Chowdhury',
        claim_expires_at: claimed.data,
      }),
    ])
  })

  test('a mentor who is also a learner of the course never reviews their own attempt', async () => {
    await enroll(c.person('admin'), c.mentor2, COURSE)
    const own = await arrangeSubmission(c.mentor2, await scratchProject())
    expectHint(
      await c.mentor2.client.rpc('claim_submission', { submission_id: own.id }),
      'own_submission',
    )
    expectHint(await c.mentor2.client.rpc('review_submission', verdict(own.id)), 'own_submission')
    expect(await submissionOf(own.id)).toEqual(own)
    expect(await reviewsOf(own.id)).toEqual([])
    // the course's other mentor reviews it
    expectAllowed(await c.client('mentor').rpc('review_submission', verdict(own.id)))
  })
})

describe('the queue', () => {
  test('filters by course, project and states; an empty or unknown state is refused', async () => {
    const mentor = c.client('mentor')
    const byProject = await mentor.rpc('review_queue_page', {
      project: c.reviewed.project_id,
      states: ['changes_requested'],
    })
    expectAllowed(byProject)
    expect(sameIds(byProject.data)).toEqual([c.reviewed.id])
    const waitingOnly = await mentor.rpc('review_queue_page', { project: c.reviewed.project_id })
    expect(waitingOnly.data).toEqual([])
    const byCourse = await mentor.rpc('review_queue_page', { course: COURSE, page_size: 1000 })
    const unfiltered = await mentor.rpc('review_queue_page', { page_size: 1000 })
    expect(byCourse.data).toEqual(unfiltered.data)
    expect(
      await mentor.rpc('review_queue_count', {
        project: c.reviewed.project_id,
        states: ['changes_requested', 'approved'],
      }),
    ).toMatchObject({ data: { total: 1, estimated: false } })
    for (const states of [[], ['rejected']]) {
      const r = await mentor.rpc('review_queue_page', { states })
      expectError(r)
      expect(r.error?.code).toBe('22023')
    }
    // a mentor of another course filtering by a project of this one sees nothing of it
    const foreign = await c.client('foreign').rpc('review_queue_page', { project: c.project.id })
    expectAllowed(foreign)
    expect(foreign.data).toEqual([])
  })

  test('1,001 hand-ins are read to the last one a page at a time (1,000 rows at most)', async () => {
    const project = await scratchProject()
    const learner = c.person('learner')
    await sql(
      `insert into public.project_submissions (project_id, course_id, user_id, attempt, note, status, submitted_at)
       select $1, $2, $3, g, 'Arranged',
         case when g = 1001 then 'submitted' else 'changes_requested' end,
         now() - make_interval(mins => 2000 - g)
       from generate_series(1, 1001) g`,
      [project.id, COURSE, learner.id],
    )
    const mentor = c.client('mentor')
    const filter = { project: project.id, states: ['submitted', 'changes_requested'] }
    expectError(await mentor.rpc('review_queue_page', { ...filter, page_size: 1001 }))
    const seen: { id: string; attempt: number; submitted_at: string }[] = []
    let after: { after_submitted_at: string; after_id: string } | object = {}
    for (;;) {
      const r = await mentor.rpc('review_queue_page', { ...filter, ...after, page_size: 1000 })
      expectAllowed(r)
      const rows = r.data as typeof seen
      if (rows.length === 0) break
      seen.push(...rows)
      const last = rows[rows.length - 1]!
      after = { after_submitted_at: last.submitted_at, after_id: last.id }
    }
    expect(seen.map((s) => s.attempt)).toEqual(Array.from({ length: 1001 }, (_, i) => i + 1))
    expect(seen[1000]).toMatchObject({ attempt: 1001, status: 'submitted' })
    expect(await mentor.rpc('review_queue_count', filter)).toMatchObject({
      data: { total: 1001, estimated: false },
    })
    expect(await mentor.rpc('review_queue_count', { project: project.id })).toMatchObject({
      data: { total: 1, estimated: false },
    })
  })

  test('the seed makes mentor@example.com a mentor of creative-design and web-development only', async () => {
    const seeded = await signInMentor()
    const rows = await seeded.client.from('course_mentors').select('course_id').order('course_id')
    expectAllowed(rows)
    expect(rows.data).toEqual([{ course_id: 'creative-design' }, { course_id: 'web-development' }])
    expectHint(
      await seeded.client.rpc('review_queue_page', { course: 'video-editing' }),
      'not_reviewer',
    )
    expectAllowed(await seeded.client.rpc('review_queue_page', { course: 'web-development' }))
    expect((await stored<{ role: string }>('profiles', 'id', seeded.id))[0]?.role).toBe('learner')
  })
})

describe('certificates wait for the required projects', () => {
  test('every lesson done but a required project not approved: refused; approved: issued; a later project does not take it back', async () => {
    const admin = c.person('admin')
    const graduate = await signUpLearner('prj-graduate', 'Sadia Rahman')
    await enroll(admin, graduate, COURSE)
    const lessons = await sql<{ id: string }>(
      `select id from public.lessons where course_id = $1 and kind <> 'live'`,
      [COURSE],
    )
    await sql(
      `insert into public.lesson_progress (user_id, lesson_id) select $1, unnest($2::uuid[])`,
      [graduate.id, lessons.map((l) => l.id)],
    )
    // the course's own required projects approved as a review would leave them; then one more
    await meetCertificateRequirements(graduate, COURSE)
    const project = await scratchProject(COURSE, { required: true, handIn: ['text'] })

    const early = await graduate.client.rpc('issue_certificate', { course_id: COURSE })
    expectHint(early, 'projects_incomplete')
    expect(await stored('certificates', 'user_id', graduate.id)).toEqual([])

    const sent = await graduate.client.rpc('submit_project', handIn(project))
    expectAllowed(sent)
    expectHint(
      await graduate.client.rpc('issue_certificate', { course_id: COURSE }),
      'projects_incomplete',
    )
    expectAllowed(await c.client('mentor').rpc('review_submission', verdict(sent.data as string)))
    const [approval] = await reviewsOf(sent.data as string)

    const issued = await graduate.client.rpc('issue_certificate', { course_id: COURSE })
    expectAllowed(issued)
    const certificate = issued.data as { id: string; full_name: string; issued_at: string }
    expect(certificate.full_name).toBe('Sadia Rahman')

    const checked = await anonClient().rpc('verify_certificate', { certificate_id: certificate.id })
    expectAllowed(checked)
    const [answer] = checked.data as {
      id: string
      projects: { title: string; title_bn: string; approved_at: string }[]
    }[]
    expect(answer).toMatchObject({
      id: certificate.id,
      full_name: 'Sadia Rahman',
      course_id: COURSE,
    })
    const listed = answer!.projects.find((p) => p.title === project.title)
    expect(listed).toEqual({
      title: project.title,
      title_bn: project.title_bn,
      approved_at: expect.any(String),
    })
    expect(Date.parse(listed!.approved_at)).toBe(Date.parse(approval!.created_at))
    const positions = await sql<{ title: string }>(
      `select title from public.projects where course_id = $1 and title = any($2) order by position`,
      [COURSE, answer!.projects.map((p) => p.title)],
    )
    expect(answer!.projects.map((p) => p.title)).toEqual(positions.map((p) => p.title))

    // a new required project added after the certificate: it stays, and still checks
    const later = await c
      .client('admin')
      .from('projects')
      .insert({
        course_id: COURSE,
        position: project.position + 1,
        title: 'Added after the certificate',
        title_bn: 'সার্টিফিকেটের পরে যোগ',
        hand_in: ['text'],
        required: true,
      })
      .select('id')
      .single()
    expectAllowed(later)
    track((later.data as { id: string }).id)
    const again = await graduate.client.rpc('issue_certificate', { course_id: COURSE })
    expectAllowed(again)
    expect(again.data).toEqual(certificate)
    const still = await anonClient().rpc('verify_certificate', { certificate_id: certificate.id })
    expect(still.data).toEqual(checked.data)
  })
})

describe('notifications of hand-ins and verdicts', () => {
  const notices = (kind: string, submissionId: string) =>
    sql<{ id: string; user_id: string; locale: string; data: Record<string, unknown> }>(
      `select id, user_id, locale, data from public.notifications
       where kind = $1 and data ->> 'submission_id' = $2 order by user_id`,
      [kind, submissionId],
    )
  const deliveries = (ids: string[]) =>
    sql(
      'select notification_id from public.notification_deliveries where notification_id = any($1::uuid[])',
      [ids],
    )

  test("a hand-in tells each of the course's mentors in the app (no mail); a verdict tells the learner in their language, with a mail", async () => {
    const project = await scratchProject()
    const sent = await c.client('enrolled').rpc('submit_project', handIn(project))
    expectAllowed(sent)
    const id = sent.data as string

    const mentors = await sql<{ user_id: string }>(
      'select user_id from public.course_mentors where course_id = $1 order by user_id',
      [COURSE],
    )
    const told = await notices('project_submitted', id)
    expect(told.map((n) => n.user_id)).toEqual(mentors.map((m) => m.user_id))
    expect(told.map((n) => n.user_id)).not.toContain(c.person('foreign').id)
    const [course] = await sql<{ title: string }>(
      'select title from public.courses where id = $1',
      [COURSE],
    )
    const details = {
      submission_id: id,
      project_id: project.id,
      project_title: project.title,
      project_title_bn: project.title_bn,
      course_id: COURSE,
      course_title: course!.title,
      attempt: 1,
    }
    for (const n of told) expect(n.data).toEqual(details)
    expect(await deliveries(told.map((n) => n.id))).toEqual([])

    const feedback = 'Make the shop name bigger.'
    expectAllowed(
      await c
        .client('mentor')
        .rpc('review_submission', verdict(id, { verdict: 'changes_requested', feedback })),
    )
    const reviewed = await notices('project_reviewed', id)
    expect(reviewed.map((n) => [n.user_id, n.locale])).toEqual([[c.person('enrolled').id, 'bn']])
    expect(reviewed[0]!.data).toEqual({ ...details, verdict: 'changes_requested', feedback })
    expect(await deliveries(reviewed.map((n) => n.id))).toHaveLength(1)
    const foreignNotices = await sql(
      `select 1 from public.notifications where user_id = $1 and data ->> 'submission_id' = $2`,
      [c.person('foreign').id, id],
    )
    expect(foreignNotices).toEqual([])
  })
})
