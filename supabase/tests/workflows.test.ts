/**
 * The product's workflows end to end through supabase-js, as the learner site and the admin
 * console make them: sign-up, enrolment with and without a coupon, approve (twice), reject,
 * coupons, the admin's reports and active users, and the join-now lead.
 */
import { courseIds, discountedPrice, getCourse } from '@repo/courses'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  anonClient,
  decisionsOf,
  expectAllowed,
  expectError,
  latestMailOtp,
  reject,
  requestRow,
  seedAccount,
  serviceClient,
  signIn,
  signInAdmin,
  signUpLearner,
  stack,
  stored,
  submitRequest,
  token,
  transactionId,
  type PendingRequest,
  type Person,
} from './support'

let admin: Person
beforeAll(async () => {
  admin = await signInAdmin()
})

async function createCoupon(percent: number): Promise<string> {
  const code = `WF${token(8)}`
  const r = await admin.client.from('coupons').insert({ code, discount_percent: percent })
  expectAllowed(r)
  return code
}

async function withdraw(request: PendingRequest): Promise<void> {
  const { error } = await serviceClient().from('pending_enrollments').delete().eq('id', request.id)
  if (error) throw new Error(error.message)
}

describe('sign-up', () => {
  test('a new account gets a learner profile with the username and full name given at sign-up', async () => {
    const learner = await signUpLearner('signup', 'Nusrat Jahan')
    const { data, error } = await learner.client
      .from('profiles')
      .select('username, name, role')
      .eq('id', learner.id)
      .single()
    expect(error).toBeNull()
    expect(data?.username).toMatch(/^signup_/)
    expect(data).toMatchObject({ name: 'Nusrat Jahan', role: 'learner' })
  })

  test('a username already taken does not block the sign-up: the profile is created without it', async () => {
    const first = await signUpLearner('taken')
    const [{ username }] = (await stored<{ username: string }>('profiles', 'id', first.id)) as [
      { username: string },
    ]
    const email = `taken2-${token(8).toLowerCase()}@example.com`
    const password = `pw-${token(12)}`
    const signUp = await anonClient().auth.signUp({
      email,
      password,
      options: { data: { username: username.toUpperCase() } },
    })
    expect(signUp.error).toBeNull()
    const id = signUp.data.user?.id ?? ''
    const [profile] = await stored<{ username: string | null; role: string }>('profiles', 'id', id)
    expect(profile).toEqual(expect.objectContaining({ username: null, role: 'learner' }))
  })

  test('the confirmation mail confirms the account, after which the password sign-in works', async () => {
    const email = `confirm-${token(8).toLowerCase()}@example.com`
    const password = `pw-${token(12)}`
    expect((await anonClient().auth.signUp({ email, password })).error).toBeNull()
    const before = await anonClient().auth.signInWithPassword({ email, password })
    expect(before.error?.code).toBe('email_not_confirmed')
    const verified = await anonClient().auth.verifyOtp({
      email,
      token: await latestMailOtp(email),
      type: 'email',
    })
    expect(verified.error).toBeNull()
    const person = await signIn(email, password)
    const { data } = await person.client
      .from('profiles')
      .select('role')
      .eq('id', person.id)
      .single()
    expect(data).toEqual({ role: 'learner' })
  })

  test('profile links: http(s) up to 500 characters as the form allows, nothing longer', async () => {
    const learner = await signUpLearner('links')
    const longest = `https://facebook.com/${'a'.repeat(500 - 'https://facebook.com/'.length)}`
    const ok = await learner.client
      .from('profiles')
      .update({
        avatar_url: `${stack.apiUrl}/storage/v1/object/public/avatars/${learner.id}/a.png`,
        social_links: { twitter: null, linkedin: '', facebook: longest },
      })
      .eq('id', learner.id)
    expectAllowed(ok)
    const tooLong = await learner.client
      .from('profiles')
      .update({ social_links: { facebook: `${longest}a` } })
      .eq('id', learner.id)
    expectError(tooLong)
    expect(tooLong.error?.code).toBe('23514')
  })

  test('the seeded learner signs in and is a learner; the seeded admin is an admin', async () => {
    const account = seedAccount('learner')
    const learner = await signIn(account.email, account.password)
    const mine = await learner.client.from('profiles').select('role').eq('id', learner.id).single()
    expect(mine.data).toEqual({ role: 'learner' })
    const theirs = await admin.client.from('profiles').select('role').eq('id', admin.id).single()
    expect(theirs.data).toEqual({ role: 'admin' })
  })
})

