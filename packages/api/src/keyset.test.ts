/**
 * Reading lists past max_rows (issue 24): the keyset pages of the CSV exports, and the Payments
 * tab's lookup of requests by transaction id, against a scripted HTTP server.
 */
import { describe, expect, it } from 'vitest'
import { findRequestsByTransactionIds, listLeadsPage } from './admin'
import { listDecisionsPage } from './decisions'
import { keysetFilter } from './keyset'
import { fakeBackend, rejection } from './test-support'
import { historyFilterArguments, historyFilters } from './test-history'
import { databaseError, reply } from './test-answers'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const leadRow = (n: number) => ({
  id: uuid(n),
  name: `Lead ${n}`,
  email: `lead${n}@example.com`,
  whatsapp: '01712345678',
  course_id: 'video-editing',
  payment_method: null,
  created_at: `2026-11-20T12:00:${String(59 - n).padStart(2, '0')}+00:00`,
  courses: { title: 'Video Editing' },
})

/** PostgREST's answer with the count it was asked for (Content-Range: first-last/total). */
const counted = (rows: unknown[], total: number) =>
  new Response(JSON.stringify(rows), {
    status: 200,
    headers: {
      'content-type': 'application/json',
      'content-range': `0-${rows.length - 1}/${total}`,
    },
  })

describe('keysetFilter', () => {
  it('reads past the cursor in the order given, the id breaking ties', () => {
    const at = '2026-11-20T12:00:00.123456+00:00'
    expect(
      keysetFilter(
        'decided_at',
        { at, id: uuid(1) },
        { descending: true, idDescending: true },
        'decisions.list',
      ),
    ).toBe(`decided_at.lt."${at}",and(decided_at.eq."${at}",id.lt.${uuid(1)})`)
  })

  it('refuses a cursor that was tampered with, before any request', () => {
    for (const cursor of [
      { at: '2026-11-20T12:00:00Z),id.gt.(0', id: uuid(1) },
      { at: '2026-11-20T12:00:00Z', id: 'x,or(id.neq.0)' },
    ]) {
      expect(() =>
        keysetFilter('created_at', cursor, { descending: true, idDescending: true }, 'leads.list'),
      ).toThrow(expect.objectContaining({ code: 'not_a_position' }))
    }
  })
})

describe('listLeadsPage', () => {
  it('asks for a page and one row more, counts on request, and points at the next page', async () => {
    const { client, requests } = fakeBackend(() => counted([1, 2, 3].map(leadRow), 7))
    const page = await listLeadsPage(client, { limit: 2, count: true })
    const url = new URL(requests[0]!.url)
    expect(url.searchParams.get('order')).toBe('created_at.desc,id.desc')
    expect(url.searchParams.get('limit')).toBe('3')
    expect(url.searchParams.get('or')).toBeNull()
    expect(requests[0]!.headers.get('prefer')).toContain('count=exact')
    expect(page.rows.map((l) => l.name)).toEqual(['Lead 1', 'Lead 2'])
    expect(page.total).toBe(7)
    expect(page.next).toEqual({ at: leadRow(2).created_at, id: uuid(2) })
  })

  it('starts after the cursor, counts nothing unless asked, and ends on a short page', async () => {
    const { client, requests } = fakeBackend(() => reply(200, [leadRow(3)]))
    const after = { at: leadRow(2).created_at, id: uuid(2) }
    const page = await listLeadsPage(client, { limit: 2, after })
    expect(new URL(requests[0]!.url).searchParams.get('or')).toBe(
      `(${keysetFilter('created_at', after, { descending: true, idDescending: true }, 'leads.list')})`,
    )
    expect(requests[0]!.headers.get('prefer') ?? '').not.toContain('count')
    expect(page).toMatchObject({ next: null, total: null })
    expect(page.rows).toHaveLength(1)
  })

  it('refuses a page of max_rows or more: it asks one row more, which PostgREST would cut', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    for (const limit of [1000, 1001])
      expect(await rejection(listLeadsPage(client, { limit }))).toMatchObject({
        kind: 'invalid',
        code: 'page_size',
        detail: '999',
      })
    expect(requests).toHaveLength(0)
  })
})

