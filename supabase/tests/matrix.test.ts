/**
 * The security matrix: for every table, RPC and the avatars bucket, for each caller
 * (anonymous visitor, learner, another learner, admin) and each operation, what must succeed
 * and what must be refused. Each cell is its own named test; a refused write is always
 * checked twice: the API's answer, and the stored state read behind RLS by the service role.
 */
import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, test } from 'vitest'
import { coveredElsewhere } from './covered-elsewhere'
import {
  learnerPairs,
  allowedWrite,
  approve,
  clearCourse,
  decisionsOf,
  everyone,
  expectAllowed,
  expectError,
  expectForbidden,
  expectReadRefused,
  expectRefused,
  freshRequest,
  learners,
  objectExists,
  refusedWrite,
  requestRow,
  securityMatrix,
  serviceClient,
  signInCallers,
  signUpLearner,
  sql,
  stored,
  submitRequest,
  tinyPng,
  token,
  transactionId,
  type Caller,
  type Callers,
  type PendingRequest,
  type Person,
  type Refusal,
} from './support'

type Op =
  'select' | 'insert' | 'upsert' | 'update' | 'delete' | 'rpc' | 'upload' | 'download' | 'list'

interface Ctx extends Callers {
  service: SupabaseClient
  /** a third learner whose requests the approve / reject cells decide */
  applicant: Person
  /** the signed-in person of a role; anon has none */
  person(role: Exclude<Caller, 'anon'>): Person
  /** learner's and other's open request for creative-design */
  request: Record<'learner' | 'other', PendingRequest>
  /** an active coupon and its percent */
  coupon: { id: string; code: string; percent: number }
  /** a lead that already exists */
  leadId: string
  /** one avatar each of learner and other */
  avatar: Record<'learner' | 'other', string>
}

const { cell, describeCells, missingCells } = securityMatrix<Caller, Op, Ctx>()

const PHONE = { learner: '01711111111', other: '01722222222' } as const
const permissionDenied = /permission denied|row-level security/

async function profileOf(id: string) {
  const [row] = await stored<{ role: string; name: string | null; phone: string | null }>(
    'profiles',
    'id',
    id,
  )
  return row
}

/** `role` edits the learner's profile and is refused; it is stored as it was. */
async function learnerProfileKept(
  c: Ctx,
  role: Caller,
  changes: Record<string, unknown>,
  refusal?: Refusal,
) {
  const before = await profileOf(c.learner.id)
  const key = { id: c.learner.id }
  expect(await refusedWrite.update(c.client(role), 'profiles', key, changes, refusal)).toEqual(
    before,
  )
}

async function enrollmentsOf(person: Person, course: string) {
  return stored<{ id: string; completed: boolean }>('enrollments', 'user_id', person.id).then(
    (rows) => rows.filter((r) => (r as unknown as { course_id: string }).course_id === course),
  )
}

async function newCoupon(percent = 15, active = true): Promise<{ id: string; code: string }> {
  const code = `MX${token(8)}`
  const { data, error } = await serviceClient()
    .from('coupons')
    .insert({ code, discount_percent: percent, is_active: active })
    .select('id, code')
    .single()
  if (error) throw new Error(error.message)
  return data as { id: string; code: string }
}

// ------------------------------------------------------------------ courses
for (const role of everyone) {
  cell('courses', 'select', role, true, 'reads the three courses and their prices', async (c) => {
    const r = await c.client(role).from('courses').select('id, price').order('id')
    expectAllowed(r)
    expect(r.data).toHaveLength(3)
  })
  cell('courses', 'insert', role, false, 'adds a course', async (c) => {
    const r = await c
      .client(role)
      .from('courses')
      .insert({ id: 'video-editing', title: 'X', price: 1, original_price: 2 })
    expectForbidden(r)
    expect(await stored('courses', 'title', 'X')).toHaveLength(0)
  })
  cell('courses', 'update', role, false, 'changes a price to 1 taka', async (c) => {
    const r = await c.client(role).from('courses').update({ price: 1 }).eq('id', 'creative-design')
    expectForbidden(r)
    const [row] = await stored<{ price: number }>('courses', 'id', 'creative-design')
    expect(row?.price).toBe(399)
  })
  cell('courses', 'delete', role, false, 'deletes a course', async (c) => {
    const r = await c.client(role).from('courses').delete().eq('id', 'web-development')
    expectForbidden(r)
    expect(await stored('courses', 'id', 'web-development')).toHaveLength(1)
  })
}

// ------------------------------------------------------------------ profiles
cell('profiles', 'select', 'anon', false, "reads learners' profiles (names, phones)", async (c) => {
  const r = await c.client('anon').from('profiles').select('id, phone')
  expectRefused(r)
  const r2 = await c.client('anon').from('profiles').select('phone').eq('id', c.learner.id)
  expectRefused(r2)
})
for (const [role, them] of learnerPairs) {
  cell('profiles', 'select', role, true, 'reads their own profile with phone', async (c) => {
    const r = await c
      .client(role)
      .from('profiles')
      .select('id, phone, role')
      .eq('id', c.person(role).id)
      .single()
    expectAllowed(r)
    expect(r.data).toEqual({ id: c.person(role).id, phone: PHONE[role], role: 'learner' })
  })
  cell('profiles', 'select', role, false, "reads another learner's phone", async (c) => {
    const r = await c.client(role).from('profiles').select('phone').eq('id', c.person(them).id)
    expectRefused(r)
    const all = await c.client(role).from('profiles').select('id')
    expectAllowed(all)
    expect((all.data as { id: string }[]).map((p) => p.id)).toEqual([c.person(role).id])
  })
}
cell('profiles', 'select', 'admin', true, "reads any learner's profile and phone", async (c) => {
  const r = await c.client('admin').from('profiles').select('phone').eq('id', c.learner.id).single()
  expectAllowed(r)
  expect(r.data).toEqual({ phone: PHONE.learner })
})

