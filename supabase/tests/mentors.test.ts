/**
 * A mentor sees nothing else (issue 33; docs/decisions/0071): the seeded mentor of creative design
 * and web development reads no payment, no phone, no email and nothing of another learner beyond
 * the hand-ins of their courses (projects.test.ts), and every admin function refuses them. Every
 * table of `public` is named here, so a new table must say what a mentor reads of it.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import {
  approveRequiredProjects,
  enrolDirectly,
  expectError,
  type Person,
  signInMentor,
  signUpLearner,
  sql,
  submitRequest,
} from './support'

/** Tables a mentor reads nothing of, whatever they hold. */
const nothing = [
  'coupons',
  'enrollment_decisions',
  'enrollments',
  'leads',
  'notification_deliveries',
  'page_views',
  'pending_enrollments',
  'rate_limits',
  'wallet_devices',
  'wallet_messages',
  'wallet_senders',
  'wallet_settings',
] as const
/** Tables a mentor reads only their own rows of (`user_id`, or `id` for profiles). */
const ownOnly = [
  'certificates',
  'course_mentors',
  'lesson_progress',
  'notifications',
  'profiles',
  'user_activity',
] as const
/** The syllabus and the briefs: public. */
const everyones = ['courses', 'lessons', 'projects'] as const
/**
 * Their courses' hand-ins and reviews, their previews and paid lessons: projects.test.ts; their
 * courses' questions, answers, quizzes, keys and attempts: questions.test.ts and quizzes.test.ts.
 */
const coveredElsewhere = [
  'lesson_contents',
  'lesson_questions',
  'project_reviews',
  'project_submissions',
  'question_answers',
  'quiz_attempts',
  'quiz_question_keys',
  'quiz_questions',
  'quizzes',
] as const
/** The courses the seeded mentor answers for (supabase/seed.sql). */
const mentored = ['creative-design', 'web-development']

/** Functions that change or read payments, learners or settings: admins only. */
const adminCalls =
  /^(admin_|approve_|reject_enrollment|refund_enrollment|anchor_wallet_message|reorder_lessons)/

let mentor: Person
let payer: Person
let requestId: string

beforeAll(async () => {
  mentor = await signInMentor()
  payer = await signUpLearner('mnt-payer')
  // a learner of a course the mentor reviews: a paid request with a phone, an enrolment, a
  // certificate, notifications: all of it there to be refused
  const request = await submitRequest(payer, { course_id: 'web-development' })
  requestId = request.id
  await enrolDirectly([payer], 'creative-design')
  await approveRequiredProjects(payer.id, 'creative-design')
  // a page view counted today: the provider's numbers, not a mentor's
  await sql(
    "insert into public.page_views (day, page, locale, views) values (current_date, '/', 'en', 1) on conflict (day, page, locale) do update set views = public.page_views.views + 1",
  )
  expect(request.status).toBe('pending')
})

