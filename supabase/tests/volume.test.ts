/**
 * Past max_rows (issue 24): PostgREST answers at most 1,000 rows a request, so with 1,001 rows
 * in a table the last one is reachable only by a query that does not read the whole list. Each
 * way the console reaches a row is tried at max_rows + 1 through @repo/api as the console calls
 * it: the Payments tab's lookup by transaction id, History's and Leads' CSV export pages, and
 * the wallet Inbox's keyset pages. Rows are made in bulk by SQL (as `postgres`), one statement
 * each, all with the same created_at, so the pages' tie-break on id is tried as well.
 *
 * And the security cells of public.admin_requests_by_transaction_ids (covered-elsewhere.ts).
 *
 * The tests share one database with the other files: decisions here are dated 2035 (History's
 * export filters on the year), transaction ids start with 'VOL', and wallet messages come from a
 * sender of their own.
 */
// @repo/api's modules as the console calls them (by path: this package compiles without the DOM
// types some other modules of @repo/api use).
import {
  findRequestsByTransactionIds,
  listLeadsPage,
  TRANSACTION_IDS_PER_LOOKUP,
} from '../../packages/api/src/admin.ts'
import type { AppSupabaseClient } from '../../packages/api/src/client.ts'
import { listDecisionsPage } from '../../packages/api/src/decisions.ts'
import { listWalletMessages } from '../../packages/api/src/wallet.ts'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  adminOnlyCells,
  bulkRequests,
  callersWithRequest,
  consoleClient,
  everyPage,
  MAX_ROWS,
  rejectRequests,
  spreadRequests,
  type CallersWithRequest,
} from './console-support'
import { volumeResources } from './covered-elsewhere'
import { expectAllowed, expectError, sql, token } from './support'

const N = MAX_ROWS + 1

interface Bulk {
  /** transaction ids of the N requests, in the order they were created */
  transactionIds: string[]
}

/**
 * N learners (auth.users, the profile trigger making each profile) and one request each, the
 * last created last; then every one rejected, which writes N decisions, dated 2035.
 */
async function rejectedBatch(): Promise<Bulk> {
  const batch = token(6)
  const prefix = `VOL${batch}`
  const transactionIds = await bulkRequests(
    { email: 'vol', batch, count: N, name: 'ভলিউম' },
    {
      course: 'creative-design',
      name: 'ভলিউম',
      phone: '01700000000',
      method: 'bKash',
      transactionId: 'VOL',
    },
  )
  // One statement gives every row the same created_at: spread them a second apart, in order.
  await spreadRequests(prefix, '2035-01-01T00:00:00Z')
  await rejectRequests(prefix, 'volume test', '2035-06-01T00:00:00Z')
  return { transactionIds }
}

