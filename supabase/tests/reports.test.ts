/**
 * The Statistics tab's reports and the page views (issue 36; docs/decisions/0073-statistics-reports.md):
 * every figure of admin_money_report, admin_desk_report, admin_funnel_report and
 * admin_learning_report against fixtures counted by hand, placed on both sides of Dhaka's midnight
 * (18:00:00Z: 17:59:59Z is the day before), in March 2025, where no other file writes; the range's
 * refusals; the milestones kept when a lesson is unmarked; private.record_page_view's shape checks
 * and allowance; the security matrix of page_views and the four reports for eight callers (anon, a
 * learner enrolled nowhere, another learner and the enrolled learner of web-development, a learner
 * of video-editing, a mentor of web-development, a mentor of video-editing, admin); and the totals
 * kept by triggers against a recount of the rows they count.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { reportResources } from './covered-elsewhere'
import { expectHint } from './projects-support'
import {
  arrangePeople,
  everyone,
  lessonsOf,
  notAdmins,
  type LessonRef,
  type Op,
  type People,
  type Role,
} from './questions-support'
import {
  approve,
  expectAllowed,
  expectError,
  expectForbidden,
  expectRefused,
  freshRequest,
  refund,
  reject,
  securityMatrix,
  signInAdmin,
  signUpLearner,
  sql,
  token,
  transactionId,
  type Person,
  arrangeOnce,
} from './support'

/** The fixtures' days (Asia/Dhaka): the first has nothing, the midnights between the others split them. */
const EMPTY = '2025-03-08'
const D0 = '2025-03-09'
const D1 = '2025-03-10'
const D2 = '2025-03-11'
const D3 = '2025-03-12'
const RANGE = { from_day: EMPTY, to_day: D3 }
const day = (d: string) => ({ from_day: d, to_day: d })

const reports = [
  'admin_money_report',
  'admin_desk_report',
  'admin_funnel_report',
  'admin_learning_report',
] as const
type Report = (typeof reports)[number]

interface Ctx extends People {
  /** two learners whose requests, lessons, hand-ins and questions are the fixtures */
  a: Person
  b: Person
}

interface FunnelRow {
  course_id: string
  title: string
  course_views: number
  enrol_views: number
  requests: number
  approved: number
  started: number
  half_way: number
  finished: number
  certificates: number
}

// ------------------------------------------------------------------ arranging, as postgres

