// The volume seed's enrolment requests (volume.ts): each with its transaction id in its method's
// shape, its outcome (pending, approved, rejected, refunded) and what the decision triggers make
// of it (History, enrolments, notifications), all dated when the plan says they happened.
import type pg from 'pg'
import type { PlannedLearner } from './volume-learners'
import { COURSE_IDS, DAY, inTransaction, iso, MINUTE, pick, type VolumeSizes } from './volume-rows'

// Each request takes two advisory locks in its insert trigger and one more with a payment,
// held to the end of the transaction: 1,000 a batch stays well inside the lock table.
const REQUESTS_PER_BATCH = 1000

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

/** The first number prime to `n` among a few primes: the step of the learner-course walk. */
function stepPrimeTo(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  return [104_729, 7_919, 1_009, 101, 7, 1].find((p) => gcd(p, n) === 1)!
}

/**
 * The requests, numbered from `firstRequest` (their transaction ids), and when each learner was
 * first seen (ms; Infinity for one with no request). Requests go to distinct (learner, course)
 * pairs (a walk through them with a step prime to their number), since a learner has one open
 * request per course and is enrolled once: 3 courses x N/2 learners leave room for N requests.
 */
export function planRequests(
  o: { firstRequest: number; coupon: string | null },
  sizes: VolumeSizes,
  now: number,
  next: () => number,
): { requests: PlannedRequest[]; firstSeen: number[] } {
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
  return { requests, firstSeen }
}

/** The requests and the learners they refer to by index. */
interface RequestsToWrite {
  learners: readonly PlannedLearner[]
  requests: readonly PlannedRequest[]
}

/** Writes the requests in batches, one transaction each; `log` hears every 10,000. */
export async function seedRequests(
  db: pg.ClientBase,
  plan: RequestsToWrite,
  admin: string | null,
  log: (line: string) => void,
): Promise<void> {
  await db.query(`create temporary table if not exists volume_requests (
        k integer, user_id uuid, course_id text, name text, phone text, method text, txid text,
        coupon text, outcome text, created_at timestamptz, decided_at timestamptz,
        refunded_at timestamptz, paid_at timestamptz, reason text
      ) on commit delete rows`)
  for (let i = 0; i < plan.requests.length; i += REQUESTS_PER_BATCH) {
    await inTransaction(db, () => writeRequests(db, plan, i, i + REQUESTS_PER_BATCH, admin))
    const done = Math.min(i + REQUESTS_PER_BATCH, plan.requests.length)
    if (done % 10_000 === 0 || done === plan.requests.length) {
      log(
        `requests: ${done.toLocaleString('en-US')} of ${plan.requests.length.toLocaleString('en-US')}`,
      )
    }
  }
}

async function writeRequests(
  db: pg.ClientBase,
  plan: RequestsToWrite,
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
