/**
 * `pnpm db:seed-volume`: fills a local stack with a year or two of a provider's business
 * (issue 24; docs/decisions/0057-volume-seed.md). The rows are planned here in TypeScript (pure,
 * deterministic for a seed, tested) and written set-based: each batch is a handful of statements
 * over `unnest()` of arrays, one transaction per batch, never a row per call.
 *
 * Everything goes through the schema's own triggers and checks, as postgres (as `seed.sql` runs):
 * the request trigger computes amount_due and refuses a reused transaction id, the decision
 * triggers write the history and the notifications. Afterwards each batch moves the times the
 * triggers stamped with now() back to when the plan says things happened, and marks the mails
 * its notifications queued as already sent (a few as failed), in the same transaction, so the
 * deliverer never sees them pending and nothing is mailed.
 *
 * What each part seeds is in its own file: volume-learners.ts, volume-requests.ts and
 * volume-leads.ts; volume-rows.ts holds what they share.
 */
import pg from 'pg'
import { type PlannedLead, planLeads, seedLeads } from './volume-leads'
import { type PlannedLearner, planLearners, seedLearners, VOLUME_PASSWORD } from './volume-learners'
import { type PlannedRequest, planRequests, seedRequests } from './volume-requests'
import { random, type VolumeSizes, volumeSizes } from './volume-rows'

export const DEFAULT_REQUESTS = 9000
export const MAX_REQUESTS = 1_000_000

export interface VolumeArgs {
  requests: number
  db: string
  help: boolean
}

export const DEFAULT_DB_URL = 'postgresql://postgres:postgres@127.0.0.1:54322/postgres'

/** `--requests N` and `--db <url>`; throws with the reason on anything else. */
export function parseVolumeArgs(argv: readonly string[], env = process.env): VolumeArgs {
  const args: VolumeArgs = {
    requests: DEFAULT_REQUESTS,
    db: env.DEVSTACK_DB_PORT
      ? `postgresql://postgres:postgres@127.0.0.1:${env.DEVSTACK_DB_PORT}/postgres`
      : DEFAULT_DB_URL,
    help: false,
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    // pnpm passes a lone `--` through to the script
    if (arg === '--') continue
    if (arg === '-h' || arg === '--help') {
      args.help = true
      continue
    }
    const [name, inline] = arg.split('=', 2) as [string, string | undefined]
    const value = inline ?? argv[++i]
    if (name === '--requests') {
      const n = Number(value?.replaceAll(/[_,]/g, ''))
      if (!Number.isInteger(n) || n < 1 || n > MAX_REQUESTS) {
        throw new Error(`--requests must be a whole number from 1 to ${MAX_REQUESTS}`)
      }
      args.requests = n
    } else if (name === '--db') {
      if (!value) throw new Error('--db needs a postgresql:// URL')
      args.db = value
    } else {
      throw new Error(`unknown option ${arg}`)
    }
  }
  assertLocal(args.db)
  return args
}

/** Only a local stack: the database must be on 127.0.0.x. */
export function assertLocal(dbUrl: string): void {
  let host: string
  try {
    host = new URL(dbUrl).hostname
  } catch {
    throw new Error(`not a database URL: ${dbUrl}`)
  }
  if (!/^127\.0\.0\.\d{1,3}$/.test(host)) {
    throw new Error(`only a local stack (127.0.0.x), not ${host}`)
  }
}

// ------------------------------------------------------------------------------- the plan

export interface VolumePlan {
  sizes: VolumeSizes
  learners: PlannedLearner[]
  requests: PlannedRequest[]
  leads: PlannedLead[]
}

export interface PlanOptions {
  requests: number
  /** numbers already used (count of auth.users / pending_enrollments): new emails and ids follow */
  firstLearner: number
  firstRequest: number
  /** a UUID per learner, in order (the database's gen_random_uuid(), or fixed in tests) */
  learnerIds: readonly string[]
  coupon: string | null
  now: Date
  seed?: number
}

/** The rows to write: pure, the same for the same options (one generator, in this order). */
export function planVolume(o: PlanOptions): VolumePlan {
  const sizes = volumeSizes(o.requests)
  if (o.learnerIds.length !== sizes.learners) throw new Error('one id per learner')
  const next = random(o.seed ?? 24)
  const now = o.now.getTime()
  const { requests, firstSeen } = planRequests(o, sizes, now, next)
  const learners = planLearners(o, now, next, firstSeen)
  const leads = planLeads(sizes.leads, o.firstRequest, now, next)
  return { sizes, learners, requests, leads }
}

// ------------------------------------------------------------------------------- writing

export interface VolumeReport {
  sizes: VolumeSizes
  /** rows added per table (counted before and after) */
  added: Record<string, number>
  /** mails left waiting in the outbox by this run: must be 0 */
  mailsQueued: number
  /** seconds per step */
  timings: [string, number][]
  seconds: number
}

