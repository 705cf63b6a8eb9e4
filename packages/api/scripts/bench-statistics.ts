/**
 * `pnpm bench:statistics`: the Statistics tab's four reports at volume (issue 36: "each call under
 * 200 ms at 100,000 requests"). Reads a stack already filled with `pnpm db:seed-volume --requests
 * 100000` (it refuses a database holding fewer than `--requests`), then times each report over the
 * last 7, 30, 90 and 366 Dhaka days as the seeded admin: the database's own execution time
 * (EXPLAIN ANALYZE of the call, as the admin) and through @repo/api on loopback, median and p95 of
 * `--runs`. Prints a markdown table; exits 1 when a call's server p95 reaches 200 ms. Not a test:
 * numbers for a person to read, and a budget it fails on.
 *
 *   pnpm bench:statistics [--api http://127.0.0.1:54321] [--db postgresql://...] [--requests 100000] [--runs 10]
 *
 * Lives here because it calls @repo/api, which the root does not depend on.
 */
import {
  deskReport,
  funnelReport,
  learningReport,
  moneyReport,
  type StatisticsRange,
} from '../src/index'
import { account, ms, n, openBench, type Bench } from './benchSupport'

const bench = openBench('requests', { size: '100000', runs: '10' })
const { wanted, runs } = bench
const BUDGET_MS = 200

type Client = Awaited<ReturnType<Bench['signedIn']>>['client']

/** Each report: its function, its @repo/api reader, and how many rows its answer holds. */
const calls: {
  fn: string
  read: (client: Client, range: StatisticsRange) => Promise<number>
}[] = [
  { fn: 'admin_money_report', read: async (c, r) => (await moneyReport(c, r)).days.length },
  { fn: 'admin_desk_report', read: async (c, r) => (await deskReport(c, r)).days.length },
  { fn: 'admin_funnel_report', read: async (c, r) => (await funnelReport(c, r)).courses.length },
  { fn: 'admin_learning_report', read: async (c, r) => (await learningReport(c, r)).days.length },
]

await bench.withDatabase(async (db) => {
  const requests = Number(
    (await db.query('select count(*) from public.pending_enrollments')).rows[0].count,
  )
  if (requests < wanted) {
    console.error(
      `The database holds ${n(requests)} requests, fewer than ${n(wanted)}: fill it first with pnpm db:seed-volume --requests ${wanted}`,
    )
    process.exit(1)
  }
  const today = (
    await db.query<{ d: string }>(
      `select to_char((now() at time zone 'Asia/Dhaka')::date, 'YYYY-MM-DD') as d`,
    )
  ).rows[0]!.d
  const daysBefore = (days: number) => {
    const d = new Date(`${today}T00:00:00Z`)
    d.setUTCDate(d.getUTCDate() - (days - 1))
    return d.toISOString().slice(0, 10)
  }
  // the planner's statistics of the tables the seed just filled
  await db.query('analyze')
  console.log(`requests: ${n(requests)}; today in Dhaka: ${today}; ${runs} runs each\n`)
  console.log(
    '| call | days | rows | server median | server p95 | through @repo/api, median | p95 |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  const { client, userId } = await bench.signedIn(account('admin'))
  let over = 0
  for (const { fn, read } of calls) {
    for (const days of [7, 30, 90, 366]) {
      const range = { from: daysBefore(days), to: today }
      const rows = await read(client, range)
      const server = await bench.serverTimes(
        db,
        userId,
        `select public.${fn}('${range.from}', '${range.to}')`,
      )
      const through = await bench.clientTimes(() => read(client, range))
      if (server.p95 >= BUDGET_MS) over++
      console.log(
        `| ${fn} | ${days} | ${n(rows)} | ${ms(server.median)} | ${ms(server.p95)} | ${ms(through.median)} | ${ms(through.p95)} |`,
      )
    }
  }
  if (over > 0) {
    console.error(`\n${over} call(s) reached ${BUDGET_MS} ms on the server (p95).`)
    process.exitCode = 1
  } else {
    console.log(`\nEvery call under ${BUDGET_MS} ms on the server (p95).`)
  }
})