for (const role of ['learner', 'other', 'admin'] as const) {
  cell(
    'profiles',
    'update',
    role,
    true,
    'edits their own name, phone and social links',
    async (c) => {
      const me = c.person(role)
      const name = `Name ${token(4)}`
      const links = { twitter: 'https://x.com/me', linkedin: '', facebook: '' }
      const row = await allowedWrite.update<{ name: string; social_links: unknown; role: string }>(
        c.client(role),
        'profiles',
        { id: me.id },
        { name, social_links: links },
      )
      expect(row).toMatchObject({
        name,
        social_links: links,
        role: role === 'admin' ? 'admin' : 'learner',
      })
    },
  )
  cell(
    'profiles',
    'upsert',
    role,
    true,
    'saves the profile page (upsert id, name, phone, avatar_url, social_links on id)',
    async (c) => {
      const me = c.person(role)
      const phone = role === 'admin' ? '01700000000' : PHONE[role]
      const r = await c
        .client(role)
        .from('profiles')
        .upsert(
          {
            id: me.id,
            name: `Upserted ${token(4)}`,
            phone,
            avatar_url: null,
            social_links: { twitter: '', linkedin: '', facebook: '' },
          },
          { onConflict: 'id' },
        )
      expectAllowed(r)
      expect((await profileOf(me.id))?.phone).toBe(phone)
    },
  )
}
for (const role of learners) {
  cell('profiles', 'update', role, false, 'makes themself admin (update role)', async (c) => {
    const r = await c
      .client(role)
      .from('profiles')
      .update({ role: 'admin' })
      .eq('id', c.person(role).id)
    expectForbidden(r)
    expect((await profileOf(c.person(role).id))?.role).toBe('learner')
  })
  cell(
    'profiles',
    'update',
    role,
    false,
    'plants a javascript: link for the admin console to render',
    async (c) => {
      const me = c.person(role)
      const before = await profileOf(me.id)
      for (const change of [
        {
          social_links: {
            twitter: 'javascript:alert(document.cookie)',
            linkedin: null,
            facebook: null,
          },
        },
        { social_links: { facebook: 'data:text/html,<script>alert(1)</script>' } },
        { avatar_url: 'javascript:alert(1)' },
      ]) {
        const r = await c.client(role).from('profiles').update(change).eq('id', me.id)
        expectError(r)
        expect(r.error?.code).toBe('23514')
      }
      expect(await profileOf(me.id)).toEqual(before)
    },
  )
  cell('profiles', 'upsert', role, false, 'makes themself admin (upsert with role)', async (c) => {
    const me = c.person(role)
    const r = await c
      .client(role)
      .from('profiles')
      .upsert({ id: me.id, name: 'Boss', role: 'admin' }, { onConflict: 'id' })
    expectForbidden(r)
    const row = await profileOf(me.id)
    expect(row?.role).toBe('learner')
    expect(row?.name).not.toBe('Boss')
  })
  cell('profiles', 'insert', role, false, 'creates a profile for someone else', async (c) => {
    const r = await c
      .client(role)
      .from('profiles')
      .insert({ id: randomUUID(), username: `x${token(6)}` })
    expectForbidden(r)
  })
  cell('profiles', 'delete', role, false, 'deletes their own profile', async (c) => {
    await refusedWrite.delete(c.client(role), 'profiles', { id: c.person(role).id })
  })
}
cell('profiles', 'update', 'other', false, "edits another learner's profile", async (c) => {
  await learnerProfileKept(c, 'other', { name: 'Hacked', phone: '000' }, expectRefused)
})
cell(
  'profiles',
  'update',
  'admin',
  false,
  "edits a learner's profile or promotes them (admins are made by the service role)",
  async (c) => {
    await learnerProfileKept(c, 'admin', { name: 'Edited by admin' }, expectRefused)
    await learnerProfileKept(c, 'admin', { role: 'admin' })
  },
)
cell('profiles', 'update', 'anon', false, 'edits a profile', async (c) => {
  await learnerProfileKept(c, 'anon', { name: 'Anon' })
})
cell('profiles', 'upsert', 'anon', false, 'writes a profile with role admin', async (c) => {
  const r = await c
    .client('anon')
    .from('profiles')
    .upsert({ id: c.learner.id, role: 'admin' }, { onConflict: 'id' })
  expectForbidden(r)
  expect((await profileOf(c.learner.id))?.role).toBe('learner')
})
cell('profiles', 'insert', 'anon', false, 'creates a profile', async (c) => {
  const r = await c.client('anon').from('profiles').insert({ id: randomUUID() })
  expectForbidden(r)
})
cell('profiles', 'insert', 'admin', false, 'creates a profile for someone else', async (c) => {
  const r = await c.client('admin').from('profiles').insert({ id: randomUUID() })
  expectForbidden(r)
})
for (const role of ['anon', 'admin'] as const) {
  cell('profiles', 'delete', role, false, "deletes a learner's profile", async (c) => {
    await refusedWrite.delete(c.client(role), 'profiles', { id: c.learner.id })
  })
}

