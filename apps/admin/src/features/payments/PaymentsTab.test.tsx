import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectVisible, fakeApi, renderConsole } from '../../../tests/render'
import {
  bkash1200,
  bkash699,
  decided,
  findRow,
  nagadShort,
  now,
  paste,
  pending,
  request,
  rocketUnknown,
  row,
  sendMoney,
  setUp,
} from '../../../tests/matchPayments'
import { setUpPaymentsTab } from '../../../tests/paymentsTab'

setUpPaymentsTab(now)

describe('Payments tab: its views', { timeout: 20_000 }, () => {
  it('opens on the Inbox and switches to Paste & match and Settings, in the address', async () => {
    const { user, router } = renderConsole(fakeApi(), '/payments')
    expect(
      await screen.findByRole('heading', { name: 'Payments' }, { timeout: 10_000 }),
    ).toBeVisible()
    const views = within(screen.getByRole('radiogroup', { name: 'Show' }))
    expect(views.getByRole('radio', { name: 'Inbox' })).toBeChecked()
    expect(await screen.findByRole('combobox', { name: /State/ })).toBeVisible()
    expect(screen.queryByRole('textbox', { name: 'Wallet messages' })).toBeNull()

    await user.click(views.getByRole('radio', { name: 'Paste & match' }))
    expect(await screen.findByRole('textbox', { name: 'Wallet messages' })).toBeVisible()
    expect(router.state.location.search).toBe('?view=match')

    await user.click(views.getByRole('radio', { name: 'Settings' }))
    expect(await screen.findByRole('switch', { name: 'Automatic approval' })).toBeVisible()
    expect(router.state.location.search).toBe('?view=settings')
  })
})

