import { ApiError, type PendingQuery, type PendingRequest } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { conflict, pendingRequest } from '../../../tests/fixtures'
import { expectRefusedField } from '../../../tests/forms'
import { fakeMediaQueryList } from '../../../tests/media'
import { expectVisible, fakeApi, renderConsole } from '../../../tests/render'
import { TABLE_FROM } from './PendingTab'

const requests = [
  pendingRequest({ couponCode: 'WELCOME20', amountDue: 559 }),
  pendingRequest({
    id: 'req-2',
    userId: 'u2',
    courseId: 'creative-design',
    courseTitle: 'Creative Design on Your Phone',
    name: 'Karima Begum',
    phone: '01898765432',
    paymentMethod: 'Nagad',
    transactionId: 'TXBBB222',
    amountDue: 1399,
    createdAt: '2026-11-21T03:05:00Z',
  }),
]

const card = (tx: string) => screen.getByRole('article', { name: `Request ${tx}` })

/** What the server would answer for a search (a prefix of the id or phone, part of the name). */
function serverSearch(rows: PendingRequest[], query: PendingQuery) {
  const q = query.search?.toLowerCase() ?? ''
  const found = rows.filter(
    (r) =>
      r.transactionId.toLowerCase().startsWith(q) ||
      r.phone.startsWith(q) ||
      r.name.toLowerCase().includes(q),
  )
  return { rows: found, next: null, total: null }
}

/**
 * The tab with both requests listed, and a click on a button of one request's card. The server
 * keeps the open requests: a decision takes its request off the list and the count.
 */
async function listed() {
  const open = [...requests]
  const decide = (id: string) =>
    open.splice(
      open.findIndex((r) => r.id === id),
      1,
    )
  const api = fakeApi({
    pendingPage: async (query) => serverSearch(open, query),
    pendingCount: async () => ({ count: open.length, estimated: false }),
    approve: async (id) => {
      decide(id)
      return {
        id: 'e1',
        user_id: 'u1',
        course_id: 'web-development',
        completed: false,
        created_at: '',
      }
    },
    reject: async (id) => {
      decide(id)
      return {} as never
    },
  })
  const view = renderConsole(api)
  await screen.findByText('Rahim Uddin')
  const click = (button: 'Approve' | 'Reject', transactionId: string) =>
    view.user.click(within(card(transactionId)).getByRole('button', { name: button }))
  return { api, ...view, click }
}

/** What a card or a row shows of Rahim Uddin's request (TXAAA111). */
const rahimShown = [
  '01712345678',
  'Web Development with AI',
  'bKash',
  'TXAAA111',
  'WELCOME20',
  '৳559',
  // 18:30 UTC is 00:30 the next day in Dhaka (UTC+6)
  '21 Nov 2026, 12:30 am',
]

const pager = () => screen.getByRole('navigation', { name: 'Pending requests pages' })

