/**
 * Payment decisions in the admin console: approve a batch of requests with the wallet payment
 * each was matched with, reject or refund with a reason, and the history of decisions. The
 * database keeps every decision (public.enrollment_decisions) and decides who may; see the
 * payment decisions migration and docs/decisions/0022-payment-decisions.md.
 */
import { z } from 'zod'
import type { ApiClient } from './client'
import { ApiError, refusal, toApiError, unexpectedResponse, type Operation } from './errors'
import {
  checkCursor,
  keysetPage,
  countTotal,
  pageLimit,
  type KeysetPage,
  type KeysetQuery,
  type ListTotal,
} from './keyset'

export type Wallet = 'bKash' | 'Nagad' | 'Rocket'
export type Decision = 'approved' | 'rejected' | 'refunded'

/**
 * A payment read from a wallet's message. The same shape as @repo/payments' WalletPayment
 * (which this package does not depend on: any object with these fields will do).
 */
export interface WalletPaymentLike {
  wallet: Wallet
  transactionId: string
  /** Taka, as the wallet wrote it. */
  amount: number
  sender: string | null
  /** ISO time, or null when the message had none. */
  receivedAt: string | null
}

export interface ApprovalRequest {
  requestId: string
  /** The payment matched with the request, or null when the admin approves without one. */
  payment: WalletPaymentLike | null
}

export interface ApprovalOutcome {
  requestId: string
  enrollmentId: string
  /** false when the request had already been approved (it was left as it was). */
  approvedNow: boolean
}

export interface DecisionPayment {
  wallet: string
  transactionId: string
  amount: number
  sender: string | null
  receivedAt: string | null
}

export interface DecisionWalletMessage {
  id: string
  /** null when the message could not be read (it is the admins' to read, as the decision). */
  transactionId: string | null
}

/** One decision as the History tab lists it. */
export interface DecisionRecord {
  id: string
  requestId: string
  decision: Decision
  /** The request's status now (an approval that was refunded later says 'refunded'). */
  requestStatus: 'pending' | Decision
  reason: string | null
  /** ISO timestamp. */
  decidedAt: string
  /** The deciding admin's name (or username), null when unknown or automatic. */
  decidedBy: string | null
  /** Approved by the database from a forwarded SMS, nobody pressing a button. */
  automatic: boolean
  /** The forwarded SMS the approval came from (automatic, or an admin approving it). */
  walletMessage: DecisionWalletMessage | null
  learnerName: string
  phone: string
  courseId: string
  courseTitle: string
  paymentMethod: string
  /** The transaction id the learner submitted. */
  transactionId: string
  amountDue: number
  payment: DecisionPayment | null
}

export interface DecisionFilters {
  /** The decisions of one request (the Payments tab's inbox links to them). */
  requestId?: string
  decision?: Decision
  courseId?: string
  paymentMethod?: string
  /** First day (YYYY-MM-DD, Bangladesh time), inclusive. */
  from?: string
  /** Last day (YYYY-MM-DD, Bangladesh time), inclusive. */
  to?: string
}

/**
 * Approves every request in one transaction (public.approve_enrollments): all of them, or none
 * when one is unknown, rejected or refunded (the error names it). Requests approved before are
 * left as they are (approvedNow false), so approving the same batch twice is safe.
 */
export async function approveEnrollments(
  client: ApiClient,
  requests: readonly ApprovalRequest[],
): Promise<ApprovalOutcome[]> {
  if (requests.length === 0) return []
  const payments = requests.flatMap(({ requestId, payment }) =>
    payment === null
      ? []
      : [
          {
            request_id: requestId,
            wallet: payment.wallet,
            transaction_id: payment.transactionId,
            amount: payment.amount,
            sender: payment.sender,
            received_at: payment.receivedAt,
          },
        ],
  )
  const { data, error, status } = await client.rpc('approve_enrollments', {
    request_ids: requests.map((r) => r.requestId),
    payments,
  })
  if (error) throw toApiError(error, 'enrollment.approve', status)
  return data.map((r) => ({
    requestId: r.request_id,
    enrollmentId: r.enrollment_id,
    approvedNow: r.approved_now,
  }))
}