describe('listDecisionsPage', () => {
  /** One decision as public.admin_decisions_page answers it (an array in the migration's order). */
  const decision = (n: number, payment: boolean) => [
    uuid(n),
    uuid(100 + n),
    'approved',
    null,
    `2026-11-21T14:00:0${n}+00:00`,
    'Site Admin',
    false,
    null,
    null,
    'রহিম উদ্দিন',
    '01712345678',
    'video-editing',
    'Video Editing',
    'bKash',
    `TX${n}`,
    1200,
    'approved',
    ...(payment
      ? ['bKash', `TX${n}`, 1200.5, '01712345678', '2026-11-21T13:59:00+00:00']
      : [null, null, null, null, null]),
  ]

  it('sends the filters and the position to the function, one call a page', async () => {
    const { client, requests } = fakeBackend(() => reply(200, { rows: [], total: null }))
    const after = { at: '2026-11-21T14:00:00+00:00', id: uuid(9) }
    const page = await listDecisionsPage(client, historyFilters, { after })
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]!.url).pathname).toBe('/rest/v1/rpc/admin_decisions_page')
    expect(requests[0]!.body).toEqual({
      ...historyFilterArguments,
      after_at: after.at,
      after_id: after.id,
      page_rows: 5000,
    })
    expect(page).toEqual({ rows: [], next: null, total: null })
  })

  it('reads a page of arrays into decisions, past max_rows, and says where the next starts', async () => {
    // 1,001 asked (one more than the page) and answered in one row: none cut
    const rows = Array.from({ length: 1001 }, (_, i) => decision(i % 10, i % 2 === 0))
    const { client, requests } = fakeBackend(() => reply(200, { rows, total: 80000 }))
    const page = await listDecisionsPage(client, {}, { limit: 1000, count: true })
    expect(requests[0]!.body).toEqual({ page_rows: 1000, with_total: true })
    expect(page.rows).toHaveLength(1000)
    expect(page.total).toBe(80000)
    expect(page.next).toEqual({ at: '2026-11-21T14:00:09+00:00', id: uuid(9) })
    expect(page.rows[0]).toEqual({
      id: uuid(0),
      requestId: uuid(100),
      decision: 'approved',
      requestStatus: 'approved',
      reason: null,
      decidedAt: '2026-11-21T14:00:00+00:00',
      decidedBy: 'Site Admin',
      automatic: false,
      walletMessage: null,
      learnerName: 'রহিম উদ্দিন',
      phone: '01712345678',
      courseId: 'video-editing',
      courseTitle: 'Video Editing',
      paymentMethod: 'bKash',
      transactionId: 'TX0',
      amountDue: 1200,
      payment: {
        wallet: 'bKash',
        transactionId: 'TX0',
        amount: 1200.5,
        sender: '01712345678',
        receivedAt: '2026-11-21T13:59:00+00:00',
      },
    })
    expect(page.rows[1]!.payment).toBeNull()
  })

  it('reads an approval the database made from a forwarded SMS, with its message or without', async () => {
    const automatic = decision(1, true)
    automatic.splice(5, 4, null, true, uuid(50), 'TX1')
    // the message was deleted since (on delete set null keeps the decision's id of it)
    const messageGone = decision(2, true)
    messageGone.splice(7, 2, uuid(51), null)
    const { client } = fakeBackend(() =>
      reply(200, { rows: [automatic, messageGone], total: null }),
    )
    const [byPhone, byAdmin] = (await listDecisionsPage(client)).rows
    expect(byPhone).toMatchObject({
      automatic: true,
      decidedBy: null,
      walletMessage: { id: uuid(50), transactionId: 'TX1' },
    })
    expect(byAdmin).toMatchObject({
      automatic: false,
      decidedBy: 'Site Admin',
      walletMessage: { id: uuid(51), transactionId: null },
    })
  })

  it('refuses a date that is not a day before any call', async () => {
    const { client, requests } = fakeBackend(() => reply(200, { rows: [], total: null }))
    const day = await rejection(listDecisionsPage(client, { from: '21/11/2026' }))
    expect([day.kind, day.code, day.detail]).toEqual(['invalid', 'not_a_date', '21/11/2026'])
    expect(requests).toHaveLength(0)
  })

  it('refuses a tampered position or a page over 5,000 before any call', async () => {
    const { client, requests } = fakeBackend(() => reply(200, { rows: [], total: null }))
    const tampered = { at: "2026-11-21T14:00:00+00:00') or true --", id: uuid(1) }
    expect((await rejection(listDecisionsPage(client, {}, { after: tampered }))).kind).toBe(
      'invalid',
    )
    expect((await rejection(listDecisionsPage(client, {}, { limit: 5001 }))).kind).toBe('invalid')
    expect(requests).toHaveLength(0)
  })

  it('refuses an answer of another shape', async () => {
    const { client } = fakeBackend(() => reply(200, { rows: [[uuid(1)]], total: null }))
    expect((await rejection(listDecisionsPage(client))).code).toBe('unexpected_response')
  })
})

