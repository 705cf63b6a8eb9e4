/**
 * `pnpm bench:console`: how long the admin console's server calls take on a stack filled by
 * `pnpm db:seed-volume` (issue 24). Signs in as the seeded admin (supabase/seed-accounts.json)
 * and calls, through this package, exactly what each tab calls on its first load today
 * (apps/admin/src/lib/api.ts), `--runs` times each: the median and p95 of the time from the call
 * to the parsed answer (loopback, so server time plus JSON), and how many rows came back. Then
 * History's and Leads' whole CSV exports on the keyset pages, as the console reads them, with
 * their time and the process's peak memory. Last, each tab's time to first row in the browser
 * (./bench-browser.ts: the console built for this stack, in Chromium), beside the server time of
 * the calls that tab makes for its first page. Not a test: numbers for a person to read.
 *
 *   pnpm bench:console [--api http://127.0.0.1:54321] [--runs 10] [--browser-runs 5] [--no-browser]
 *
 * Lives here rather than in scripts/ because it calls @repo/api, which the root does not depend on.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { createClient } from '@supabase/supabase-js'
import { ANON_KEY } from '@repo/devstack'
import { browserTabs, timeFirstRows } from './bench-browser'
import type { Database } from '../src/database.types'
import {
  findRequestsByTransactionIds,
  listDecisionsPage,
  listLeadsPage,
  listPendingSubmittedBefore,
  listWalletMessages,
  signInToConsole,
  countList,
  listActiveUsersPage,
  listCourseLearnersPage,
  listFailedDeliveriesPage,
  listPendingPage,
  countPendingEnrollments,
  countDecisions,
  listActiveCoupons,
  moneyReport,
  type CountedList,
  type KeysetPage,
  type KeysetQuery,
  type ListTotal,
} from '../src/index'

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:54321' },
    runs: { type: 'string', default: '10' },
    'browser-runs': { type: 'string', default: '5' },
    'no-browser': { type: 'boolean', default: false },
  },
})
const api = new URL(values.api)
if (!/^127\.0\.0\.\d{1,3}$/.test(api.hostname)) {
  console.error('Only a local stack: --api must be http://127.0.0.x:<port>')
  process.exit(2)
}
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
  console.error('--runs must be a whole number from 1 to 100')
  process.exit(2)
}
const browserRuns = Number(values['browser-runs'])
if (!Number.isInteger(browserRuns) || browserRuns < 1 || browserRuns > 20) {
  console.error('--browser-runs must be a whole number from 1 to 20')
  process.exit(2)
}

const accounts = JSON.parse(
  readFileSync(new URL('../../../supabase/seed-accounts.json', import.meta.url), 'utf8'),
) as { email: string; password: string; role: string }[]
const admin = accounts.find((a) => a.role === 'admin')!

const client = createClient<Database>(api.href.replace(/\/$/, ''), ANON_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
})

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
const ms = (x: number) => `${Math.round(x).toLocaleString('en-US')} ms`
const n = (x: number) => x.toLocaleString('en-US')
/** A list's count as a tab shows it: 'about' when it is the planner's estimate. */
const listTotal = (t: ListTotal) => `${t.estimated ? 'about ' : ''}${n(t.count)}`

interface Row {
  tab: string
  call: string
  rows: string
  median: number
  p95: number
}

/** Times `call` `runs` times (after one warm-up); `rows` says what the last answer held. */
async function measure<T>(
  tab: string,
  call: string,
  work: () => Promise<T>,
  rows: (answer: T) => string,
): Promise<Row> {
  let answer = await work()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    answer = await work()
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return {
    tab,
    call,
    rows: rows(answer),
    median: percentile(times, 50),
    p95: percentile(times, 95),
  }
}