describe('enrolment', () => {
  let learner: Person
  beforeAll(async () => {
    learner = await signUpLearner('enrol')
  })

  test('without a coupon the amount due is the course price: 399 for Creative Design', async () => {
    const request = await submitRequest(learner, { course_id: 'creative-design' })
    expect(request).toMatchObject({
      status: 'pending',
      coupon_code: null,
      amount_due: 399,
      user_id: learner.id,
    })
    await withdraw(request)
  })

  test('with WELCOME20 (seeded, 20%) the amount due is 319, the code stored upper-case', async () => {
    const request = await submitRequest(learner, {
      course_id: 'creative-design',
      coupon_code: ' welcome20 ',
    })
    expect(request).toMatchObject({ coupon_code: 'WELCOME20', amount_due: 319 })
    expect(request.amount_due).toBe(discountedPrice(399, 20))
    await withdraw(request)
  })

  test('the transaction id is stored trimmed and upper-case', async () => {
    const raw = `  tx${token(8).toLowerCase()}  `
    const request = await submitRequest(learner, {
      course_id: 'creative-design',
      transaction_id: raw,
    })
    expect(request.transaction_id).toBe(raw.trim().toUpperCase())
    await withdraw(request)
  })

  const percents = [7, 20, 50, 99, 100]
  test.for(courseIds.flatMap((id) => percents.map((percent) => [id, percent] as const)))(
    '%s with a %i%% coupon: the amount due equals discountedPrice of packages/courses',
    async ([courseId, percent]) => {
      const code = await createCoupon(percent)
      const request = await submitRequest(learner, { course_id: courseId, coupon_code: code })
      const course = getCourse(courseId)
      expect(request.amount_due).toBe(discountedPrice(course?.price ?? 0, percent))
      await withdraw(request)
    },
  )

  test('a coupon deactivated by the admin is refused with a clear error', async () => {
    const code = await createCoupon(30)
    expectAllowed(await admin.client.from('coupons').update({ is_active: false }).eq('code', code))
    const r = await learner.client
      .from('pending_enrollments')
      .insert(requestRow(learner, { coupon_code: code }))
    expectError(r, /^Invalid or expired coupon\.$/)
  })

  test('a course id outside the catalogue is refused', async () => {
    const r = await learner.client
      .from('pending_enrollments')
      .insert(requestRow(learner, { course_id: 'skill-pack' }))
    expectError(r, /Invalid course selected/)
  })

  test('a payment method other than bKash, Nagad or Bank is refused', async () => {
    const r = await learner.client
      .from('pending_enrollments')
      .insert(requestRow(learner, { payment_method: 'Rocket' }))
    expectError(r)
    expect(r.error?.code).toBe('23514')
  })

  test('one open request per learner and course: a second is refused until the first is decided', async () => {
    const first = await submitRequest(learner, { course_id: 'web-development' })
    const second = await learner.client
      .from('pending_enrollments')
      .insert(requestRow(learner, { course_id: 'web-development' }))
    expectError(second)
    expect(second.error?.code).toBe('23505')
    await reject(admin, first, 'No payment arrived')
    const third = await submitRequest(learner, { course_id: 'web-development' })
    expect(third.status).toBe('pending')
    await withdraw(third)
  })

  test('a transaction id is accepted once, even from the same learner after a rejection', async () => {
    const txn = transactionId()
    const first = await submitRequest(learner, { course_id: 'video-editing', transaction_id: txn })
    await reject(admin, first, 'No payment arrived')
    const again = await learner.client
      .from('pending_enrollments')
      .insert(requestRow(learner, { course_id: 'video-editing', transaction_id: txn }))
    expectError(again, /already been used/)
  })
})

