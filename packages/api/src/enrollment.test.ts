import { describe, expect, it, vi } from 'vitest'
import {
  getEnrollmentState,
  getEnrollmentStatus,
  getRequestStatus,
  isFinalRequestStatus,
  listMyEnrollments,
  lookupCoupon,
  submitEnrollment,
} from './enrollment'
import { failureOn, fakeBackend, rejection, type RecordedRequest } from './test-support'
import { databaseError, reply, rlsRefusal, uniqueViolation } from './test-answers'

const uid = '11111111-1111-4111-8111-111111111111'
const form = {
  courseId: 'creative-design',
  name: ' Rahim Uddin ',
  phone: '+880 1712-345678',
  paymentMethod: 'bKash' as const,
  transactionId: ' 8n7a6b5c4d ',
  couponCode: ' welcome20 ',
}
const row = {
  id: 'r1',
  course_id: 'creative-design',
  payment_method: 'bKash',
  transaction_id: '8N7A6B5C4D',
  coupon_code: 'WELCOME20',
  amount_due: 319,
  status: 'pending',
  created_at: '2026-11-20T10:00:00Z',
}

const table = (r: RecordedRequest) => new URL(r.url).pathname.replace('/rest/v1/', '')

describe('getEnrollmentStatus', () => {
  it.each([
    { enrolled: [{ course_id: 'web-development' }], pending: [], expected: 'enrolled' },
    {
      enrolled: [],
      pending: [{ id: 'r1', status: 'pending', decision_reason: null }],
      expected: 'pending',
    },
    { enrolled: [], pending: [], expected: 'none' },
  ])('answers $expected', async ({ enrolled, pending, expected }) => {
    const { client, requests } = fakeBackend((r) =>
      table(r) === 'enrollments' ? reply(200, enrolled[0] ?? null) : reply(200, pending),
    )
    expect(await getEnrollmentStatus(client, uid, 'web-development')).toBe(expected)
    const enr = new URL(requests.find((r) => table(r) === 'enrollments')!.url).searchParams
    expect(enr.get('user_id')).toBe(`eq.${uid}`)
    expect(enr.get('course_id')).toBe('eq.web-development')
    const pen = new URL(requests.find((r) => table(r) === 'pending_enrollments')!.url).searchParams
    expect(pen.get('status')).toBe('eq.pending')
  })

  it('resolves the skill-pack alias and refuses an unknown course without asking', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    await getEnrollmentStatus(client, uid, 'skill-pack')
    expect(
      requests.every((r) => new URL(r.url).searchParams.get('course_id') === 'eq.video-editing'),
    ).toBe(true)
    const before = requests.length
    const e = await rejection(getEnrollmentStatus(client, uid, 'cooking'))
    expect(e.kind).toBe('invalid_course')
    expect(e.field).toBe('courseId')
    expect(requests).toHaveLength(before)
  })

  it('maps an expired session and a lost connection', async () => {
    const expired = fakeBackend(() => databaseError(401, 'PGRST303', 'JWT expired'))
    expect(
      (await rejection(getEnrollmentStatus(expired.client, uid, 'creative-design'))).kind,
    ).toBe('session')
    // Reads are retried by postgrest-js (1 s, 2 s, 4 s) before the failure is reported.
    vi.useFakeTimers()
    try {
      const offline = fakeBackend(() => {
        throw new TypeError('Failed to fetch')
      })
      const pending = rejection(getEnrollmentStatus(offline.client, uid, 'creative-design'))
      await vi.runAllTimersAsync()
      expect((await pending).kind).toBe('network')
      expect(offline.requests.length).toBeGreaterThan(2)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('getEnrollmentState', () => {
  it("answers the pending request's id and status with 'pending'", async () => {
    const pendingRow = { id: 'r1', status: 'pending', decision_reason: null }
    const { client, requests } = fakeBackend((r) =>
      table(r) === 'enrollments' ? reply(200, null) : reply(200, [pendingRow]),
    )
    expect(await getEnrollmentState(client, uid, 'creative-design')).toEqual({
      status: 'pending',
      request: pendingRow,
    })
    const pen = new URL(requests.find((r) => table(r) === 'pending_enrollments')!.url).searchParams
    expect(pen.get('select')).toBe('id,status,decision_reason')
    expect(pen.get('status')).toBe('eq.pending')
  })

  it('answers no request when enrolled or when nothing waits', async () => {
    const enrolled = fakeBackend((r) =>
      table(r) === 'enrollments' ? reply(200, { course_id: 'creative-design' }) : reply(200, []),
    )
    expect(await getEnrollmentState(enrolled.client, uid, 'creative-design')).toEqual({
      status: 'enrolled',
      request: null,
    })
    const none = fakeBackend((r) =>
      table(r) === 'enrollments' ? reply(200, null) : reply(200, []),
    )
    expect(await getEnrollmentState(none.client, uid, 'creative-design')).toEqual({
      status: 'none',
      request: null,
    })
  })
})

describe('getRequestStatus', () => {
  const state = { id: 'r1', status: 'pending', decision_reason: null }

  it('reads one request by id: its id, status and decision reason only, in one request', async () => {
    const { client, requests } = fakeBackend(() => reply(200, state))
    expect(await getRequestStatus(client, 'r1')).toEqual(state)
    expect(requests).toHaveLength(1)
    expect(table(requests[0]!)).toBe('pending_enrollments')
    expect(requests[0]!.method).toBe('GET')
    const q = new URL(requests[0]!.url).searchParams
    expect(q.get('id')).toBe('eq.r1')
    expect(q.get('select')).toBe('id,status,decision_reason')
    expect([...q.keys()].sort()).toEqual(['id', 'select'])
  })

  it('answers a decided request with its reason, and null for a row the learner cannot see', async () => {
    const rejected = { id: 'r1', status: 'rejected', decision_reason: 'No such payment' }
    expect(await getRequestStatus(fakeBackend(() => reply(200, rejected)).client, 'r1')).toEqual(
      rejected,
    )
    expect(await getRequestStatus(fakeBackend(() => reply(200, null)).client, 'r1')).toBeNull()
    expect(isFinalRequestStatus('pending')).toBe(false)
    expect(
      (['approved', 'rejected', 'refunded'] as const).every((s) => isFinalRequestStatus(s)),
    ).toBe(true)
  })

  it('fails once without retrying (the caller asks again on its next tick)', async () => {
    const offline = fakeBackend(() => {
      throw new TypeError('Failed to fetch')
    })
    expect((await rejection(getRequestStatus(offline.client, 'r1'))).kind).toBe('network')
    expect(offline.requests).toHaveLength(1)
    const down = fakeBackend(() => databaseError(503, 'XX000', 'unavailable'))
    await rejection(getRequestStatus(down.client, 'r1'))
    expect(down.requests).toHaveLength(1)
    const odd = fakeBackend(() => reply(200, { ...state, status: 'lost' }))
    expect((await rejection(getRequestStatus(odd.client, 'r1'))).kind).toBe('unknown')
  })

  it('hands its signal to the request, so the page can cancel it', async () => {
    const { client, requests } = fakeBackend(() => reply(200, state))
    const controller = new AbortController()
    await getRequestStatus(client, 'r1', { signal: controller.signal })
    const seen = requests[0]!.signal
    expect(seen?.aborted).toBe(false)
    controller.abort()
    expect(seen?.aborted).toBe(true)
  })
})

describe('lookupCoupon', () => {
  it('asks the coupon_lookup RPC with the normalised code', async () => {
    const { client, requests } = fakeBackend(() => reply(200, 20))
    expect(await lookupCoupon(client, ' welcome20 ')).toBe(20)
    expect(new URL(requests[0]!.url).pathname).toBe('/rest/v1/rpc/coupon_lookup')
    expect(requests[0]!.body).toEqual({ code: 'WELCOME20' })
  })

  it('answers null for an unknown or inactive code, and for a blank one without asking', async () => {
    const { client, requests } = fakeBackend(() => reply(200, null))
    expect(await lookupCoupon(client, 'NOPE')).toBeNull()
    expect(await lookupCoupon(client, '   ')).toBeNull()
    expect(requests).toHaveLength(1)
  })

  it('maps a failure and refuses an odd answer', async () => {
    const offline = fakeBackend(() => {
      throw new TypeError('Failed to fetch')
    })
    expect((await rejection(lookupCoupon(offline.client, 'X'))).kind).toBe('network')
    const anon = fakeBackend(() =>
      databaseError(401, '42501', 'permission denied for function coupon_lookup'),
    )
    expect((await rejection(lookupCoupon(anon.client, 'X'))).kind).toBe('session')
    const odd = fakeBackend(() => reply(200, 'twenty'))
    expect((await rejection(lookupCoupon(odd.client, 'X'))).kind).toBe('unknown')
  })
})

describe('submitEnrollment', () => {
  it('inserts a normalised pending request and answers the row the database computed', async () => {
    const { client, requests } = fakeBackend((r) =>
      r.method === 'POST'
        ? reply(201, row)
        : reply(200, { id: 'r1', status: 'pending', decision_reason: null }),
    )
    const result = await submitEnrollment(client, uid, form)
    expect(result).toEqual({ request: { ...row, decision_reason: null }, alreadyRecorded: false })
    expect(requests).toHaveLength(2)
    expect(table(requests[0]!)).toBe('pending_enrollments')
    expect(requests[0]!.method).toBe('POST')
    expect(requests[0]!.body).toMatchObject({
      user_id: uid,
      course_id: 'creative-design',
      name: 'Rahim Uddin',
      phone: '01712345678',
      payment_method: 'bKash',
      transaction_id: '8N7A6B5C4D',
      status: 'pending',
      coupon_code: 'WELCOME20',
    })
  })

  it('sends a null coupon when none was typed', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(201, { ...row, coupon_code: null, amount_due: 399 }),
    )
    await submitEnrollment(client, uid, { ...form, couponCode: '' })
    expect((requests[0]!.body as { coupon_code: unknown }).coupon_code).toBeNull()
  })

  it.each([
    {
      field: 'courseId',
      value: 'cooking',
      kind: 'invalid_course',
      message: 'Invalid course selected.',
    },
    {
      field: 'phone',
      value: '12345',
      kind: 'invalid',
      message: 'Enter a Bangladeshi mobile number like 01712345678.',
    },
    {
      field: 'transactionId',
      value: '',
      kind: 'invalid',
      message: 'Enter the transaction ID of your payment.',
    },
    { field: 'name', value: '  ', kind: 'invalid', message: 'Enter your name.' },
  ])('refuses a bad $field before sending anything', async ({ field, value, kind, message }) => {
    const { client, requests } = fakeBackend(() => reply(201, row))
    const e = await rejection(submitEnrollment(client, uid, { ...form, [field]: value }))
    expect(e.kind).toBe(kind)
    expect(e.field).toBe(field)
    expect(e.serverText).toBe(message)
    expect(requests).toHaveLength(0)
  })

  it("says a transaction id was used already (another learner's)", async () => {
    const { client, requests } = fakeBackend((r) =>
      r.method === 'POST'
        ? databaseError(409, '23505', 'This transaction ID has already been used.', {
            hint: 'transaction_id_used',
          })
        : reply(200, null),
    )
    const e = await rejection(submitEnrollment(client, uid, form))
    expect(e.kind).toBe('duplicate_transaction')
    expect(e.field).toBe('transactionId')
    // it looked for the learner's own pending request with that id first
    const look = new URL(requests[1]!.url).searchParams
    expect(look.get('transaction_id')).toBe('eq.8N7A6B5C4D')
    expect(look.get('user_id')).toBe(`eq.${uid}`)
    // pending or approved: the SMS of the payment may have approved the first try already
    expect(look.get('status')).toBe('in.(pending,approved)')
  })

  it('answers a unique violation without a hint (an index the trigger did not see) with the generic failure', async () => {
    const { client } = fakeBackend((r) =>
      r.method === 'POST'
        ? uniqueViolation('pending_enrollments_transaction_id_key')
        : reply(200, null),
    )
    const e = await rejection(submitEnrollment(client, uid, form))
    expect(e.kind).toBe('conflict')
    expect(e.hint).toBeUndefined()
  })

  it("answers the learner's own earlier request when a retry finds it recorded", async () => {
    const { client } = fakeBackend((r) =>
      r.method === 'POST'
        ? databaseError(409, '23505', 'Used.', { hint: 'transaction_id_used' })
        : reply(200, row),
    )
    expect(await submitEnrollment(client, uid, form)).toEqual({
      request: row,
      alreadyRecorded: true,
    })
  })

  it('answers a request the database approved at once (the wallet SMS came first)', async () => {
    // The insert answers the row as inserted; the after-insert trigger that settled it shows
    // in one small read of the request's status.
    const { client, requests } = fakeBackend((r) =>
      r.method === 'POST'
        ? reply(201, row)
        : reply(200, { id: 'r1', status: 'approved', decision_reason: null }),
    )
    const { request } = await submitEnrollment(client, uid, form)
    expect(request).toMatchObject({ id: 'r1', status: 'approved', transaction_id: '8N7A6B5C4D' })
    const read = new URL(requests[1]!.url).searchParams
    expect(read.get('id')).toBe('eq.r1')
    expect(read.get('select')).toBe('id,status,decision_reason')
    // A failed read answers the request as inserted: the page finds out on its next check.
    const lost = fakeBackend((r) => {
      if (r.method === 'POST') return reply(201, row)
      throw new TypeError('Failed to fetch')
    })
    expect((await submitEnrollment(lost.client, uid, form)).request).toEqual(row)

    const approved = { ...row, status: 'approved' }
    const retried = fakeBackend((r) =>
      r.method === 'POST'
        ? databaseError(409, '23505', 'Used.', { hint: 'transaction_id_used' })
        : reply(200, approved),
    )
    expect(await submitEnrollment(retried.client, uid, form)).toEqual({
      request: approved,
      alreadyRecorded: true,
    })
  })

  it('refuses a second open request for the same course', async () => {
    const e = await failureOn(
      () =>
        databaseError(409, '23505', 'A request for this course is already awaiting approval.', {
          hint: 'open_request',
        }),
      (client) => submitEnrollment(client, uid, form),
    )
    expect(e.kind).toBe('open_request')
    expect(e.hint).toBe('open_request')
  })

  it('refuses a course the learner is enrolled in, an expired coupon and an unknown course', async () => {
    const cases: [Response, string, string | undefined][] = [
      [
        databaseError(409, '23505', 'Already enrolled in this course.', {
          hint: 'already_enrolled',
        }),
        'already_enrolled',
        undefined,
      ],
      [
        databaseError(400, '22023', 'Invalid or expired coupon.', { hint: 'invalid_coupon' }),
        'invalid_coupon',
        'couponCode',
      ],
      [
        databaseError(409, '23503', 'Invalid course selected.', { hint: 'invalid_course' }),
        'invalid_course',
        undefined,
      ],
    ]
    for (const [response, kind, field] of cases) {
      const e = await failureOn(
        () => response.clone(),
        (client) => submitEnrollment(client, uid, form),
      )
      expect(e.kind).toBe(kind)
      expect(e.field).toBe(field)
    }
  })

  it('maps a lost connection (retryable), a row-level security refusal and anything else', async () => {
    const offline = fakeBackend(() => {
      throw new TypeError('Failed to fetch')
    })
    const e = await rejection(submitEnrollment(offline.client, uid, form))
    expect(e.kind).toBe('network')
    expect(e.retryable).toBe(true)
    const rls = fakeBackend(() => rlsRefusal('pending_enrollments'))
    expect((await rejection(submitEnrollment(rls.client, uid, form))).kind).toBe('forbidden')
    const odd = fakeBackend(() => databaseError(500, 'XX000', 'internal'))
    const other = await rejection(submitEnrollment(odd.client, uid, form))
    expect([other.kind, other.code, other.operation]).toEqual([
      'unknown',
      'XX000',
      'enrollment.submit',
    ])
  })
})

describe('listMyEnrollments', () => {
  it("reads the learner's enrolments and requests, newest first", async () => {
    const enrollment = {
      course_id: 'web-development',
      completed: false,
      created_at: '2026-11-19T10:00:00Z',
    }
    const { client, requests } = fakeBackend((r) =>
      table(r) === 'enrollments' ? reply(200, [enrollment]) : reply(200, [row]),
    )
    expect(await listMyEnrollments(client, uid)).toEqual({
      enrollments: [enrollment],
      requests: [row],
    })
    for (const r of requests) {
      const q = new URL(r.url).searchParams
      expect(q.get('user_id')).toBe(`eq.${uid}`)
      expect(q.get('order')).toBe('created_at.desc')
    }
  })

  it('fails with its own message and refuses an unknown status', async () => {
    const down = fakeBackend(() => databaseError(500, 'XX000', 'internal'))
    expect((await rejection(listMyEnrollments(down.client, uid))).operation).toBe(
      'enrollments.mine',
    )
    const odd = fakeBackend((r) =>
      table(r) === 'enrollments' ? reply(200, []) : reply(200, [{ ...row, status: 'lost' }]),
    )
    expect((await rejection(listMyEnrollments(odd.client, uid))).kind).toBe('unknown')
  })
})
