import type { MatchableRequest, PendingRequest } from '@repo/api'
import type { PaymentRequest } from '@repo/payments'

/**
 * A request as the Payments tab matches and shows it, pending or decided: what the database's
 * lookup by transaction id answers (its status now: an approval refunded later is 'refunded').
 */
export interface RequestRow extends PaymentRequest {
  name: string
  phone: string
  courseTitle: string
}

/** A pending request, with when it was submitted (for "waiting for payment"). */
export interface PendingRow extends RequestRow {
  createdAt: string
}

export const matchableRow = (r: MatchableRequest): PendingRow => ({
  id: r.id,
  transactionId: r.transactionId,
  amountDue: r.amountDue,
  status: r.status,
  name: r.name,
  phone: r.phone,
  courseTitle: r.courseTitle,
  createdAt: r.createdAt,
})

export const pendingRow = (r: PendingRequest): PendingRow => ({
  id: r.id,
  transactionId: r.transactionId,
  amountDue: r.amountDue,
  status: 'pending',
  name: r.name,
  phone: r.phone,
  courseTitle: r.courseTitle,
  createdAt: r.createdAt,
})
