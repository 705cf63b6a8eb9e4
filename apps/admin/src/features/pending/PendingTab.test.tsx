import { ApiError } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pendingRequest } from '../../../tests/fixtures'
import { expectVisible, fakeApi, renderConsole } from '../../../tests/render'

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

/** The tab with both requests listed, and a click on a button of one request's card. */
async function listed() {
  const api = fakeApi({ listPending: async () => requests })
  const view = renderConsole(api)
  await screen.findByText('Rahim Uddin')
  const click = (button: 'Approve' | 'Reject', transactionId: string) =>
    view.user.click(within(card(transactionId)).getByRole('button', { name: button }))
  return { api, ...view, click }
}

describe('Pending tab', () => {
  it('lists each request with name, phone, course, method, transaction id, coupon, taka and Bangladesh time', async () => {
    await listed()
    expectVisible(within(card('TXAAA111')), [
      '01712345678',
      'Web Development with AI',
      'bKash',
      'TXAAA111',
      'WELCOME20',
      '৳559',
      // 18:30 UTC is 00:30 the next day in Dhaka (UTC+6)
      '21 Nov 2026, 12:30 am',
    ])
    expectVisible(within(card('TXBBB222')), ['None', '৳1,399', '21 Nov 2026, 9:05 am'])
  })

  it('searches by transaction id, phone or name', async () => {
    const { user } = await listed()
    const search = screen.getByRole('searchbox', { name: 'Search' })
    await user.type(search, 'txbbb')
    expect(screen.queryByText('Rahim Uddin')).toBeNull()
    expect(screen.getByText('Karima Begum')).toBeVisible()
    await user.clear(search)
    await user.type(search, '01712-345')
    expect(screen.getByText('Rahim Uddin')).toBeVisible()
    expect(screen.queryByText('Karima Begum')).toBeNull()
    await user.clear(search)
    await user.type(search, 'karima')
    expect(screen.getByText('Karima Begum')).toBeVisible()
    await user.clear(search)
    await user.type(search, 'nobody')
    expect(screen.getByText('No request matches “nobody”.')).toBeVisible()
  })

  it('approves: the row leaves the list', async () => {
    const { api, click } = await listed()
    api.approve.mockResolvedValue({
      id: 'e1',
      user_id: 'u1',
      course_id: 'web-development',
      completed: false,
      created_at: '',
    })
    await click('Approve', 'TXAAA111')
    await waitFor(() => expect(screen.queryByText('Rahim Uddin')).toBeNull())
    expect(api.approve).toHaveBeenCalledWith('req-1')
    expect(screen.getByText('Karima Begum')).toBeVisible()
    expect(await screen.findByText(/Approved: Rahim Uddin is now enrolled/)).toBeVisible()
  })

  it("keeps the row and alerts 'User already enrolled' when the database says so", async () => {
    const { api, click } = await listed()
    api.approve.mockRejectedValue(
      new ApiError('User already enrolled', 'already_enrolled', 'enrollment.approve', '23505', 409),
    )
    await click('Approve', 'TXAAA111')
    expect(await screen.findByText('User already enrolled')).toBeVisible()
    expect(screen.getByText('Rahim Uddin')).toBeVisible()
  })

  it('asks before rejecting; Cancel changes nothing, Reject removes the row', async () => {
    const { api, user, click } = await listed()
    api.reject.mockResolvedValue({} as never)
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
    await user.type(within(again).getByRole('textbox', { name: /Reason/ }), '   ')
    await user.click(within(again).getByRole('button', { name: 'Reject' }))
    expect(within(again).getByText('Please write a reason.')).toBeVisible()
    expect(api.reject).not.toHaveBeenCalled()

    await user.click(within(again).getByRole('textbox', { name: /Reason/ }))
    await user.paste('No payment with this transaction ID')
    await user.click(within(again).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(screen.queryByText('Karima Begum')).toBeNull())
    expect(api.reject).toHaveBeenCalledWith('req-2', '   No payment with this transaction ID')
  })

  it("keeps the row when rejecting fails, with 'Error fetching enrollment'", async () => {
    const { api, user, click } = await listed()
    api.reject.mockRejectedValue(
      new ApiError('Error fetching enrollment', 'not_found', 'enrollment.reject', 'P0002', 404),
    )
    await click('Reject', 'TXBBB222')
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Error fetching enrollment')).toBeVisible()
    expect(screen.getByText('Karima Begum')).toBeVisible()
  })
})
