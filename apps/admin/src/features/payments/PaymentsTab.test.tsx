import { ApiError, type MatchableRequest, type PendingRequest } from '@repo/api'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { pendingRequest, unreachable } from '../../../tests/fixtures'
import { expectVisible, fakeApi, renderConsole } from '../../../tests/render'
import { MAX_PASTE_CHARACTERS } from './MatchPayments'

// The tab's code loaded once before the tests (the route loads it lazily): on a busy machine the
// first render would otherwise spend its wait on the import.
beforeAll(() => import('./PaymentsTab'), 30_000)

// Messages in the wallets' formats (issue 15).
const bkash1200 =
  'You have received Tk 1,200.00 from 01712345678. Ref course. Fee Tk 0.00. Balance Tk 3,400.00. TrxID 9GH7K2L1MN at 15/11/2026 18:42'
const bkash699 =
  'You have received payment Tk 699.00 from 01912345678. Fee Tk 0.00. Balance Tk 10,699.00. TrxID BC45DE67FG at 21/11/2026 20:14'
const nagadShort =
  'Money Received.\nAmount: Tk 300.00\nSender: 01812345678\nRef: N/A\nTxnID: 73ABC4DE\nBalance: Tk 1,500.23\n21/11/2026 20:20'
const rocketUnknown =
  'Tk1,299.00 received from A/C:018123456789 Fee:Tk0, Your A/C Balance: Tk5,299.00 TxnId:3456789012 Date:21-NOV-26 08:30:12 pm.'
const sendMoney =
  'Send Money Tk 300.00 to 01711111111 successful. Ref . Fee Tk 0.00. Balance Tk 950.50. TrxID 7XY8Z9A1B2 at 15/11/2026 19:00'

const now = new Date('2026-11-23T12:00:00Z')
const request = (
  id: string,
  name: string,
  transactionId: string,
  amountDue: number,
  createdAt = '2026-11-22T10:00:00Z',
) => pendingRequest({ id, userId: `u-${id}`, name, transactionId, amountDue, createdAt })
const pending = [
  request('r1', 'Rahim Uddin', '9GH7K2L1MN', 1200),
  request('r2', 'Karima Begum', 'BC45DE67FG', 699),
  request('r3', 'Sumon Das', '73ABC4DE', 699),
  // Waited 5 days, and its payment is not in the paste.
  request('r4', 'Nasrin Akter', 'WAIT123456', 399, '2026-11-18T09:00:00Z'),
]
/** A request decided before (approved), as the database's lookup answers it. */
const decided = (id: string, name: string, transactionId: string): MatchableRequest => ({
  id,
  transactionId,
  status: 'approved',
  amountDue: 499,
  name,
  phone: '01712345678',
  courseId: 'video-editing',
  courseTitle: 'Video Editing',
  createdAt: '2026-11-01T10:00:00Z',
})
const asFound = (r: PendingRequest): MatchableRequest => ({
  id: r.id,
  transactionId: r.transactionId,
  status: 'pending',
  amountDue: r.amountDue,
  name: r.name,
  phone: r.phone,
  courseId: r.courseId,
  courseTitle: r.courseTitle,
  createdAt: r.createdAt,
})

/**
 * The console on Paste & match, over a small database the test may change: `pending` requests
 * and `decided` ones, answered by the lookup by transaction id and the waiting list as the
 * database would.
 */
function setUp(
  db: { pending: PendingRequest[]; decided: MatchableRequest[] } = { pending, decided: [] },
) {
  const database = { ...db }
  const api = fakeApi({
    findRequests: async (ids) =>
      [...database.pending.map(asFound), ...database.decided].filter((r) =>
        ids.includes(r.transactionId),
      ),
    pendingBefore: async (before, limit) => {
      const waiting = database.pending.filter((r) => r.createdAt <= before)
      return { requests: waiting.slice(0, limit), total: waiting.length }
    },
  })
  const view = renderConsole(api, '/payments?view=match')
  return { api, database, ...view }
}

async function paste(text: string) {
  // (the tab's code loads lazily: a busy machine takes its time)
  const box = await screen.findByRole('textbox', { name: 'Wallet messages' }, { timeout: 10_000 })
  // Typing character by character is slow; a paste is one change event anyway.
  fireEvent.change(box, { target: { value: text } })
}