/** A request of `userId` for `course`, submitted at `at` (the trigger stamps now(): moved after). */
async function arrangeRequest(userId: string, course: string, at: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.pending_enrollments (user_id, course_id, name, phone, transaction_id)
     values ($1, $2, 'Rahim Uddin', '01712345678', $3) returning id`,
    [userId, course, transactionId()],
  )
  await sql(`update public.pending_enrollments set created_at = $2 where id = $1`, [row!.id, at])
  return row!.id
}

/** Decides `id` (the History row is written by the trigger at now()), then dates the decision `at`. */
async function decideAt(id: string, status: 'approved' | 'rejected' | 'refunded', at: string) {
  await sql(
    `update public.pending_enrollments
     set status = $2::text, decision_reason = case when $2::text <> 'approved' then 'Arranged' end
     where id = $1`,
    [id, status],
  )
  await sql(
    `update public.enrollment_decisions set decided_at = $3 where request_id = $1 and decision = $2`,
    [id, status, at],
  )
}

/**
 * `id` settled by the wallet phone itself: a forwarded payment (already in a checked chain) that
 * private.decide_wallet_message approves, as it does when the SMS arrives; then dated `at`.
 */
async function approveByWallet(id: string, at: string): Promise<void> {
  const [request] = await sql<{ transaction_id: string; amount_due: number }>(
    `select transaction_id, amount_due from public.pending_enrollments where id = $1`,
    [id],
  )
  const [message] = await sql<{ id: string }>(
    `insert into public.wallet_messages
       (webhook_id, sender, body, received_at, wallet, kind, transaction_id, amount, chain, state)
     values ($1, 'Rocket', 'Arranged payment', now(), 'Rocket', 'received', $2, $3, 'anchor', 'waiting')
     returning id`,
    [`reports-${token(12)}`, request!.transaction_id, request!.amount_due],
  )
  const [settled] = await sql<{ state: string }>(
    `select private.decide_wallet_message($1) as state`,
    [message!.id],
  )
  expect(settled!.state).toBe('settled')
  await sql(
    `update public.enrollment_decisions set decided_at = $2 where request_id = $1 and decision = 'approved'`,
    [id, at],
  )
}

/** `userId` completes `lessons`, the i-th at `at[i]`, in one statement (as a sync of many would). */
async function complete(userId: string, lessons: LessonRef[], at: string[]): Promise<void> {
  await sql(
    `insert into public.lesson_progress (user_id, lesson_id, completed_at)
     select $1, l, t from unnest($2::uuid[], $3::timestamptz[]) as u (l, t)`,
    [userId, lessons.map((l) => l.id), at],
  )
}

/** `at` plus `seconds`, as an ISO time. */
const plus = (at: string, seconds: number) =>
  new Date(Date.parse(at) + seconds * 1000).toISOString()

async function rpc(c: People, role: Role, fn: Report, args: Record<string, unknown>) {
  return c.client(role).rpc(fn, args)
}

async function report<T>(c: People, fn: Report, args: Record<string, unknown>): Promise<T> {
  const r = await rpc(c, 'admin', fn, args)
  expectAllowed(r)
  return r.data as T
}

const funnelOf = async (c: People, args: Record<string, unknown>) =>
  (await report<{ courses: FunnelRow[] }>(c, 'admin_funnel_report', args)).courses

const zeros = {
  course_views: 0,
  enrol_views: 0,
  requests: 0,
  approved: 0,
  started: 0,
  half_way: 0,
  finished: 0,
  certificates: 0,
}

/** Dhaka's today, as the database says it. */
async function dhakaToday(offsetDays = 0): Promise<string> {
  const [row] = await sql<{ d: string }>(
    `select to_char((now() at time zone 'Asia/Dhaka')::date + $1::int, 'YYYY-MM-DD') as d`,
    [offsetDays],
  )
  return row!.d
}

// ------------------------------------------------------------------ the fixtures

const removeAfter: string[] = []

/**
 * Counted by hand (creative-design 399 taka, web-development 699, video-editing 499; Dhaka is
 * UTC+6, its midnight 18:00Z):
 *   requests   A cd submitted D1 08:59:59Z, approved D1 17:59:59Z (D1, waited 540 min)
 *              B cd submitted D1 03:00Z, approved D1 18:00:00Z (D2, 900 min)
 *              C wd submitted D1 17:00Z, approved by the wallet phone D1 18:30Z (D2, 90 min)
 *              D cd submitted D1 12:00Z, approved D1 12:30Z (D1, 30 min), refunded D2 18:00:00Z (D3)
 *              E cd submitted D1 04:00Z, rejected D1 05:00Z
 *   lessons    a (video-editing, n counted): the live class D0; lesson 1 D1 17:59:59Z (started D1);
 *              lessons 2..ceil(n/2) from D1 18:00:00Z (half D2); lesson 1 unmarked and marked
 *              again; the rest from D2 18:00:00Z (finished D3). b: all n in one statement on D2.
 *   certificates  a cd D2 17:59:59Z (D2); b ve D2 18:00:00Z (D3)
 *   page views D1 /courses/creative-design en 5, bn 2; D1 / 50, /learn/creative-design 9 (not
 *              counted); D2 /courses/skill-pack bn 3, /courses/video-editing en 4,
 *              /enroll/creative-design en 6; the day after D3 /courses/creative-design 100 (outside)
 *   hand-ins   1 submitted D1 07:59:59Z, first review D1 17:59:59Z (D1, 10 h), again D3 (not first)
 *              2 submitted D1 18:00Z, reviewed D2 00:00Z (D2, 6 h); 3 submitted D1 10:00Z,
 *              reviewed D2 04:00Z (D2, 18 h)
 *   questions  1 asked D1 15:59:59Z, answered D1 17:59:59Z (D1, 2 h); 2 asked D1 14:00Z, answered
 *              D1 18:00:00Z (D2, 4 h); 3 asked D1 18:00Z, answered D2 00:00Z (D2, 6 h)
 */
async function arrange(): Promise<Ctx> {
  const [people, a, b] = await Promise.all([
    arrangePeople('reports'),
    signUpLearner('reports-a', 'Nusrat Jahan'),
    signUpLearner('reports-b', 'Arif Hossain'),
  ])
  // money and the desk
  const A = await arrangeRequest(a.id, 'creative-design', `${D1}T08:59:59Z`)
  await decideAt(A, 'approved', `${D1}T17:59:59Z`)
  const B = await arrangeRequest(a.id, 'creative-design', `${D1}T03:00:00Z`)
  await decideAt(B, 'approved', `${D1}T18:00:00Z`)
  const C = await arrangeRequest(a.id, 'web-development', `${D1}T17:00:00Z`)
  await approveByWallet(C, `${D1}T18:30:00Z`)
  const D = await arrangeRequest(a.id, 'creative-design', `${D1}T12:00:00Z`)
  await decideAt(D, 'approved', `${D1}T12:30:00Z`)
  await decideAt(D, 'refunded', `${D2}T18:00:00Z`)
  const E = await arrangeRequest(a.id, 'creative-design', `${D1}T04:00:00Z`)
  await decideAt(E, 'rejected', `${D1}T05:00:00Z`)

  // milestones
  const ve = await lessonsOf('video-editing')
  const [live] = await sql<LessonRef>(
    `select id, course_id, title, title_bn from public.lessons where course_id = 'video-editing' and kind = 'live' limit 1`,
  )
  const half = Math.ceil(ve.length / 2)
  await complete(a.id, [live!], [`${D0}T12:00:00Z`])
  await complete(a.id, [ve[0]!], [`${D1}T17:59:59Z`])
  const toHalf = ve.slice(1, half)
  await complete(
    a.id,
    toHalf,
    toHalf.map((_, i) => plus(`${D1}T18:00:00Z`, i)),
  )
  await sql(`delete from public.lesson_progress where user_id = $1 and lesson_id = $2`, [
    a.id,
    ve[0]!.id,
  ])
  await complete(a.id, [ve[0]!], [`${D2}T01:00:00Z`])
  const rest = ve.slice(half)
  await complete(
    a.id,
    rest,
    rest.map((_, i) => plus(`${D2}T18:00:00Z`, i)),
  )
  await complete(
    b.id,
    ve,
    ve.map((_, i) => plus(`${D2}T10:00:00Z`, 60 * (i + 1))),
  )

  // certificates
  await sql(
    `insert into public.certificates (id, user_id, course_id, full_name, issued_at) values
       ('creative-design-' || md5(random()::text), $1, 'creative-design', 'Nusrat Jahan', $3),
       ('video-editing-' || md5(random()::text), $2, 'video-editing', 'Arif Hossain', $4)`,
    [a.id, b.id, `${D2}T17:59:59Z`, `${D2}T18:00:00Z`],
  )

  // page views
  await sql(
    `insert into public.page_views (day, page, locale, views) values
       ($1, '/courses/creative-design', 'en', 5), ($1, '/courses/creative-design', 'bn', 2),
       ($1, '/', 'en', 50), ($1, '/learn/creative-design', 'en', 9),
       ($2, '/courses/skill-pack', 'bn', 3), ($2, '/courses/video-editing', 'en', 4),
       ($2, '/enroll/creative-design', 'en', 6),
       ($3::date + 1, '/courses/creative-design', 'en', 100)`,
    [D1, D2, D3],
  )

  // hand-ins and their reviews
  const [project] = await sql<{ id: string }>(
    `select id from public.projects where course_id = 'creative-design' order by id limit 1`,
  )
  const handIn = async (attempt: number, submitted: string, reviews: string[]) => {
    const [s] = await sql<{ id: string }>(
      `insert into public.project_submissions (project_id, course_id, user_id, attempt, note, submitted_at, status)
       values ($1, 'creative-design', $2, $3, 'Arranged', $4, 'changes_requested') returning id`,
      [project!.id, a.id, attempt, submitted],
    )
    for (const at of reviews) {
      await sql(
        `insert into public.project_reviews (submission_id, verdict, feedback, created_at)
         values ($1, 'changes_requested', 'Arranged feedback', $2)`,
        [s!.id, at],
      )
    }
  }
  await handIn(1, `${D1}T07:59:59Z`, [`${D1}T17:59:59Z`, `${D3}T10:00:00Z`])
  await handIn(2, `${D1}T18:00:00Z`, [`${D2}T00:00:00Z`])
  await handIn(3, `${D1}T10:00:00Z`, [`${D2}T04:00:00Z`])

  // questions and their first answers
  const [lesson] = await lessonsOf('creative-design')
  const question = async (asked: string, answered: string) => {
    const [q] = await sql<{ id: string }>(
      `insert into public.lesson_questions (lesson_id, course_id, user_id, body)
       values ($1, 'creative-design', $2, 'Arranged question') returning id`,
      [lesson!.id, a.id],
    )
    await sql(
      `update public.lesson_questions set created_at = $2, answered_at = $3 where id = $1`,
      [q!.id, asked, answered],
    )
  }
  await question(`${D1}T15:59:59Z`, `${D1}T17:59:59Z`)
  await question(`${D1}T14:00:00Z`, `${D1}T18:00:00Z`)
  await question(`${D1}T18:00:00Z`, `${D2}T00:00:00Z`)

  return { ...people, a, b }
}

/** One arrangement for the cells and the rules below (the accounts take a while to make). */
const { context, ctx: c } = arrangeOnce(arrange)

afterAll(async () => {
  // the pending requests of the waiting test; the rest stays (it is dated 2025, where no one looks)
  if (removeAfter.length > 0) {
    await sql(`delete from public.pending_enrollments where id = any ($1::uuid[])`, [removeAfter])
  }
  await sql(`delete from private.rate_limit_hits where call = 'page_view'`)
})

// ------------------------------------------------------------------ the figures

describe('admin_money_report', () => {
  test('per Dhaka day of the decision and course: received, refunded, approvals (by the wallet phone), refunds', async () => {
    const r = await report<{ courses: unknown[]; days: unknown[] }>(c, 'admin_money_report', RANGE)
    expect(r.courses).toEqual([
      { course_id: 'creative-design', title: 'Creative Design' },
      { course_id: 'video-editing', title: 'Video Editing' },
      { course_id: 'web-development', title: 'Web Development with AI' },
    ])
    const row = (d: string, course: string, n: Partial<Record<string, number>>) => ({
      day: d,
      course_id: course,
      received_taka: 0,
      refunded_taka: 0,
      approved: 0,
      approved_by_wallet: 0,
      refunded: 0,
      ...n,
    })
    // video-editing sold nothing: no row of it; the empty day and D0 have none either
    expect(r.days).toEqual([
      row(D1, 'creative-design', { received_taka: 798, approved: 2 }),
      row(D2, 'creative-design', { received_taka: 399, approved: 1 }),
      row(D2, 'web-development', { received_taka: 699, approved: 1, approved_by_wallet: 1 }),
      row(D3, 'creative-design', { refunded_taka: 399, refunded: 1 }),
    ])
  })

  test('17:59:59Z is the day before 18:00:00Z: each day alone holds only its own decisions', async () => {
    const d1 = await report<{ days: { course_id: string; approved: number }[] }>(
      c,
      'admin_money_report',
      day(D1),
    )
    expect(d1.days.map((d) => [d.course_id, d.approved])).toEqual([['creative-design', 2]])
    const d3 = await report<{ days: { refunded: number }[] }>(c, 'admin_money_report', day(D3))
    expect(d3.days.map((d) => d.refunded)).toEqual([1])
  })

  test('a day with no data: every course, no days', async () => {
    const r = await report<{ courses: unknown[]; days: unknown[] }>(
      c,
      'admin_money_report',
      day(EMPTY),
    )
    expect(r.courses).toHaveLength(3)
    expect(r.days).toEqual([])
  })

  test('the wallet phone approved C by itself: no admin named, automatic', async () => {
    const rows = await sql<{ automatic: boolean; decided_by: string | null }>(
      `select d.automatic, d.decided_by from public.enrollment_decisions d
       join public.pending_enrollments p on p.id = d.request_id
       where p.user_id = $1 and p.course_id = 'web-development' and d.decision = 'approved'`,
      [c.a.id],
    )
    expect(rows).toEqual([{ automatic: true, decided_by: null }])
  })
})

describe('admin_desk_report', () => {
  test('per Dhaka day of the approval: how many, median and 90th percentile of the minutes waited', async () => {
    const r = await report<{ days: unknown[] }>(c, 'admin_desk_report', RANGE)
    // D1: 30 and 540 -> median 285, p90 30 + 0.9 * 510; D2: 90 and 900 -> 495, 90 + 0.9 * 810
    expect(r.days).toEqual([
      { day: D1, approved: 2, median_minutes: 285, p90_minutes: 489 },
      { day: D2, approved: 2, median_minutes: 495, p90_minutes: 819 },
    ])
  })

  test('a day with no approvals: no days, the five ages still there', async () => {
    const r = await report<{ days: unknown[]; waiting: { age: string }[] }>(
      c,
      'admin_desk_report',
      day(D3),
    )
    expect(r.days).toEqual([])
    expect(r.waiting.map((w) => w.age)).toEqual([
      'under_1h',
      '1h_to_6h',
      '6h_to_24h',
      '1d_to_3d',
      'over_3d',
    ])
  })

  test('requests pending now, by age, whatever the range', async () => {
    const counts = async () =>
      (
        await report<{ waiting: { requests: number }[] }>(c, 'admin_desk_report', day(EMPTY))
      ).waiting.map((w) => w.requests)
    const before = await counts()
    const ages = [
      ['creative-design', c.a, '30 minutes'],
      ['video-editing', c.a, '50 minutes'],
      ['creative-design', c.b, '2 hours'],
      ['web-development', c.b, '7 hours'],
      ['video-editing', c.b, '25 hours'],
      ['web-development', c.person('learner'), '4 days'],
    ] as const
    for (const [course, person, age] of ages) {
      const [row] = await sql<{ id: string }>(
        `insert into public.pending_enrollments (user_id, course_id, name, phone, transaction_id)
         values ($1, $2, 'Rahim Uddin', '01712345678', $3) returning id`,
        [person.id, course, transactionId()],
      )
      removeAfter.push(row!.id)
      await sql(
        `update public.pending_enrollments set created_at = now() - $2::interval where id = $1`,
        [row!.id, age],
      )
    }
    expect(await counts()).toEqual(before.map((n, i) => n + [2, 1, 1, 1, 1][i]!))
  })
})

describe('admin_funnel_report', () => {
  test('every course, each step counted within the range', async () => {
    const ve = (await lessonsOf('video-editing')).length
    expect(ve).toBeGreaterThan(1)
    expect(await funnelOf(c, RANGE)).toEqual([
      {
        ...zeros,
        course_id: 'creative-design',
        title: 'Creative Design',
        course_views: 7,
        enrol_views: 6,
        requests: 4,
        approved: 3,
        certificates: 1,
      },
      {
        ...zeros,
        course_id: 'video-editing',
        title: 'Video Editing',
        course_views: 7,
        started: 2,
        half_way: 2,
        finished: 2,
        certificates: 1,
      },
      {
        ...zeros,
        course_id: 'web-development',
        title: 'Web Development with AI',
        requests: 1,
        approved: 1,
      },
    ])
  })

  test('each Dhaka day alone: the milestones and certificates fall on either side of 18:00:00Z', async () => {
    const [cd1, ve1] = await funnelOf(c, day(D1))
    expect(cd1).toMatchObject({ course_views: 7, enrol_views: 0, requests: 4, approved: 2 })
    expect(ve1).toMatchObject({ course_views: 0, started: 1, half_way: 0, finished: 0 })
    const [cd2, ve2, wd2] = await funnelOf(c, day(D2))
    expect(cd2).toMatchObject({
      course_views: 0,
      enrol_views: 6,
      requests: 0,
      approved: 1,
      certificates: 1,
    })
    // the skill-pack alias is video-editing's page, in either language
    expect(ve2).toMatchObject({
      course_views: 7,
      started: 1,
      half_way: 2,
      finished: 1,
      certificates: 0,
    })
    expect(wd2).toMatchObject({ requests: 0, approved: 1 })
    const [cd3, ve3] = await funnelOf(c, day(D3))
    expect(cd3).toMatchObject({ approved: 0, certificates: 0 })
    expect(ve3).toMatchObject({ started: 0, half_way: 0, finished: 1, certificates: 1 })
    // the live class marked on D0 counts for nothing
    expect((await funnelOf(c, day(D0)))[1]).toMatchObject({ started: 0 })
  })

  test('a day with no data: every course, all zero', async () => {
    expect(await funnelOf(c, day(EMPTY))).toEqual([
      { ...zeros, course_id: 'creative-design', title: 'Creative Design' },
      { ...zeros, course_id: 'video-editing', title: 'Video Editing' },
      { ...zeros, course_id: 'web-development', title: 'Web Development with AI' },
    ])
  })

  test('a learner marks a lesson through the API: started today; unmarking it keeps the milestone', async () => {
    const today = await dhakaToday()
    const started = async () =>
      (await funnelOf(c, day(today))).find((x) => x.course_id === 'web-development')!.started
    const before = await started()
    const [lesson] = await lessonsOf('web-development')
    const enrolled = c.person('enrolled')
    const marked = await enrolled.client
      .from('lesson_progress')
      .insert({ user_id: enrolled.id, lesson_id: lesson!.id })
    expectAllowed(marked)
    expect(await started()).toBe(before + 1)
    const unmarked = await enrolled.client
      .from('lesson_progress')
      .delete()
      .eq('user_id', enrolled.id)
      .eq('lesson_id', lesson!.id)
    expectAllowed(unmarked)
    expect(await started()).toBe(before + 1)
    const again = await enrolled.client
      .from('lesson_progress')
      .insert({ user_id: enrolled.id, lesson_id: lesson!.id })
    expectAllowed(again)
    expect(await started()).toBe(before + 1)
    const [kept] = await sql<{ started: boolean }>(
      `select started_at is not null as started from private.learner_milestones
       where user_id = $1 and course_id = 'web-development'`,
      [enrolled.id],
    )
    expect(kept).toEqual({ started: true })
  })
})

describe('admin_learning_report', () => {
  test("per Dhaka day of a hand-in's first review and a question's first answer, with median hours", async () => {
    const r = await report<{ days: unknown[] }>(c, 'admin_learning_report', RANGE)
    expect(r.days).toEqual([
      { day: D1, feedbacks: 1, feedback_median_hours: 10, answers: 1, answer_median_hours: 2 },
      { day: D2, feedbacks: 2, feedback_median_hours: 12, answers: 2, answer_median_hours: 5 },
    ])
  })

  test('a day with only a later review of a hand-in, and a day with nothing: no days', async () => {
    const later = await report<{ days: unknown[] }>(c, 'admin_learning_report', day(D3))
    expect(later.days).toEqual([])
    const empty = await report<{ days: unknown[] }>(c, 'admin_learning_report', day(EMPTY))
    expect(empty.days).toEqual([])
  })

  test('hand-ins and questions waiting now, a hidden question not among them', async () => {
    const waiting = async () => {
      const r = await report<{ hand_ins_waiting: number; questions_waiting: number }>(
        c,
        'admin_learning_report',
        day(EMPTY),
      )
      return [r.hand_ins_waiting, r.questions_waiting]
    }
    const [handIns, questions] = await waiting()
    const [project] = await sql<{ id: string }>(
      `select id from public.projects where course_id = 'creative-design' order by id limit 1`,
    )
    await sql(
      `insert into public.project_submissions (project_id, course_id, user_id, attempt, note, submitted_at)
       values ($1, 'creative-design', $2, 9, 'Waiting', now())`,
      [project!.id, c.b.id],
    )
    const [lesson] = await lessonsOf('creative-design')
    await sql(
      `insert into public.lesson_questions (lesson_id, course_id, user_id, body)
       values ($1, 'creative-design', $2, 'Waiting'), ($1, 'creative-design', $2, 'Hidden')`,
      [lesson!.id, c.b.id],
    )
    await sql(
      `update public.lesson_questions set hidden_at = now() where user_id = $1 and body = 'Hidden'`,
      [c.b.id],
    )
    expect(await waiting()).toEqual([handIns! + 1, questions! + 1])
  })
})

// ------------------------------------------------------------------ the range

describe('the range', () => {
  for (const fn of reports) {
    test(`${fn}: reversed, in the future, too long, missing: 22023 with the hint`, async () => {
      const today = await dhakaToday()
      const tomorrow = await dhakaToday(1)
      const year = await dhakaToday(-365)
      const yearAndADay = await dhakaToday(-366)
      const refused = async (args: Record<string, unknown>, hint: string) => {
        const r = await rpc(c, 'admin', fn, args)
        expectHint(r, hint)
        expect(r.error?.code).toBe('22023')
      }
      await refused({ from_day: D2, to_day: D1 }, 'range_reversed')
      await refused({ from_day: today, to_day: tomorrow }, 'range_in_future')
      await refused({ from_day: yearAndADay, to_day: today }, 'range_too_long')
      await refused({ from_day: null, to_day: today }, 'range_missing')
      await refused({ from_day: today, to_day: null }, 'range_missing')
      // the edges pass: one day, today, 366 days
      expectAllowed(await rpc(c, 'admin', fn, { from_day: today, to_day: today }))
      expectAllowed(await rpc(c, 'admin', fn, { from_day: year, to_day: today }))
    })
  }

  test('a mentor with a bad range is told admin_only, nothing of the range', async () => {
    expectHint(
      await rpc(c, 'mentor', 'admin_money_report', { from_day: D2, to_day: D1 }),
      'admin_only',
    )
  })
})

// ------------------------------------------------------------------ page views

/** Today's views of `page` in `locale`. */
async function viewsToday(page: string, locale: string): Promise<number> {
  const [row] = await sql<{ views: string }>(
    `select coalesce(sum(views), 0) as views from public.page_views
     where day = (now() at time zone 'Asia/Dhaka')::date and page = $1 and locale = $2`,
    [page, locale],
  )
  return Number(row!.views)
}

const view = (page: string | null, locale: string | null, address: string | null) =>
  sql(`select private.record_page_view($1, $2, $3)`, [page, locale, address])

describe('private.record_page_view', () => {
  beforeAll(async () => {
    await sql(`delete from private.rate_limit_hits where call = 'page_view'`)
  })

  test("adds one view to Dhaka today's count of the page and language; nothing else is stored", async () => {
    const page = `/courses/web-development`
    const before = await viewsToday(page, 'bn')
    await view(page, 'bn', '192.0.2.10')
    await view(page, 'bn', '192.0.2.10')
    expect(await viewsToday(page, 'bn')).toBe(before + 2)
    const columns = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'page_views' order by ordinal_position`,
    )
    expect(columns.map((x) => x.column_name)).toEqual(['day', 'page', 'locale', 'views'])
  })

  test.each([
    ['no leading slash', 'courses/web-development', 'en'],
    ['empty', '', 'en'],
    ['none', null, 'en'],
    ['101 characters', `/${'a'.repeat(100)}`, 'en'],
    ['a space', '/courses/web development', 'en'],
    ['a line break', '/courses\n', 'en'],
    ['another language', '/courses', 'fr'],
    ['no language', '/courses', null],
  ])(
    'refuses a page view with %s: 22023 page_view_invalid, nothing spent',
    async (_, page, locale) => {
      const hits = async () =>
        (
          await sql<{ n: number }>(
            `select coalesce(sum(hits), 0)::int as n from private.rate_limit_hits where call = 'page_view' and key = '192.0.2.20'`,
          )
        )[0]!.n
      const spent = await hits()
      await expect(view(page, locale, '192.0.2.20')).rejects.toMatchObject({
        code: '22023',
        hint: 'page_view_invalid',
      })
      expect(await hits()).toBe(spent)
    },
  )

  test('100 characters is a page id', async () => {
    const page = `/${'b'.repeat(99)}`
    await view(page, 'en', '192.0.2.21')
    expect(await viewsToday(page, 'en')).toBe(1)
  })

  test('past 60 from one address in 10 minutes: 429 with Retry-After, the count not inflated; another address counts', async () => {
    const page = `/courses/video-editing`
    const before = await viewsToday(page, 'en')
    await sql(
      `select private.record_page_view($1, 'en', '198.51.100.7') from generate_series(1, 60)`,
      [page],
    )
    expect(await viewsToday(page, 'en')).toBe(before + 60)
    for (let i = 0; i < 3; i++) {
      const refusal = await view(page, 'en', '198.51.100.7').then(
        () => null,
        (e: { code?: string; message?: string; detail?: string }) => e,
      )
      expect(refusal?.code).toBe('PGRST')
      expect(JSON.parse(refusal!.message!)).toMatchObject({ code: 'PT429', hint: 'rate_limited' })
      const detail = JSON.parse(refusal!.detail!) as {
        status: number
        headers: Record<string, string>
      }
      expect(detail.status).toBe(429)
      expect(Number(detail.headers['Retry-After'])).toBeGreaterThan(0)
    }
    expect(await viewsToday(page, 'en')).toBe(before + 60)
    await view(page, 'en', '198.51.100.8')
    expect(await viewsToday(page, 'en')).toBe(before + 61)
    // the address spends, and is kept nowhere but in the counters of the limit
    const stored = await sql<{ n: number }>(
      `select count(*)::int as n from public.page_views where page like '%198.51%'`,
    )
    expect(stored[0]!.n).toBe(0)
  })
})

