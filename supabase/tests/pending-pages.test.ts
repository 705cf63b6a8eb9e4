/**
 * The Pending tab a page at a time (issue 24, docs/decisions/0056-pending-and-history-pages.md):
 * public.admin_pending_page and public.admin_pending_count through @repo/api as the console
 * calls them, at max_rows + 1 pending requests: the last page and the last row are reachable,
 * the search finds a request past the first 1,000 by transaction id prefix, by phone (as typed,
 * with +880, in Bangla digits) and by a Bangla name; `%`, `_` and quotes match themselves; a
 * request decided while the admin pages moves no other one; the count is exact up to its
 * threshold and an estimate, marked, above it.
 *
 * History's pages of 50 and its count (public.admin_decisions_count) at max_rows + 1 decisions.
 *
 * And the security cells of the three functions (covered-elsewhere.ts).
 *
 * The requests here are dated 2035 (after every other file's), their transaction ids start with
 * 'PGS' and a batch token, their names with 'শাহনাজ পারভীন', their phones with '+880 1999-'.
 */
// @repo/api's modules as the console calls them (by path, as volume.test.ts does).
import {
  countPendingEnrollments,
  listPendingPage,
  type PendingQuery,
  type PendingRequest as ConsoleRequest,
} from '../../packages/api/src/admin.ts'
import type { AppSupabaseClient } from '../../packages/api/src/client.ts'
import { countDecisions, listDecisionsPage } from '../../packages/api/src/decisions.ts'
import type { KeysetPage } from '../../packages/api/src/keyset.ts'
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, test } from 'vitest'
import { consoleClient, MAX_ROWS } from './console-support'
import { consolePageResources } from './covered-elsewhere'
import {
  anonClient,
  expectAllowed,
  expectError,
  securityMatrix,
  signInAdmin,
  signUpLearner,
  sql,
  submitRequest,
  token,
  type PendingRequest,
  type Person,
} from './support'

const N = MAX_ROWS + 1

/** Every page of the list for `query`, each starting after the last row of the one before. */
async function everyPage(
  client: AppSupabaseClient,
  query: PendingQuery,
): Promise<{ rows: ConsoleRequest[]; pages: KeysetPage<ConsoleRequest>[] }> {
  const rows: ConsoleRequest[] = []
  const pages: KeysetPage<ConsoleRequest>[] = []
  let after: PendingQuery['after']
  for (;;) {
    const page = await listPendingPage(client, { ...query, ...(after ? { after } : {}) })
    pages.push(page)
    rows.push(...page.rows)
    if (!page.next) return { rows, pages }
    after = page.next
  }
}

