/**
 * Payment decisions (issue 15): the security cells of the decision history, the batch approval,
 * and the refund for each caller (anonymous visitor, learner, another
 * learner, admin), then the rules behind them: a batch is all or nothing, two admins approving
 * the same batch at once approve nothing twice, a refund takes the enrolment away, reasons are
 * required, and a learner reads the reason of their own request but never who decided.
 * Every refusal is checked twice: the API's answer and the stored state behind RLS.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { paymentsResources } from './covered-elsewhere'
import {
  learnerPairs,
  allowedWrite,
  approve,
  callersMatrix,
  clearCourse,
  decisionsOf,
  everyone,
  expectAllowed,
  expectError,
  expectReadRefused,
  expectRefused,
  freshRequest,
  learners,
  refund,
  refusedWrite,
  reject,
  signInAdmin,
  signInAdminAndLearner,
  signInCallers,
  signUpAdmin,
  signUpLearner,
  stored,
  token,
  type Callers,
  type PendingRequest,
  type Person,
  type Refusal,
} from './support'

/** A refusal for want of a privilege (the API's message names it). */
const denied: Refusal = (r) => expectError(r, /permission denied/)

interface Ctx extends Callers {
  /** learner's and other's rejected request (web-development), with its reason */
  rejected: Record<'learner' | 'other', PendingRequest>
}

const { cell, describeCells, expectCovered } = callersMatrix<Ctx>()

async function requestRow(id: string): Promise<PendingRequest | undefined> {
  return (await stored<PendingRequest>('pending_enrollments', 'id', id))[0]
}

async function enrolled(person: Person, course: string): Promise<boolean> {
  const rows = await stored<{ course_id: string }>('enrollments', 'user_id', person.id)
  return rows.some((r) => r.course_id === course)
}

/**
 * A fresh request of `person`, approved by `admin`. Earlier approved requests of theirs for the
 * course go first (freshRequest removes the enrolment, not the approved request).
 */
async function approvedRequest(admin: Person, person: Person, course: string) {
  await clearCourse(person, course, 'approved')
  return approve(admin, await freshRequest(person, course))
}

/** A wallet payment in the shape approve_enrollments takes. */
function payment(requestId: string, amount = 399) {
  return {
    request_id: requestId,
    wallet: 'bKash',
    transaction_id: `9GH${token(7)}`,
    amount,
    sender: '01712345678',
    received_at: '2026-11-21T20:14:00+06:00',
  }
}

// ------------------------------------------------------------------ enrollment_decisions
cell('enrollment_decisions', 'select', 'anon', false, 'reads the decision history', async (c) => {
  expectRefused(await c.client('anon').from('enrollment_decisions').select('id, reason'))
})
for (const [role, them] of learnerPairs) {
  cell(
    'enrollment_decisions',
    'select',
    role,
    false,
    'reads the history of their own request (it names the admin)',
    async (c) => {
      await expectReadRefused(c.client(role), 'enrollment_decisions', 'decided_by, reason', {
        request_id: c.rejected[role].id,
      })
      expect(await decisionsOf(c.rejected[role].id)).toHaveLength(1)
    },
  )
  cell(
    'enrollment_decisions',
    'select',
    role,
    false,
    "reads the history of another learner's request",
    async (c) => {
      await expectReadRefused(c.client(role), 'enrollment_decisions', 'reason', {
        request_id: c.rejected[them].id,
      })
    },
  )
}
cell(
  'enrollment_decisions',
  'select',
  'admin',
  true,
  'reads every decision, with who',
  async (c) => {
    const r = await c
      .client('admin')
      .from('enrollment_decisions')
      .select('request_id, decision, reason, decided_by')
      .in('request_id', [c.rejected.learner.id, c.rejected.other.id])
    expectAllowed(r)
    expect(r.data).toHaveLength(2)
    expect(r.data).toContainEqual({
      request_id: c.rejected.learner.id,
      decision: 'rejected',
      reason: 'No payment with this transaction ID',
      decided_by: c.admin.id,
    })
  },
)
for (const role of everyone) {
  cell(
    'enrollment_decisions',
    'insert',
    role,
    false,
    'writes a decision into the history (only the trigger does)',
    async (c) => {
      const request = await freshRequest(c.learner, 'creative-design')
      const r = await c.client(role).from('enrollment_decisions').insert({
        request_id: request.id,
        decision: 'approved',
        reason: 'forged',
      })
      denied(r)
      expect(await decisionsOf(request.id)).toEqual([])
      expect((await requestRow(request.id))?.status).toBe('pending')
    },
  )
  cell(
    'enrollment_decisions',
    'update',
    role,
    false,
    'rewrites the reason or the decider of a decision',
    async (c) => {
      const decision = { request_id: c.rejected.learner.id }
      const rewrite = { reason: 'rewritten', decided_by: null }
      await refusedWrite.update(c.client(role), 'enrollment_decisions', decision, rewrite, denied)
      expect(await decisionsOf(c.rejected.learner.id)).toMatchObject([
        { reason: 'No payment with this transaction ID', decided_by: c.admin.id },
      ])
    },
  )
  cell('enrollment_decisions', 'delete', role, false, 'deletes a decision', async (c) => {
    const decision = { request_id: c.rejected.learner.id }
    await refusedWrite.delete(c.client(role), 'enrollment_decisions', decision, denied)
  })
}