// ------------------------------------------------------------------ coupons
for (const role of ['anon', 'learner', 'other'] as const) {
  cell('coupons', 'select', role, false, 'lists the coupons', async (c) => {
    const r = await c.client(role).from('coupons').select('code, discount_percent')
    expectRefused(r)
    await expectReadRefused(c.client(role), 'coupons', 'discount_percent', { code: c.coupon.code })
  })
  cell('coupons', 'insert', role, false, 'creates a 100% coupon', async (c) => {
    const coupon = { code: `FREE${token(6)}`, discount_percent: 100 }
    await refusedWrite.insert(c.client(role), 'coupons', coupon, 'code')
  })
  cell('coupons', 'update', role, false, 'reactivates or deactivates a coupon', async (c) => {
    const row = await refusedWrite.update<{ is_active: boolean }>(
      c.client(role),
      'coupons',
      { id: c.coupon.id },
      { is_active: false },
      expectRefused,
    )
    expect(row?.is_active).toBe(true)
  })
  cell('coupons', 'delete', role, false, 'deletes a coupon', async (c) => {
    await refusedWrite.delete(c.client(role), 'coupons', { id: c.coupon.id })
  })
}
cell('coupons', 'select', 'admin', true, 'lists the coupons', async (c) => {
  const r = await c
    .client('admin')
    .from('coupons')
    .select('code, discount_percent')
    .eq('code', c.coupon.code)
  expectAllowed(r)
  expect(r.data).toEqual([{ code: c.coupon.code, discount_percent: c.coupon.percent }])
})
cell('coupons', 'insert', 'admin', true, 'creates a coupon', async (c) => {
  const code = `NEW${token(6)}`
  const r = await c.client('admin').from('coupons').insert({ code, discount_percent: 10 })
  expectAllowed(r)
  expect(await stored('coupons', 'code', code)).toHaveLength(1)
})
cell('coupons', 'update', 'admin', true, 'deactivates a coupon (soft delete)', async (c) => {
  const coupon = await newCoupon()
  const r = await c.client('admin').from('coupons').update({ is_active: false }).eq('id', coupon.id)
  expectAllowed(r)
  const [row] = await stored<{ is_active: boolean }>('coupons', 'id', coupon.id)
  expect(row?.is_active).toBe(false)
})
cell(
  'coupons',
  'update',
  'admin',
  false,
  "changes a coupon's percent (create a new code instead)",
  async (c) => {
    const row = await refusedWrite.update<{ discount_percent: number }>(
      c.client('admin'),
      'coupons',
      { id: c.coupon.id },
      { discount_percent: 100 },
    )
    expect(row?.discount_percent).toBe(c.coupon.percent)
  },
)
cell(
  'coupons',
  'delete',
  'admin',
  false,
  'hard-deletes a coupon (only soft delete exists)',
  async (c) => {
    await refusedWrite.delete(c.client('admin'), 'coupons', { id: c.coupon.id })
  },
)

// ------------------------------------------------------------------ coupon_lookup
cell('coupon_lookup', 'rpc', 'anon', false, 'looks a coupon code up', async (c) => {
  const r = await c.client('anon').rpc('coupon_lookup', { code: c.coupon.code })
  expectError(r, permissionDenied)
})
for (const role of ['learner', 'other', 'admin'] as const) {
  cell(
    'coupon_lookup',
    'rpc',
    role,
    true,
    'gets the percent of one active code, and nothing for an unknown one',
    async (c) => {
      const r = await c
        .client(role)
        .rpc('coupon_lookup', { code: ` ${c.coupon.code.toLowerCase()} ` })
      expectAllowed(r)
      expect(r.data).toBe(c.coupon.percent)
      const unknown = await c.client(role).rpc('coupon_lookup', { code: '%' })
      expectAllowed(unknown)
      expect(unknown.data).toBeNull()
    },
  )
}

// ------------------------------------------------------------------ pending_enrollments
/** `role` files `row` as an enrolment request and is refused: nothing with its transaction id. */
const fileRequestRefused = (
  c: Ctx,
  role: Caller,
  row: Record<string, unknown>,
  refusal?: Refusal,
) => refusedWrite.insert(c.client(role), 'pending_enrollments', row, 'transaction_id', refusal)
/** `role` changes request `id` and is refused; the request as stored after. */
const updateRequestRefused = (
  c: Ctx,
  role: Caller,
  id: string,
  changes: Record<string, unknown>,
  refusal?: Refusal,
) =>
  refusedWrite.update<PendingRequest>(
    c.client(role),
    'pending_enrollments',
    { id },
    changes,
    refusal,
  )