describe('Payments tab: paste & match', { timeout: 20_000 }, () => {
  it('is a tab of the console, with the messages box, a CSV picker and Match', async () => {
    renderConsole(fakeApi(), '/payments?view=match')
    expect(await screen.findByRole('tab', { name: 'Payments', selected: true })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Wallet messages' })).toBeVisible()
    expect(screen.getByText('Statement CSV')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Match' })).toBeVisible()
  })

  it('shows one row per payment with its request and state', async () => {
    const { api, user } = setUp({
      pending,
      decided: [decided('r9', 'Old Learner', '3456789012')],
    })
    await paste([bkash1200, sendMoney, bkash699, nagadShort, rocketUnknown].join('\n'))
    await user.click(screen.getByRole('button', { name: 'Match' }))
    expect(await screen.findByText('4 payments read')).toBeVisible()
    expect(screen.getByText('2 matched, 1 amount differs, 1 already decided')).toBeVisible()

    expectVisible(row('9GH7K2L1MN'), [
      '৳1,200',
      '01712345678',
      '15 Nov 2026, 6:42 pm',
      'Rahim Uddin',
      'Web Development with AI',
      'Due ৳1,200',
      'Matched',
    ])
    expect(row('BC45DE67FG').getByText('Matched')).toBeVisible()
    expectVisible(row('73ABC4DE'), ['Amount differs', '৳300 of ৳699', 'Nagad'])
    // 08:30:12 pm on the Rocket clock, shown in Bangladesh time.
    expectVisible(row('3456789012'), ['Already decided', 'approved', '21 Nov 2026, 8:30 pm'])
    expect(screen.queryByRole('row', { name: 'Payment 7XY8Z9A1B2' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Approve matched (2)' })).toBeEnabled()
    // One lookup by the pasted ids; the lists (cut at 1,000 rows) are not read.
    expect(api.findRequests).toHaveBeenCalledTimes(1)
    expect(api.findRequests).toHaveBeenCalledWith([
      '9GH7K2L1MN',
      'BC45DE67FG',
      '73ABC4DE',
      '3456789012',
    ])
    expect(api.pendingPage).not.toHaveBeenCalled()
    expect(api.decisionsPage).not.toHaveBeenCalled()
  })

  it('matches a paste of 500 SMS with one lookup, and counts the requests waiting beyond the list', async () => {
    // 500 learners paid; 250 more requests have waited for days (more than the list shows).
    const paid = Array.from({ length: 500 }, (_, i) =>
      request(`p${i}`, `Payer ${i}`, `PAID${String(i).padStart(6, '0')}`, 499),
    )
    const waitingLong = Array.from({ length: 250 }, (_, i) =>
      request(
        `w${i}`,
        `Waiter ${i}`,
        `WAIT${String(i).padStart(6, '0')}`,
        399,
        '2026-11-10T09:00:00Z',
      ),
    )
    const { api, user } = setUp({ pending: [...waitingLong, ...paid], decided: [] })
    await paste(
      paid
        .map(
          (r) =>
            `You have received Tk 499.00 from 01712345678. Fee Tk 0.00. Balance Tk 3,400.00. TrxID ${r.transactionId} at 15/11/2026 18:42`,
        )
        .join('\n'),
    )
    await user.click(screen.getByRole('button', { name: 'Match' }))
    expect(await screen.findByText('500 payments read', {}, { timeout: 10_000 })).toBeVisible()
    expect(screen.getByText('500 matched')).toBeVisible()
    expect(api.findRequests).toHaveBeenCalledTimes(1)
    expect(api.findRequests.mock.calls[0]![0]).toHaveLength(500)
    expect(api.pendingBefore).toHaveBeenCalledWith('2026-11-20T12:00:00.000Z', 100)
    const waiting = screen.getByRole('region', { name: 'Waiting for payment' })
    expect(within(waiting).getByText('The oldest 100 of 250.')).toBeVisible()
  }, 40_000)

  it('marks a transaction id without a request as No request', async () => {
    const { user } = setUp()
    await paste(rocketUnknown)
    await user.click(screen.getByRole('button', { name: 'Match' }))
    expect(await (await findRow('3456789012')).findByText('No request')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Approve matched (0)' })).toBeDisabled()
  })

  it('approves every matched row in one call after one confirmation, keeping the payments', async () => {
    const { api, database, user } = setUp()
    api.approveBatch.mockResolvedValue([
      { requestId: 'r1', enrollmentId: 'e1', approvedNow: true },
      { requestId: 'r2', enrollmentId: 'e2', approvedNow: true },
    ])
    await paste([bkash1200, bkash699, nagadShort, rocketUnknown].join('\n'))
    await user.click(screen.getByRole('button', { name: 'Match' }))
    await user.click(await screen.findByRole('button', { name: 'Approve matched (2)' }))

    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/Approve 2 matched requests\?/)).toBeVisible()
    expect(within(dialog).getByText(/Rahim Uddin, Web Development with AI: ৳1,200/)).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.approveBatch).not.toHaveBeenCalled()

    // Afterwards the database has them approved: the rows say so.
    database.pending = pending.slice(2)
    database.decided = [
      decided('r1', 'Rahim Uddin', '9GH7K2L1MN'),
      decided('r2', 'Karima Begum', 'BC45DE67FG'),
    ]
    await user.click(screen.getByRole('button', { name: 'Approve matched (2)' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    )
    expect(await screen.findByText('Approved 2 enrollments.')).toBeVisible()
    expect(api.approveBatch).toHaveBeenCalledTimes(1)
    expect(api.approveBatch).toHaveBeenCalledWith([
      {
        requestId: 'r1',
        payment: expect.objectContaining({
          wallet: 'bKash',
          transactionId: '9GH7K2L1MN',
          amount: 1200,
          sender: '01712345678',
          receivedAt: '2026-11-15T18:42:00+06:00',
        }),
      },
      { requestId: 'r2', payment: expect.objectContaining({ transactionId: 'BC45DE67FG' }) },
    ])
    await waitFor(() => expect(row('9GH7K2L1MN').getByText('Already decided')).toBeVisible())
    expect(row('BC45DE67FG').getByText('Already decided')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Approve matched (0)' })).toBeDisabled()
  })
})