// ------------------------------------------------------------------ approve_enrollments
cell('approve_enrollments', 'rpc', 'anon', false, 'approves a batch', async (c) => {
  const request = await freshRequest(c.learner, 'video-editing')
  const r = await c.client('anon').rpc('approve_enrollments', { request_ids: [request.id] })
  denied(r)
  expect((await requestRow(request.id))?.status).toBe('pending')
  expect(await enrolled(c.learner, 'video-editing')).toBe(false)
})
for (const role of learners) {
  cell(
    'approve_enrollments',
    'rpc',
    role,
    false,
    'approves their own request, with a payment of their making',
    async (c) => {
      const me = role === 'learner' ? c.learner : c.other
      const request = await freshRequest(me, 'video-editing')
      const r = await c.client(role).rpc('approve_enrollments', {
        request_ids: [request.id],
        payments: [payment(request.id)],
      })
      expectError(r)
      expect(r.error?.code).toBe('42501')
      expect(await requestRow(request.id)).toMatchObject({ status: 'pending', paid_wallet: null })
      expect(await enrolled(me, 'video-editing')).toBe(false)
      expect(await decisionsOf(request.id)).toEqual([])
    },
  )
}
cell(
  'approve_enrollments',
  'rpc',
  'admin',
  true,
  'approves a batch: enrolments, statuses, payment and who are recorded',
  async (c) => {
    const a = await freshRequest(c.learner, 'video-editing')
    const b = await freshRequest(c.other, 'video-editing')
    const paid = payment(a.id, 499)
    const r = await c.client('admin').rpc('approve_enrollments', {
      request_ids: [b.id, a.id],
      payments: [paid],
    })
    expectAllowed(r)
    expect(
      (r.data as { request_id: string; approved_now: boolean }[]).map((x) => x.approved_now),
    ).toEqual([true, true])
    expect(await requestRow(a.id)).toMatchObject({
      status: 'approved',
      paid_wallet: 'bKash',
      paid_transaction_id: paid.transaction_id,
      paid_amount: 499,
      paid_sender: '01712345678',
    })
    expect(await requestRow(b.id)).toMatchObject({ status: 'approved', paid_wallet: null })
    expect(await enrolled(c.learner, 'video-editing')).toBe(true)
    expect(await enrolled(c.other, 'video-editing')).toBe(true)
    const [decision] = await decisionsOf(a.id)
    expect(decision).toMatchObject({
      decision: 'approved',
      decided_by: c.admin.id,
      wallet: 'bKash',
      payment_transaction_id: paid.transaction_id,
      payment_amount: 499,
      payment_sender: '01712345678',
    })
    expect(new Date(decision?.payment_received_at ?? '').toISOString()).toBe(
      '2026-11-21T14:14:00.000Z',
    )
  },
)

