/**
 * `pnpm bench:reviews`: the mentors' queue at volume (issue 33). Fills the running local stack
 * with hand-ins until it holds `--hand-ins` (default 10,000: learners made for it, enrolled in
 * creative design and web development, one attempt per learner and project, states mixed), then
 * times the queue's first page and its count as the seeded mentor and as the admin: through
 * @repo/api on loopback (median and p95 of `--runs`), and the database's own execution time
 * (EXPLAIN ANALYZE of the same call, as that person). Not a test: numbers for a person to read.
 *
 *   pnpm bench:reviews [--api http://127.0.0.1:54321] [--db postgresql://...] [--hand-ins 10000] [--runs 10]
 *
 * Lives here because it calls @repo/api, which the root does not depend on.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import { ANON_KEY } from '@repo/devstack'
import type { Database } from '../src/database.types'
import { reviewQueueCount, reviewQueuePage } from '../src/index'

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:54321' },
    db: { type: 'string', default: 'postgresql://postgres:postgres@127.0.0.1:54322/postgres' },
    'hand-ins': { type: 'string', default: '10000' },
    runs: { type: 'string', default: '10' },
  },
})
const api = new URL(values.api)
const dbUrl = new URL(values.db)
if (![api.hostname, dbUrl.hostname].every((h) => /^127\.0\.0\.\d{1,3}$/.test(h))) {
  console.error('Only a local stack: --api and --db must be on 127.0.0.x')
  process.exit(2)
}
const wanted = Number(values['hand-ins'])
const runs = Number(values.runs)
if (!Number.isInteger(wanted) || wanted < 1 || wanted > 1_000_000) {
  console.error('--hand-ins must be a whole number from 1 to 1,000,000')
  process.exit(2)
}
if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
  console.error('--runs must be a whole number from 1 to 100')
  process.exit(2)
}

const accounts = JSON.parse(
  readFileSync(new URL('../../../supabase/seed-accounts.json', import.meta.url), 'utf8'),
) as { email: string; password: string; role: string }[]
const account = (role: string) => accounts.find((a) => a.role === role)!

const n = (x: number) => x.toLocaleString('en-US')
const ms = (x: number) => `${x.toFixed(1)} ms`
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!

// The courses the seeded mentor reviews: their projects take the hand-ins.
const COURSES = ['creative-design', 'web-development']

/** Adds learners, enrolments and hand-ins (one statement each) until `wanted` hand-ins exist. */
async function fill(db: pg.Client): Promise<number> {
  const have = Number(
    (await db.query('select count(*) from public.project_submissions')).rows[0].count,
  )
  if (have >= wanted) return have
  const projects = Number(
    (await db.query('select count(*) from public.projects where course_id = any($1)', [COURSES]))
      .rows[0].count,
  )
  if (projects === 0) throw new Error("No projects in the mentor's courses: apply the migrations.")
  const learners = Math.ceil((wanted - have) / projects)
  const batch = `bench-${Date.now()}`
  await db.query('begin')
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       $1 || '-' || i || '@bench.invalid', '', now(), '{"provider": "email"}',
       jsonb_build_object('full_name', 'Bench Learner ' || i), now(), now(), '', '', '', ''
     from generate_series(1, $2::integer) i`,
    [batch, learners],
  )
  await db.query(
    `insert into public.enrollments (user_id, course_id, created_at)
     select u.id, c, now() - interval '30 days'
     from auth.users u cross join unnest($2::text[]) c
     where u.email like $1 || '-%'`,
    [batch, COURSES],
  )
  // submitted_at spread over the last 10 days; a quarter of each state
  await db.query(
    `insert into public.project_submissions
       (project_id, course_id, user_id, attempt, note, submitted_at, created_at, status)
     select p.id, p.course_id, e.user_id, 1, 'Bench hand-in', t.at, t.at,
       (array['submitted', 'in_review', 'changes_requested', 'approved'])[1 + (row_number() over () % 4)::integer]
     from public.enrollments e
     join auth.users u on u.id = e.user_id and u.email like $1 || '-%'
     join public.projects p on p.course_id = e.course_id
     cross join lateral (select now() - random() * interval '10 days' as at) t
     limit $2`,
    [batch, wanted - have],
  )
  await db.query('commit')
  await db.query('analyze public.project_submissions')
  return Number((await db.query('select count(*) from public.project_submissions')).rows[0].count)
}

/** The database's execution time of `call` run as `userId` (EXPLAIN ANALYZE), in ms. */
async function serverTime(db: pg.Client, userId: string, call: string): Promise<number> {
  const times: number[] = []
  for (let i = 0; i <= runs; i++) {
    await db.query('begin')
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: userId, role: 'authenticated' }),
    ])
    await db.query('set local role authenticated')
    const plan = (await db.query(`explain (analyze, format json) ${call}`)).rows[0]['QUERY PLAN']
    await db.query('rollback')
    if (i > 0) times.push(plan[0]['Execution Time'] as number)
  }
  times.sort((a, b) => a - b)
  return percentile(times, 50)
}

async function clientTimes(work: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  await work()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await work()
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { median: percentile(times, 50), p95: percentile(times, 95) }
}

const db = new pg.Client({ connectionString: dbUrl.href })
await db.connect()
try {
  const total = await fill(db)
  const waiting = Number(
    (
      await db.query(
        `select count(*) from public.project_submissions where status in ('submitted', 'in_review')`,
      )
    ).rows[0].count,
  )
  console.log(`hand-ins: ${n(total)} (${n(waiting)} waiting)\n`)
  console.log(
    '| who | call | rows | server (EXPLAIN ANALYZE, median) | through @repo/api, median | p95 |',
  )
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const role of ['mentor', 'admin']) {
    const client = createClient<Database>(api.href.replace(/\/$/, ''), ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const { data, error } = await client.auth.signInWithPassword(account(role))
    if (error) throw error
    const userId = data.user.id
    const page = await reviewQueuePage(client, {})
    const count = await reviewQueueCount(client, {})
    const pageTimes = await clientTimes(() => reviewQueuePage(client, {}))
    const countTimes = await clientTimes(() => reviewQueueCount(client, {}))
    const pageServer = await serverTime(
      db,
      userId,
      'select * from public.review_queue_page(page_size => 51)',
    )
    const countServer = await serverTime(db, userId, 'select public.review_queue_count()')
    console.log(
      `| ${role} | first page | ${page.rows.length} | ${ms(pageServer)} | ${ms(pageTimes.median)} | ${ms(pageTimes.p95)} |`,
    )
    console.log(
      `| ${role} | count | ${count.estimated ? 'about ' : ''}${n(count.count)} | ${ms(countServer)} | ${ms(countTimes.median)} | ${ms(countTimes.p95)} |`,
    )
  }
} finally {
  await db.end()
}