/** `count` learners, each with one pending request made by `select` (one SQL statement). */
async function bulkLearners(batch: string, count: number): Promise<void> {
  await sql(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       'pgs-' || lower($1) || '-' || i || '@example.com', '', now(),
       '{"provider": "email", "providers": ["email"]}',
       jsonb_build_object('username', 'pgs_' || lower($1) || '_' || i, 'full_name', 'পরীক্ষা ' || i),
       now(), now(), '', '', '', ''
     from generate_series(1, $2::int) i`,
    [batch, count],
  )
}

describe(`Pending at max_rows + 1 (${N} pending requests)`, () => {
  let client: AppSupabaseClient
  const batch = token(6)
  const prefix = `PGS${batch}`
  const tx = (i: number) => `${prefix}${String(i).padStart(5, '0')}`

  beforeAll(async () => {
    client = await consoleClient()
    await bulkLearners(batch, N)
    await sql(
      `with learners as (
         select u.id, row_number() over (order by u.email collate "C") as i
         from auth.users u where u.email like 'pgs-' || lower($1) || '-%'
       )
       insert into public.pending_enrollments (user_id, course_id, name, phone, payment_method, transaction_id)
       select l.id, 'video-editing', 'শাহনাজ পারভীন ' || l.i, '+880 1999-' || lpad(l.i::text, 6, '0'),
         'Nagad', 'PGS' || $1 || lpad(l.i::text, 5, '0')
       from learners l`,
      [batch],
    )
    // Spread a second apart in the order of their ids, all in 2035 (after every other request).
    await sql(
      `update public.pending_enrollments p
       set created_at = '2035-01-01T00:00:00Z'::timestamptz + make_interval(secs => substr(p.transaction_id, 10)::int)
       where p.transaction_id like 'PGS' || $1 || '%'`,
      [batch],
    )
  }, 120_000)

  test('the whole list, oldest first, 50 a page: the last page ends with the newest request', async () => {
    const { rows, pages } = await everyPage(client, {})
    const ids = rows.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    const { count } = await countPendingEnrollments(client)
    expect(rows).toHaveLength(count)
    expect(pages.every((p) => p.rows.length <= 50)).toBe(true)
    expect(pages.slice(0, -1).every((p) => p.rows.length === 50)).toBe(true)
    expect(rows.at(-1)!.transactionId).toBe(tx(N))
    const times = rows.map((r) => Date.parse(r.createdAt))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  test('a search of the batch: 1,001 requests in pages of 500 (500 + 500 + 1), counted exactly', async () => {
    const { rows, pages } = await everyPage(client, { search: prefix.toLowerCase(), limit: 500 })
    expect(pages.map((p) => p.rows.length)).toEqual([500, 500, 1])
    expect(rows.map((r) => r.transactionId)).toEqual(Array.from({ length: N }, (_, i) => tx(i + 1)))
    expect(rows.at(-1)).toMatchObject({
      name: `শাহনাজ পারভীন ${N}`,
      courseTitle: expect.any(String),
      paymentMethod: 'Nagad',
    })
    expect(await countPendingEnrollments(client, ` ${prefix} `)).toEqual({
      count: N,
      estimated: false,
    })
  })

  test('finds the request made last (past the first 1,000) by a transaction id prefix', async () => {
    const found = await everyPage(client, { search: tx(N).slice(0, -1).toLowerCase() })
    expect(found.rows.map((r) => r.transactionId)).toEqual([tx(1000), tx(1001)])
    const exact = await listPendingPage(client, { search: tx(N) })
    expect(exact.rows.map((r) => r.transactionId)).toEqual([tx(N)])
  })

  test('finds it by phone, as stored, with its 0 for +880, or in Bangla digits', async () => {
    for (const phone of ['+880 1999-001001', '01999001001', '8801999001001', '০১৯৯৯০০১০০১']) {
      const page = await listPendingPage(client, { search: phone })
      expect(
        page.rows.map((r) => r.transactionId),
        phone,
      ).toEqual([tx(N)])
    }
    // a prefix: the ten numbers 0199900100x and 01999001000…01999001009 share '0199900100'
    const some = await everyPage(client, { search: '0199900100' })
    expect(some.rows.map((r) => r.transactionId)).toEqual(
      Array.from({ length: 10 }, (_, i) => tx(1000 + i)).filter((t) => t <= tx(N)),
    )
  })

  test('finds it by a Bangla name, any part of it', async () => {
    const page = await listPendingPage(client, { search: 'পারভীন 1001' })
    expect(page.rows.map((r) => r.transactionId)).toEqual([tx(N)])
    expect(await countPendingEnrollments(client, 'শাহনাজ পার')).toEqual({
      count: N,
      estimated: false,
    })
  })

  test('above the exact threshold the count is an estimate, marked as one', async () => {
    const { data, error } = await client.rpc('admin_pending_count', {
      search: prefix,
      exact_up_to: 100,
    })
    expect(error).toBeNull()
    expect(data).toEqual({ total: expect.any(Number), estimated: true })
    expect((data as { total: number }).total).toBeGreaterThan(100)
    const refused = await client.rpc('admin_pending_count', { exact_up_to: 10_001 })
    expectError(refused)
  })

  test("the estimate is the analysed table's, not a fraction of it (no policy counted as a filter)", async () => {
    await sql('analyze public.pending_enrollments')
    const [{ n } = { n: '0' }] = await sql<{ n: string }>(
      `select count(*) as n from public.pending_enrollments where status = 'pending'`,
    )
    const { data } = await client.rpc('admin_pending_count', { exact_up_to: 100 })
    const { total, estimated } = data as { total: number; estimated: boolean }
    expect(estimated).toBe(true)
    expect(Math.abs(total - Number(n)) / Number(n)).toBeLessThan(0.1)
  })

  test('a request decided while the admin pages moves no other one off the next page', async () => {
    const first = await listPendingPage(client, { search: prefix })
    const before = await listPendingPage(client, { search: prefix, limit: 100 })
    expect(first.rows).toEqual(before.rows.slice(0, 50))
    // two of the first page are decided meanwhile, one of them its last row
    const gone = [first.rows[9]!, first.rows[49]!]
    await sql(
      `update public.pending_enrollments set status = 'rejected', decision_reason = 'paging test'
       where id = any($1::uuid[])`,
      [gone.map((r) => r.id)],
    )
    const second = await listPendingPage(client, { search: prefix, after: first.next! })
    expect(second.rows).toEqual(before.rows.slice(50, 100))
    const again = await listPendingPage(client, { search: prefix })
    expect(again.rows.map((r) => r.id)).not.toContain(gone[0]!.id)
    expect(again.rows[9]!.id).toBe(before.rows[10]!.id)
  })
})

describe('search input that is not a plain word', () => {
  let client: AppSupabaseClient
  const batch = token(6)

  beforeAll(async () => {
    client = await consoleClient()
    await bulkLearners(batch, 6)
    // Each request's name and transaction id, by learner number.
    await sql(
      `with learners as (
         select u.id, row_number() over (order by u.email collate "C") as i
         from auth.users u where u.email like 'pgs-' || lower($1) || '-%'
       ), made (i, name, tx) as (values
         (1, '100% খাঁটি ' || $1, 'W%' || $1),
         (2, '100X খাঁটি ' || $1, 'WX' || $1),
         (3, 'a_b ' || $1, 'W_' || $1),
         (4, 'axb ' || $1, 'WY' || $1),
         (5, 'O''Brien ' || $1, 'W''' || $1),
         (6, 'back\\slash ' || $1, 'W\\' || $1)
       )
       insert into public.pending_enrollments (user_id, course_id, name, phone, transaction_id)
       select l.id, 'web-development', m.name, '01812000000', m.tx
       from learners l join made m on m.i = l.i`,
      [batch],
    )
  }, 60_000)

  const names = async (search: string) =>
    (await listPendingPage(client, { search, limit: 999 })).rows.map((r) => r.name)

  test('% and _ match themselves, in a transaction id and in a name', async () => {
    expect(await names(`w%${batch}`)).toEqual([`100% খাঁটি ${batch}`])
    expect(await names(`W_${batch}`)).toEqual([`a_b ${batch}`])
    expect(await names(`100% খাঁটি ${batch}`)).toEqual([`100% খাঁটি ${batch}`])
    expect(await names(`a_b ${batch}`)).toEqual([`a_b ${batch}`])
    // and nothing else that a LIKE pattern would have matched
    expect(await names('%')).toEqual(expect.arrayContaining([`100% খাঁটি ${batch}`]))
    expect(await names('%')).not.toContain(`100X খাঁটি ${batch}`)
  })

  test('quotes and backslashes are text, and a search that matches nothing is an empty page', async () => {
    expect(await names(`O'Brien ${batch}`)).toEqual([`O'Brien ${batch}`])
    expect(await names(`W'${batch}`)).toEqual([`O'Brien ${batch}`])
    expect(await names(`back\\slash ${batch}`)).toEqual([`back\\slash ${batch}`])
    expect(await names(`W\\${batch}`)).toEqual([`back\\slash ${batch}`])
    expect(await names(`'); drop table public.pending_enrollments; --`)).toEqual([])
    expect(await names(`"${batch}`)).toEqual([])
    expect(await countPendingEnrollments(client, `no such thing ${batch}`)).toEqual({
      count: 0,
      estimated: false,
    })
  })

  test('5,000 characters are refused, by the API (its code) and by the database (in words)', async () => {
    const long = 'ক'.repeat(5000)
    const tooLong = { kind: 'invalid', code: 'search_too_long', detail: '100' }
    await expect(listPendingPage(client, { search: long })).rejects.toMatchObject(tooLong)
    await expect(countPendingEnrollments(client, long)).rejects.toMatchObject(tooLong)
    const direct = await client.rpc('admin_pending_page', { search: long })
    expectError(direct, /at most 100 characters/)
    expect(direct.error).toMatchObject({ code: '22023' })
  })

  test('a tampered position is refused, by the API (its code) and by the database (in words)', async () => {
    await expect(
      listPendingPage(client, { after: { at: "2035-01-01'; --", id: 'x' } }),
    ).rejects.toMatchObject({ kind: 'invalid', code: 'not_a_position' })
    const direct = await client.rpc('admin_pending_page', { after_id: crypto.randomUUID() })
    expectError(direct, /A position is a time and an id/)
  })
})

