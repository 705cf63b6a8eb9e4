/**
 * History a page at a time in one row (public.admin_decisions_page; docs/decisions/0061): each
 * decision reads as PostgREST's embedded select read it before (the export's columns rest on
 * it), a page holds max_rows + 1 decisions in one answer, decisions at the same time are ordered
 * by id across pages with none lost, the filters on the request still apply, and the security
 * cells (anon, learner, another learner, admin).
 *
 * The decisions here are dated 2038 (no other file's are).
 */
import type { AppSupabaseClient } from '../../packages/api/src/client.ts'
import { listDecisionsPage } from '../../packages/api/src/decisions.ts'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  adminOnlyCells,
  callersWithRequest,
  consoleClient,
  dateDecisions,
  everyPage,
  MAX_ROWS,
  type CallersWithRequest,
} from './console-support'
import { historyPageResources } from './covered-elsewhere'
import {
  expectAllowed,
  expectError,
  signInAdminAndLearner,
  sql,
  submitRequest,
  token,
} from './support'

const [fn] = historyPageResources.functions

describe('admin_decisions_page: the decisions as History showed them, a page in one answer', () => {
  let client: AppSupabaseClient
  const batch = token(6)
  const year = { from: '2038-01-01', to: '2038-12-31' } as const

  beforeAll(async () => {
    client = await consoleClient()
    const { admin, learner } = await signInAdminAndLearner(
      'historypage',
      'হিসাব "পরীক্ষা", শিক্ষার্থী',
    )
    const [paid, rejected, refunded] = await Promise.all(
      (['creative-design', 'web-development', 'video-editing'] as const).map((course_id, i) =>
        submitRequest(learner, { course_id, transaction_id: `HP${batch}${i}` }),
      ),
    )
    await sql(`update public.pending_enrollments set name = $2 where user_id = $1`, [
      learner.id,
      'হিসাব "পরীক্ষা", শিক্ষার্থী',
    ])
    const approvals = await admin.client.rpc('approve_enrollments', {
      request_ids: [paid!.id, refunded!.id],
      payments: [
        {
          request_id: paid!.id,
          wallet: 'bKash',
          transaction_id: paid!.transaction_id,
          amount: paid!.amount_due + 0.5,
          sender: '01712345678',
          received_at: '2038-03-01T04:05:00Z',
        },
      ],
    })
    expect(approvals.error).toBeNull()
    const reject = await admin.client.rpc('reject_enrollment', {
      request_id: rejected!.id,
      reason: 'Paid "twice", once\nby mistake',
    })
    expect(reject.error).toBeNull()
    const refund = await admin.client.rpc('refund_enrollment', {
      request_id: refunded!.id,
      reason: '=asked back',
    })
    expect(refund.error).toBeNull()
    // in 2038, two of them at the same moment (the id decides their order)
    await sql(
      `update public.enrollment_decisions d
       set decided_at = case when d.decision = 'refunded' then '2038-03-02T10:00:00Z'::timestamptz
                             else '2038-03-01T10:00:00Z'::timestamptz end
       from public.pending_enrollments p
       where p.id = d.request_id and p.user_id = $1`,
      [learner.id],
    )

    // max_rows + 1 rejections at one moment of 2038-06-01 (one open request per course at a
    // time: each is rejected before the next is made)
    await sql(
      `do $$
       declare r uuid;
       begin
         for i in 1..${MAX_ROWS + 1} loop
           insert into public.pending_enrollments (user_id, course_id, name, phone, payment_method, transaction_id)
           values ('${learner.id}', 'web-development', 'ইতিহাস ' || i, '01888000000', 'Bank',
                   'HPB${batch}' || lpad(i::text, 5, '0'))
           returning id into r;
           update public.pending_enrollments set status = 'rejected', decision_reason = 'volume' where id = r;
         end loop;
       end $$`,
    )
    await dateDecisions(`HPB${batch}`, '2038-06-01T00:00:00Z')
  }, 120_000)

  test('each decision reads as the embedded select read it: payment, reasons, Bangla, the refund', async () => {
    const filters = { ...year, to: '2038-03-31' }
    const now = await listDecisionsPage(client, filters, { count: true })
    expect(now).toMatchObject({ next: null, total: 4 }) // two approvals, a rejection, a refund
    // the same decisions as the table holds, newest first
    const stored = await sql<{ id: string }>(
      `select d.id from public.enrollment_decisions d
        where d.decided_at >= '2038-01-01T00:00:00+06:00' and d.decided_at < '2038-04-01T00:00:00+06:00'
        order by d.decided_at desc, d.id desc`,
    )
    expect(now.rows.map((d) => d.id)).toEqual(stored.map((d) => d.id))
    expect(now.rows[0]!.decision).toBe('refunded') // the newest
    expect(now.rows.map((d) => d.decision).sort()).toEqual([
      'approved',
      'approved',
      'refunded',
      'rejected',
    ])
    expect(now.rows.find((d) => d.payment)?.payment?.amount).toBe(
      now.rows.find((d) => d.payment)!.amountDue + 0.5,
    )
    expect(now.rows.every((d) => d.learnerName === 'হিসাব "পরীক্ষা", শিক্ষার্থী')).toBe(true)
  })

  test('max_rows + 1 decisions at one moment: one answer of a page, or pages of 250 with none lost', async () => {
    const day = { from: '2038-06-01', to: '2038-06-01' } as const
    const whole = await listDecisionsPage(client, day, { limit: MAX_ROWS + 1, count: true })
    expect(whole.rows).toHaveLength(MAX_ROWS + 1)
    expect(whole.total).toBe(MAX_ROWS + 1)
    expect(whole.next).toBeNull()
    // ties on the time: the id orders them, descending, and the pages meet exactly
    const ids = whole.rows.map((d) => d.id)
    expect(ids).toEqual([...ids].sort().reverse())
    const { rows, pages } = await everyPage((q) => listDecisionsPage(client, day, q), 250)
    expect(pages).toBe(5) // 4 × 250 + 1
    expect(rows.map((d) => d.id)).toEqual(ids)
  })

  test("filters on the request still apply (course, method), with the page's count", async () => {
    const bank = await listDecisionsPage(
      client,
      { ...year, paymentMethod: 'Bank', courseId: 'web-development' },
      { count: true, limit: 10 },
    )
    expect(bank.total).toBe(MAX_ROWS + 1)
    expect(bank.rows.every((d) => d.paymentMethod === 'Bank')).toBe(true)
    const none = await listDecisionsPage(
      client,
      { ...year, paymentMethod: 'Nagad' },
      { count: true },
    )
    expect(none).toEqual({ rows: [], next: null, total: 0 })
  })

  test('a page over 5,000 or half a position is refused, in words', async () => {
    expectError(await client.rpc(fn, { page_rows: 5001 }), /1 to 5,000/)
    expectError(await client.rpc(fn, { after_at: '2038-06-01T00:00:00Z' }), /a time and an id/)
  })
})

// ------------------------------------------------------------------ security cells
const { cell, refused, describeCells, expectCovered } = adminOnlyCells<CallersWithRequest>()

refused(fn, "reads History's page", (c) => ({ request_id: c.own.id }), {
  learner: 'their own decision',
  other: "another learner's",
})
cell(fn, 'rpc', 'admin', true, "reads History's page", async (c) => {
  const r = await c.client('admin').rpc(fn, { request_id: c.own.id, with_total: true })
  expectAllowed(r)
  expect(r.data).toEqual({
    rows: [expect.arrayContaining([c.own.id, 'rejected', c.own.transaction_id])],
    total: 1,
  })
})

/** The callers, the learner's own request decided: even its owner may not read it this way. */
async function arrange(): Promise<CallersWithRequest> {
  const callers = await callersWithRequest('historycells')
  const { error } = await callers.admin.client.rpc('reject_enrollment', {
    request_id: callers.own.id,
    reason: 'cells',
  })
  if (error) throw error
  return callers
}

describeCells("security: History's page (admin_decisions_page)", arrange, () => {
  test('every role has a cell', () => expectCovered(historyPageResources))
})
