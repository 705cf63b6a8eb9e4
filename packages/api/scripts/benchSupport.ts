/**
 * What the database benches share (bench-reviews.ts, bench-questions.ts, bench-statistics.ts):
 * their command line (a local stack only, whole numbers in range) and database connection, the
 * seeded accounts, the learners they make, signing in, and the timing (the database's own
 * EXPLAIN ANALYZE as a person, and through @repo/api on loopback), each as median and p95.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import { ANON_KEY } from '@repo/devstack'
import type { Database } from '../src/database.types'

/** The options every bench takes, for parseArgs. */
const stackOptions = {
  api: { type: 'string', default: 'http://127.0.0.1:54321' },
  db: { type: 'string', default: 'postgresql://postgres:postgres@127.0.0.1:54322/postgres' },
} as const

/** The stack's addresses, refused (exit 2) unless both are on loopback. */
function localStack(values: { api: string; db: string }): { api: URL; dbUrl: URL } {
  const api = new URL(values.api)
  const dbUrl = new URL(values.db)
  if (![api.hostname, dbUrl.hostname].every((h) => /^127\.0\.0\.\d{1,3}$/.test(h))) {
    console.error('Only a local stack: --api and --db must be on 127.0.0.x')
    process.exit(2)
  }
  return { api, dbUrl }
}

/** `value` as a whole number from 1 to `max`, or the bench stops (exit 2) naming `flag`. */
function wholeNumber(value: string, flag: string, max: number): number {
  const x = Number(value)
  if (!Number.isInteger(x) || x < 1 || x > max) {
    console.error(`--${flag} must be a whole number from 1 to ${max.toLocaleString('en-US')}`)
    process.exit(2)
  }
  return x
}

const accounts = JSON.parse(
  readFileSync(new URL('../../../supabase/seed-accounts.json', import.meta.url), 'utf8'),
) as { email: string; password: string; role: string }[]

/** A seeded account (supabase/seed-accounts.json) by its role. */
export const account = (role: string) => accounts.find((a) => a.role === role)!

export const n = (x: number) => x.toLocaleString('en-US')
export const ms = (x: number) => `${x.toFixed(1)} ms`
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!

export interface Times {
  median: number
  p95: number
}

const summary = (times: number[]): Times => {
  times.sort((a, b) => a - b)
  return { median: percentile(times, 50), p95: percentile(times, 95) }
}

/**
 * Learners `<prefix>-<i>@bench.invalid` (i = 1..count) straight into auth.users, those missing
 * only (handle_new_user makes their profiles); in the caller's transaction, if any.
 */
export async function insertLearners(db: pg.Client, prefix: string, count: number): Promise<void> {
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       $1::text || '-' || i || '@bench.invalid', '', now(), '{"provider": "email"}',
       jsonb_build_object('full_name', 'Bench Learner ' || i), now(), now(), '', '', '', ''
     from generate_series(1, $2::integer) i
     where not exists (select 1 from auth.users u where u.email = $1::text || '-' || i || '@bench.invalid')`,
    [prefix, count],
  )
}

/**
 * Enrols every account `<prefix>-…` (the learners of insertLearners, and any other the bench
 * named so) in `courses`, `daysAgo` days ago; those enrolled already stay as they are.
 */
export async function enrolLearners(
  db: pg.Client,
  prefix: string,
  courses: string[],
  daysAgo: number,
): Promise<void> {
  await db.query(
    `insert into public.enrollments (user_id, course_id, created_at)
     select u.id, c, now() - make_interval(days => $3::integer)
     from auth.users u cross join unnest($2::text[]) c
     where u.email like $1::text || '-%'
     on conflict do nothing`,
    [prefix, courses, daysAgo],
  )
}

/** The database's execution time of `call` run as `userId` (EXPLAIN ANALYZE), in ms; one warm-up. */
async function serverTimes(
  db: pg.Client,
  runs: number,
  userId: string,
  call: string,
): Promise<Times> {
  const times: number[] = []
  for (let i = 0; i <= runs; i++) {
    await db.query('begin')
    await db.query(`select set_config('request.jwt.claims', $1::text, true)`, [
      JSON.stringify({ sub: userId, role: 'authenticated' }),
    ])
    await db.query('set local role authenticated')
    const plan = (await db.query(`explain (analyze, format json) ${call}`)).rows[0]['QUERY PLAN']
    await db.query('rollback')
    if (i > 0) times.push(plan[0]['Execution Time'] as number)
  }
  return summary(times)
}

/** `work`'s time from the call to its parsed answer, `runs` times after one warm-up. */
async function clientTimes(runs: number, work: () => Promise<unknown>): Promise<Times> {
  await work()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await work()
    times.push(performance.now() - t)
  }
  return summary(times)
}

/** A client of the stack at `api`, signed in with `credentials`, and the person's id. */
async function signedIn(api: URL, credentials: { email: string; password: string }) {
  const client = createClient<Database>(api.href.replace(/\/$/, ''), ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { data, error } = await client.auth.signInWithPassword(credentials)
  if (error) throw error
  return { client, userId: data.user.id }
}

/** A bench's command line read, and what it runs with. */
export interface Bench {
  /** The stack's API (on loopback). */
  api: URL
  /** How many rows the bench wants (its size flag). */
  wanted: number
  runs: number
  /** `--keep`: leave what the bench wrote (only for a bench that offers it). */
  keep: boolean
  /** `work` with a connection to the stack's database, closed after (a failure too). */
  withDatabase: (work: (db: pg.Client) => Promise<void>) => Promise<void>
  /** The database's execution time of `call` run as `userId`, `runs` times after a warm-up. */
  serverTimes: (db: pg.Client, userId: string, call: string) => Promise<Times>
  /** `work`'s time through @repo/api, `runs` times after a warm-up. */
  clientTimes: (work: () => Promise<unknown>) => Promise<Times>
  /** A client of the stack signed in with `credentials`, and the person's id. */
  signedIn: (credentials: { email: string; password: string }) => ReturnType<typeof signedIn>
}

/**
 * Reads a bench's command line: --api and --db (loopback only), --runs (1 to 100, default
 * `runs`), its size flag (1 to 1,000,000, default `size`) and, when offered, --keep; a wrong
 * one stops the bench (exit 2).
 */
export function openBench(
  sizeFlag: string,
  defaults: { size: string; runs: string; keep?: boolean },
): Bench {
  const { values } = parseArgs({
    options: {
      ...stackOptions,
      [sizeFlag]: { type: 'string', default: defaults.size },
      runs: { type: 'string', default: defaults.runs },
      ...(defaults.keep === undefined ? {} : { keep: { type: 'boolean', default: defaults.keep } }),
    },
  }) as { values: Record<string, string | boolean> }
  const { api, dbUrl } = localStack({ api: String(values.api), db: String(values.db) })
  const runs = wholeNumber(String(values.runs), 'runs', 100)
  return {
    api,
    wanted: wholeNumber(String(values[sizeFlag]), sizeFlag, 1_000_000),
    runs,
    keep: values.keep === true,
    withDatabase: async (work) => {
      const db = new pg.Client({ connectionString: dbUrl.href })
      await db.connect()
      try {
        await work(db)
      } finally {
        await db.end()
      }
    },
    serverTimes: (db, userId, call) => serverTimes(db, runs, userId, call),
    clientTimes: (work) => clientTimes(runs, work),
    signedIn: (credentials) => signedIn(api, credentials),
  }
}