function requireReason(reason: string, operation: Operation): string {
  const trimmed = reason.trim()
  if (trimmed === '') {
    // the database's own refusal, found before the call
    throw new ApiError({
      kind: 'invalid',
      operation,
      hint: 'decision_reason_required',
      field: 'reason',
    })
  }
  return trimmed
}

const decisionRowSchema = z.object({
  id: z.string(),
  request_id: z.string(),
  decision: z.enum(['approved', 'rejected', 'refunded']),
  reason: z.string().nullable(),
  decided_at: z.string(),
})
export type DecisionRow = z.infer<typeof decisionRowSchema>

/** Rejects a pending request; the learner sees the reason on their profile. */
export function rejectEnrollment(
  client: ApiClient,
  requestId: string,
  reason: string,
): Promise<DecisionRow> {
  return decideWithReason(client, 'reject_enrollment', 'enrollment.reject', requestId, reason)
}

/**
 * Refunds an approved request: its status becomes 'refunded' and the enrolment (with the
 * classroom) goes. The learner sees the reason on their profile.
 */
export function refundEnrollment(
  client: ApiClient,
  requestId: string,
  reason: string,
): Promise<DecisionRow> {
  return decideWithReason(client, 'refund_enrollment', 'enrollment.refund', requestId, reason)
}

/** The two decisions that need a reason: one RPC each, answering with the decision's row. */
async function decideWithReason(
  client: ApiClient,
  rpc: 'reject_enrollment' | 'refund_enrollment',
  operation: 'enrollment.reject' | 'enrollment.refund',
  requestId: string,
  reason: string,
): Promise<DecisionRow> {
  const text = requireReason(reason, operation)
  const { data, error, status } = await client.rpc(rpc, { request_id: requestId, reason: text })
  if (error) throw toApiError(error, operation, status)
  const parsed = decisionRowSchema.safeParse(data)
  if (!parsed.success) throw unexpectedResponse(operation, parsed.error, status)
  return parsed.data
}