/** Reads every page, as the console's export does, noting time and peak memory. */
async function exportAll<T>(
  read: (query: KeysetQuery) => Promise<KeysetPage<T>>,
): Promise<{ rows: number; total: number | null; pages: number; seconds: number; peakMb: number }> {
  const base = process.memoryUsage().rss
  let peak = base
  const started = performance.now()
  let page = await read({ count: true })
  const total = page.total
  const parts: string[] = []
  let rows = 0
  let pages = 1
  for (;;) {
    // as the console's exporter: the next page is asked for first, then this one becomes text
    // and its rows are dropped
    const next = page.next ? read({ after: page.next }) : null
    next?.catch(() => {})
    parts.push(page.rows.map((r) => Object.values(r as object).join(',')).join('\n'))
    rows += page.rows.length
    peak = Math.max(peak, process.memoryUsage().rss)
    if (!next) break
    page = await next
    pages++
  }
  const seconds = (performance.now() - started) / 1000
  return { rows, total, pages, seconds, peakMb: (peak - base) / 2 ** 20 }
}

/** Times the count of one list, which its tab asks for once beside the first page. */
const measureCount = (tab: string, list: CountedList) =>
  measure(tab, `countList('${list}')`, () => countList(client, list), listTotal)

async function main() {
  const signedIn = await signInToConsole(client, admin.email, admin.password).catch(
    (err: Error) => {
      throw new Error(`No console sign-in at ${api.href} (${err.message}): pnpm stack running?`)
    },
  )
  if (!signedIn.ok) throw new Error(`${admin.email} is not an admin`)
  const { count: requests } = await client
    .from('pending_enrollments')
    .select('id', { count: 'exact', head: true })
  // a paste of 500 SMS: the newest 500 transaction ids
  const { data: newest } = await client
    .from('pending_enrollments')
    .select('transaction_id')
    .order('created_at', { ascending: false })
    .limit(500)
  const pasted = (newest ?? []).map((r) => r.transaction_id)
  const now = new Date().toISOString()

  const table: Row[] = []
  table.push(
    await measure(
      'History',
      'listDecisionsPage({}, { limit: 50, count: true })',
      () => listDecisionsPage(client, {}, { limit: 50, count: true }),
      (p) => `${p.rows.length} of ${n(p.total ?? 0)}`,
    ),
    await measure(
      'Active Users',
      'listActiveUsersPage({ limit: 50 })',
      () => listActiveUsersPage(client, { limit: 50 }),
      (p) => n(p.rows.length),
    ),
    await measureCount('Active Users', 'active_users'),
    await measure(
      'Leads',
      'listLeadsPage({ limit: 50, count: true })',
      () => listLeadsPage(client, { limit: 50, count: true }),
      (p) => `${p.rows.length} of ${n(p.total ?? 0)}`,
    ),
    await measureCount('Leads', 'leads'),
    await measure(
      'Failed mails',
      'listFailedDeliveriesPage({ limit: 50 }) + countList',
      () =>
        Promise.all([
          listFailedDeliveriesPage(client, { limit: 50 }),
          countList(client, 'failed_mails'),
        ]),
      ([p, t]) => `${p.rows.length} of ${n(t.count)}`,
    ),
    await measure(
      'Lessons: learners',
      "listCourseLearnersPage('web-development', { limit: 50 }) + countList",
      () =>
        Promise.all([
          listCourseLearnersPage(client, 'web-development', { limit: 50 }),
          countList(client, 'course_learners', 'web-development'),
        ]),
      ([p, t]) => `${p.rows.length} of ${listTotal(t)}`,
    ),
    await measure(
      'Statistics',
      'moneyReport(the last 30 days)',
      () => moneyReport(client, lastMonth()),
      (r) => `${n(r.days.length)} course-days`,
    ),
    await measure(
      'Payments: Inbox',
      'listWalletMessages({})',
      () => listWalletMessages(client, {}),
      (p) => n(p.rows.length),
    ),
    await measure(
      'Payments: match',
      'findRequestsByTransactionIds(500 ids)',
      () => findRequestsByTransactionIds(client, pasted),
      (r) => `${n(r.length)} found`,
    ),
    await measure(
      'Payments: waiting',
      'listPendingSubmittedBefore(now, 100)',
      () => listPendingSubmittedBefore(client, now, 100),
      (r) => `${r.requests.length} of ${n(r.total)}`,
    ),
  )

  const history = await exportAll((q) => listDecisionsPage(client, {}, q))
  const leads = await exportAll((q) => listLeadsPage(client, q))

  console.log('')
  console.log(
    `${n(requests ?? 0)} requests on ${api.origin}; ${runs} runs each after a warm-up; time = call to parsed answer over loopback`,
  )
  console.log('')
  console.log('| tab | call (as the console makes it today) | rows | median | p95 |')
  console.log('| --- | --- | --: | --: | --: |')
  for (const r of table) {
    console.log(`| ${r.tab} | \`${r.call}\` | ${r.rows} | ${ms(r.median)} | ${ms(r.p95)} |`)
  }
  console.log('')
  console.log(
    '| whole CSV export (keyset pages of the default size, count on the first) | rows | pages | time | peak memory (RSS growth) |',
  )
  console.log('| --- | --: | --: | --: | --: |')
  for (const [name, e] of [
    ['History (`listDecisionsPage`)', history],
    ['Leads (`listLeadsPage`)', leads],
  ] as const) {
    console.log(
      `| ${name} | ${n(e.rows)} of ${n(e.total ?? 0)} | ${e.pages} | ${e.seconds.toFixed(1)} s | ${e.peakMb.toFixed(0)} MB |`,
    )
  }
  console.log('')
  console.log('The Inbox reads wallet messages, which pnpm db:seed-volume does not make.')
  if (!values['no-browser']) await browserTable()
  if (history.total !== null && history.rows !== history.total) process.exitCode = 1
}

