/**
 * The Pending and History tabs' pages and counts (docs/decisions/0056) against a scripted HTTP
 * server: what each call sends, the page and its next position, and the refusals in words.
 */
import { describe, expect, it } from 'vitest'
import { countPendingEnrollments, listPendingPage, PENDING_SEARCH_MAX } from './admin'
import { countDecisions } from './decisions'
import { fakeBackend } from './test-support'
import { historyFilterArguments, historyFilters } from './test-history'
import { reply } from './test-answers'

const row = (i: number) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  user_id: `user-${i}`,
  course_id: 'web-development',
  course_title: 'Web Development with AI',
  name: `রহিম ${i}`,
  phone: '01712345678',
  payment_method: 'bKash',
  transaction_id: `TX${i}`,
  coupon_code: null,
  amount_due: 699,
  created_at: `2026-11-20T18:${String(i).padStart(2, '0')}:00+00:00`,
})

describe('listPendingPage', () => {
  it('asks for one more row than the page: a next position when it comes', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(
        200,
        Array.from({ length: 3 }, (_, i) => row(i + 1)),
      ),
    )
    const page = await listPendingPage(client, { limit: 2, search: '  tx1 ' })
    expect(new URL(requests[0]!.url).pathname).toBe('/rest/v1/rpc/admin_pending_page')
    expect(requests[0]!.body).toEqual({ search: 'tx1', page_size: 3 })
    expect(page.rows.map((r) => r.transactionId)).toEqual(['TX1', 'TX2'])
    expect(page.rows[0]).toMatchObject({ courseTitle: 'Web Development with AI', name: 'রহিম 1' })
    expect(page.next).toEqual({ at: row(2).created_at, id: row(2).id })
  })

  it('sends the position it is given; the last page has no next', async () => {
    const { client, requests } = fakeBackend(() => reply(200, [row(3)]))
    const after = { at: row(2).created_at, id: row(2).id }
    const page = await listPendingPage(client, { after })
    expect(requests[0]!.body).toEqual({
      after_created_at: after.at,
      after_id: after.id,
      page_size: 51,
    })
    expect(page.next).toBeNull()
  })

  // a tampered position and a page past max_rows: lists.test.ts, with every list read in pages
  it('refuses a long search before asking', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    await expect(
      listPendingPage(client, { search: 'x'.repeat(PENDING_SEARCH_MAX + 1) }),
    ).rejects.toMatchObject({ code: 'search_too_long', detail: '100' })
    expect(requests).toHaveLength(0)
  })
})

describe('counts', () => {
  it('countPendingEnrollments: exact or estimated, as the database says', async () => {
    const { client, requests } = fakeBackend(() => reply(200, { total: 123456, estimated: true }))
    expect(await countPendingEnrollments(client, ' 017 ')).toEqual({
      count: 123456,
      estimated: true,
    })
    expect(new URL(requests[0]!.url).pathname).toBe('/rest/v1/rpc/admin_pending_count')
    expect(requests[0]!.body).toEqual({ search: '017' })
  })

  it("countDecisions: History's filters, the days as Bangladesh midnights", async () => {
    const { client, requests } = fakeBackend(() => reply(200, { total: 6513, estimated: false }))
    expect(await countDecisions(client, historyFilters)).toEqual({ count: 6513, estimated: false })
    expect(new URL(requests[0]!.url).pathname).toBe('/rest/v1/rpc/admin_decisions_count')
    expect(requests[0]!.body).toEqual(historyFilterArguments)
  })
})
