import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { matchPayments, unpaidPendingRequests, type PaymentRequest } from './match.ts'
import type { WalletPayment } from './payment.ts'

const payment = (
  transactionId: string,
  amount: number,
  wallet: WalletPayment['wallet'] = 'bKash',
): WalletPayment => ({
  wallet,
  transactionId,
  amount,
  sender: '01712345678',
  receivedAt: null,
  fee: null,
  balance: null,
  raw: `TrxID ${transactionId}`,
})
const request = (
  id: string,
  transactionId: string,
  amountDue: number,
  status: PaymentRequest['status'] = 'pending',
  createdAt = '2026-11-20T00:00:00Z',
) => ({ id, transactionId, amountDue, status, createdAt, name: `learner ${id}` })

describe('matchPayments', () => {
  const requests = [
    request('r1', 'AAAA111111', 699),
    request('r2', 'BBBB222222', 399),
    request('r3', 'CCCC333333', 499, 'approved'),
    request('r4', 'DDDD444444', 499, 'rejected'),
    request('r5', 'EEEE555555', 499, 'refunded'),
    // As a learner typed it; the database stores it trimmed and upper-cased anyway.
    request('r6', ' ffff666666 ', 699),
  ]

  it('gives each payment its request and state, in the payments order', () => {
    const result = matchPayments(
      [
        payment('AAAA111111', 699),
        payment('BBBB222222', 300),
        payment('ZZZZ999999', 699),
        payment('CCCC333333', 499),
        payment('DDDD444444', 499),
        payment('EEEE555555', 499),
        payment('FFFF666666', 700),
      ],
      requests,
    )
    expect(result.map((m) => [m.payment.transactionId, m.request?.id ?? null, m.state])).toEqual([
      ['AAAA111111', 'r1', 'Matched'],
      ['BBBB222222', 'r2', 'Amount differs'],
      ['ZZZZ999999', null, 'No request'],
      ['CCCC333333', 'r3', 'Already decided'],
      ['DDDD444444', 'r4', 'Already decided'],
      ['EEEE555555', 'r5', 'Already decided'],
      ['FFFF666666', 'r6', 'Matched'],
    ])
    // The caller's own rows come back, with everything it gave.
    expect(result[0]?.request?.name).toBe('learner r1')
  })

  it('matches when more than the amount due arrived, not when less', () => {
    const [more, exact, less] = [699.5, 699, 698.99].map(
      (amount) => matchPayments([payment('AAAA111111', amount)], requests)[0]?.state,
    )
    expect([more, exact, less]).toEqual(['Matched', 'Matched', 'Amount differs'])
  })

  it('never matches one transaction id twice: later copies are Duplicate', () => {
    const result = matchPayments(
      [payment('AAAA111111', 699), payment('ZZZZ999999', 5), payment('AAAA111111', 699)],
      requests,
    )
    expect(result.map((m) => m.state)).toEqual(['Matched', 'No request', 'Duplicate'])
    expect(result[2]?.request?.id).toBe('r1')
  })

  it('matches none of the copies when they disagree on amount or wallet', () => {
    expect(
      matchPayments([payment('AAAA111111', 699), payment('AAAA111111', 10)], requests).map(
        (m) => m.state,
      ),
    ).toEqual(['Duplicate', 'Duplicate'])
    expect(
      matchPayments(
        [payment('AAAA111111', 699, 'bKash'), payment('AAAA111111', 699, 'Nagad')],
        requests,
      ).map((m) => m.state),
    ).toEqual(['Duplicate', 'Duplicate'])
  })

  it('at most one Matched per request, whatever the payments', () => {
    const ids = ['AAAA111111', 'BBBB222222', 'CCCC333333', 'FFFF666666', 'ZZZZ999999']
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.constantFrom(...ids),
            amount: fc.constantFrom(300, 399, 699, 1000),
            wallet: fc.constantFrom('bKash', 'Nagad', 'Rocket') as fc.Arbitrary<
              WalletPayment['wallet']
            >,
          }),
          { maxLength: 15 },
        ),
        (drawn) => {
          const payments = drawn.map((d) => payment(d.id, d.amount, d.wallet))
          const result = matchPayments(payments, requests)
          expect(result).toHaveLength(payments.length)
          const matched = result.filter((m) => m.state === 'Matched')
          const requestIds = matched.map((m) => m.request?.id)
          expect(new Set(requestIds).size).toBe(requestIds.length)
          for (const m of matched) {
            expect(m.request?.status).toBe('pending')
            expect(m.payment.amount).toBeGreaterThanOrEqual(m.request?.amountDue ?? Infinity)
          }
        },
      ),
    )
  })
})

describe('unpaidPendingRequests', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const requests = [
    request('old-unpaid', 'AAAA111111', 699, 'pending', '2026-11-20T11:00:00Z'),
    request('old-paid', 'BBBB222222', 699, 'pending', '2026-11-19T00:00:00Z'),
    request('recent', 'CCCC333333', 699, 'pending', '2026-11-21T00:00:00Z'),
    request('just-three-days', 'DDDD444444', 699, 'pending', '2026-11-20T12:00:00Z'),
    request('old-approved', 'EEEE555555', 699, 'approved', '2026-11-01T00:00:00Z'),
  ]

  it('lists pending requests older than 3 days whose transaction id is not in the paste', () => {
    const result = unpaidPendingRequests(requests, [payment('BBBB222222', 699)], { now })
    expect(result.map((r) => r.id)).toEqual(['old-unpaid', 'just-three-days'])
  })

  it('takes another number of days', () => {
    const result = unpaidPendingRequests(requests, [], { now, days: 1 })
    expect(result.map((r) => r.id)).toEqual(['old-unpaid', 'old-paid', 'recent', 'just-three-days'])
  })
})