/** Midnight starting `day` in Bangladesh (UTC+6 all year: no daylight saving since 2009). */
function dhakaMidnight(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00+06:00`))) {
    throw refusal('decisions.list', 'not_a_date', 'invalid', { detail: day })
  }
  return `${day}T00:00:00+06:00`
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/**
 * History's filters as the page and count functions take them (each left out when any will do),
 * days as Bangladesh midnights (the last day included).
 */
function filterArguments(filters: DecisionFilters) {
  return {
    ...(filters.decision ? { decision: filters.decision } : {}),
    ...(filters.courseId ? { course_id: filters.courseId } : {}),
    ...(filters.paymentMethod ? { payment_method: filters.paymentMethod } : {}),
    ...(filters.from ? { decided_from: dhakaMidnight(filters.from) } : {}),
    ...(filters.to ? { decided_before: dhakaMidnight(nextDay(filters.to)) } : {}),
    ...(filters.requestId ? { request_id: filters.requestId } : {}),
  }
}

/**
 * Decisions per page of an export when not told: public.admin_decisions_page answers a page in
 * one row, so max_rows does not bound it; 5,000 is its most (16 round trips at 80,000, two pages
 * of rows held at a time by the console's exporter).
 */
export const DECISIONS_PAGE_SIZE = 5000

const uuid = z.string()
const nullableText = z.string().nullable()
/** One decision as public.admin_decisions_page answers it: an array, in its migration's order. */
const decisionArraySchema = z.tuple([
  uuid, // id
  uuid, // request_id
  z.enum(['approved', 'rejected', 'refunded']),
  nullableText, // reason
  z.string(), // decided_at
  nullableText, // the decider's name or username
  z.boolean(), // automatic
  nullableText, // wallet_message_id
  nullableText, // that message's transaction id
  z.string(), // the request's name
  z.string(), // phone
  z.string(), // course_id
  nullableText, // course title
  z.string(), // payment_method
  z.string(), // transaction_id
  z.number(), // amount_due
  z.enum(['pending', 'approved', 'rejected', 'refunded']),
  nullableText, // wallet
  nullableText, // payment_transaction_id
  z.number().nullable(), // payment_amount
  nullableText, // payment_sender
  nullableText, // payment_received_at
])
type DecisionArray = z.infer<typeof decisionArraySchema>

const decisionsPageSchema = z.object({
  rows: z.array(decisionArraySchema),
  total: z.number().int().nonnegative().nullable(),
})

const fromDecisionArray = ([
  id,
  requestId,
  decision,
  reason,
  decidedAt,
  decidedBy,
  automatic,
  walletMessageId,
  messageTransactionId,
  learnerName,
  phone,
  courseId,
  courseTitle,
  paymentMethod,
  transactionId,
  amountDue,
  requestStatus,
  wallet,
  paymentTransactionId,
  paymentAmount,
  paymentSender,
  paymentReceivedAt,
]: DecisionArray): DecisionRecord => ({
  id,
  requestId,
  decision,
  requestStatus,
  reason,
  decidedAt,
  decidedBy,
  automatic,
  walletMessage:
    walletMessageId === null ? null : { id: walletMessageId, transactionId: messageTransactionId },
  learnerName,
  phone,
  courseId,
  courseTitle: courseTitle ?? courseId,
  paymentMethod,
  transactionId,
  amountDue,
  payment:
    wallet !== null && paymentTransactionId !== null && paymentAmount !== null
      ? {
          wallet,
          transactionId: paymentTransactionId,
          amount: paymentAmount,
          sender: paymentSender,
          receivedAt: paymentReceivedAt,
        }
      : null,
})

/**
 * One page of the decisions matching the filters, newest first by (decided_at, id), after
 * `query.after` (public.admin_decisions_page: one row of arrays, so a page is not cut at
 * max_rows; docs/decisions/0061-history-page-as-arrays.md). History shows 50 a page; its CSV
 * export reads every decision this way, DECISIONS_PAGE_SIZE at a time.
 */
export async function listDecisionsPage(
  client: ApiClient,
  filters: DecisionFilters = {},
  query: KeysetQuery = {},
): Promise<KeysetPage<DecisionRecord>> {
  const operation = 'decisions.list'
  const limit = pageLimit(query.limit, DECISIONS_PAGE_SIZE, operation, DECISIONS_PAGE_SIZE)
  const after = query.after ? checkCursor(query.after, operation) : undefined
  const { data, error, status } = await client.rpc('admin_decisions_page', {
    ...filterArguments(filters),
    ...(after ? { after_at: after.at, after_id: after.id } : {}),
    page_rows: limit,
    ...(query.count ? { with_total: true } : {}),
  })
  if (error) throw toApiError(error, operation, status)
  const parsed = decisionsPageSchema.safeParse(data)
  if (!parsed.success) throw unexpectedResponse(operation, parsed.error, status)
  return keysetPage(
    parsed.data.rows,
    limit,
    (r) => ({ at: r[4], id: r[0] }),
    fromDecisionArray,
    query.count ? parsed.data.total : null,
  )
}

/**
 * How many decisions match the filters (public.admin_decisions_count): exact up to 10,000 (the
 * count reads no more rows than that), the planner's estimate above, marked `estimated`. History
 * counts once per filter, beside its pages (never a count per page).
 */
export async function countDecisions(
  client: ApiClient,
  filters: DecisionFilters = {},
): Promise<ListTotal> {
  return countTotal(
    client.rpc('admin_decisions_count', { ...filterArguments(filters) }),
    'decisions.list',
  )
}