// ------------------------------------------------------------------ the security matrix

const { cell, describeCells, expectCovered } = securityMatrix<Role, Op, Ctx>()

const fixtureViews = async () =>
  Number(
    (
      await sql<{ views: string }>(
        `select views from public.page_views where day = $1 and page = '/courses/creative-design' and locale = 'en'`,
        [D1],
      )
    )[0]!.views,
  )

for (const role of notAdmins) {
  cell('page_views', 'select', role, false, 'reads no page view', async (c) => {
    expectRefused(await c.client(role).from('page_views').select('*').eq('day', D1))
  })
}
cell('page_views', 'select', 'admin', true, 'reads the views of a day', async (c) => {
  const r = await c.client('admin').from('page_views').select('page, locale, views').eq('day', D1)
  expectAllowed(r)
  expect(r.data).toContainEqual({ page: '/courses/creative-design', locale: 'en', views: 5 })
})
for (const role of everyone) {
  const who = role === 'admin' ? 'not even an admin' : 'nobody'
  cell('page_views', 'insert', role, false, `${who} counts a view through the API`, async (c) => {
    const page = `/forged-${token(6).toLowerCase()}`
    expectForbidden(
      await c.client(role).from('page_views').insert({ day: D1, page, locale: 'en', views: 1000 }),
    )
    expect(await sql(`select 1 from public.page_views where page = $1`, [page])).toEqual([])
  })
  cell('page_views', 'update', role, false, `${who} changes a count`, async (c) => {
    expectRefused(
      await c
        .client(role)
        .from('page_views')
        .update({ views: 1000 })
        .eq('day', D1)
        .eq('page', '/courses/creative-design')
        .select(),
    )
    expect(await fixtureViews()).toBe(5)
  })
  cell('page_views', 'delete', role, false, `${who} deletes a count`, async (c) => {
    expectRefused(
      await c
        .client(role)
        .from('page_views')
        .delete()
        .eq('day', D1)
        .eq('page', '/courses/creative-design')
        .select(),
    )
    expect(await fixtureViews()).toBe(5)
  })
}
for (const fn of reports) {
  for (const role of notAdmins) {
    cell(fn, 'rpc', role, false, 'is refused (42501)', async (c) => {
      const r = await rpc(c, role, fn, RANGE)
      expectForbidden(r)
      // the signed-in are told admin_only; a visitor may not even call it
      if (role !== 'anon') expectHint(r, 'admin_only')
    })
  }
  cell(fn, 'rpc', 'admin', true, 'reads the report', async (c) => {
    expectAllowed(await rpc(c, 'admin', fn, RANGE))
  })
}