// ------------------------------------------------------------------ refund_enrollment
cell('refund_enrollment', 'rpc', 'anon', false, 'refunds an enrolment', async (c) => {
  const request = await approvedRequest(c.admin, c.learner, 'creative-design')
  const r = await c
    .client('anon')
    .rpc('refund_enrollment', { request_id: request.id, reason: 'Refund please' })
  denied(r)
  expect((await requestRow(request.id))?.status).toBe('approved')
  expect(await enrolled(c.learner, 'creative-design')).toBe(true)
})
for (const [role, them] of learnerPairs) {
  cell(
    'refund_enrollment',
    'rpc',
    role,
    false,
    'refunds their own enrolment (or another learner’s)',
    async (c) => {
      const mine = await approvedRequest(
        c.admin,
        role === 'learner' ? c.learner : c.other,
        'creative-design',
      )
      const theirs = await approvedRequest(
        c.admin,
        them === 'learner' ? c.learner : c.other,
        'creative-design',
      )
      for (const request of [mine, theirs]) {
        const r = await c
          .client(role)
          .rpc('refund_enrollment', { request_id: request.id, reason: 'Refund please' })
        expectError(r, /^Error fetching enrollment$/)
        expect((await requestRow(request.id))?.status).toBe('approved')
      }
      expect(await enrolled(c.learner, 'creative-design')).toBe(true)
      expect(await enrolled(c.other, 'creative-design')).toBe(true)
    },
  )
}
cell(
  'refund_enrollment',
  'rpc',
  'admin',
  true,
  'refunds an approved request: refunded, enrolment gone, reason and who recorded',
  async (c) => {
    const request = await approvedRequest(c.admin, c.learner, 'creative-design')
    const r = await c
      .client('admin')
      .rpc('refund_enrollment', { request_id: request.id, reason: '  Course not started  ' })
    expectAllowed(r)
    expect(r.data).toMatchObject({ decision: 'refunded', reason: 'Course not started' })
    expect(await requestRow(request.id)).toMatchObject({
      status: 'refunded',
      decision_reason: 'Course not started',
    })
    expect(await enrolled(c.learner, 'creative-design')).toBe(false)
    expect((await decisionsOf(request.id)).map((d) => [d.decision, d.decided_by])).toEqual([
      ['approved', c.admin.id],
      ['refunded', c.admin.id],
    ])
  },
)

