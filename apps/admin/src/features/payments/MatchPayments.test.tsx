/** Paste & match (continued): what it refuses, failures, the same message twice, waiting requests, statement CSVs. */
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectRefusedField } from '../../../tests/forms'
import { conflict, unreachable } from '../../../tests/fixtures'
import {
  bkash1200,
  bkash699,
  findRow,
  now,
  paste,
  row,
  sendMoney,
  setUp,
} from '../../../tests/matchPayments'
import { setUpPaymentsTab } from '../../../tests/paymentsTab'
import { MAX_PASTE_CHARACTERS } from './matchInput'

setUpPaymentsTab(now)

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
const messagesBox = () => screen.getByRole('textbox', { name: 'Wallet messages' })

/** What Match refuses before it reads any request: what is given, and where it says why. */
const refusals: {
  given: string
  give: (user: UserEvent) => Promise<void>
  says: { field: () => HTMLElement; message: string } | { alert: string }
}[] = [
  {
    given: 'nothing',
    give: async () => {},
    says: { field: messagesBox, message: 'Paste wallet messages or choose a statement CSV first.' },
  },
  {
    given: 'no payment it recognises (money sent, chat text)',
    give: () => paste(`${sendMoney}\nHello, I paid for the course yesterday.`),
    says: { alert: 'No payment was recognised.' },
  },
  {
    given: 'an oversize paste',
    give: () => paste(bkash1200.padEnd(MAX_PASTE_CHARACTERS + 1, ' x')),
    says: {
      field: messagesBox,
      message: 'The paste is too long (500,001 characters). Paste at most 500,000 characters',
    },
  },
  {
    given: 'a CSV file over 2 MB',
    give: (user) =>
      user.upload(
        fileInput(),
        new File([`TrxID,Amount\n${'AB12CD34EF,100\n'.repeat(150_000)}`], 'big.csv', {
          type: 'text/csv',
        }),
      ),
    says: {
      field: () => screen.getByRole('button', { name: 'Statement CSV' }),
      message: 'The CSV file is too large (2.3 MB). Choose a statement of at most 2 MB.',
    },
  },
  {
    given: 'a CSV without its columns',
    give: (user) =>
      user.upload(
        fileInput(),
        new File(['Date,Reference,Value\n1/1/2026,abc,5\n'], 'statement.csv', { type: 'text/csv' }),
      ),
    says: {
      alert:
        'The CSV has no column for the transaction id ("TrxID", "Transaction ID" or "TxnId") or the amount ("Amount").',
    },
  },
]

describe('Payments tab: paste & match, what goes wrong', { timeout: 20_000 }, () => {
  it.each(refusals)('given $given, says why and reads nothing', async ({ give, says }) => {
    const { api, user } = setUp()
    // (the tab's code loads lazily: a busy machine takes its time)
    await screen.findByRole('button', { name: 'Match' }, { timeout: 10_000 })
    await give(user)
    await user.click(screen.getByRole('button', { name: 'Match' }))
    if ('alert' in says) expect(await screen.findByRole('alert')).toHaveTextContent(says.alert)
    else expectRefusedField(says.field(), says.message)
    expect(api.findRequests).not.toHaveBeenCalled()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('a failed approval says nothing was approved and keeps the rows as they are', async () => {
    const { api, user } = setUp()
    api.approveBatch.mockRejectedValue(
      conflict('enrollment.approve', {
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
    expect(await (await findRow('9GH7K2L1MN')).findByText('Matched')).toBeVisible()
  })

  describe('statement CSV', () => {
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
      await screen.findByRole('row', { name: 'Payment BC45DE67FG' })
      const first = row('BC45DE67FG')
      expect(await first.findByText('Matched')).toBeVisible()
      expect(first.getByText('Nagad')).toBeVisible()
      expect(first.getByText('Karima Begum')).toBeVisible()
    })
  })
})