const row = (transactionId: string) =>
  within(screen.getByRole('row', { name: `Payment ${transactionId}` }))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
})
afterEach(() => {
  vi.useRealTimers()
})

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

  it('asks for something to match when nothing is given', async () => {
    const { api, user } = setUp()
    await user.click(await screen.findByRole('button', { name: 'Match' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Paste wallet messages or choose a statement CSV first.',
    )
    expect(api.findRequests).not.toHaveBeenCalled()
  })

  it('says so when no payment is recognised (money sent, chat text)', async () => {
    const { api, user } = setUp()
    await paste(`${sendMoney}\nHello, I paid for the course yesterday.`)
    await user.click(screen.getByRole('button', { name: 'Match' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No payment was recognised.')
    expect(api.findRequests).not.toHaveBeenCalled()
  })

  it('refuses an oversize paste with a clear message, reading nothing', async () => {
    const { api, user } = setUp()
    await paste(bkash1200.padEnd(MAX_PASTE_CHARACTERS + 1, ' x'))
    await user.click(screen.getByRole('button', { name: 'Match' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The paste is too long (500,001 characters). Paste at most 500,000 characters',
    )
    expect(api.findRequests).not.toHaveBeenCalled()
    expect(screen.queryByRole('table')).toBeNull()
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
    expect(await row('3456789012').findByText('No request')).toBeVisible()
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

  it('a failed approval says nothing was approved and keeps the rows as they are', async () => {
    const { api, user } = setUp()
    api.approveBatch.mockRejectedValue(
      new ApiError({
        kind: 'conflict',
        operation: 'enrollment.approve',
        code: '55000',
        status: 400,
        hint: 'enrollment_request_rejected',
        detail: 'r2',
      }),
    )
    await paste([bkash1200, bkash699].join('\n'))
    await user.click(screen.getByRole('button', { name: 'Match' }))
    await user.click(await screen.findByRole('button', { name: 'Approve matched (2)' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    )
    await waitFor(() =>
      expect(
        screen.getByText(
          /Request “Karima Begum, BC45DE67FG” is already rejected\. Nothing was approved\./,
        ),
      ).toBeVisible(),
    )
    expect(screen.getByText('Nothing was approved.')).toBeVisible()
    expect(row('9GH7K2L1MN').getByText('Matched')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Approve matched (2)' })).toBeEnabled()
  })

  it('the same message pasted twice is approved once', async () => {
    const { api, user } = setUp()
    // Another admin approved it a moment before: the database left it as it was.
    api.approveBatch.mockResolvedValue([
      { requestId: 'r1', enrollmentId: 'e1', approvedNow: false },
    ])
    await paste([bkash1200, bkash1200].join('\n'))
    await user.click(screen.getByRole('button', { name: 'Match' }))
    const rows = await screen.findAllByRole('row', { name: 'Payment 9GH7K2L1MN' })
    expect(within(rows[0]!).getByText('Matched')).toBeVisible()
    expect(within(rows[1]!).getByText('Duplicate')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Approve matched (1)' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    )
    expect(await screen.findByText('Approved 0 enrollments. 1 was approved already.')).toBeVisible()
    expect(api.approveBatch).toHaveBeenCalledTimes(1)
    expect(api.approveBatch.mock.calls[0]![0]).toHaveLength(1)
  })

  it('lists requests pending more than 3 days with no payment seen', async () => {
    const { user } = setUp()
    await paste(bkash1200)
    await user.click(screen.getByRole('button', { name: 'Match' }))
    const waiting = await screen.findByRole('region', { name: 'Waiting for payment' })
    expect(within(waiting).getByText('Nasrin Akter')).toBeVisible()
    expect(within(waiting).getByText('WAIT123456')).toBeVisible()
    expect(within(waiting).getByText('৳399')).toBeVisible()
    // Recent requests are not listed yet.
    expect(within(waiting).queryByText('Karima Begum')).toBeNull()
  })

  it('lists a message that starts like a payment but cannot be read', async () => {
    const { user } = setUp()
    await paste(
      `You have received Tk 500.00 from 01712345678. Fee Tk 0.00.\n\n${' '.repeat(400)}${bkash699}`,
    )
    await user.click(screen.getByRole('button', { name: 'Match' }))
    expect(
      await screen.findByText('This message looks like a payment but could not be read:'),
    ).toBeVisible()
    expect(
      screen.getByText(/^You have received Tk 500\.00 from 01712345678/, { selector: 'code' }),
    ).toBeVisible()
    expect(row('BC45DE67FG').getByText('Matched')).toBeVisible()
  })

  it('shows the error when the requests cannot be loaded, and tries again', async () => {
    const { api, user } = setUp()
    api.findRequests.mockRejectedValueOnce(unreachable('requests.match'))
    await paste(bkash1200)
    await user.click(screen.getByRole('button', { name: 'Match' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await row('9GH7K2L1MN').findByText('Matched')).toBeVisible()
  })

  describe('statement CSV', () => {
    const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!

    it('reads a statement and matches its rows', async () => {
      const { user } = setUp()
      await screen.findByRole('button', { name: 'Match' })
      const csv = 'Date,TrxID,Amount,Sender\n21/11/2026 20:14,BC45DE67FG,"699.00",01912345678\n'
      await user.upload(
        fileInput(),
        new File([`\uFEFF${csv}`], 'statement.csv', { type: 'text/csv' }),
      )
      await user.selectOptions(screen.getByRole('combobox', { name: 'Statement wallet' }), 'Nagad')
      await user.click(screen.getByRole('button', { name: 'Match' }))
      const first = row('BC45DE67FG')
      expect(await first.findByText('Matched')).toBeVisible()
      expect(first.getByText('Nagad')).toBeVisible()
      expect(first.getByText('Karima Begum')).toBeVisible()
    })

    it('refuses a CSV file over 2 MB', async () => {
      const { api, user } = setUp()
      await screen.findByRole('button', { name: 'Match' })
      const big = `TrxID,Amount\n${'AB12CD34EF,100\n'.repeat(150_000)}`
      await user.upload(fileInput(), new File([big], 'big.csv', { type: 'text/csv' }))
      await user.click(screen.getByRole('button', { name: 'Match' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The CSV file is too large (2.3 MB). Choose a statement of at most 2 MB.',
      )
      expect(api.findRequests).not.toHaveBeenCalled()
    })

    it('names the missing columns of a CSV', async () => {
      const { api, user } = setUp()
      await screen.findByRole('button', { name: 'Match' })
      await user.upload(
        fileInput(),
        new File(['Date,Reference,Value\n1/1/2026,abc,5\n'], 'statement.csv', { type: 'text/csv' }),
      )
      await user.click(screen.getByRole('button', { name: 'Match' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The CSV has no column for the transaction id ("TrxID", "Transaction ID" or "TxnId") or the amount ("Amount").',
      )
      expect(api.findRequests).not.toHaveBeenCalled()
    })
  })
})