// ------------------------------------------------------------------ pending_enrollments: reasons, payments
for (const [role, them] of learnerPairs) {
  cell(
    'pending_enrollments',
    'select',
    role,
    true,
    'reads the reason of their own rejected request (select * included)',
    async (c) => {
      const r = await c
        .client(role)
        .from('pending_enrollments')
        .select('*')
        .eq('id', c.rejected[role].id)
        .single()
      expectAllowed(r)
      expect(r.data).toMatchObject({
        status: 'rejected',
        decision_reason: 'No payment with this transaction ID',
      })
      // who decided is not part of the request any more
      expect(r.data).not.toHaveProperty('decided_by')
    },
  )
  cell(
    'pending_enrollments',
    'select',
    role,
    false,
    'reads who decided their request',
    async (c) => {
      const r = await c
        .client(role)
        .from('pending_enrollments')
        .select('decided_by')
        .eq('id', c.rejected[role].id)
      expectError(r)
    },
  )
  cell(
    'pending_enrollments',
    'select',
    role,
    false,
    "reads the reason of another learner's request",
    async (c) => {
      await expectReadRefused(c.client(role), 'pending_enrollments', 'decision_reason', {
        id: c.rejected[them].id,
      })
    },
  )
  cell(
    'pending_enrollments',
    'update',
    role,
    false,
    'rewrites the reason, or records a payment on their own request',
    async (c) => {
      const own = await freshRequest(role === 'learner' ? c.learner : c.other, 'web-development')
      const a = await c
        .client(role)
        .from('pending_enrollments')
        .update({ decision_reason: 'Approved by me' })
        .eq('id', c.rejected[role].id)
      expectRefused(a)
      const b = await c
        .client(role)
        .from('pending_enrollments')
        .update({ paid_wallet: 'bKash', paid_transaction_id: 'FAKE1', paid_amount: 0 })
        .eq('id', own.id)
      expectRefused(b)
      expect((await requestRow(c.rejected[role].id))?.decision_reason).toBe(
        'No payment with this transaction ID',
      )
      expect(await requestRow(own.id)).toMatchObject({ status: 'pending', paid_wallet: null })
    },
  )
}
cell(
  'pending_enrollments',
  'update',
  'admin',
  false,
  'changes the reason of a decided request (a decision is final)',
  async (c) => {
    const r = await c
      .client('admin')
      .from('pending_enrollments')
      .update({ decision_reason: 'Something else' })
      .eq('id', c.rejected.learner.id)
    expectError(r, /final/)
    expect(r.error?.code).toBe('55000')
    expect((await requestRow(c.rejected.learner.id))?.decision_reason).toBe(
      'No payment with this transaction ID',
    )
  },
)
cell(
  'pending_enrollments',
  'update',
  'admin',
  false,
  'rejects by updating the status without a reason',
  async (c) => {
    const request = await freshRequest(c.other, 'web-development')
    const r = await c
      .client('admin')
      .from('pending_enrollments')
      .update({ status: 'rejected' })
      .eq('id', request.id)
    expectError(r, /reason is required/)
    expect((await requestRow(request.id))?.status).toBe('pending')
    expect(await decisionsOf(request.id)).toEqual([])
  },
)
cell(
  'enrollments',
  'delete',
  'admin',
  true,
  'deletes the enrolment of a refunded request (what refund_enrollment does)',
  async (c) => {
    const request = await approvedRequest(c.admin, c.other, 'creative-design')
    // the status moves by a direct update (allowed to admins), the enrolment stays
    const moved = await c
      .client('admin')
      .from('pending_enrollments')
      .update({ status: 'refunded', decision_reason: 'Paid twice' })
      .eq('id', request.id)
    expectAllowed(moved)
    expect(await enrolled(c.other, 'creative-design')).toBe(true)
    await allowedWrite.delete(c.client('admin'), 'enrollments', {
      user_id: c.other.id,
      course_id: 'creative-design',
    })
    expect(await enrolled(c.other, 'creative-design')).toBe(false)
  },
)

// ------------------------------------------------------------------ the cells
async function arrange(): Promise<Ctx> {
  const callers = await signInCallers('pay')
  const { learner, other, admin } = callers
  const rejected = {} as Ctx['rejected']
  for (const [key, person] of [
    ['learner', learner],
    ['other', other],
  ] as const) {
    rejected[key] = await reject(
      admin,
      await freshRequest(person, 'web-development'),
      'No payment with this transaction ID',
    )
  }
  return { ...callers, rejected }
}

describeCells('payments security cells', arrange, () => {
  test('every table and function this file covers has cells for each role (matrix.test.ts skips them)', () =>
    expectCovered(paymentsResources, everyone))
})

