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
import type pg from 'pg'
import { reviewQueueCount, reviewQueuePage } from '../src/index'
import { account, enrolLearners, insertLearners, ms, n, openBench } from './benchSupport'

const bench = openBench('hand-ins', { size: '10000', runs: '10' })
const { wanted } = bench

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
  await insertLearners(db, batch, learners)
  await enrolLearners(db, batch, COURSES, 30)
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

await bench.withDatabase(async (db) => {
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
    const { client, userId } = await bench.signedIn(account(role))
    const page = await reviewQueuePage(client, {})
    const count = await reviewQueueCount(client, {})
    const pageTimes = await bench.clientTimes(() => reviewQueuePage(client, {}))
    const countTimes = await bench.clientTimes(() => reviewQueueCount(client, {}))
    const pageServer = await bench.serverTimes(
      db,
      userId,
      'select * from public.review_queue_page(page_size => 51)',
    )
    const countServer = await bench.serverTimes(db, userId, 'select public.review_queue_count()')
    console.log(
      `| ${role} | first page | ${page.rows.length} | ${ms(pageServer.median)} | ${ms(pageTimes.median)} | ${ms(pageTimes.p95)} |`,
    )
    console.log(
      `| ${role} | count | ${count.estimated ? 'about ' : ''}${n(count.count)} | ${ms(countServer.median)} | ${ms(countTimes.median)} | ${ms(countTimes.p95)} |`,
    )
  }
})
