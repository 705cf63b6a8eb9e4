import { type MatchableRequest, type PendingRequest } from '@repo/api'
import { fireEvent, screen, within } from '@testing-library/react'
import { pendingRequest } from './fixtures'
import { fakeApi, renderConsole } from './render'

// Messages in the wallets' formats (issue 15).
export const bkash1200 =
  'You have received Tk 1,200.00 from 01712345678. Ref course. Fee Tk 0.00. Balance Tk 3,400.00. TrxID 9GH7K2L1MN at 15/11/2026 18:42'
export const bkash699 =
  'You have received payment Tk 699.00 from 01912345678. Fee Tk 0.00. Balance Tk 10,699.00. TrxID BC45DE67FG at 21/11/2026 20:14'
export const nagadShort =
  'Money Received.\nAmount: Tk 300.00\nSender: 01812345678\nRef: N/A\nTxnID: 73ABC4DE\nBalance: Tk 1,500.23\n21/11/2026 20:20'
export const rocketUnknown =
  'Tk1,299.00 received from A/C:018123456789 Fee:Tk0, Your A/C Balance: Tk5,299.00 TxnId:3456789012 Date:21-NOV-26 08:30:12 pm.'
export const sendMoney =
  'Send Money Tk 300.00 to 01711111111 successful. Ref . Fee Tk 0.00. Balance Tk 950.50. TrxID 7XY8Z9A1B2 at 15/11/2026 19:00'

export const now = new Date('2026-11-23T12:00:00Z')
export const request = (
  id: string,
  name: string,
  transactionId: string,
  amountDue: number,
  createdAt = '2026-11-22T10:00:00Z',
) => pendingRequest({ id, userId: `u-${id}`, name, transactionId, amountDue, createdAt })
export const pending = [
  request('r1', 'Rahim Uddin', '9GH7K2L1MN', 1200),
  request('r2', 'Karima Begum', 'BC45DE67FG', 699),
  request('r3', 'Sumon Das', '73ABC4DE', 699),
  // Waited 5 days, and its payment is not in the paste.
  request('r4', 'Nasrin Akter', 'WAIT123456', 399, '2026-11-18T09:00:00Z'),
]
/** A request decided before (approved), as the database's lookup answers it. */
export const decided = (id: string, name: string, transactionId: string): MatchableRequest => ({
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
export const asFound = (r: PendingRequest): MatchableRequest => ({
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
export function setUp(
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

export async function paste(text: string) {
  // (the tab's code loads lazily: a busy machine takes its time)
  const box = await screen.findByRole('textbox', { name: 'Wallet messages' }, { timeout: 10_000 })
  // Typing character by character is slow; a paste is one change event anyway.
  fireEvent.change(box, { target: { value: text } })
}

export const row = (transactionId: string) =>
  within(screen.getByRole('row', { name: `Payment ${transactionId}` }))

/** The same row, waited for: right after Match, before the results have rendered. */
export const findRow = async (transactionId: string) =>
  within(await screen.findByRole('row', { name: `Payment ${transactionId}` }))