// ------------------------------------------------------------------ the rules
describe('approving a batch', () => {
  let admin: Person
  let learners: Person[]
  beforeAll(async () => {
    admin = await signInAdmin()
    learners = await Promise.all([0, 1, 2].map((i) => signUpLearner(`batch${i}`)))
  })

  test('one rejected id in the batch: nothing changes, and the error names it', async () => {
    const [a, b, c] = learners as [Person, Person, Person]
    const ok1 = await freshRequest(a, 'creative-design')
    const ok2 = await freshRequest(b, 'creative-design')
    const bad = await freshRequest(c, 'creative-design')
    await reject(admin, bad, 'Fake')
    const r = await admin.client.rpc('approve_enrollments', {
      request_ids: [ok1.id, bad.id, ok2.id],
      payments: [payment(ok1.id), payment(ok2.id)],
    })
    expectError(r, new RegExp(`${bad.id} is already rejected; nothing was approved`))
    expect(r.error?.code).toBe('55000')
    expect((r.error as { hint?: string }).hint).toBe('enrollment_request_rejected')
    expect((r.error as { details?: string }).details).toBe(bad.id)
    for (const [request, person] of [
      [ok1, a],
      [ok2, b],
    ] as const) {
      expect(await requestRow(request.id)).toMatchObject({ status: 'pending', paid_wallet: null })
      expect(await enrolled(person, 'creative-design')).toBe(false)
      expect(await decisionsOf(request.id)).toEqual([])
    }
  })

  test('an unknown id, or a refunded one: nothing changes, and the error names it', async () => {
    const [a, b] = learners as [Person, Person, Person]
    const ok = await freshRequest(a, 'web-development')
    const unknown = randomUUID()
    const r = await admin.client.rpc('approve_enrollments', { request_ids: [ok.id, unknown] })
    expectError(r, new RegExp(`${unknown} was not found`))
    expect(r.error?.code).toBe('P0002')
    expect((await requestRow(ok.id))?.status).toBe('pending')

    const refunded = await approvedRequest(admin, b, 'web-development')
    await refund(admin, refunded, 'Refund')
    const again = await admin.client.rpc('approve_enrollments', {
      request_ids: [refunded.id, ok.id],
    })
    expectError(again, new RegExp(`${refunded.id} is already refunded`))
    expect((await requestRow(ok.id))?.status).toBe('pending')
    expect((await requestRow(refunded.id))?.status).toBe('refunded')
    expect(await enrolled(b, 'web-development')).toBe(false)
    expect(await enrolled(a, 'web-development')).toBe(false)
  })

  test('ids already approved are left as they are; the rest are approved', async () => {
    const [a, b] = learners as [Person, Person, Person]
    const before = await approvedRequest(admin, a, 'video-editing')
    const fresh = await freshRequest(b, 'video-editing')
    const r = await admin.client.rpc('approve_enrollments', {
      request_ids: [before.id, fresh.id, fresh.id],
      payments: [payment(before.id)],
    })
    expectAllowed(r)
    const outcome = new Map(
      (r.data as { request_id: string; approved_now: boolean }[]).map((x) => [
        x.request_id,
        x.approved_now,
      ]),
    )
    expect(outcome).toEqual(
      new Map([
        [before.id, false],
        [fresh.id, true],
      ]),
    )
    // the earlier approval keeps its record (no payment added afterwards), one decision each
    expect(await requestRow(before.id)).toMatchObject({ status: 'approved', paid_wallet: null })
    expect(await decisionsOf(before.id)).toHaveLength(1)
    expect(await decisionsOf(fresh.id)).toHaveLength(1)
    const enrollments = await stored<{ course_id: string }>('enrollments', 'user_id', b.id)
    expect(enrollments.filter((e) => e.course_id === 'video-editing')).toHaveLength(1)
  })

  test('a wallet payment matched to two requests: refused, nothing approved', async () => {
    const [a, b, c] = learners as [Person, Person, Person]
    const first = await freshRequest(a, 'creative-design')
    const second = await freshRequest(b, 'creative-design')
    const paid = payment(first.id)
    const r = await admin.client.rpc('approve_enrollments', {
      request_ids: [first.id, second.id],
      payments: [paid, { ...paid, request_id: second.id }],
    })
    expectError(r)
    expect(r.error?.code).toBe('23505')
    expect(r.error?.hint).toBe('payment_already_matched')
    expect((await requestRow(first.id))?.status).toBe('pending')
    expect((await requestRow(second.id))?.status).toBe('pending')

    // and across batches: a payment that settled one request cannot settle another
    expectAllowed(
      await admin.client.rpc('approve_enrollments', { request_ids: [first.id], payments: [paid] }),
    )
    const third = await freshRequest(c, 'creative-design')
    const reused = await admin.client.rpc('approve_enrollments', {
      request_ids: [third.id],
      payments: [
        { ...paid, request_id: third.id, transaction_id: ` ${paid.transaction_id.toLowerCase()} ` },
      ],
    })
    expectError(reused)
    expect(reused.error?.hint).toBe('payment_already_matched')
    expect((await requestRow(third.id))?.status).toBe('pending')
    expect(await enrolled(c, 'creative-design')).toBe(false)
  })

  test('an incomplete payment, a payment for a request outside the batch, or none: refused, named', async () => {
    const [a] = learners as [Person, Person, Person]
    const request = await freshRequest(a, 'web-development')
    const cases: [unknown, RegExp][] = [
      [[{ ...payment(request.id), wallet: 'Upay' }], new RegExp(request.id)],
      [[{ ...payment(request.id), amount: '399' }], new RegExp(request.id)],
      [[{ ...payment(request.id), transaction_id: '  ' }], new RegExp(request.id)],
      [[payment(randomUUID())], /not valid/],
      [[{ ...payment(request.id), request_id: 'not-a-uuid' }], /not-a-uuid/],
      [[payment(request.id), payment(request.id)], /more than one payment/],
      [{ not: 'a list' }, /must be a list/],
    ]
    for (const [payments, message] of cases) {
      const r = await admin.client.rpc('approve_enrollments', {
        request_ids: [request.id],
        payments,
      })
      expectError(r, message)
      expect(r.error?.code).toBe('22023')
      expect((await requestRow(request.id))?.status).toBe('pending')
    }
    expectError(await admin.client.rpc('approve_enrollments', { request_ids: [] }), /at least one/)
    expect(await decisionsOf(request.id)).toEqual([])
  })

  test('the single approve_enrollment still works and is recorded', async () => {
    const [, , c] = learners as [Person, Person, Person]
    const request = await freshRequest(c, 'video-editing')
    expectAllowed(await admin.client.rpc('approve_enrollment', { request_id: request.id }))
    expect(await decisionsOf(request.id)).toMatchObject([
      { decision: 'approved', decided_by: admin.id, wallet: null },
    ])
  })
})