/** What each tab of bench-browser.ts calls for its first page (apps/admin/src/lib/api.ts), together. */
const firstPageCalls: Record<string, () => Promise<unknown>> = {
  Pending: () =>
    Promise.all([listPendingPage(client, { limit: 50 }), countPendingEnrollments(client)]),
  History: () =>
    Promise.all([listDecisionsPage(client, {}, { limit: 50 }), countDecisions(client, {})]),
  'Active Users': () =>
    Promise.all([listActiveUsersPage(client, { limit: 50 }), countList(client, 'active_users')]),
  Leads: () => Promise.all([listLeadsPage(client, { limit: 50 }), countList(client, 'leads')]),
  'Failed mails': () =>
    Promise.all([
      listFailedDeliveriesPage(client, { limit: 50 }),
      countList(client, 'failed_mails'),
    ]),
  'Lessons: learners': () =>
    Promise.all([
      listCourseLearnersPage(client, 'web-development', { limit: 50 }),
      countList(client, 'course_learners', 'web-development'),
    ]),
  Statistics: () => moneyReport(client, lastMonth()),
  Coupons: () => listActiveCoupons(client),
}

/** The Statistics tab's first range: the last 30 days, ending today in Bangladesh. */
function lastMonth() {
  const day = (ms: number) => new Date(ms + 6 * 3_600_000).toISOString().slice(0, 10)
  return { from: day(Date.now() - 29 * 86_400_000), to: day(Date.now()) }
}

/** Each tab's time to first row in the browser, beside its first page's server time. */
async function browserTable() {
  const server = new Map<string, Row>()
  for (const { tab } of browserTabs) {
    server.set(tab, await measure(tab, 'first page', firstPageCalls[tab]!, () => ''))
  }
  const { firstRows: rows, historyExport } = await timeFirstRows(api.origin, admin, browserRuns)
  console.log('')
  console.log(
    `Time to first row in the browser (Chromium, 1,280 px, a new page load of the tab with its code cached, ${browserRuns} runs after a warm-up), beside the server time of the tab's first-page calls (${runs} runs):`,
  )
  console.log('')
  console.log('| tab | address | browser: median | p95 | server: median | p95 | first row |')
  console.log('| --- | --- | --: | --: | --: | --: | --- |')
  for (const r of rows) {
    const times = [...r.times].sort((a, b) => a - b)
    const s = server.get(r.tab)!
    console.log(
      `| ${r.tab} | \`${r.path}\` | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(s.median)} | ${ms(s.p95)} | ${r.firstRow.replace(/\|/g, '/')} |`,
    )
  }
  console.log('')
  console.log(
    `History's "Export CSV" in the browser, click to downloaded file: ${historyExport.seconds.toFixed(1)} s, ${n(historyExport.rows)} rows, ${historyExport.megabytes.toFixed(1)} MB`,
  )
}

main().catch((err: unknown) => {
  console.error((err as Error).message)
  process.exit(1)
})