cell('pending_enrollments', 'insert', 'anon', false, 'submits an enrolment request', async (c) => {
  await fileRequestRefused(c, 'anon', requestRow(c.learner))
})
for (const [role, them] of learnerPairs) {
  cell(
    'pending_enrollments',
    'insert',
    role,
    true,
    'submits their own pending request (amount computed: 699)',
    async (c) => {
      const me = c.person(role)
      await clearCourse(me, 'web-development')
      const r = await c
        .client(role)
        .from('pending_enrollments')
        .insert(requestRow(me, { course_id: 'web-development' }))
        .select()
        .single()
      expectAllowed(r)
      expect(r.data).toMatchObject({ user_id: me.id, status: 'pending', amount_due: 699 })
    },
  )
  cell(
    'pending_enrollments',
    'insert',
    role,
    true,
    'tampering with the amount due: the database overrides it with the price',
    async (c) => {
      const me = c.person(role)
      await clearCourse(me, 'web-development')
      const txn = transactionId()
      const r = await c
        .client(role)
        .from('pending_enrollments')
        .insert({
          ...requestRow(me, { course_id: 'web-development', transaction_id: txn }),
          amount_due: 1,
        })
      expectAllowed(r)
      const [row] = await stored<PendingRequest>('pending_enrollments', 'transaction_id', txn)
      expect(row?.amount_due).toBe(699)
    },
  )
  cell(
    'pending_enrollments',
    'insert',
    role,
    false,
    "reuses another learner's transaction id (any case, padded)",
    async (c) => {
      const me = c.person(role)
      await clearCourse(me, 'web-development')
      const used = c.request[them].transaction_id
      const r = await c
        .client(role)
        .from('pending_enrollments')
        .insert(
          requestRow(me, {
            course_id: 'web-development',
            transaction_id: `  ${used.toLowerCase()} `,
          }),
        )
      expectError(r, /transaction ID has already been used/)
      expect(await stored('pending_enrollments', 'transaction_id', used)).toHaveLength(1)
    },
  )
  cell(
    'pending_enrollments',
    'insert',
    role,
    false,
    'files a request in the name of another learner',
    async (c) => {
      const row = requestRow(c.person(them), { course_id: 'web-development' })
      await fileRequestRefused(c, role, row)
    },
  )
  cell(
    'pending_enrollments',
    'insert',
    role,
    false,
    'files a request that is already approved',
    async (c) => {
      const me = c.person(role)
      await clearCourse(me, 'web-development')
      const row = requestRow(me, { course_id: 'web-development' })
      await fileRequestRefused(c, role, { ...row, status: 'approved' })
    },
  )
  cell(
    'pending_enrollments',
    'insert',
    role,
    false,
    'uses an unknown or inactive coupon code',
    async (c) => {
      const me = c.person(role)
      await clearCourse(me, 'web-development')
      const inactive = await newCoupon(50, false)
      for (const code of [`NOPE${token(6)}`, inactive.code]) {
        const row = requestRow(me, { course_id: 'web-development', coupon_code: code })
        await fileRequestRefused(c, role, row, (r) => expectError(r, /Invalid or expired coupon/))
      }
    },
  )
  cell('pending_enrollments', 'select', role, true, 'reads their own requests', async (c) => {
    const r = await c
      .client(role)
      .from('pending_enrollments')
      .select('id, transaction_id')
      .eq('id', c.request[role].id)
    expectAllowed(r)
    expect(r.data).toEqual([
      { id: c.request[role].id, transaction_id: c.request[role].transaction_id },
    ])
  })
  cell(
    'pending_enrollments',
    'select',
    role,
    false,
    "reads another learner's request (phone, transaction id)",
    async (c) => {
      await expectReadRefused(c.client(role), 'pending_enrollments', 'phone, transaction_id', {
        id: c.request[them].id,
      })
      const all = await c.client(role).from('pending_enrollments').select('user_id')
      expectAllowed(all)
      expect(new Set((all.data as { user_id: string }[]).map((x) => x.user_id))).toEqual(
        new Set([c.person(role).id]),
      )
    },
  )
  cell(
    'pending_enrollments',
    'update',
    role,
    false,
    'approves their own request by updating its status',
    async (c) => {
      const changes = { status: 'approved' }
      const row = await updateRequestRefused(c, role, c.request[role].id, changes, expectRefused)
      expect(row?.status).toBe('pending')
    },
  )
  cell(
    'pending_enrollments',
    'update',
    role,
    false,
    'lowers the amount due of their request',
    async (c) => {
      const row = await updateRequestRefused(c, role, c.request[role].id, { amount_due: 1 })
      expect(row?.amount_due).toBe(399)
    },
  )
  cell('pending_enrollments', 'delete', role, false, 'deletes a request', async (c) => {
    await refusedWrite.delete(c.client(role), 'pending_enrollments', { id: c.request[role].id })
  })
}
cell('pending_enrollments', 'select', 'anon', false, 'reads enrolment requests', async (c) => {
  const r = await c.client('anon').from('pending_enrollments').select('id, phone, transaction_id')
  expectRefused(r)
})
cell(
  'pending_enrollments',
  'select',
  'admin',
  true,
  "reads every learner's requests",
  async (c) => {
    const r = await c
      .client('admin')
      .from('pending_enrollments')
      .select('id')
      .in('id', [c.request.learner.id, c.request.other.id])
    expectAllowed(r)
    expect(r.data).toHaveLength(2)
  },
)
cell(
  'pending_enrollments',
  'insert',
  'admin',
  false,
  'files a request in the name of a learner',
  async (c) => {
    const row = requestRow(c.applicant, { course_id: 'web-development' })
    await fileRequestRefused(c, 'admin', row)
  },
)
cell(
  'pending_enrollments',
  'update',
  'admin',
  true,
  'rejects a request by updating its status (decider recorded)',
  async (c) => {
    const request = await freshRequest(c.applicant, 'web-development')
    const row = await allowedWrite.update<PendingRequest>(
      c.client('admin'),
      'pending_enrollments',
      { id: request.id },
      { status: 'rejected', decision_reason: 'No payment arrived' },
    )
    expect(row).toMatchObject({ status: 'rejected', decision_reason: 'No payment arrived' })
    expect(await decisionsOf(request.id)).toMatchObject([
      { decision: 'rejected', reason: 'No payment arrived', decided_by: c.admin.id },
    ])
    expect(row?.decided_at).not.toBeNull()
  },
)
cell(
  'pending_enrollments',
  'update',
  'admin',
  false,
  'changes the amount due of a request',
  async (c) => {
    const row = await updateRequestRefused(c, 'admin', c.request.learner.id, { amount_due: 1 })
    expect(row?.amount_due).toBe(399)
  },
)
cell('pending_enrollments', 'update', 'anon', false, 'approves a request', async (c) => {
  const row = await updateRequestRefused(c, 'anon', c.request.learner.id, { status: 'approved' })
  expect(row?.status).toBe('pending')
})
for (const role of ['anon', 'admin'] as const) {
  cell('pending_enrollments', 'delete', role, false, 'deletes a request', async (c) => {
    await refusedWrite.delete(c.client(role), 'pending_enrollments', { id: c.request.learner.id })
  })
}

