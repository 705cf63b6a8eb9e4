import { ApiError, type PendingRequest } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, renderConsole } from '../../../tests/render'

const requests: PendingRequest[] = [
  {
    id: 'req-1',
    userId: 'u1',
    courseId: 'web-development',
    courseTitle: 'Web Development with AI',
    name: 'Rahim Uddin',
    phone: '01712345678',
    paymentMethod: 'bKash',
    transactionId: 'TXAAA111',
    couponCode: 'WELCOME20',
    amountDue: 559,
    createdAt: '2026-11-20T18:30:00Z',
  },
  {
    id: 'req-2',
    userId: 'u2',
    courseId: 'creative-design',
    courseTitle: 'Creative Design on Your Phone',
    name: 'Karima Begum',
    phone: '01898765432',
    paymentMethod: 'Nagad',
    transactionId: 'TXBBB222',
    couponCode: null,
    amountDue: 1399,
    createdAt: '2026-11-21T03:05:00Z',
  },
]

const card = (tx: string) => screen.getByRole('article', { name: `Request ${tx}` })

describe('Pending tab', () => {
  it('lists each request with name, phone, course, method, transaction id, coupon, taka and Bangladesh time', async () => {
    renderConsole(fakeApi({ listPending: async () => requests }))
    await screen.findByText('Rahim Uddin')
    const first = within(card('TXAAA111'))
    expect(first.getByText('01712345678')).toBeVisible()
    expect(first.getByText('Web Development with AI')).toBeVisible()
    expect(first.getByText('bKash')).toBeVisible()
    expect(first.getByText('TXAAA111')).toBeVisible()
    expect(first.getByText('WELCOME20')).toBeVisible()
    expect(first.getByText('৳559')).toBeVisible()
    // 18:30 UTC is 00:30 the next day in Dhaka (UTC+6)
    expect(first.getByText('21 Nov 2026, 12:30 am')).toBeVisible()
    const second = within(card('TXBBB222'))
    expect(second.getByText('None')).toBeVisible()
    expect(second.getByText('৳1,399')).toBeVisible()
    expect(second.getByText('21 Nov 2026, 9:05 am')).toBeVisible()
  })

  it('searches by transaction id, phone or name', async () => {
    const { user } = renderConsole(fakeApi({ listPending: async () => requests }))
    await screen.findByText('Rahim Uddin')
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
    const api = fakeApi({ listPending: async () => requests })
    api.approve.mockResolvedValue({
      id: 'e1',
      user_id: 'u1',
      course_id: 'web-development',
      completed: false,
      created_at: '',
    })
    const { user } = renderConsole(api)
    await screen.findByText('Rahim Uddin')
    await user.click(within(card('TXAAA111')).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.queryByText('Rahim Uddin')).toBeNull())
    expect(api.approve).toHaveBeenCalledWith('req-1')
    expect(screen.getByText('Karima Begum')).toBeVisible()
    expect(await screen.findByText(/Approved: Rahim Uddin is now enrolled/)).toBeVisible()
  })

  it("keeps the row and alerts 'User already enrolled' when the database says so", async () => {
    const api = fakeApi({ listPending: async () => requests })
    api.approve.mockRejectedValue(
      new ApiError('User already enrolled', 'already_enrolled', 'enrollment.approve', '23505', 409),
    )
    const { user } = renderConsole(api)
    await screen.findByText('Rahim Uddin')
    await user.click(within(card('TXAAA111')).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('User already enrolled')).toBeVisible()
    expect(screen.getByText('Rahim Uddin')).toBeVisible()
  })

  it('asks before rejecting; Cancel changes nothing, Reject removes the row', async () => {
    const api = fakeApi({ listPending: async () => requests })
    api.reject.mockResolvedValue({} as never)
    const { user } = renderConsole(api)
    await screen.findByText('Karima Begum')
    await user.click(within(card('TXBBB222')).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByText('Are you sure you want to reject this enrollment?'),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.reject).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(within(card('TXBBB222')).getByRole('button', { name: 'Reject' }))
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
    const api = fakeApi({ listPending: async () => requests })
    api.reject.mockRejectedValue(
      new ApiError('Error fetching enrollment', 'not_found', 'enrollment.reject', 'P0002', 404),
    )
    const { user } = renderConsole(api)
    await screen.findByText('Karima Begum')
    await user.click(within(card('TXBBB222')).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Error fetching enrollment')).toBeVisible()
    expect(screen.getByText('Karima Begum')).toBeVisible()
  })
})