describe('Pending tab', { timeout: 20_000 }, () => {
  it('lists each request with name, phone, course, method, transaction id, coupon, taka and Bangladesh time', async () => {
    await listed()
    expectVisible(within(card('TXAAA111')), rahimShown)
    expectVisible(within(card('TXBBB222')), ['None', '৳1,399', '21 Nov 2026, 9:05 am'])
  })

  it('searches on the server by transaction id, phone or name, from page 1', async () => {
    const { api, user } = await listed()
    const search = screen.getByRole('searchbox', { name: 'Search' })
    /** Types `typed`, waits for the server's answer to `sent` and says who is listed. */
    async function searchFor(typed: string, sent: string) {
      await user.clear(search)
      await user.type(search, typed)
      await waitFor(() =>
        expect(api.pendingPage).toHaveBeenLastCalledWith({ limit: 50, search: sent }),
      )
      await waitFor(() => expect(screen.queryByText(/Loading/)).toBeNull())
      return ['Rahim Uddin', 'Karima Begum'].filter((name) => screen.queryByText(name))
    }
    expect(await searchFor('txbbb', 'txbbb')).toEqual(['Karima Begum'])
    expect(api.pendingCount).toHaveBeenLastCalledWith('txbbb')
    expect(await searchFor('01712', '01712')).toEqual(['Rahim Uddin'])
    expect(await searchFor(' karima ', 'karima')).toEqual(['Karima Begum'])
    // the characters go to the server as typed: it matches them as themselves
    expect(await searchFor('100%_x', '100%_x')).toEqual([])
    expect(screen.getByText('No request matches “100%_x”.')).toBeVisible()
  })

  it('refuses a search longer than 100 characters in words, and keeps the list', async () => {
    const { api, user } = await listed()
    const search = screen.getByRole('searchbox', { name: 'Search' })
    await user.click(search)
    await user.paste('x'.repeat(5000))
    expect(
      await screen.findByText(
        'Search with at most 100 characters: a transaction ID, a phone number or part of a name.',
      ),
    ).toBeVisible()
    expect(screen.getByText('Rahim Uddin')).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 400))
    for (const [query] of api.pendingPage.mock.calls)
      expect(query.search ?? '').not.toMatch(/x{101}/)
  })

  it('approves: the row leaves the list', async () => {
    const { api, click } = await listed()
    await waitFor(() => expect(within(pager()).getByText('1–2 of 2')).toBeVisible())
    await click('Approve', 'TXAAA111')
    await waitFor(() => expect(screen.queryByText('Rahim Uddin')).toBeNull())
    expect(api.approve).toHaveBeenCalledWith('req-1')
    // the count is read again after the approval, not guessed
    expect(within(pager()).getByText('1–1 of 1')).toBeVisible()
    expect(api.pendingCount).toHaveBeenCalledTimes(2)
    expect(screen.getByText('Karima Begum')).toBeVisible()
    expect(await screen.findByText(/Approved: Rahim Uddin is now enrolled/)).toBeVisible()
  })

  it("keeps the row and alerts 'User already enrolled' when the database says so", async () => {
    const { api, click } = await listed()
    api.approve.mockRejectedValue(conflict('enrollment.approve', { code: '23505', status: 409 }))
    await click('Approve', 'TXAAA111')
    expect(await screen.findByText('User already enrolled')).toBeVisible()
    expect(screen.getByText('Rahim Uddin')).toBeVisible()
  })

  it('asks before rejecting; Cancel changes nothing, Reject removes the row', async () => {
    const { api, user, click } = await listed()
    await click('Reject', 'TXBBB222')
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByText('Are you sure you want to reject this enrollment?'),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.reject).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await click('Reject', 'TXBBB222')
    const again = await screen.findByRole('dialog')
    // a blank reason is refused here, before the database refuses it too
    const reason = within(again).getByRole('textbox', { name: /Reason/ })
    await user.type(reason, '   ')
    await user.click(within(again).getByRole('button', { name: 'Reject' }))
    expect(within(again).getByText('Please write a reason.')).toBeVisible()
    expectRefusedField(reason, 'Please write a reason.')
    expect(api.reject).not.toHaveBeenCalled()

    await user.click(reason)
    await user.paste('No payment with this transaction ID')
    await user.click(within(again).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(screen.queryByText('Karima Begum')).toBeNull())
    // sent as the schema gives it: trimmed
    expect(api.reject).toHaveBeenCalledWith('req-2', 'No payment with this transaction ID')
  })

  it("keeps the row when rejecting fails, with 'Error fetching enrollment'", async () => {
    const { api, user, click } = await listed()
    api.reject.mockRejectedValue(
      new ApiError({
        kind: 'not_found',
        operation: 'enrollment.reject',
        code: 'P0002',
        status: 404,
      }),
    )
    await click('Reject', 'TXBBB222')
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Error fetching enrollment')).toBeVisible()
    expect(screen.getByText('Karima Begum')).toBeVisible()
  })
})

describe('Pending tab at laptop width', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the requests as a compact table, one row each with its actions', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      fakeMediaQueryList(query, query === TABLE_FROM),
    )
    const { api, user } = await listed()
    const table = await screen.findByRole('table', { name: 'Pending requests' })
    expect(screen.queryByRole('article')).toBeNull()
    const row = within(table).getByRole('row', { name: 'Request TXAAA111' })
    expectVisible(within(row), ['Rahim Uddin', ...rahimShown])
    expect(within(row).getByRole('link', { name: /WhatsApp Rahim Uddin/ })).toBeVisible()
    await user.click(within(row).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.queryByText('Rahim Uddin')).toBeNull())
    expect(api.approve).toHaveBeenCalledWith('req-1')
    expect(within(table).getByRole('row', { name: 'Request TXBBB222' })).toBeVisible()
  })

  it('keeps the cards at phone width', async () => {
    renderConsole(
      fakeApi({ pendingPage: async () => ({ rows: requests, next: null, total: null }) }),
    )
    expect(await screen.findByRole('article', { name: 'Request TXAAA111' })).toBeVisible()
    expect(screen.queryByRole('table', { name: 'Pending requests' })).toBeNull()
  })
})