// ------------------------------------------------------------------ enrollments
cell('enrollments', 'select', 'anon', false, 'reads enrolments', async (c) => {
  const r = await c.client('anon').from('enrollments').select('user_id, course_id')
  expectRefused(r)
})
for (const [role, them] of learnerPairs) {
  cell(
    'enrollments',
    'select',
    role,
    true,
    'reads their own enrolment (user_id + course_id, single)',
    async (c) => {
      const me = c.person(role)
      const r = await c
        .client(role)
        .from('enrollments')
        .select('course_id, completed')
        .eq('user_id', me.id)
        .eq('course_id', 'video-editing')
        .single()
      expectAllowed(r)
      expect(r.data).toEqual({ course_id: 'video-editing', completed: false })
    },
  )
  cell('enrollments', 'select', role, false, "reads another learner's enrolments", async (c) => {
    await expectReadRefused(c.client(role), 'enrollments', 'course_id', {
      user_id: c.person(them).id,
    })
  })
  cell(
    'enrollments',
    'insert',
    role,
    false,
    'enrols themself directly, without paying',
    async (c) => {
      const me = c.person(role)
      await clearCourse(me, 'web-development')
      const r = await c
        .client(role)
        .from('enrollments')
        .insert({ user_id: me.id, course_id: 'web-development' })
      expectForbidden(r)
      expect(await enrollmentsOf(me, 'web-development')).toHaveLength(0)
    },
  )
  cell('enrollments', 'update', role, false, 'marks their enrolment completed', async (c) => {
    const me = c.person(role)
    const r = await c
      .client(role)
      .from('enrollments')
      .update({ completed: true })
      .eq('user_id', me.id)
    expectForbidden(r)
    const [row] = await enrollmentsOf(me, 'video-editing')
    expect(row?.completed).toBe(false)
  })
  cell('enrollments', 'delete', role, false, 'deletes their enrolment', async (c) => {
    const me = c.person(role)
    const r = await c.client(role).from('enrollments').delete().eq('user_id', me.id)
    // refused by the delete policy (admins, refunded requests only): no row goes
    expectRefused(r)
    expect(await enrollmentsOf(me, 'video-editing')).toHaveLength(1)
  })
}
cell('enrollments', 'select', 'admin', true, "reads every learner's enrolments", async (c) => {
  const r = await c
    .client('admin')
    .from('enrollments')
    .select('user_id')
    .in('user_id', [c.learner.id, c.other.id])
  expectAllowed(r)
  expect(r.data).toHaveLength(2)
})
cell('enrollments', 'insert', 'anon', false, 'enrols a learner', async (c) => {
  await clearCourse(c.learner, 'web-development')
  const r = await c
    .client('anon')
    .from('enrollments')
    .insert({ user_id: c.learner.id, course_id: 'web-development' })
  expectForbidden(r)
  expect(await enrollmentsOf(c.learner, 'web-development')).toHaveLength(0)
})
cell(
  'enrollments',
  'insert',
  'admin',
  false,
  'enrols a learner directly, without an approved request',
  async (c) => {
    await clearCourse(c.applicant, 'web-development')
    const r = await c
      .client('admin')
      .from('enrollments')
      .insert({ user_id: c.applicant.id, course_id: 'web-development' })
    expectForbidden(r)
    expect(await enrollmentsOf(c.applicant, 'web-development')).toHaveLength(0)
  },
)
for (const role of ['anon', 'admin'] as const) {
  cell('enrollments', 'update', role, false, "changes a learner's enrolment", async (c) => {
    const r = await c
      .client(role)
      .from('enrollments')
      .update({ completed: true })
      .eq('user_id', c.learner.id)
    expectForbidden(r)
    const [row] = await enrollmentsOf(c.learner, 'video-editing')
    expect(row?.completed).toBe(false)
  })
  cell('enrollments', 'delete', role, false, "deletes a learner's enrolment", async (c) => {
    const r = await c.client(role).from('enrollments').delete().eq('user_id', c.learner.id)
    // anon: no privilege; admin: only the enrolment of a refunded request (payments.test.ts)
    expectRefused(r)
    expect(await enrollmentsOf(c.learner, 'video-editing')).toHaveLength(1)
  })
}

// ------------------------------------------------------------------ approve_enrollment / reject_enrollment
for (const fn of ['approve_enrollment', 'reject_enrollment'] as const) {
  const verb = fn === 'approve_enrollment' ? 'approves' : 'rejects'
  // reject_enrollment needs a reason (payments.test.ts has the cells for a blank one)
  const args = (request_id: string) =>
    fn === 'approve_enrollment' ? { request_id } : { request_id, reason: 'No payment arrived' }
  cell(fn, 'rpc', 'anon', false, `${verb} a request`, async (c) => {
    const request = await freshRequest(c.applicant, 'video-editing')
    const r = await c.client('anon').rpc(fn, args(request.id))
    expectError(r, permissionDenied)
    const [row] = await stored<PendingRequest>('pending_enrollments', 'id', request.id)
    expect(row?.status).toBe('pending')
    expect(await enrollmentsOf(c.applicant, 'video-editing')).toHaveLength(0)
  })
  cell(fn, 'rpc', 'learner', false, `${verb} their own request`, async (c) => {
    const r = await c.client('learner').rpc(fn, args(c.request.learner.id))
    expectError(r, /^Error fetching enrollment$/)
    const [row] = await stored<PendingRequest>('pending_enrollments', 'id', c.request.learner.id)
    expect(row?.status).toBe('pending')
    expect(await enrollmentsOf(c.learner, 'creative-design')).toHaveLength(0)
  })
  cell(fn, 'rpc', 'other', false, `${verb} another learner's request`, async (c) => {
    const r = await c.client('other').rpc(fn, args(c.request.learner.id))
    expectError(r, /^Error fetching enrollment$/)
    const [row] = await stored<PendingRequest>('pending_enrollments', 'id', c.request.learner.id)
    expect(row?.status).toBe('pending')
    expect(await enrollmentsOf(c.learner, 'creative-design')).toHaveLength(0)
  })
  cell(fn, 'rpc', 'admin', true, `${verb} a pending request`, async (c) => {
    const request = await freshRequest(c.applicant, 'video-editing')
    const r = await c.client('admin').rpc(fn, args(request.id))
    expectAllowed(r)
    const [row] = await stored<PendingRequest>('pending_enrollments', 'id', request.id)
    const approving = fn === 'approve_enrollment'
    expect(row?.status).toBe(approving ? 'approved' : 'rejected')
    expect(await decisionsOf(request.id)).toMatchObject([
      { decision: row?.status, decided_by: c.admin.id },
    ])
    expect(await enrollmentsOf(c.applicant, 'video-editing')).toHaveLength(approving ? 1 : 0)
  })
}

