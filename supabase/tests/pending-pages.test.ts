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
} from '../../packages/api/src/admin.ts'
import type { AppSupabaseClient } from '../../packages/api/src/client.ts'
import { countDecisions, listDecisionsPage } from '../../packages/api/src/decisions.ts'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  adminOnlyCells,
  bulkLearners,
  bulkRequests,
  callersWithRequest,
  consoleClient,
  everyPage,
  MAX_ROWS,
  numberedLearners,
  rejectRequests,
  spreadRequests,
  type CallersWithRequest,
  type BulkLearners,
  type BulkRequest,
} from './console-support'
import { consolePageResources } from './covered-elsewhere'
import { expectAllowed, expectError, expectExactCount, sql, token } from './support'

const N = MAX_ROWS + 1

/** N learners of the file (`pgs-<batch>-<i>`), each given a request of `requests`. */
const learnersOf = (batch: string): BulkLearners => ({
  email: 'pgs',
  batch,
  count: N,
  name: 'পরীক্ষা',
})
const requests = {
  pending: {
    course: 'video-editing',
    name: 'শাহনাজ পারভীন',
    phone: '+880 1999-000000',
    method: 'Nagad',
    transactionId: 'PGS',
  },
  history: {
    course: 'creative-design',
    name: 'ইতিহাস',
    phone: '01888000000',
    method: 'Bank',
    transactionId: 'HIS',
  },
} satisfies Record<string, BulkRequest>

/** Every page of the Pending list for `query`, each after the last row of the one before. */
const pendingPages = (client: AppSupabaseClient, { limit, ...query }: PendingQuery) =>
  everyPage((q) => listPendingPage(client, { ...query, ...q }), limit)

describe(`Pending at max_rows + 1 (${N} pending requests)`, () => {
  let client: AppSupabaseClient
  const batch = token(6)
  const prefix = `PGS${batch}`
  const tx = (i: number) => `${prefix}${String(i).padStart(5, '0')}`

  beforeAll(async () => {
    client = await consoleClient()
    // a second apart in the order of their numbers, all in 2035 (after every other request)
    await bulkRequests(learnersOf(batch), requests.pending)
    await spreadRequests(prefix, '2035-01-01T00:00:00Z')
  }, 120_000)

  test('the whole list, oldest first, 50 a page: the last page ends with the newest request', async () => {
    const { rows, sizes } = await pendingPages(client, {})
    const ids = rows.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    const { count } = await countPendingEnrollments(client)
    expect(rows).toHaveLength(count)
    expect(sizes.every((size) => size <= 50)).toBe(true)
    expect(sizes.slice(0, -1).every((size) => size === 50)).toBe(true)
    expect(rows.at(-1)!.transactionId).toBe(tx(N))
    const times = rows.map((r) => Date.parse(r.createdAt))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  test('a search of the batch: 1,001 requests in pages of 500 (500 + 500 + 1), counted exactly', async () => {
    const { rows, sizes } = await pendingPages(client, { search: prefix.toLowerCase(), limit: 500 })
    expect(sizes).toEqual([500, 500, 1])
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
    const found = await pendingPages(client, { search: tx(N).slice(0, -1).toLowerCase() })
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
    const some = await pendingPages(client, { search: '0199900100' })
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
    await bulkLearners({ ...learnersOf(batch), count: 6 })
    // Each request's name and transaction id, by learner number.
    await sql(
      `with learners as (${numberedLearners}), made (i, name, tx) as (values
         (1, '100% খাঁটি ' || $2, 'W%' || $2),
         (2, '100X খাঁটি ' || $2, 'WX' || $2),
         (3, 'a_b ' || $2, 'W_' || $2),
         (4, 'axb ' || $2, 'WY' || $2),
         (5, 'O''Brien ' || $2, 'W''' || $2),
         (6, 'back\\slash ' || $2, 'W\\' || $2)
       )
       insert into public.pending_enrollments (user_id, course_id, name, phone, transaction_id)
       select l.id, 'web-development', m.name, '01812000000', m.tx
       from learners l join made m on m.i = l.i`,
      ['pgs', batch],
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
    await bulkRequests(learnersOf(batch), requests.history)
    // Bangladesh's 1 March 2036 (UTC+6), one second apart in the order of the ids
    await rejectRequests(`HIS${batch}`, 'history test', '2036-02-29T18:00:00Z', true)
  }, 120_000)

  test('every page of 50, newest first: the last page ends with the oldest decision', async () => {
    const { rows, pages } = await everyPage((q) => listDecisionsPage(client, filters, q), 50)
    const seen = rows.map((d) => d.transactionId)
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
const { cell, refused, describeCells, expectCovered } = adminOnlyCells<CallersWithRequest>()

const page = 'admin_pending_page'
const count = 'admin_pending_count'
const decisions = 'admin_decisions_count'
for (const fn of [page, count]) {
  refused(fn, 'reads the pending requests', (c) => ({ search: c.own.transaction_id }), {
    learner: 'their own',
    other: "another learner's",
  })
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
  expectExactCount(r, 1)
})

refused(decisions, 'counts the decisions', (c) => ({ request_id: c.own.id }))
cell(decisions, 'rpc', 'admin', true, 'counts the decisions', async (c) => {
  expectExactCount(await c.client('admin').rpc(decisions, { request_id: c.own.id }), 0)
})

describeCells(
  'security: the Pending tab’s pages and count, History’s count',
  () => callersWithRequest('pendingpages'),
  () => {
    test('every role has a cell for each function', () => expectCovered(consolePageResources))
  },
)