describe('findRequestsByTransactionIds', () => {
  const found = {
    id: uuid(1),
    transaction_id: '9GH7K2L1MN',
    status: 'pending',
    amount_due: 1200,
    name: 'Rahim Uddin',
    phone: '01712345678',
    course_id: 'video-editing',
    course_title: 'Video Editing',
    created_at: '2026-11-22T10:00:00+00:00',
  }

  it('looks up 500 ids in one call, as the database stores them (trimmed, upper case, once)', async () => {
    const { client, requests } = fakeBackend(() => reply(200, [found]))
    const ids = Array.from({ length: 500 }, (_, i) => `tx${i}`)
    const rows = await findRequestsByTransactionIds(client, [...ids, ' 9gh7k2l1mn ', '9GH7K2L1MN'])
    expect(requests).toHaveLength(1)
    expect(new URL(requests[0]!.url).pathname).toBe(
      '/rest/v1/rpc/admin_requests_by_transaction_ids',
    )
    const sent = (requests[0]!.body as { transaction_ids: string[] }).transaction_ids
    expect(sent).toHaveLength(501)
    expect(sent.at(0)).toBe('TX0')
    expect(sent.at(-1)).toBe('9GH7K2L1MN')
    expect(rows).toEqual([
      {
        id: uuid(1),
        transactionId: '9GH7K2L1MN',
        status: 'pending',
        amountDue: 1200,
        name: 'Rahim Uddin',
        phone: '01712345678',
        courseId: 'video-editing',
        courseTitle: 'Video Editing',
        createdAt: '2026-11-22T10:00:00+00:00',
      },
    ])
  })

  it('asks nothing for no ids, and 1,000 ids a call beyond that', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    expect(await findRequestsByTransactionIds(client, [' ', ''])).toEqual([])
    expect(requests).toHaveLength(0)
    await findRequestsByTransactionIds(
      client,
      Array.from({ length: 2001 }, (_, i) => `T${i}`),
    )
    expect(
      requests.map((r) => (r.body as { transaction_ids: string[] }).transaction_ids.length),
    ).toEqual([1000, 1000, 1])
  })

  it("says the database's bound and a refusal in the console's words", async () => {
    const tooMany = await rejection(
      findRequestsByTransactionIds(
        fakeBackend(() =>
          databaseError(400, '22023', 'At most 1,000 transaction ids at a time (1001 given).', {
            hint: 'too_many_transaction_ids',
            details: '1001',
          }),
        ).client,
        ['A'],
      ),
    )
    expect(tooMany).toMatchObject({
      kind: 'invalid',
      hint: 'too_many_transaction_ids',
      detail: '1001',
    })
    const refused = await rejection(
      findRequestsByTransactionIds(
        fakeBackend(() => databaseError(403, '42501', 'Admins only', { hint: 'admin_only' }))
          .client,
        ['A'],
      ),
    )
    expect(refused.kind).toBe('forbidden')
  })
})
