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
 */
import pg from 'pg'

export const DEFAULT_REQUESTS = 9000
export const MAX_REQUESTS = 1_000_000

/** How many of each, from the number of requests (the issue's 100,000 / 50,000 / 80,000). */
export interface VolumeSizes {
  requests: number
  learners: number
  pending: number
  approved: number
  rejected: number
  refunded: number
  /** rows of History: one per approval and rejection, two per refund (approved, then refunded) */
  decisions: number
  leads: number
}

export function volumeSizes(requests: number): VolumeSizes {
  const learners = Math.ceil(requests / 2)
  const refunded = Math.round(requests * 0.02)
  const rejected = Math.round(requests * 0.12)
  const approved = Math.round(requests * 0.64)
  const pending = requests - approved - rejected - refunded
  return {
    requests,
    learners,
    pending,
    approved,
    rejected,
    refunded,
    decisions: approved + rejected + 2 * refunded,
    leads: Math.round(requests / 4),
  }
}

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

// ------------------------------------------------------------------------------- pure parts

/** A small seeded generator (mulberry32): the same seed plans the same rows. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type RequestMethod = 'bKash' | 'Nagad' | 'Bank'

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** `value` in `base`, `length` digits (left-padded). */
function digits(value: bigint, base: number, length: number): string {
  let out = ''
  let v = value
  for (let i = 0; i < length; i++) {
    out = DIGITS[Number(v % BigInt(base))]! + out
    v /= BigInt(base)
  }
  return out
}

// The shape of each method's ids: bKash's TrxID is 10 letters and digits, Nagad's TxnID 8, a
// bank transfer's reference 'FT' and 10 digits. `n` (the request's number in the database) goes
// through affine maps and a digit reversal, each a bijection of the id space (the multiplier is
// prime to it), so distinct numbers give distinct ids, which look random.
const idShapes: Record<RequestMethod, { base: number; length: number; prefix: string }> = {
  bKash: { base: 36, length: 10, prefix: '' },
  Nagad: { base: 36, length: 8, prefix: '' },
  Bank: { base: 10, length: 10, prefix: 'FT' },
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))

export function transactionId(method: RequestMethod, n: number): string {
  const { base, length, prefix } = idShapes[method]
  const space = BigInt(base) ** BigInt(length)
  // about 0.618 of the space (neighbours land far apart), made prime to the base
  let multiplier = (space * 618_034n) / 1_000_000n
  while (gcd(multiplier, BigInt(base)) !== 1n) multiplier++
  const mix = (x: bigint) => (x * multiplier + space / 7n) % space
  // multiplying mixes low digits into high ones only: mix, reverse the digits, mix again
  const reversed = [...digits(mix(BigInt(n)), base, length)].reverse()
  const back = reversed.reduce((v, d) => v * BigInt(base) + BigInt(DIGITS.indexOf(d)), 0n)
  return prefix + digits(mix(back), base, length)
}

/** Given names and family names, each in Bangla and as the learner spells it in English. */
const givenNames: [string, string][] = [
  ['রহিম', 'Rahim'],
  ['করিম', 'Karim'],
  ['তানভীর', 'Tanvir'],
  ['নুসরাত', 'Nusrat'],
  ['ফারহানা', 'Farhana'],
  ['সাকিব', 'Sakib'],
  ['মেহেদী', 'Mehedi'],
  ['আয়েশা', 'Ayesha'],
  ['সুমাইয়া', 'Sumaiya'],
  ['রাকিব', 'Rakib'],
  ['জান্নাত', 'Jannat'],
  ['ইমরান', 'Imran'],
  ['তাসনিম', 'Tasnim'],
  ['আরিফ', 'Arif'],
  ['শারমিন', 'Sharmin'],
  ['নাঈম', 'Naim'],
  ['রিফাত', 'Rifat'],
  ['সাদিয়া', 'Sadia'],
  ['হাসান', 'Hasan'],
  ['প্রিয়া', 'Priya'],
  ['অনিক', 'Anik'],
  ['রুমানা', 'Rumana'],
  ['জুবায়ের', 'Jubayer'],
  ['মারিয়া', 'Maria'],
]
const familyNames: [string, string][] = [
  ['আহমেদ', 'Ahmed'],
  ['হোসেন', 'Hossain'],
  ['ইসলাম', 'Islam'],
  ['রহমান', 'Rahman'],
  ['চৌধুরী', 'Chowdhury'],
  ['খান', 'Khan'],
  ['সরকার', 'Sarkar'],
  ['দাস', 'Das'],
  ['বড়ুয়া', 'Barua'],
  ['মিয়া', 'Miah'],
  ['আক্তার', 'Akter'],
  ['উদ্দিন', 'Uddin'],
  ['তালুকদার', 'Talukder'],
  ['সিদ্দিকী', 'Siddiqui'],
  ['মজুমদার', 'Majumder'],
  ['নাথ', 'Nath'],
]

