import { ApiError, type Operation, type PendingRequest } from '@repo/api'

/**
 * A pending enrolment request as a page of the Pending tab gives it (pendingPage): Rahim Uddin's, for Web Development with
 * AI by bKash, no coupon; a test changes what it is about.
 */
export function pendingRequest(changes: Partial<PendingRequest> = {}): PendingRequest {
  return {
    id: 'req-1',
    userId: 'u1',
    courseId: 'web-development',
    courseTitle: 'Web Development with AI',
    name: 'Rahim Uddin',
    phone: '01712345678',
    paymentMethod: 'bKash',
    transactionId: 'TXAAA111',
    couponCode: null,
    amountDue: 699,
    createdAt: '2026-11-20T18:30:00Z',
    ...changes,
  }
}

/** What @repo/api throws when the server cannot be reached (here the gateway answered 502). */
export function unreachable(operation: Operation): ApiError {
  return new ApiError({ kind: 'network', operation, status: 502 })
}