describeCells('statistics reports security matrix', context, () => {
  test('page_views and the four reports have cells for each role (matrix.test.ts skips them)', async () => {
    await expectCovered(reportResources, everyone)
  })

  test('record_page_view and the totals are out of every API role’s reach', async () => {
    for (const role of ['anon', 'learner', 'admin'] as const) {
      expectError(
        await c.client(role).rpc('record_page_view', {
          page: '/',
          locale: 'en',
          client_address: '192.0.2.1',
        }),
      )
    }
    const grants = await sql<{ role: string; what: string; allowed: boolean }>(
      `select r as role, w as what,
              case when w = 'private.record_page_view(text, text, text)'
                then has_function_privilege(r, w, 'execute')
                else has_table_privilege(r, w, 'select, insert, update, delete') end as allowed
       from unnest(array['anon', 'authenticated']) as r
       cross join unnest(array['private.record_page_view(text, text, text)', 'private.course_day_totals',
         'private.approval_waits', 'private.learner_milestones', 'private.milestone_totals']) as w`,
    )
    expect(grants.filter((g) => g.allowed)).toEqual([])
    const rls = await sql<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls from pg_class c
       where c.oid in ('public.page_views'::regclass, 'private.course_day_totals'::regclass,
         'private.approval_waits'::regclass, 'private.learner_milestones'::regclass,
         'private.milestone_totals'::regclass)`,
    )
    expect(rls.filter((r) => !r.rls)).toEqual([])
  })
})

// ------------------------------------------------------------------ the totals against a recount

/** The totals kept by triggers, compared with a recount of the rows they count. */
async function expectTotalsAsRecounted(): Promise<void> {
  const kept = await sql(
    `select to_char(day, 'YYYY-MM-DD') as day, course_id, requests::int, approved::int,
            received_taka::int, approved_by_wallet::int, refunded::int, refunded_taka::int
     from private.course_day_totals
     where (requests, approved, received_taka, approved_by_wallet, refunded, refunded_taka)
           is distinct from (0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint)
     order by 1, 2`,
  )
  // Counted event by event (not the way the migration's backfill sums them), so a slip in either shows.
  const recounted = await sql(
    `with events as (
       select (p.created_at at time zone 'Asia/Dhaka')::date as day, p.course_id,
              'requested' as what, 0 as taka, false as automatic
       from public.pending_enrollments p
       union all
       select (d.decided_at at time zone 'Asia/Dhaka')::date, p.course_id, d.decision::text,
              p.amount_due, d.automatic
       from public.enrollment_decisions d join public.pending_enrollments p on p.id = d.request_id
       where d.decision in ('approved', 'refunded')
     )
     select to_char(day, 'YYYY-MM-DD') as day, course_id,
            count(*) filter (where what = 'requested')::int as requests,
            count(*) filter (where what = 'approved')::int as approved,
            coalesce(sum(taka) filter (where what = 'approved'), 0)::int as received_taka,
            count(*) filter (where what = 'approved' and automatic)::int as approved_by_wallet,
            count(*) filter (where what = 'refunded')::int as refunded,
            coalesce(sum(taka) filter (where what = 'refunded'), 0)::int as refunded_taka
     from events group by day, course_id order by 1, 2`,
  )
  expect(kept).toEqual(recounted)
  const waits = await sql(
    `select w.request_id, to_char(w.day, 'YYYY-MM-DD') as day, round(w.waited_minutes::numeric, 3) as m
     from private.approval_waits w order by 1`,
  )
  const approvals = await sql(
    `select d.request_id, to_char((d.decided_at at time zone 'Asia/Dhaka')::date, 'YYYY-MM-DD') as day,
            round((extract(epoch from d.decided_at - p.created_at) / 60)::numeric, 3) as m
     from public.enrollment_decisions d join public.pending_enrollments p on p.id = d.request_id
     where d.decision = 'approved' order by 1`,
  )
  expect(waits).toEqual(approvals)
  const milestones = await sql(
    `select to_char(day, 'YYYY-MM-DD') as day, course_id, started::int, half_way::int, finished::int
     from private.milestone_totals
     where (started, half_way, finished) is distinct from (0::bigint, 0::bigint, 0::bigint)
     order by 1, 2`,
  )
  const fromLearners = await sql(
    `select to_char(x.day, 'YYYY-MM-DD') as day, x.course_id, sum(x.s)::int as started,
            sum(x.h)::int as half_way, sum(x.f)::int as finished
     from (
       select (m.at at time zone 'Asia/Dhaka')::date as day, m.course_id,
              (m.k = 's')::int as s, (m.k = 'h')::int as h, (m.k = 'f')::int as f
       from (
         select course_id, 's' as k, started_at as at from private.learner_milestones
         union all select course_id, 'h', half_at from private.learner_milestones
         union all select course_id, 'f', finished_at from private.learner_milestones
       ) m where m.at is not null
     ) x group by 1, 2 order by 1, 2`,
  )
  expect(milestones).toEqual(fromLearners)
}

describe('the totals kept by triggers', () => {
  test('equal a recount of the requests, decisions, approvals and milestones they count', async () => {
    await expectTotalsAsRecounted()
  })

  test('stay equal to the recount after every kind of change to requests and their History', async () => {
    const admin = await signInAdmin()
    const [a, b, c, d] = await Promise.all(
      ['totals-a', 'totals-b', 'totals-c', 'totals-d'].map((label) => signUpLearner(label)),
    )
    // submitted, approved, rejected, refunded
    const pending = await freshRequest(a!, 'web-development')
    const approved = await approve(admin, await freshRequest(b!, 'video-editing'))
    const rejected = await freshRequest(c!, 'creative-design')
    await reject(admin, rejected, 'No payment')
    const refunded = await approve(admin, await freshRequest(d!, 'web-development'))
    await refund(admin, refunded, 'Refund')
    await expectTotalsAsRecounted()
    // times moved across Dhaka's midnight (18:00 UTC), by the service side
    await sql(
      `update public.pending_enrollments set created_at = '2021-03-04T17:59:59Z' where id = $1`,
      [pending.id],
    )
    await sql(
      `update public.enrollment_decisions set decided_at = '2021-03-04T18:00:00Z' where request_id = $1`,
      [approved.id],
    )
    await sql(
      `update public.enrollment_decisions set decided_at = '2021-03-03T12:00:00Z'
       where request_id = $1 and decision = 'approved'`,
      [refunded.id],
    )
    await expectTotalsAsRecounted()
    // amounts and courses changed under the History
    await sql(
      `update public.pending_enrollments set amount_due = amount_due + 7 where id in ($1, $2)`,
      [approved.id, refunded.id],
    )
    await sql(`update public.pending_enrollments set course_id = 'video-editing' where id = $1`, [
      pending.id,
    ])
    await expectTotalsAsRecounted()
    // a History row deleted, then requests deleted with their History (the cascade)
    await sql(
      `delete from public.enrollment_decisions where request_id = $1 and decision = 'refunded'`,
      [refunded.id],
    )
    await expectTotalsAsRecounted()
    await sql(`delete from public.pending_enrollments where id = any($1::uuid[])`, [
      [pending.id, approved.id, refunded.id, rejected.id],
    ])
    await expectTotalsAsRecounted()
  })

  test('a request deleted takes its counts with it; one moved to another day moves them', async () => {
    const R = await arrangeRequest(c.person('foreign').id, 'creative-design', `${D0}T06:00:00Z`)
    await decideAt(R, 'approved', `${D0}T07:00:00Z`)
    const money = async () =>
      (
        await report<{ days: { day: string; approved: number }[] }>(
          c,
          'admin_money_report',
          day(D0),
        )
      ).days
    const desk = async () =>
      (await report<{ days: unknown[] }>(c, 'admin_desk_report', day(D0))).days
    expect(await money()).toMatchObject([{ day: D0, approved: 1, received_taka: 399 }])
    expect(await desk()).toEqual([{ day: D0, approved: 1, median_minutes: 60, p90_minutes: 60 }])
    await sql(`update public.pending_enrollments set created_at = $2 where id = $1`, [
      R,
      `${D0}T06:30:00Z`,
    ])
    expect(await desk()).toEqual([{ day: D0, approved: 1, median_minutes: 30, p90_minutes: 30 }])
    expect((await funnelOf(c, day(D0)))[0]).toMatchObject({ requests: 1, approved: 1 })
    await sql(`delete from public.pending_enrollments where id = $1`, [R])
    expect(await money()).toEqual([])
    expect(await desk()).toEqual([])
    expect((await funnelOf(c, day(D0)))[0]).toMatchObject({ requests: 0, approved: 0 })
  })
})
