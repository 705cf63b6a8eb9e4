/**
 * Matching payments read from wallet messages with the learners' enrolment requests, by
 * transaction id. Pure: the console decides what to do with the answer.
 */
import type { WalletPayment } from './payment.ts'

export type RequestStatus = 'pending' | 'approved' | 'rejected' | 'refunded'

/** What matching needs of a request; the console passes its own rows (name, course...). */
export interface PaymentRequest {
  id: string
  /** As the learner submitted it (the database stores it trimmed and upper-cased). */
  transactionId: string
  /** Whole taka. */
  amountDue: number
  status: RequestStatus
}

/**
 * - Matched: a pending request with this transaction id, and at least the amount due arrived.
 * - Amount differs: a pending request with this id, but less than the amount due arrived.
 * - No request: no request has this transaction id.
 * - Already decided: the request was approved, rejected or refunded.
 * - Duplicate: the id was read before in the same paste (see matchPayments).
 */
export const matchStates = [
  'Matched',
  'Amount differs',
  'No request',
  'Already decided',
  'Duplicate',
] as const
export type MatchState = (typeof matchStates)[number]

export interface PaymentMatch<R extends PaymentRequest = PaymentRequest> {
  payment: WalletPayment
  /** The request with the payment's transaction id, whatever the state, or null. */
  request: R | null
  state: MatchState
}

/**
 * One answer per payment, in the payments' order. A transaction id is one payment, so it can
 * settle one request once: when the same id is read again (the same SMS pasted twice), the
 * later copies are 'Duplicate'; when copies disagree on wallet or amount, one of them is not
 * what the wallet sent, so none of them is 'Matched' (all are 'Duplicate').
 */
export function matchPayments<R extends PaymentRequest>(
  payments: readonly WalletPayment[],
  requests: readonly R[],
): PaymentMatch<R>[] {
  const byId = new Map<string, R>()
  for (const request of requests) byId.set(request.transactionId.trim().toUpperCase(), request)
  // The first copy of each id, and whether every later copy agrees with it.
  const firstCopy = new Map<string, WalletPayment>()
  const agrees = new Map<string, boolean>()
  for (const p of payments) {
    const first = firstCopy.get(p.transactionId)
    if (!first) firstCopy.set(p.transactionId, p)
    const same = !first || (first.wallet === p.wallet && first.amount === p.amount)
    agrees.set(p.transactionId, (agrees.get(p.transactionId) ?? true) && same)
  }
  const seen = new Set<string>()
  return payments.map((payment) => {
    const request = byId.get(payment.transactionId) ?? null
    const consistent = agrees.get(payment.transactionId) ?? true
    const first = !seen.has(payment.transactionId)
    seen.add(payment.transactionId)
    if (!first || !consistent) return { payment, request, state: 'Duplicate' }
    return { payment, request, state: stateOf(payment, request) }
  })
}

function stateOf(payment: WalletPayment, request: PaymentRequest | null): MatchState {
  if (!request) return 'No request'
  if (request.status !== 'pending') return 'Already decided'
  return payment.amount >= request.amountDue ? 'Matched' : 'Amount differs'
}

/** A pending request older than `days` whose transaction id no payment in the paste has. */
export function unpaidPendingRequests<R extends PaymentRequest & { createdAt: string }>(
  requests: readonly R[],
  payments: readonly WalletPayment[],
  options: { now: Date; days?: number },
): R[] {
  const cutoff = options.now.getTime() - (options.days ?? 3) * 24 * 60 * 60 * 1000
  const seen = new Set(payments.map((p) => p.transactionId))
  return requests.filter(
    (r) =>
      r.status === 'pending' &&
      Date.parse(r.createdAt) <= cutoff &&
      !seen.has(r.transactionId.trim().toUpperCase()),
  )
}