describe('a mentor reads nothing of payments, phones or other learners', () => {
  test('every table of public is named: nothing, own rows, public, or covered by projects.test.ts', async () => {
    const tables = await sql<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    )
    expect(tables.map((t) => t.name)).toEqual(
      [...nothing, ...ownOnly, ...everyones, ...coveredElsewhere].sort(),
    )
  })

  test.for(nothing)('%s: no row', async (table) => {
    const held = await sql<{ n: number }>(`select count(*)::int as n from public.${table}`)
    const r = await mentor.client.from(table).select('*')
    expect(r.data ?? []).toEqual([])
    // the refusal is not an empty table: rows exist behind it (payments, phones, settings)
    if (
      ['pending_enrollments', 'enrollments', 'coupons', 'rate_limits', 'page_views'].includes(table)
    )
      expect(held[0]!.n).toBeGreaterThan(0)
  })

  test.for(ownOnly)('%s: their own rows only', async (table) => {
    const owner = table === 'profiles' ? 'id' : 'user_id'
    const r = await mentor.client.from(table).select('*')
    expect(r.error).toBeNull()
    for (const row of (r.data ?? []) as Record<string, unknown>[])
      expect(row[owner]).toBe(mentor.id)
  })

  test("quizzes, their keys and attempts, questions and answers: their own courses' only", async () => {
    // a question and an attempt in a course they mentor, and in one they do not
    const arranged: Record<string, string> = {}
    for (const course of ['creative-design', 'video-editing']) {
      const [question] = await sql<{ id: string }>(
        `insert into public.lesson_questions (lesson_id, user_id, body)
         select id, $2, 'A question for the mentor test' from public.lessons
         where course_id = $1 order by position limit 1
         returning id`,
        [course, payer.id],
      )
      const [attempt] = await sql<{ id: string }>(
        `insert into public.quiz_attempts (quiz_id, course_id, user_id, answers, correct, total, score, passed)
         select id, course_id, $2, '{}', 0, 1, 0, false from public.quizzes
         where course_id = $1 order by created_at limit 1
         returning id`,
        [course, payer.id],
      )
      arranged[`${course} question`] = question!.id
      arranged[`${course} attempt`] = attempt!.id
    }
    const quizzes = await mentor.client.from('quizzes').select('id, course_id')
    expect(quizzes.error).toBeNull()
    const rows = quizzes.data as { id: string; course_id: string }[]
    expect([...new Set(rows.map((q) => q.course_id))].sort()).toEqual(mentored)
    const keys = await mentor.client.from('quiz_question_keys').select('question_id')
    expect(keys.error).toBeNull()
    const keyCourses = await sql<{ course_id: string }>(
      `select distinct z.course_id from public.quiz_questions q join public.quizzes z on z.id = q.quiz_id
       where q.id = any($1::uuid[]) order by 1`,
      [(keys.data as { question_id: string }[]).map((k) => k.question_id)],
    )
    expect(keyCourses.map((k) => k.course_id)).toEqual(mentored)
    for (const [table, what] of [
      ['lesson_questions', 'question'],
      ['quiz_attempts', 'attempt'],
    ] as const) {
      const r = await mentor.client.from(table).select('id, course_id')
      expect(r.error).toBeNull()
      const seen = (r.data ?? []) as { id: string; course_id: string }[]
      for (const row of seen) expect(mentored).toContain(row.course_id)
      expect(seen.map((row) => row.id)).toContain(arranged[`creative-design ${what}`])
      expect(seen.map((row) => row.id)).not.toContain(arranged[`video-editing ${what}`])
    }
    const answers = await mentor.client.from('question_answers').select('course_id')
    expect(answers.error).toBeNull()
    for (const row of (answers.data ?? []) as { course_id: string }[])
      expect(mentored).toContain(row.course_id)
  })

  test("no learner's phone or name through profiles, the payer's above all", async () => {
    const r = await mentor.client.from('profiles').select('id, name, phone').eq('id', payer.id)
    expect(r.data).toEqual([])
  })

  test('every admin function refuses them, and answers nothing', async () => {
    const functions = await sql<{ name: string; args: string[] | null }>(
      `select p.proname as name, p.proargnames[1:p.pronargs] as args
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' order by 1`,
    )
    const admins = functions.filter((f) => adminCalls.test(f.name))
    expect(admins.length).toBeGreaterThan(15)
    // real arguments where a call decides something (the payer's request, a reason), so a
    // refusal is the mentor's, not a missing argument's
    const given: Record<string, unknown> = {
      request_id: requestId,
      request_ids: [requestId],
      reason: 'A mentor tries',
    }
    for (const f of admins) {
      const args = Object.fromEntries((f.args ?? []).map((a) => [a, given[a] ?? null]))
      const r = await mentor.client.rpc(f.name, args)
      expectError(r)
      // admin_only, or (security invoker) the request is not theirs to see
      expect([r.error?.code, f.name]).toEqual([expect.stringMatching(/^(42501|P0002)$/), f.name])
      expect(r.data, f.name).toBeNull()
    }
    const [request] = await sql<{ status: string }>(
      'select status from public.pending_enrollments where id = $1',
      [requestId],
    )
    expect(request?.status).toBe('pending')
  })
})