describe('approve and reject', () => {
  let learner: Person
  beforeAll(async () => {
    learner = await signUpLearner('approve')
  })

  test("approve: the learner is enrolled, the request approved by this admin; the site's enrol button sees it", async () => {
    const request = await submitRequest(learner, {
      course_id: 'creative-design',
      coupon_code: 'WELCOME20',
    })
    const pending = await admin.client
      .from('pending_enrollments')
      .select('id, name, phone, transaction_id, amount_due')
      .eq('status', 'pending')
      .eq('id', request.id)
    expect(pending.data).toEqual([
      {
        id: request.id,
        name: 'Rahim Uddin',
        phone: '01712345678',
        transaction_id: request.transaction_id,
        amount_due: 319,
      },
    ])

    const approved = await admin.client.rpc('approve_enrollment', { request_id: request.id })
    expectAllowed(approved)
    expect(approved.data).toMatchObject({
      user_id: learner.id,
      course_id: 'creative-design',
      completed: false,
    })

    const [row] = await stored<PendingRequest>('pending_enrollments', 'id', request.id)
    expect(row?.status).toBe('approved')
    expect(await decisionsOf(request.id)).toMatchObject([
      { decision: 'approved', decided_by: admin.id, reason: null },
    ])
    const enrolled = await learner.client
      .from('enrollments')
      .select('course_id, completed')
      .eq('user_id', learner.id)
      .eq('course_id', 'creative-design')
      .single()
    expect(enrolled.data).toEqual({ course_id: 'creative-design', completed: false })
  })

  test("approving again says 'User already enrolled' and changes nothing", async () => {
    const [request] = (
      await stored<PendingRequest>('pending_enrollments', 'user_id', learner.id)
    ).filter((r) => r.course_id === 'creative-design')
    if (!request) throw new Error('the previous test left no request')
    const before = await stored<{ id: string; created_at: string }>(
      'enrollments',
      'user_id',
      learner.id,
    )
    const again = await admin.client.rpc('approve_enrollment', { request_id: request.id })
    expectError(again, /^User already enrolled$/)
    expect(await stored('enrollments', 'user_id', learner.id)).toEqual(before)
    const [after] = await stored<PendingRequest>('pending_enrollments', 'id', request.id)
    expect(after).toEqual(request)
  })

  test("approving a request when the learner got enrolled another way: 'User already enrolled', request left pending", async () => {
    const other = await signUpLearner('elsewhere')
    const request = await submitRequest(other, { course_id: 'video-editing' })
    const { error } = await serviceClient()
      .from('enrollments')
      .insert({ user_id: other.id, course_id: 'video-editing' })
    if (error) throw new Error(error.message)
    expectError(
      await admin.client.rpc('approve_enrollment', { request_id: request.id }),
      /^User already enrolled$/,
    )
    const [row] = await stored<PendingRequest>('pending_enrollments', 'id', request.id)
    expect(row).toEqual(request)
    expect(await stored('enrollments', 'user_id', other.id)).toHaveLength(1)
  })

  test('an enrolled learner cannot pay for the same course again', async () => {
    const r = await learner.client
      .from('pending_enrollments')
      .insert(requestRow(learner, { course_id: 'creative-design' }))
    expectError(r, /Already enrolled/)
  })

  test('reject: the request is rejected by this admin and no enrolment is made', async () => {
    const request = await submitRequest(learner, { course_id: 'web-development' })
    const rejected = await admin.client.rpc('reject_enrollment', {
      request_id: request.id,
      reason: 'No payment arrived',
    })
    expectAllowed(rejected)
    expect(rejected.data).toMatchObject({
      request_id: request.id,
      decision: 'rejected',
      reason: 'No payment arrived',
      decided_by: admin.id,
    })
    const [row] = await stored<PendingRequest>('pending_enrollments', 'id', request.id)
    expect(row).toMatchObject({ status: 'rejected', decision_reason: 'No payment arrived' })
    const enrolled = await learner.client
      .from('enrollments')
      .select('course_id')
      .eq('course_id', 'web-development')
    expect(enrolled.data).toEqual([])
  })

  test('a decided request cannot be decided again: approve after reject, reject after reject', async () => {
    const request = await submitRequest(learner, { course_id: 'video-editing' })
    await reject(admin, request, 'No payment arrived')
    expectError(
      await admin.client.rpc('approve_enrollment', { request_id: request.id }),
      /already rejected/,
    )
    expectError(
      await admin.client.rpc('reject_enrollment', {
        request_id: request.id,
        reason: 'No payment arrived',
      }),
      /already rejected/,
    )
    const [row] = await stored<PendingRequest>('pending_enrollments', 'id', request.id)
    expect(row?.status).toBe('rejected')
    expect(
      (await stored<{ course_id: string }>('enrollments', 'user_id', learner.id)).map(
        (e) => e.course_id,
      ),
    ).toEqual(['creative-design'])
  })

  test("an unknown request id gives 'Error fetching enrollment'", async () => {
    const r = await admin.client.rpc('approve_enrollment', {
      request_id: '00000000-0000-4000-8000-000000000000',
    })
    expectError(r, /^Error fetching enrollment$/)
  })
})