// ------------------------------------------------------------------ leads (join-now)
function leadRow(label: string) {
  return {
    name: 'Karim',
    email: `lead-${label}-${token(6).toLowerCase()}@example.com`,
    whatsapp: '01733333333',
    course_id: 'video-editing',
    payment_method: 'Rocket',
  }
}
for (const role of everyone) {
  // Only the join-now function writes leads (private.submit_lead, after its security check and
  // under the address's allowance: supabase/tests/join-now.test.ts); the API roles cannot.
  cell('leads', 'insert', role, false, 'inserts a lead past the join-now function', async (c) => {
    const row = leadRow(role)
    const r = await c.client(role).from('leads').insert(row)
    expectForbidden(r)
    expect(await stored('leads', 'email', row.email)).toHaveLength(0)
  })
  cell('leads', 'update', role, false, 'changes a lead', async (c) => {
    const r = await c.client(role).from('leads').update({ name: 'Changed' }).eq('id', c.leadId)
    expectRefused(r)
    const [row] = await stored<{ name: string }>('leads', 'id', c.leadId)
    expect(row?.name).toBe('Seed Lead')
  })
  cell('leads', 'delete', role, false, 'deletes a lead', async (c) => {
    const r = await c.client(role).from('leads').delete().eq('id', c.leadId)
    expectForbidden(r)
    expect(await stored('leads', 'id', c.leadId)).toHaveLength(1)
  })
}
for (const role of ['anon', 'learner', 'other'] as const) {
  cell('leads', 'select', role, false, "reads other people's join-now details", async (c) => {
    const r = await c.client(role).from('leads').select('name, email, whatsapp')
    expectRefused(r)
  })
}
cell('leads', 'select', 'admin', true, 'reads the join-now leads', async (c) => {
  const r = await c.client('admin').from('leads').select('name').eq('id', c.leadId)
  expectAllowed(r)
  expect(r.data).toEqual([{ name: 'Seed Lead' }])
})

// ------------------------------------------------------------------ user_activity and touch_last_seen
cell('touch_last_seen', 'rpc', 'anon', false, 'records activity without signing in', async (c) => {
  const r = await c.client('anon').rpc('touch_last_seen')
  expectError(r, permissionDenied)
})
for (const role of ['learner', 'other', 'admin'] as const) {
  cell('touch_last_seen', 'rpc', role, true, 'records that they are active now', async (c) => {
    const r = await c.client(role).rpc('touch_last_seen')
    expectAllowed(r)
    const [row] = await stored<{ last_seen: string }>('user_activity', 'user_id', c.person(role).id)
    expect(Math.abs(Date.parse(row?.last_seen ?? '') - Date.now())).toBeLessThan(60_000)
  })
}
cell('user_activity', 'select', 'anon', false, 'reads who was active when', async (c) => {
  const r = await c.client('anon').from('user_activity').select('user_id, last_seen')
  expectRefused(r)
})
for (const [role, them] of learnerPairs) {
  cell('user_activity', 'select', role, true, 'reads their own last_seen', async (c) => {
    const r = await c
      .client(role)
      .from('user_activity')
      .select('user_id')
      .eq('user_id', c.person(role).id)
    expectAllowed(r)
    expect(r.data).toHaveLength(1)
  })
  cell('user_activity', 'select', role, false, "reads another learner's activity", async (c) => {
    await expectReadRefused(c.client(role), 'user_activity', 'user_id', {
      user_id: c.person(them).id,
    })
  })
  cell(
    'user_activity',
    'insert',
    role,
    false,
    "writes a last_seen directly (in the future, or another learner's)",
    async (c) => {
      for (const id of [c.person(role).id, c.person(them).id]) {
        const r = await c
          .client(role)
          .from('user_activity')
          .upsert({ user_id: id, last_seen: '2099-01-01T00:00:00Z' })
        expectForbidden(r)
        const [row] = await stored<{ last_seen: string }>('user_activity', 'user_id', id)
        expect(row?.last_seen.startsWith('2099')).toBe(false)
      }
    },
  )
  cell('user_activity', 'update', role, false, 'moves their last_seen directly', async (c) => {
    const r = await c
      .client(role)
      .from('user_activity')
      .update({ last_seen: '2099-01-01T00:00:00Z' })
      .eq('user_id', c.person(role).id)
    expectForbidden(r)
    const [row] = await stored<{ last_seen: string }>('user_activity', 'user_id', c.person(role).id)
    expect(row?.last_seen.startsWith('2099')).toBe(false)
  })
  cell('user_activity', 'delete', role, false, 'erases their activity', async (c) => {
    const r = await c.client(role).from('user_activity').delete().eq('user_id', c.person(role).id)
    expectForbidden(r)
    expect(await stored('user_activity', 'user_id', c.person(role).id)).toHaveLength(1)
  })
}
cell('user_activity', 'select', 'admin', true, "reads every user's last_seen", async (c) => {
  const r = await c
    .client('admin')
    .from('user_activity')
    .select('user_id')
    .in('user_id', [c.learner.id, c.other.id])
  expectAllowed(r)
  expect(r.data).toHaveLength(2)
})
for (const role of ['anon', 'admin'] as const) {
  cell('user_activity', 'insert', role, false, 'writes a last_seen directly', async (c) => {
    const r = await c
      .client(role)
      .from('user_activity')
      .insert({ user_id: c.applicant.id, last_seen: '2099-01-01T00:00:00Z' })
    expectForbidden(r)
    expect(await stored('user_activity', 'user_id', c.applicant.id)).toHaveLength(0)
  })
  cell('user_activity', 'update', role, false, "moves a learner's last_seen", async (c) => {
    const r = await c
      .client(role)
      .from('user_activity')
      .update({ last_seen: '2099-01-01T00:00:00Z' })
      .eq('user_id', c.learner.id)
    expectForbidden(r)
    const [row] = await stored<{ last_seen: string }>('user_activity', 'user_id', c.learner.id)
    expect(row?.last_seen.startsWith('2099')).toBe(false)
  })
  cell('user_activity', 'delete', role, false, "erases a learner's activity", async (c) => {
    const r = await c.client(role).from('user_activity').delete().eq('user_id', c.learner.id)
    expectForbidden(r)
    expect(await stored('user_activity', 'user_id', c.learner.id)).toHaveLength(1)
  })
}

