import type { DecisionRecord, PendingRequest } from '@repo/api'
import type { PaymentRequest } from '@repo/payments'

/** A request as the Payments tab matches and shows it, pending or decided. */
export interface RequestRow extends PaymentRequest {
  name: string
  phone: string
  courseTitle: string
}

/** A pending request, with when it was submitted (for "waiting for payment"). */
export interface PendingRow extends RequestRow {
  createdAt: string
}

/**
 * Every request a payment may belong to: the pending ones, and the decided ones from the
 * decisions on record (one row per request, with its status now: an approval that was
 * refunded later is 'refunded').
 */
export function requestRows(
  pending: readonly PendingRequest[],
  decisions: readonly DecisionRecord[],
): { all: RequestRow[]; pending: PendingRow[] } {
  const pendingRows: PendingRow[] = pending.map((r) => ({
    id: r.id,
    transactionId: r.transactionId,
    amountDue: r.amountDue,
    status: 'pending',
    name: r.name,
    phone: r.phone,
    courseTitle: r.courseTitle,
    createdAt: r.createdAt,
  }))
  const seen = new Set(pendingRows.map((r) => r.id))
  const decided: RequestRow[] = []
  for (const d of decisions) {
    if (seen.has(d.requestId)) continue
    seen.add(d.requestId)
    decided.push({
      id: d.requestId,
      transactionId: d.transactionId,
      amountDue: d.amountDue,
      status: d.requestStatus,
      name: d.learnerName,
      phone: d.phone,
      courseTitle: d.courseTitle,
    })
  }
  return { all: [...pendingRows, ...decided], pending: pendingRows }
}