describe('coupons (admin)', () => {
  test('create: the new code is listed first among active coupons, newest first', async () => {
    const older = await createCoupon(10)
    const newer = await createCoupon(15)
    const { data, error } = await admin.client
      .from('coupons')
      .select('code, discount_percent, is_active')
      .eq('is_active', true)
      .order('created_at', { ascending: false })
    expect(error).toBeNull()
    const codes = (data as { code: string }[]).map((c) => c.code)
    expect(codes.indexOf(newer)).toBeLessThan(codes.indexOf(older))
    expect(codes).toContain('WELCOME20')
  })

  test('a duplicate code is refused', async () => {
    const code = await createCoupon(10)
    const again = await admin.client.from('coupons').insert({ code, discount_percent: 50 })
    expectError(again)
    expect(again.error?.code).toBe('23505')
    const [row] = await stored<{ discount_percent: number }>('coupons', 'code', code)
    expect(row?.discount_percent).toBe(10)
  })

  const badCoupons: [string, { code: string; discount_percent: number }][] = [
    ['a lower-case code', { code: 'lower10', discount_percent: 10 }],
    ['a padded code', { code: ' PAD10 ', discount_percent: 10 }],
    ['an empty code', { code: '', discount_percent: 10 }],
    ['0%', { code: 'ZERO', discount_percent: 0 }],
    ['101%', { code: 'OVER', discount_percent: 101 }],
  ]
  test.for(badCoupons)('%s is refused', async ([, row]) => {
    const r = await admin.client.from('coupons').insert(row)
    expectError(r)
    expect(r.error?.code).toBe('23514')
  })

  test('soft delete: the coupon becomes inactive, leaves the active list and stops working, but is kept', async () => {
    const code = await createCoupon(40)
    const learner = await signUpLearner('coupon')
    expect((await learner.client.rpc('coupon_lookup', { code })).data).toBe(40)
    expectAllowed(await admin.client.from('coupons').update({ is_active: false }).eq('code', code))
    const active = await admin.client.from('coupons').select('code').eq('is_active', true)
    expect((active.data as { code: string }[]).map((c) => c.code)).not.toContain(code)
    const lookup = await learner.client.rpc('coupon_lookup', { code })
    expect(lookup.error).toBeNull()
    expect(lookup.data).toBeNull()
    expect(await stored('coupons', 'code', code)).toEqual([
      expect.objectContaining({ code, is_active: false, discount_percent: 40 }),
    ])
  })
})

describe('admin dashboard', () => {
  /** Today in Bangladesh (UTC+6), the day the reports count an approval decided now on. */
  const today = () => new Date(Date.now() + 6 * 3600 * 1000).toISOString().slice(0, 10)
  async function report<T>(fn: string): Promise<T> {
    const { data, error } = await admin.client.rpc(fn, { from_day: today(), to_day: today() })
    if (error) throw new Error(error.message)
    return data as T
  }
  const waiting = async () =>
    (await report<{ waiting: { requests: number }[] }>('admin_desk_report')).waiting.reduce(
      (n, w) => n + w.requests,
      0,
    )
  const received = async (courseId: string) =>
    (
      await report<{ days: { course_id: string; approved: number; received_taka: number }[] }>(
        'admin_money_report',
      )
    ).days.find((d) => d.course_id === courseId) ?? { approved: 0, received_taka: 0 }

  test('statistics: a request waits, then its approval counts today (Asia/Dhaka) with the taka it paid', async () => {
    const learner = await signUpLearner('stats')
    const waitingBefore = await waiting()
    const before = await received('web-development')
    const other = await received('creative-design')

    const request = await submitRequest(learner, {
      course_id: 'web-development',
      coupon_code: 'WELCOME20',
    })
    expect(await waiting()).toBe(waitingBefore + 1)

    expectAllowed(await admin.client.rpc('approve_enrollment', { request_id: request.id }))
    expect(await waiting()).toBe(waitingBefore)
    const after = await received('web-development')
    expect(after.approved).toBe(before.approved + 1)
    expect(after.received_taka).toBe(before.received_taka + 559)
    expect(await received('creative-design')).toEqual(other)
  })

  test('active users: email, full name, last seen and enrolled course count, most recent first', async () => {
    const learner = await signUpLearner('active', 'Tanvir Hasan')
    const request = await submitRequest(learner, { course_id: 'video-editing' })
    expectAllowed(await admin.client.rpc('approve_enrollment', { request_id: request.id }))
    expectAllowed(await learner.client.rpc('touch_last_seen'))
    // the console's first page; 1,000 rows, as many as the API answers (max_rows)
    const { data, error } = await admin.client.rpc('admin_active_users_page', { page_size: 1000 })
    expect(error).toBeNull()
    const users = data as {
      user_id: string
      email: string
      full_name: string
      last_seen: string
      enrolled_courses: number
    }[]
    expect(users[0]).toMatchObject({
      user_id: learner.id,
      email: learner.email,
      full_name: 'Tanvir Hasan',
      enrolled_courses: 1,
    })
    const times = users.map((u) => Date.parse(u.last_seen))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })
})