describe(`max_rows + 1 (${N} rows): the last row is reachable`, () => {
  let client: AppSupabaseClient
  let bulk: Bulk

  beforeAll(async () => {
    client = await consoleClient()
    bulk = await rejectedBatch()
  }, 120_000)

  test('by the lookup by transaction id: the request created last, and 1,000 ids in one call', async () => {
    const last = bulk.transactionIds.at(-1)!
    const [found] = await findRequestsByTransactionIds(client, [last.toLowerCase()])
    expect(found).toMatchObject({ transactionId: last, status: 'rejected', name: `ভলিউম ${N}` })

    // max_rows ids (one call) answer max_rows requests, the newest included.
    const newest = bulk.transactionIds.slice(-TRANSACTION_IDS_PER_LOOKUP)
    const all = await findRequestsByTransactionIds(client, newest)
    expect(all).toHaveLength(TRANSACTION_IDS_PER_LOOKUP)
    expect(new Set(all.map((r) => r.transactionId))).toEqual(new Set(newest))

    // every one of the N: two calls (1,000 + 1)
    expect(await findRequestsByTransactionIds(client, bulk.transactionIds)).toHaveLength(N)
  })

  test('the lookup refuses more than 1,000 ids in one call, in words', async () => {
    const r = await client.rpc('admin_requests_by_transaction_ids', {
      transaction_ids: bulk.transactionIds,
    })
    expectError(r, /At most 1,000 transaction ids/)
    expect(r.error).toMatchObject({ code: '22023', hint: 'too_many_transaction_ids' })
  })

  test("by History's export pages: every decision of the filters, the oldest last", async () => {
    const filters = { decision: 'rejected', from: '2035-01-01', to: '2035-12-31' } as const
    const { rows, pages, total } = await everyPage((q) => listDecisionsPage(client, filters, q))
    expect(total).toBe(N)
    expect(rows).toHaveLength(N)
    expect(pages).toBe(1) // 1,001 in one answer: the page is one row, which max_rows does not cut
    expect(new Set(rows.map((d) => d.id)).size).toBe(N)
    expect(new Set(rows.map((d) => d.transactionId))).toEqual(new Set(bulk.transactionIds))
  })

  test("by Leads' export pages: every lead, the oldest last", async () => {
    const batch = token(6)
    await sql(
      `insert into public.leads (name, email, whatsapp, course_id, created_at)
       select 'লিড ' || i, 'lead-' || lower($1) || '-' || i || '@example.com', '01800000000',
         'video-editing', '2000-01-01T00:00:00Z'
       from generate_series(1, $2::int) i`,
      [batch, N],
    )
    const count = (await sql<{ count: string }>('select count(*) from public.leads'))[0]!.count
    const { rows, total } = await everyPage((q) => listLeadsPage(client, q))
    expect(total).toBe(Number(count))
    expect(rows).toHaveLength(Number(count))
    expect(new Set(rows.map((l) => l.id)).size).toBe(rows.length)
    // all N of this batch share the oldest time: the id alone orders them, none is lost
    const mine = rows.filter((l) => l.email.startsWith(`lead-${batch.toLowerCase()}-`))
    expect(mine).toHaveLength(N)
    expect(rows.slice(-N)).toEqual(mine)
  })

  test("by the wallet Inbox's pages, as every list's", async () => {
    const batch = token(6)
    await sql(
      `insert into public.wallet_messages (webhook_id, sender, body, received_at, kind, state)
       select 'vol-' || $1 || '-' || i, 'VOL' || $1, 'message ' || i, now(), 'other', 'not_wallet'
       from generate_series(1, $2::int) i`,
      [batch, N],
    )
    const count = (
      await sql<{ count: string }>(
        `select count(*) from public.wallet_messages where state = 'not_wallet'`,
      )
    )[0]!.count
    const { rows, total } = await everyPage(
      (q) => listWalletMessages(client, { state: 'not_wallet' }, q),
      500,
    )
    expect(total).toBe(Number(count))
    const seen = rows.map((m) => m.id)
    expect(seen).toHaveLength(Number(count))
    expect(new Set(seen).size).toBe(seen.length)
    const mine = await sql<{ id: string }>(
      `select id from public.wallet_messages where sender = $1`,
      [`VOL${batch}`],
    )
    expect(seen).toEqual(expect.arrayContaining(mine.map((m) => m.id)))
  })
})

// ------------------------------------------------------------------ security cells
const { cell, refused, describeCells, expectCovered } = adminOnlyCells<CallersWithRequest>()

const lookup = 'admin_requests_by_transaction_ids'
refused(
  lookup,
  'looks requests up by transaction id',
  (c) => ({ transaction_ids: [c.own.transaction_id] }),
  { learner: 'their own', other: "another learner's" },
)
cell(lookup, 'rpc', 'admin', true, 'looks requests up by transaction id', async (c) => {
  const r = await c
    .client('admin')
    .rpc(lookup, { transaction_ids: [` ${c.own.transaction_id.toLowerCase()} `, 'NO-SUCH-ID'] })
  expectAllowed(r)
  expect(r.data).toEqual([
    expect.objectContaining({
      id: c.own.id,
      transaction_id: c.own.transaction_id,
      status: 'pending',
      course_title: expect.any(String),
    }),
  ])
})

describeCells(
  'security: the lookup by transaction id',
  () => callersWithRequest('volume'),
  () => {
    test('every role has a cell for the lookup', () => expectCovered(volumeResources))
  },
)