describe(`History at max_rows + 1 (${N} decisions): pages of 50 and the count`, () => {
  let client: AppSupabaseClient
  const batch = token(6)
  // the decisions of this batch alone: dated 2036 (no other file's are)
  const filters = { from: '2036-03-01', to: '2036-03-01' } as const

  beforeAll(async () => {
    client = await consoleClient()
    await bulkLearners(batch, N)
    await sql(
      `with learners as (
         select u.id, row_number() over (order by u.email collate "C") as i
         from auth.users u where u.email like 'pgs-' || lower($1) || '-%'
       )
       insert into public.pending_enrollments (user_id, course_id, name, phone, payment_method, transaction_id)
       select l.id, 'creative-design', 'ইতিহাস ' || l.i, '01888' || lpad(l.i::text, 6, '0'), 'Bank',
         'HIS' || $1 || lpad(l.i::text, 5, '0')
       from learners l`,
      [batch],
    )
    await sql(
      `update public.pending_enrollments set status = 'rejected', decision_reason = 'history test'
       where transaction_id like 'HIS' || $1 || '%'`,
      [batch],
    )
    // Bangladesh's 1 March 2036 (UTC+6), one second apart in the order of the ids
    await sql(
      `update public.enrollment_decisions d
       set decided_at = '2036-02-29T18:00:00Z'::timestamptz + make_interval(secs => substr(p.transaction_id, 10)::int)
       from public.pending_enrollments p
       where p.id = d.request_id and p.transaction_id like 'HIS' || $1 || '%'`,
      [batch],
    )
  }, 120_000)

  test('every page of 50, newest first: the last page ends with the oldest decision', async () => {
    const seen: string[] = []
    let after: KeysetPage<unknown>['next'] = null
    let pages = 0
    for (;;) {
      const page = await listDecisionsPage(client, filters, {
        limit: 50,
        ...(after ? { after } : {}),
      })
      pages += 1
      seen.push(...page.rows.map((d) => d.transactionId))
      if (!page.next) break
      after = page.next
    }
    expect(pages).toBe(21) // 20 × 50 + 1
    expect(seen).toHaveLength(N)
    expect(seen[0]).toBe(`HIS${batch}${String(N).padStart(5, '0')}`)
    expect(seen.at(-1)).toBe(`HIS${batch}00001`)
  })

  test('the count, exact, with every filter on the server', async () => {
    expect(await countDecisions(client, filters)).toEqual({ count: N, estimated: false })
    expect(
      await countDecisions(client, {
        ...filters,
        decision: 'rejected',
        courseId: 'creative-design',
        paymentMethod: 'Bank',
      }),
    ).toEqual({ count: N, estimated: false })
    for (const other of [
      { decision: 'approved' },
      { courseId: 'video-editing' },
      { paymentMethod: 'bKash' },
      { from: '2036-03-02' },
    ] as const) {
      expect(await countDecisions(client, { ...filters, ...other })).toEqual({
        count: 0,
        estimated: false,
      })
    }
    const [one] = await sql<{ id: string }>(
      `select id from public.pending_enrollments where transaction_id = $1`,
      [`HIS${batch}00007`],
    )
    expect(await countDecisions(client, { requestId: one!.id })).toEqual({
      count: 1,
      estimated: false,
    })
  })

  test('above the exact threshold the count is an estimate, marked as one', async () => {
    const { data, error } = await client.rpc('admin_decisions_count', {
      decided_from: '2036-02-29T18:00:00Z',
      exact_up_to: 100,
    })
    expect(error).toBeNull()
    expect(data).toEqual({ total: expect.any(Number), estimated: true })
    expect((data as { total: number }).total).toBeGreaterThan(100)
  })

  test("the estimate is the analysed table's, not a fraction of it (no policy counted as a filter)", async () => {
    await sql('analyze public.enrollment_decisions, public.pending_enrollments')
    const [{ n } = { n: '0' }] = await sql<{ n: string }>(
      'select count(*) as n from public.enrollment_decisions',
    )
    const { data } = await client.rpc('admin_decisions_count', { exact_up_to: 100 })
    const { total, estimated } = data as { total: number; estimated: boolean }
    expect(estimated).toBe(true)
    expect(Math.abs(total - Number(n)) / Number(n)).toBeLessThan(0.1)
  })
})

