/**
 * The payment decision queries against a scripted HTTP server: what each function sends, what
 * it makes of the answer, and the messages the console shows when the database refuses.
 */
import { describe, expect, it } from 'vitest'
import { approveEnrollments, refundEnrollment, rejectEnrollment } from './decisions'
import { failureOn, fakeBackend, rejection } from './test-support'
import { databaseError, reply } from './test-answers'

const payment = {
  wallet: 'Nagad' as const,
  transactionId: '73ABC4DE',
  amount: 699,
  sender: '01812345678',
  receivedAt: '2026-11-21T20:20:00+06:00',
}

const decisionRow = {
  id: 'd1',
  request_id: 'req-1',
  decision: 'rejected',
  reason: 'No payment arrived',
  decided_by: 'admin-1',
  decided_at: '2026-11-21T14:00:00+00:00',
  wallet: null,
  payment_transaction_id: null,
  payment_amount: null,
  payment_sender: null,
  payment_received_at: null,
  automatic: false,
  wallet_message_id: null,
}

describe('approveEnrollments', () => {
  it('sends the ids and the matched payments in the database’s words, and maps the outcome', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, [
        { request_id: 'req-1', enrollment_id: 'e1', approved_now: true },
        { request_id: 'req-2', enrollment_id: 'e2', approved_now: false },
      ]),
    )
    const outcome = await approveEnrollments(client, [
      { requestId: 'req-1', payment: { ...payment, raw: 'Money Received. …' } as typeof payment },
      { requestId: 'req-2', payment: null },
    ])
    expect(new URL(requests[0]!.url).pathname).toBe('/rest/v1/rpc/approve_enrollments')
    expect(requests[0]!.body).toEqual({
      request_ids: ['req-1', 'req-2'],
      payments: [
        {
          request_id: 'req-1',
          wallet: 'Nagad',
          transaction_id: '73ABC4DE',
          amount: 699,
          sender: '01812345678',
          received_at: '2026-11-21T20:20:00+06:00',
        },
      ],
    })
    expect(outcome).toEqual([
      { requestId: 'req-1', enrollmentId: 'e1', approvedNow: true },
      { requestId: 'req-2', enrollmentId: 'e2', approvedNow: false },
    ])
  })

  it('asks nothing for an empty batch', async () => {
    const { client, requests } = fakeBackend(() => reply(500, {}))
    expect(await approveEnrollments(client, [])).toEqual([])
    expect(requests).toHaveLength(0)
  })

  it('names the request that stopped the batch (rejected, unknown, enrolled, bad payment)', async () => {
    const cases = [
      [
        {
          code: '55000',
          message: 'Enrollment request R1 is already refunded; nothing was approved.',
          hint: 'enrollment_request_refunded',
          details: 'R1',
        },
        'conflict',
      ],
      [
        {
          code: 'P0002',
          message: 'Enrollment request R2 was not found; nothing was approved.',
          hint: 'enrollment_request_not_found',
          details: 'R2',
        },
        'not_found',
      ],
      [
        {
          code: '23505',
          message: 'User already enrolled (request R3); nothing was approved.',
          hint: 'user_already_enrolled',
          details: 'R3',
        },
        'already_enrolled',
      ],
      [
        {
          code: '22023',
          message: 'The payment for request R4 is not valid',
          hint: 'invalid_payment',
          details: 'R4',
        },
        'invalid',
      ],
    ] as const
    for (const [body, kind] of cases) {
      const e = await failureOn(
        () => reply(400, body),
        (client) => approveEnrollments(client, [{ requestId: 'R1', payment: null }]),
      )
      expect([e.kind, e.hint, e.detail]).toEqual([kind, body.hint, body.details])
    }
  })

  it.each([
    {
      says: 'says a payment matched twice is already matched (not "User already enrolled")',
      batch: [{ requestId: 'req-1', payment }],
      refusal: () =>
        databaseError(409, '23505', 'This payment is already matched to another request.', {
          details: 'req-1',
          hint: 'payment_already_matched',
        }),
      shown: ['conflict', 'payment_already_matched'],
    },
    {
      says: 'tells a learner they are not allowed',
      batch: [{ requestId: 'req-1', payment: null }],
      refusal: () => databaseError(403, '42501', 'Admins only', { hint: 'admin_only' }),
      shown: ['forbidden', 'admin_only'],
    },
  ])('$says', async ({ batch, refusal, shown }) => {
    const e = await failureOn(refusal, (client) => approveEnrollments(client, batch))
    expect([e.kind, e.hint]).toEqual(shown)
  })
})

describe('rejectEnrollment and refundEnrollment', () => {
  for (const [fn, rpc] of [
    [rejectEnrollment, 'reject_enrollment'],
    [refundEnrollment, 'refund_enrollment'],
  ] as const) {
    it(`${rpc}: sends the trimmed reason and returns the decision`, async () => {
      const { client, requests } = fakeBackend(() => reply(200, decisionRow))
      expect(await fn(client, 'req-1', '  No payment arrived ')).toMatchObject({
        id: 'd1',
        decision: 'rejected',
        reason: 'No payment arrived',
      })
      expect(new URL(requests[0]!.url).pathname).toBe(`/rest/v1/rpc/${rpc}`)
      expect(requests[0]!.body).toEqual({ request_id: 'req-1', reason: 'No payment arrived' })
    })

    it(`${rpc}: refuses a blank reason without asking the database`, async () => {
      const { client, requests } = fakeBackend(() => reply(200, decisionRow))
      const e = await rejection(fn(client, 'req-1', ' \n\t '))
      expect([e.kind, e.hint, e.field]).toEqual(['invalid', 'decision_reason_required', 'reason'])
      expect(requests).toHaveLength(0)
    })

    it(`${rpc}: shows the database's refusal of a blank reason the same way`, async () => {
      const { client } = fakeBackend(() =>
        databaseError(400, '22023', 'A reason is required.', { hint: 'decision_reason_required' }),
      )
      const e = await rejection(fn(client, 'req-1', 'x'))
      expect([e.kind, e.hint, e.field]).toEqual(['invalid', 'decision_reason_required', 'reason'])
    })
  }

  it.each([
    {
      says: 'says only an approved enrollment can be refunded',
      decide: refundEnrollment,
      reason: 'Duplicate payment',
      refusal: () =>
        databaseError(
          400,
          '55000',
          'Only an approved enrollment can be refunded (this one is pending).',
          { hint: 'refund_not_approved' },
        ),
      shown: ['conflict', 'refund_not_approved', undefined],
    },
    {
      says: 'keeps the reject message for a request already decided',
      decide: rejectEnrollment,
      reason: 'late',
      refusal: () =>
        databaseError(400, '55000', 'Enrollment request is already approved.', {
          details: 'approved',
          hint: 'request_decided',
        }),
      shown: ['conflict', 'request_decided', 'approved'],
    },
  ])('$says', async ({ decide, reason, refusal, shown }) => {
    const e = await failureOn(refusal, (client) => decide(client, 'req-1', reason))
    expect([e.kind, e.hint, e.detail]).toEqual(shown)
  })
})