const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)]!

/** A Bangladeshi mobile number as the forms store it: 01, an operator digit 3-9, 8 digits. */
export function mobileNumber(next: () => number): string {
  return `01${3 + Math.floor(next() * 7)}${String(Math.floor(next() * 1e8)).padStart(8, '0')}`
}

export interface PlannedLearner {
  id: string
  email: string
  username: string
  /** as the learner typed it: in Bangla for most Bangla speakers */
  name: string
  locale: 'en' | 'bn'
  phone: string
  createdAt: Date
  /** last visit (the Active Users tab), or null for one never seen since the tab existed */
  lastSeen: Date | null
}

export type Outcome = 'pending' | 'approved' | 'rejected' | 'refunded'

export interface PlannedRequest {
  learner: number
  courseId: string
  method: RequestMethod
  transactionId: string
  coupon: string | null
  outcome: Outcome
  createdAt: Date
  decidedAt: Date | null
  refundedAt: Date | null
  /** when the wallet received the money (bKash and Nagad approvals) */
  paidAt: Date | null
  reason: string | null
}

export interface PlannedLead {
  name: string
  email: string
  whatsapp: string
  courseId: string
  paymentMethod: string | null
  createdAt: Date
}

export interface VolumePlan {
  sizes: VolumeSizes
  learners: PlannedLearner[]
  requests: PlannedRequest[]
  leads: PlannedLead[]
}

export const COURSE_IDS = ['creative-design', 'web-development', 'video-editing'] as const