// ------------------------------------------------------------------ security cells
type Role = 'anon' | 'learner' | 'other' | 'admin'
type Op = 'rpc'
const everyone: readonly Role[] = ['anon', 'learner', 'other', 'admin']

interface Ctx {
  client(role: Role): SupabaseClient
  /** the learner's own pending request: even its owner may not list it this way */
  own: PendingRequest
}
const { cell, describeCells, expectCovered } = securityMatrix<Role, Op, Ctx>()

const page = 'admin_pending_page'
const count = 'admin_pending_count'
const decisions = 'admin_decisions_count'
for (const fn of [page, count]) {
  cell(fn, 'rpc', 'anon', false, 'reads the pending requests', async (c) => {
    const r = await c.client('anon').rpc(fn, { search: c.own.transaction_id })
    expectError(r)
    expect(r.data).toBeNull()
  })
  for (const role of ['learner', 'other'] as const) {
    cell(
      fn,
      'rpc',
      role,
      false,
      `reads the pending requests (${role === 'learner' ? 'their own' : "another learner's"})`,
      async (c) => {
        const r = await c.client(role).rpc(fn, { search: c.own.transaction_id })
        expectError(r)
        expect(r.error).toMatchObject({ code: '42501', hint: 'admin_only' })
        expect(r.data).toBeNull()
      },
    )
  }
}
cell(page, 'rpc', 'admin', true, 'reads a page of the pending requests', async (c) => {
  const r = await c.client('admin').rpc(page, { search: c.own.transaction_id.toLowerCase() })
  expectAllowed(r)
  expect(r.data).toEqual([
    expect.objectContaining({
      id: c.own.id,
      transaction_id: c.own.transaction_id,
      course_title: expect.any(String),
    }),
  ])
})
cell(count, 'rpc', 'admin', true, 'counts the pending requests', async (c) => {
  const r = await c.client('admin').rpc(count, { search: c.own.transaction_id })
  expectAllowed(r)
  expect(r.data).toEqual({ total: 1, estimated: false })
})

