import { matchPayments, unpaidPendingRequests, type WalletPayment } from '@repo/payments'
import { queryOptions } from '@tanstack/react-query'
import type { AdminApi } from '../../lib/api'
import { queries } from '../../lib/queries'
import { WAITING_DAYS, WAITING_SHOWN, type Outcome } from './matchInput'
import { matchableRow, pendingRow } from './requests'

/**
 * Paste & match's read: the requests of the pasted payments matched with them, under the
 * payments' key (the same paste again is the same query, read again: MatchPayments).
 */
export const matchQuery = (api: AdminApi, payments: WalletPayment[]) =>
  queryOptions({
    queryKey: [...queries.match.all, payments],
    queryFn: () => matchNow(api, payments),
    // each Match reads the requests as they are now: a match left behind is not kept to be shown again
    gcTime: 0,
  })

/** Reads the requests now and matches the payments with them. */
async function matchNow(api: AdminApi, payments: WalletPayment[]): Promise<Outcome> {
  const now = new Date()
  const cutoff = new Date(now.getTime() - WAITING_DAYS * 24 * 60 * 60 * 1000)
  // One lookup by the pasted ids on the database's unique index (never the lists, which
  // PostgREST cuts at 1,000 rows), beside the oldest requests waiting for a payment.
  const [found, waiting] = await Promise.all([
    api.findRequests(payments.map((p) => p.transactionId)),
    api.pendingBefore(cutoff.toISOString(), WAITING_SHOWN),
  ])
  const requests = found.map(matchableRow)
  // The pasted payments of waiting requests are not waiting any more: not in the count either.
  const paidWhileWaiting = requests.filter(
    (r) => r.status === 'pending' && Date.parse(r.createdAt) <= cutoff.getTime(),
  ).length
  return {
    payments,
    matches: matchPayments(payments, requests),
    waiting: unpaidPendingRequests(waiting.requests.map(pendingRow), payments, {
      now,
      days: WAITING_DAYS,
    }),
    waitingTotal: Math.max(0, waiting.total - paidWhileWaiting),
  }
}