const counted = {
  'auth.users': 'select count(*) from auth.users',
  profiles: 'select count(*) from public.profiles',
  'requests pending': `select count(*) from public.pending_enrollments where status = 'pending'`,
  'requests approved': `select count(*) from public.pending_enrollments where status = 'approved'`,
  'requests rejected': `select count(*) from public.pending_enrollments where status = 'rejected'`,
  'requests refunded': `select count(*) from public.pending_enrollments where status = 'refunded'`,
  'decisions (History)': 'select count(*) from public.enrollment_decisions',
  enrollments: 'select count(*) from public.enrollments',
  leads: 'select count(*) from public.leads',
  notifications: 'select count(*) from public.notifications',
  'mails sent': `select count(*) from public.notification_deliveries where state = 'sent'`,
  'mails failed': `select count(*) from public.notification_deliveries where state = 'failed'`,
  'mails waiting': `select count(*) from public.notification_deliveries where state in ('pending', 'sending')`,
  'lesson progress': 'select count(*) from public.lesson_progress',
  'active users': 'select count(*) from public.user_activity',
} as const

async function countAll(db: pg.ClientBase): Promise<Record<string, number>> {
  const { rows } = await db.query<Record<string, string>>(
    `select ${Object.entries(counted)
      .map(([name, sql]) => `(${sql}) as "${name}"`)
      .join(', ')}`,
  )
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]))
}

/**
 * Writes `requests` requests' worth of volume into the database at `dbUrl` (as postgres).
 * `log` hears progress. Running it again adds more (new learners, new ids).
 */
export async function seedVolume(
  dbUrl: string,
  requests: number,
  log: (line: string) => void = () => {},
  seed?: number,
): Promise<VolumeReport> {
  assertLocal(dbUrl)
  const started = performance.now()
  const timings: [string, number][] = []
  let lap = started
  const step = (name: string) => {
    const t = performance.now()
    timings.push([name, (t - lap) / 1000])
    lap = t
  }
  const db = new pg.Client({ connectionString: dbUrl, application_name: 'seed-volume' })
  await db.connect()
  try {
    const before = await countAll(db)
    const sizes = volumeSizes(requests)
    const { rows: numbers } = await db.query<{
      users: string
      requests: string
      coupon: string | null
      admin: string | null
      password: string
    }>(
      `select (select count(*) from auth.users) as users,
              (select count(*) from public.pending_enrollments) as requests,
              (select c.code from public.coupons c where c.is_active order by c.code limit 1) as coupon,
              (select p.id from public.profiles p where p.role = 'admin' order by p.created_at limit 1) as admin,
              extensions.crypt($1, extensions.gen_salt('bf')) as password`,
      [VOLUME_PASSWORD],
    )
    const { rows: ids } = await db.query<{ id: string }>(
      'select gen_random_uuid() as id from generate_series(1, $1)',
      [sizes.learners],
    )
    const n = numbers[0]!
    const plan = planVolume({
      requests,
      firstLearner: Number(n.users),
      firstRequest: Number(n.requests),
      learnerIds: ids.map((r) => r.id),
      coupon: n.coupon,
      now: new Date(),
      ...(seed === undefined ? {} : { seed }),
    })
    step('plan')

    log(`learners: ${plan.learners.length.toLocaleString('en-US')}`)
    await seedLearners(db, plan.learners, n.password)
    step('learners')

    await seedRequests(db, plan, n.admin, log)
    step('requests, decisions, enrolments, notifications')

    await seedLeads(db, plan.leads)
    step('leads')

    // Enrolled learners are some way through their course's lessons, oldest enrolments furthest.
    await db.query(
      `insert into public.lesson_progress (user_id, lesson_id, completed_at)
       select e.user_id, l.id, e.created_at + l.position * interval '2 days'
       from public.enrollments e
       join public.lessons l on l.course_id = e.course_id
       where e.user_id = any ($1::uuid[])
         and l.position <= (hashtext(e.user_id::text || e.course_id) & 2147483647) % 12
         and e.created_at + l.position * interval '2 days' < now()
       on conflict do nothing`,
      [plan.learners.map((l) => l.id)],
    )
    step('lesson progress')

    const after = await countAll(db)
    const added = Object.fromEntries(
      Object.keys(after).map((k) => [k, after[k]! - (before[k] ?? 0)]),
    )
    const { rows: queued } = await db.query<{ n: string }>(
      `select count(*) as n from public.notification_deliveries d
       join public.notifications n on n.id = d.notification_id
       where d.state in ('pending', 'sending') and n.user_id = any ($1::uuid[])`,
      [plan.learners.map((l) => l.id)],
    )
    return {
      sizes,
      added,
      mailsQueued: Number(queued[0]!.n),
      timings,
      seconds: (performance.now() - started) / 1000,
    }
  } finally {
    await db.end()
  }
}