// ------------------------------------------------------------------ helpers are not on the API
for (const role of everyone) {
  cell('private.is_admin', 'rpc', role, false, 'calls the policy helper over HTTP', async (c) => {
    const r = await c.client(role).rpc('is_admin')
    expectError(r)
    expect(r.error?.code).toBe('PGRST202')
  })
}

// ------------------------------------------------------------------ avatars bucket
const avatarPath = (id: string, ext = 'png') => `${id}/${token(12).toLowerCase()}.${ext}`

const avatarExists = (path: string) => objectExists('avatars', path)

async function download(c: Ctx, role: Caller, path: string): Promise<Response> {
  const url = c.client(role).storage.from('avatars').getPublicUrl(path).data.publicUrl
  return fetch(url)
}

/** `role` uploads `body` to `path` and is refused; nothing is stored there. */
async function uploadRefused(
  c: Ctx,
  role: Caller,
  path: string,
  body = tinyPng,
  type = 'image/png',
) {
  expectError(
    await c.client(role).storage.from('avatars').upload(path, body, { contentType: type }),
  )
  expect(await avatarExists(path)).toBe(false)
}

/** `role` overwrites the avatar at `path` with a GIF and is refused; the PNG is still served. */
async function replaceRefused(c: Ctx, role: Caller, path: string) {
  const r = await c
    .client(role)
    .storage.from('avatars')
    .upload(path, new Uint8Array([0x47, 0x49, 0x46, 0x38]), {
      contentType: 'image/gif',
      upsert: true,
    })
  expectError(r)
  const res = await download(c, 'anon', path)
  expect(new Uint8Array(await res.arrayBuffer())).toEqual(tinyPng)
}

/** `role` removes the avatar at `path` and is refused; it is still stored. */
async function removeRefused(c: Ctx, role: Caller, path: string) {
  expectRefused(await c.client(role).storage.from('avatars').remove([path]))
  expect(await avatarExists(path)).toBe(true)
}

cell('avatars', 'upload', 'anon', false, 'uploads an avatar', async (c) => {
  await uploadRefused(c, 'anon', avatarPath(c.learner.id))
})
for (const role of ['learner', 'other', 'admin'] as const) {
  cell(
    'avatars',
    'upload',
    role,
    true,
    'uploads an image into their own folder (cache 3600, no overwrite)',
    async (c) => {
      const path = avatarPath(c.person(role).id)
      const r = await c
        .client(role)
        .storage.from('avatars')
        .upload(path, tinyPng, { contentType: 'image/png', cacheControl: '3600', upsert: false })
      expectAllowed(r)
      expect(await avatarExists(path)).toBe(true)
    },
  )
}
for (const [role, them] of learnerPairs) {
  cell('avatars', 'upload', role, false, "uploads into another user's folder", async (c) => {
    await uploadRefused(c, role, avatarPath(c.person(them).id))
  })
  cell(
    'avatars',
    'upload',
    role,
    false,
    'uploads a non-image (text/html, text/plain)',
    async (c) => {
      for (const [type, ext] of [
        ['text/html', 'html'],
        ['text/plain', 'txt'],
      ] as const) {
        const path = avatarPath(c.person(role).id, ext)
        await uploadRefused(
          c,
          role,
          path,
          new TextEncoder().encode('<script>alert(1)</script>'),
          type,
        )
      }
    },
  )
  cell('avatars', 'upload', role, false, 'uploads an image over 2 MB', async (c) => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(tinyPng)
    await uploadRefused(c, role, avatarPath(c.person(role).id), big)
  })
  cell('avatars', 'update', role, true, 'replaces their own avatar (upsert)', async (c) => {
    const path = c.avatar[role]
    const r = await c
      .client(role)
      .storage.from('avatars')
      .upload(path, tinyPng, { contentType: 'image/png', upsert: true })
    expectAllowed(r)
    expect(await avatarExists(path)).toBe(true)
  })
  cell('avatars', 'update', role, false, "replaces another user's avatar (upsert)", async (c) => {
    await replaceRefused(c, role, c.avatar[them])
  })
  cell('avatars', 'delete', role, true, 'deletes their own avatar', async (c) => {
    const path = avatarPath(c.person(role).id)
    expectAllowed(
      await c
        .client(role)
        .storage.from('avatars')
        .upload(path, tinyPng, { contentType: 'image/png' }),
    )
    const r = await c.client(role).storage.from('avatars').remove([path])
    expectAllowed(r)
    expect(await avatarExists(path)).toBe(false)
  })
  cell('avatars', 'delete', role, false, "deletes another user's avatar", async (c) => {
    await removeRefused(c, role, c.avatar[them])
  })
  cell('avatars', 'list', role, true, 'lists their own folder', async (c) => {
    const r = await c.client(role).storage.from('avatars').list(c.person(role).id)
    expectAllowed(r)
    expect((r.data ?? []).map((o) => `${c.person(role).id}/${o.name}`)).toContain(c.avatar[role])
  })
  cell('avatars', 'list', role, false, "lists another user's folder", async (c) => {
    const r = await c.client(role).storage.from('avatars').list(c.person(them).id)
    expectRefused(r)
  })
}
cell(
  'avatars',
  'list',
  'admin',
  true,
  'lists their own folder, which holds their uploads',
  async (c) => {
    const path = avatarPath(c.admin.id)
    expectAllowed(
      await c
        .client('admin')
        .storage.from('avatars')
        .upload(path, tinyPng, { contentType: 'image/png' }),
    )
    const r = await c.client('admin').storage.from('avatars').list(c.admin.id)
    expectAllowed(r)
    expect((r.data ?? []).map((o) => `${c.admin.id}/${o.name}`)).toContain(path)
  },
)
cell(
  'avatars',
  'list',
  'anon',
  false,
  'lists the bucket (public files are fetched by URL, not listed)',
  async (c) => {
    const r = await c.client('anon').storage.from('avatars').list(c.learner.id)
    expectRefused(r)
  },
)
cell('avatars', 'update', 'anon', false, "replaces a user's avatar", async (c) => {
  await replaceRefused(c, 'anon', c.avatar.learner)
})
cell('avatars', 'update', 'admin', false, "replaces a learner's avatar", async (c) => {
  await replaceRefused(c, 'admin', c.avatar.learner)
})
for (const role of ['anon', 'admin'] as const) {
  cell('avatars', 'delete', role, false, "deletes a learner's avatar", async (c) => {
    await removeRefused(c, role, c.avatar.learner)
  })
}
for (const role of everyone) {
  cell('avatars', 'download', role, true, 'downloads an avatar by its public URL', async (c) => {
    const res = await download(c, role, c.avatar.learner)
    expect(res.status).toBe(200)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(tinyPng)
  })
}