for (const role of ['anon', 'learner', 'other'] as const) {
  cell(decisions, 'rpc', role, false, 'counts the decisions', async (c) => {
    const r = await c.client(role).rpc(decisions, { request_id: c.own.id })
    expectError(r)
    if (role !== 'anon') expect(r.error).toMatchObject({ code: '42501', hint: 'admin_only' })
    expect(r.data).toBeNull()
  })
}
cell(decisions, 'rpc', 'admin', true, 'counts the decisions', async (c) => {
  const r = await c.client('admin').rpc(decisions, { request_id: c.own.id })
  expectAllowed(r)
  expect(r.data).toEqual({ total: 0, estimated: false })
})

async function arrange(): Promise<Ctx> {
  const [learner, other, admin] = await Promise.all([
    signUpLearner('pendingpages'),
    signUpLearner('pendingpagesother'),
    signInAdmin(),
  ])
  const own = await submitRequest(learner, { course_id: 'web-development' })
  const people: Record<Exclude<Role, 'anon'>, Person> = { learner, other, admin }
  const anon = anonClient()
  return { client: (role) => (role === 'anon' ? anon : people[role].client), own }
}

describeCells('security: the Pending tab’s pages and count, History’s count', arrange, () => {
  test('every role has a cell for each function', () =>
    expectCovered(consolePageResources, everyone))
})