describe('two admins approving the same batch at once', () => {
  test('exactly one enrolment per request, no error, one approval each (8 rounds)', async () => {
    const admins = [await signInAdmin(), await signUpAdmin('payadmin2')]
    const people = await Promise.all([0, 1, 2, 3].map((i) => signUpLearner(`racebatch${i}`)))
    for (let round = 0; round < 8; round++) {
      const course = ['creative-design', 'web-development', 'video-editing'][round % 3] as string
      const requests = await Promise.all(people.map((p) => freshRequest(p, course)))
      const ids = requests.map((r) => r.id)
      // the second admin sends the batch in the opposite order: locks are taken by id anyway
      const results = await Promise.all([
        admins[0]!.client.rpc('approve_enrollments', { request_ids: ids }),
        admins[1]!.client.rpc('approve_enrollments', { request_ids: [...ids].reverse() }),
      ])
      for (const r of results) expectAllowed(r)
      const approvedNow = results.flatMap((r) =>
        (r.data as { request_id: string; approved_now: boolean }[])
          .filter((x) => x.approved_now)
          .map((x) => x.request_id),
      )
      expect(approvedNow.sort(), `round ${round}`).toEqual([...ids].sort())
      for (const [i, person] of people.entries()) {
        const enrollments = (
          await stored<{ course_id: string }>('enrollments', 'user_id', person.id)
        ).filter((e) => e.course_id === course)
        expect(enrollments).toHaveLength(1)
        expect(await decisionsOf(ids[i]!)).toHaveLength(1)
      }
    }
  })

  test('an approval racing a refund of the same request: the database stays consistent', async () => {
    const admins = [await signInAdmin(), await signUpAdmin('payadmin3')]
    const person = await signUpLearner('racerefund')
    for (let round = 0; round < 5; round++) {
      const request = await approvedRequest(admins[0]!, person, 'web-development')
      const [approve, refund] = await Promise.all([
        admins[0]!.client.rpc('approve_enrollments', { request_ids: [request.id] }),
        admins[1]!.client.rpc('refund_enrollment', { request_id: request.id, reason: 'Refund' }),
      ])
      expectAllowed(refund)
      const row = await requestRow(request.id)
      expect(row?.status).toBe('refunded')
      expect(await enrolled(person, 'web-development')).toBe(false)
      // the approval either ran first (left it approved) or saw it refunded and changed nothing
      if (approve.error) expect(approve.error.message).toMatch(/already refunded/)
      expect((await decisionsOf(request.id)).map((d) => d.decision)).toEqual([
        'approved',
        'refunded',
      ])
    }
  })
})