// ------------------------------------------------------------------ bucket settings (storage.buckets)
async function avatarsBucket() {
  const { data, error } = await serviceClient().storage.getBucket('avatars')
  if (error) throw new Error(error.message)
  return {
    public: data.public,
    file_size_limit: data.file_size_limit,
    allowed_mime_types: data.allowed_mime_types,
  }
}
const avatarsRules = {
  public: true,
  file_size_limit: 2 * 1024 * 1024,
  allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
}
for (const role of everyone) {
  cell(
    'storage.buckets',
    'update',
    role,
    false,
    'lets the avatars bucket take any type and size',
    async (c) => {
      const r = await c.client(role).storage.updateBucket('avatars', {
        public: true,
        allowedMimeTypes: ['text/html'],
        fileSizeLimit: 1024 * 1024 * 1024,
      })
      expectError(r)
      expect(await avatarsBucket()).toEqual(avatarsRules)
    },
  )
  cell(
    'storage.buckets',
    'insert',
    role,
    false,
    'creates a public bucket of their own',
    async (c) => {
      const id = `own-${token(6).toLowerCase()}`
      const r = await c.client(role).storage.createBucket(id, { public: true })
      expectError(r)
      expect((await serviceClient().storage.getBucket(id)).data).toBeNull()
    },
  )
  cell(
    'storage.buckets',
    'delete',
    role,
    false,
    'empties or deletes the avatars bucket',
    async (c) => {
      await c.client(role).storage.emptyBucket('avatars')
      const deleted = await c.client(role).storage.deleteBucket('avatars')
      expectError(deleted)
      expect(await avatarExists(c.avatar.learner)).toBe(true)
      expect(await avatarExists(c.avatar.other)).toBe(true)
      expect(await avatarsBucket()).toEqual(avatarsRules)
    },
  )
}

// ------------------------------------------------------------------ the matrix
async function arrange(): Promise<Ctx> {
  const service = serviceClient()
  const [callers, applicant] = await Promise.all([
    signInCallers('matrix'),
    signUpLearner('applicant'),
  ])
  const { learner, other, admin } = callers
  for (const [person, phone] of [
    [learner, PHONE.learner],
    [other, PHONE.other],
  ] as const) {
    const { error } = await person.client.from('profiles').update({ phone }).eq('id', person.id)
    if (error) throw new Error(error.message)
  }
  const coupon = { ...(await newCoupon(25)), percent: 25 }
  const request = {
    learner: await submitRequest(learner, { course_id: 'creative-design' }),
    other: await submitRequest(other, { course_id: 'creative-design' }),
  }
  // each of learner and other is enrolled in video editing (approved by the admin)
  for (const person of [learner, other]) {
    await approve(admin, await submitRequest(person, { course_id: 'video-editing' }))
  }
  for (const person of [learner, other]) {
    const { error } = await person.client.rpc('touch_last_seen')
    if (error) throw new Error(error.message)
  }
  const lead = await service
    .from('leads')
    .insert({
      name: 'Seed Lead',
      email: `seed-${token(6).toLowerCase()}@example.com`,
      whatsapp: '01744444444',
      course_id: 'creative-design',
    })
    .select('id')
    .single()
  if (lead.error) throw new Error(lead.error.message)
  const avatar = { learner: avatarPath(learner.id), other: avatarPath(other.id) }
  for (const [person, path] of [
    [learner, avatar.learner],
    [other, avatar.other],
  ] as const) {
    const { error } = await person.client.storage
      .from('avatars')
      .upload(path, tinyPng, { contentType: 'image/png' })
    if (error) throw new Error(`arranging an avatar failed: ${error.message}`)
  }
  const people = { learner, other, admin }
  return {
    ...callers,
    service,
    applicant,
    person: (role) => people[role],
    request,
    coupon,
    leadId: (lead.data as { id: string }).id,
    avatar,
  }
}

describeCells('security matrix', arrange)

describe('the matrix covers everything the API exposes', () => {
  test('every public table has a cell for each role and each of select, insert, update, delete', async () => {
    const tables = await sql<{ name: string }>(
      "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')",
    )
    expect(tables.length).toBeGreaterThan(0)
    const uncovered = tables.map((t) => t.name).filter((name) => !coveredElsewhere.has(name))
    expect(missingCells(uncovered, ['select', 'insert', 'update', 'delete'], everyone)).toEqual([])
  })

  test('every public function has an rpc cell for each role', async () => {
    const functions = await sql<{ name: string }>(
      "select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'",
    )
    expect(functions.length).toBeGreaterThan(0)
    const uncovered = functions.map((f) => f.name).filter((name) => !coveredElsewhere.has(name))
    expect(missingCells(uncovered, ['rpc'], everyone)).toEqual([])
  })

  test('the avatars bucket has upload, update, delete, download and list cells for each role', () => {
    const ops = ['upload', 'update', 'delete', 'download', 'list'] as const
    expect(missingCells(['avatars'], ops, everyone)).toEqual([])
  })
})