const rejectReasons = [
  'Transaction ID not found in the wallet statement.',
  'The amount paid is less than the course fee.',
  'The payment was sent to a different number.',
  'Already paid with another transaction: duplicate request.',
  'টাকার পরিমাণ কোর্স ফি-এর চেয়ে কম।',
  'এই ট্রানজেকশন আইডি পাওয়া যায়নি।',
]
const refundReasons = [
  'Asked to cancel within 7 days.',
  'Paid twice for the same course.',
  'Batch postponed; the learner chose a refund.',
]

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** The first number prime to `n` among a few primes: the step of the learner-course walk. */
function stepPrimeTo(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  return [104_729, 7_919, 1_009, 101, 7, 1].find((p) => gcd(p, n) === 1)!
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

/**
 * The rows to write. Requests go to distinct (learner, course) pairs (a walk through them with
 * a step prime to their number), since a learner has one open request per course and is
 * enrolled once: 3 courses x N/2 learners leave room for N requests.
 */
export function planVolume(o: PlanOptions): VolumePlan {
  const sizes = volumeSizes(o.requests)
  if (o.learnerIds.length !== sizes.learners) throw new Error('one id per learner')
  const next = random(o.seed ?? 24)
  const now = o.now.getTime()

  const pairs = 3 * sizes.learners
  const step = stepPrimeTo(pairs)
  const offset = Math.floor(next() * pairs)
  const outcomes: Outcome[] = [
    ...Array<Outcome>(sizes.pending).fill('pending'),
    ...Array<Outcome>(sizes.approved).fill('approved'),
    ...Array<Outcome>(sizes.rejected).fill('rejected'),
    ...Array<Outcome>(sizes.refunded).fill('refunded'),
  ]
  // shuffled, so outcomes do not follow learners or courses
  for (let i = outcomes.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[outcomes[i], outcomes[j]] = [outcomes[j]!, outcomes[i]!]
  }

  const firstSeen = new Array<number>(sizes.learners).fill(Infinity)
  const requests: PlannedRequest[] = outcomes.map((outcome, k) => {
    const pair = (k * step + offset) % pairs
    const learner = Math.floor(pair / 3)
    const r = next()
    const method: RequestMethod = r < 0.55 ? 'bKash' : r < 0.85 ? 'Nagad' : 'Bank'
    // decided requests spread over a year, more of them lately (the business grew); open ones
    // are from the last three weeks
    const created =
      outcome === 'pending'
        ? now - Math.floor(next() * 21 * DAY) - MINUTE
        : now - DAY - Math.floor(Math.pow(next(), 1.5) * 364 * DAY)
    const decided =
      outcome === 'pending'
        ? null
        : Math.min(now - 2 * MINUTE, created + 10 * MINUTE + Math.floor(next() * 36 * 60 * MINUTE))
    const refunded =
      outcome === 'refunded' && decided !== null
        ? Math.min(now - MINUTE, decided + DAY + Math.floor(next() * 9 * DAY))
        : null
    firstSeen[learner] = Math.min(firstSeen[learner]!, created)
    const wallet = method !== 'Bank' && (outcome === 'approved' || outcome === 'refunded')
    return {
      learner,
      courseId: COURSE_IDS[pair % 3]!,
      method,
      transactionId: transactionId(method, o.firstRequest + k),
      coupon: o.coupon && next() < 0.12 ? o.coupon : null,
      outcome,
      createdAt: new Date(created),
      decidedAt: decided === null ? null : new Date(decided),
      refundedAt: refunded === null ? null : new Date(refunded),
      paidAt: wallet ? new Date(created - MINUTE - Math.floor(next() * 30 * MINUTE)) : null,
      reason:
        outcome === 'rejected'
          ? pick(next, rejectReasons)
          : outcome === 'refunded'
            ? pick(next, refundReasons)
            : null,
    }
  })

  const learners: PlannedLearner[] = o.learnerIds.map((id, i) => {
    const [givenBn, given] = pick(next, givenNames)
    const [familyBn, family] = pick(next, familyNames)
    const locale = next() < 0.45 ? 'bn' : 'en'
    const number = o.firstLearner + i
    const created = Number.isFinite(firstSeen[i])
      ? firstSeen[i]! - 30 * MINUTE - Math.floor(next() * 20 * DAY)
      : now - Math.floor(next() * 400 * DAY)
    return {
      id,
      email: `${given}.${family}.${number}@example.com`.toLowerCase(),
      username: `${given}_${family}_${number}`.toLowerCase(),
      name: locale === 'bn' && next() < 0.7 ? `${givenBn} ${familyBn}` : `${given} ${family}`,
      locale,
      phone: mobileNumber(next),
      createdAt: new Date(created),
      lastSeen:
        next() < 0.6 ? new Date(created + Math.floor(next() * Math.max(0, now - created))) : null,
    }
  })

  const leadMethods = ['bKash', 'Nagad', 'Rocket', 'Bank Transfer', null] as const
  const leads: PlannedLead[] = Array.from({ length: sizes.leads }, (_, i) => {
    const [, given] = pick(next, givenNames)
    const [, family] = pick(next, familyNames)
    return {
      name: `${given} ${family}`,
      email: `${given}.${family}.lead${o.firstRequest + i}@example.com`.toLowerCase(),
      whatsapp: mobileNumber(next),
      courseId: pick(next, COURSE_IDS),
      paymentMethod: pick(next, leadMethods),
      createdAt: new Date(now - MINUTE - Math.floor(Math.pow(next(), 1.3) * 365 * DAY)),
    }
  })

  return { sizes, learners, requests, leads }
}

// ------------------------------------------------------------------------------- writing

const LEARNERS_PER_BATCH = 5000
// Each request takes two advisory locks in its insert trigger and one more with a payment,
// held to the end of the transaction: 1,000 a batch stays well inside the lock table.
const REQUESTS_PER_BATCH = 1000
const LEADS_PER_BATCH = 10_000
/** the password of every volume learner: the seeded learner's (supabase/seed-accounts.json) */
export const VOLUME_PASSWORD = 'learner-pass-123'

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

async function inTransaction(db: pg.ClientBase, work: () => Promise<void>): Promise<void> {
  await db.query('begin')
  try {
    await work()
    await db.query('commit')
  } catch (err) {
    await db.query('rollback')
    throw err
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The rows as unnest() takes them: one array of values for each key, dates as ISO text. */
function columns<T>(rows: readonly T[], keys: readonly (keyof T)[]): unknown[][] {
  return keys.map((key) =>
    rows.map((row) => {
      const value = row[key]
      return value instanceof Date ? iso(value) : value
    }),
  )
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
    for (let i = 0; i < plan.learners.length; i += LEARNERS_PER_BATCH) {
      await inTransaction(db, () =>
        writeLearners(db, plan.learners.slice(i, i + LEARNERS_PER_BATCH), n.password),
      )
    }
    step('learners')

    await db.query(`create temporary table if not exists volume_requests (
        k integer, user_id uuid, course_id text, name text, phone text, method text, txid text,
        coupon text, outcome text, created_at timestamptz, decided_at timestamptz,
        refunded_at timestamptz, paid_at timestamptz, reason text
      ) on commit delete rows`)
    for (let i = 0; i < plan.requests.length; i += REQUESTS_PER_BATCH) {
      await inTransaction(db, () => writeRequests(db, plan, i, i + REQUESTS_PER_BATCH, n.admin))
      const done = Math.min(i + REQUESTS_PER_BATCH, plan.requests.length)
      if (done % 10_000 === 0 || done === plan.requests.length) {
        log(
          `requests: ${done.toLocaleString('en-US')} of ${plan.requests.length.toLocaleString('en-US')}`,
        )
      }
    }
    step('requests, decisions, enrolments, notifications')

    for (let i = 0; i < plan.leads.length; i += LEADS_PER_BATCH) {
      await writeLeads(db, plan.leads.slice(i, i + LEADS_PER_BATCH))
    }
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

async function writeLearners(db: pg.ClientBase, learners: PlannedLearner[], password: string) {
  // As seed.sql makes its accounts: confirmed email/password users in auth.users, no identity
  // rows (postgres may only read auth.identities; password sign-in does not need one). The
  // sign-up trigger makes each profile (name, username, locale).
  await db.query(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated',
       u.email, $8, u.created_at, '{"provider": "email", "providers": ["email"]}',
       jsonb_build_object('username', u.username, 'full_name', u.name, 'locale', u.locale),
       u.created_at, u.created_at, coalesce(u.last_seen, u.created_at), '', '', '', ''
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[],
       $7::timestamptz[]) as u(id, email, username, name, locale, created_at, last_seen)`,
    [
      ...columns(learners, ['id', 'email', 'username', 'name', 'locale', 'createdAt', 'lastSeen']),
      password,
    ],
  )
  await db.query(
    `update public.profiles p set phone = u.phone, created_at = u.created_at, updated_at = u.created_at
     from unnest($1::uuid[], $2::text[], $3::timestamptz[]) as u(id, phone, created_at)
     where p.id = u.id`,
    columns(learners, ['id', 'phone', 'createdAt']),
  )
  await db.query(
    `insert into public.user_activity (user_id, last_seen)
     select u.id, u.last_seen from unnest($1::uuid[], $2::timestamptz[]) as u(id, last_seen)
     where u.last_seen is not null`,
    columns(learners, ['id', 'lastSeen']),
  )
}

async function writeRequests(
  db: pg.ClientBase,
  plan: VolumePlan,
  from: number,
  to: number,
  admin: string | null,
) {
  const batch = plan.requests.slice(from, to)
  const learner = (r: PlannedRequest) => plan.learners[r.learner]!
  await db.query(
    `insert into volume_requests
     select * from unnest($1::integer[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::text[], $9::text[], $10::timestamptz[], $11::timestamptz[],
       $12::timestamptz[], $13::timestamptz[], $14::text[])`,
    [
      batch.map((_, i) => from + i),
      batch.map((r) => learner(r).id),
      batch.map((r) => r.courseId),
      batch.map((r) => learner(r).name),
      batch.map((r) => learner(r).phone),
      batch.map((r) => r.method),
      batch.map((r) => r.transactionId),
      batch.map((r) => r.coupon),
      batch.map((r) => r.outcome),
      batch.map((r) => iso(r.createdAt)),
      batch.map((r) => iso(r.decidedAt)),
      batch.map((r) => iso(r.refundedAt)),
      batch.map((r) => iso(r.paidAt)),
      batch.map((r) => r.reason),
    ],
  )
  // its real size, so the joins below look requests up by transaction id, not scan them all
  await db.query('analyze volume_requests')
  const statements = [
    // The submission's notifications are written below, set-based, instead of by their trigger:
    // it finds the admins by scanning every profile (no index on role), 15-40 ms a request at
    // 50,000 learners here, which alone would make 100,000 requests take half an hour. The
    // transaction holds the table meanwhile; the trigger is back on at commit (or rollback).
    `alter table public.pending_enrollments disable trigger pending_enrollments_notify_submitted`,
    // the learners' requests, through the other request triggers (amount due, coupon, unique id)
    `insert into public.pending_enrollments
       (user_id, course_id, name, phone, payment_method, transaction_id, coupon_code, status, amount_due)
     select v.user_id, v.course_id, v.name, v.phone, v.method, v.txid, v.coupon, 'pending', 0
     from volume_requests v order by v.k`,
    // what the trigger writes (private.notify: the learner's 'submitted', each admin's
    // 'received', with private.request_details), at the submission's time, their mails sent
    `with admins as materialized (
       select a.id, a.locale from public.profiles a where a.role = 'admin'
     ), requests as materialized (
       select p, p.user_id, v.created_at
       from volume_requests v join public.pending_enrollments p on p.transaction_id = v.txid
     ), made as (
       insert into public.notifications (user_id, kind, data, locale, created_at)
       select r.user_id, 'request_submitted', private.request_details(r.p), pr.locale, r.created_at
       from requests r join public.profiles pr on pr.id = r.user_id
       union all
       select a.id, 'request_received', private.request_details(r.p), a.locale, r.created_at
       from requests r cross join admins a
       returning id, created_at
     )
     insert into public.notification_deliveries
       (notification_id, state, attempts, sent_at, next_attempt_at, created_at)
     select m.id, 'sent', 1, m.created_at + interval '20 seconds', m.created_at, m.created_at
     from made m`,
    `alter table public.pending_enrollments enable trigger pending_enrollments_notify_submitted`,
    // the decisions, through the decision triggers (History's rows, the learners' notifications);
    // a wallet approval records the payment it was matched with
    `update public.pending_enrollments p
     set status = 'approved',
         paid_wallet = case when v.method <> 'Bank' then v.method end,
         paid_transaction_id = case when v.method <> 'Bank' then v.txid end,
         paid_amount = case when v.method <> 'Bank' then p.amount_due end,
         paid_sender = case when v.method <> 'Bank' then v.phone end,
         paid_received_at = case when v.method <> 'Bank' then v.paid_at end
     from volume_requests v
     where p.transaction_id = v.txid and v.outcome in ('approved', 'refunded')`,
    `insert into public.enrollments (user_id, course_id, created_at)
     select v.user_id, v.course_id, v.decided_at from volume_requests v where v.outcome = 'approved'`,
    `update public.pending_enrollments p set status = v.outcome, decision_reason = v.reason
     from volume_requests v
     where p.transaction_id = v.txid and v.outcome in ('rejected', 'refunded')`,
    // then the times: when each thing happened, not now()
    `update public.pending_enrollments p
     set created_at = v.created_at, decided_at = coalesce(v.refunded_at, v.decided_at)
     from volume_requests v where p.transaction_id = v.txid`,
    `update public.enrollment_decisions d
     set decided_at = case d.decision when 'refunded' then v.refunded_at else v.decided_at end,
         decided_by = $1::uuid
     from volume_requests v join public.pending_enrollments p on p.transaction_id = v.txid
     where d.request_id = p.id`,
    // this transaction's notifications (created_at = now(), the transaction's start), dated
    // with their event; their mails marked sent (1 in 200 of the decisions' failed), so the
    // deliverer, woken at commit, finds nothing to send
    `with stamped as (
       update public.notifications n
       set created_at = case n.kind
             when 'request_refunded' then v.refunded_at
             else v.decided_at end,
           read_at = case when (hashtext(n.id::text) & 2147483647) % 3 > 0
             then least(now(), coalesce(v.refunded_at, v.decided_at) + interval '2 hours') end
       from volume_requests v join public.pending_enrollments p on p.transaction_id = v.txid
       where n.created_at = now()
         and n.user_id in (select v2.user_id from volume_requests v2 union select $1::uuid)
         and (n.data ->> 'request_id')::uuid = p.id
       returning n.id, n.kind, n.created_at
     )
     update public.notification_deliveries d
     set state = case when f.failed then 'failed' else 'sent' end,
         attempts = case when f.failed then 5 else 1 end,
         sent_at = case when f.failed then null else s.created_at + interval '20 seconds' end,
         last_error = case when f.failed then 'SMTP: 550 mailbox unavailable' end,
         next_attempt_at = s.created_at,
         locked_until = null,
         created_at = s.created_at
     from stamped s
     cross join lateral (select s.kind in ('request_approved', 'request_rejected')
       and (hashtext(s.id::text) & 2147483647) % 200 = 0 as failed) f
     where d.notification_id = s.id`,
  ]
  for (const sql of statements) {
    await db.query(sql, sql.includes('$1') ? [admin] : [])
  }
}

async function writeLeads(db: pg.ClientBase, leads: PlannedLead[]) {
  await db.query(
    `insert into public.leads (name, email, whatsapp, course_id, payment_method, created_at)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])`,
    columns(leads, ['name', 'email', 'whatsapp', 'courseId', 'paymentMethod', 'createdAt']),
  )
}