describe('reasons and refunds', () => {
  let admin: Person
  let learner: Person
  beforeAll(async () => {
    ;({ admin, learner } = await signInAdminAndLearner('reasons'))
  })

  test('a blank reason is refused with a clear message, for reject and for refund', async () => {
    const pending = await freshRequest(learner, 'creative-design')
    for (const reason of ['', '   ', '\n\t']) {
      const r = await admin.client.rpc('reject_enrollment', { request_id: pending.id, reason })
      expectError(r, /^A reason is required to reject an enrollment\.$/)
      expect(r.error?.code).toBe('22023')
      expect((r.error as { hint?: string }).hint).toBe('decision_reason_required')
    }
    expect((await requestRow(pending.id))?.status).toBe('pending')
    const approved = await approvedRequest(admin, learner, 'web-development')
    const r = await admin.client.rpc('refund_enrollment', { request_id: approved.id, reason: ' ' })
    expectError(r, /^A reason is required to refund an enrollment\.$/)
    expect((await requestRow(approved.id))?.status).toBe('approved')
    expect(await enrolled(learner, 'web-development')).toBe(true)
    // the old one-argument reject is gone: a call without a reason finds no function
    expectError(await admin.client.rpc('reject_enrollment', { request_id: pending.id }))
    expect((await requestRow(pending.id))?.status).toBe('pending')
  })

  test('only an approved request can be refunded', async () => {
    const pending = await freshRequest(learner, 'video-editing')
    const r = await admin.client.rpc('refund_enrollment', { request_id: pending.id, reason: 'x' })
    expectError(r, /Only an approved enrollment can be refunded/)
    expect(r.error?.code).toBe('55000')
    expect((await requestRow(pending.id))?.status).toBe('pending')
    await reject(admin, pending, 'Unpaid')
    expectError(
      await admin.client.rpc('refund_enrollment', { request_id: pending.id, reason: 'x' }),
      /this one is rejected/,
    )
    expect(await decisionsOf(pending.id)).toHaveLength(1)
  })

  test('a refund takes the enrolment away; the learner reads the reason, may enrol again, and a second refund is refused', async () => {
    const request = await approvedRequest(admin, learner, 'creative-design')
    await refund(admin, request, 'কোর্স শুরু হয়নি')
    const mine = await learner.client
      .from('enrollments')
      .select('course_id')
      .eq('course_id', 'creative-design')
    expect(mine.data).toEqual([])
    const own = await learner.client
      .from('pending_enrollments')
      .select('status, decision_reason, decided_at')
      .eq('id', request.id)
      .single()
    expectAllowed(own)
    expect(own.data).toMatchObject({ status: 'refunded', decision_reason: 'কোর্স শুরু হয়নি' })
    expectError(
      await admin.client.rpc('refund_enrollment', { request_id: request.id, reason: 'again' }),
      /this one is refunded/,
    )
    // not enrolled any more: a new request for the course is accepted
    const again = await freshRequest(learner, 'creative-design')
    expect(again.status).toBe('pending')
  })
})
