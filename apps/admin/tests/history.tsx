import { type DecisionRecord } from '@repo/api'
import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { vi } from 'vitest'
import { type FakeApi, renderScreen } from './render'
import type { Download } from '../src/lib/exportCsv'
import { HistoryTab } from '../src/features/history/HistoryTab'

export const approved: DecisionRecord = {
  id: 'd1',
  requestId: 'req-1',
  decision: 'approved',
  requestStatus: 'approved',
  reason: null,
  decidedAt: '2026-11-20T18:30:00+00:00',
  decidedBy: 'Shirin Akter',
  automatic: false,
  walletMessage: null,
  learnerName: 'রহিম উদ্দিন',
  phone: '01712345678',
  courseId: 'web-development',
  courseTitle: 'Web Development with AI',
  paymentMethod: 'bKash',
  transactionId: '9GH7K2L1MN',
  amountDue: 699,
  payment: {
    wallet: 'bKash',
    transactionId: '9GH7K2L1MN',
    amount: 699,
    sender: '01712345678',
    receivedAt: '2026-11-20T18:20:00+00:00',
  },
}
export const rejected: DecisionRecord = {
  ...approved,
  id: 'd2',
  requestId: 'req-2',
  decision: 'rejected',
  requestStatus: 'rejected',
  reason: 'No payment with this ID, "please" check',
  learnerName: 'Karima Begum',
  courseId: 'creative-design',
  courseTitle: 'Creative Design on Your Phone',
  paymentMethod: 'Nagad',
  transactionId: 'TXBBB222',
  amountDue: 399,
  payment: null,
}
export const refundedApproval: DecisionRecord = {
  ...approved,
  id: 'd3',
  requestId: 'req-3',
  requestStatus: 'refunded',
  learnerName: 'Nusrat Jahan',
  transactionId: 'TXCCC333',
  payment: null,
}
/** Approved by the database from a forwarded SMS: nobody's name. */
export const automaticApproval: DecisionRecord = {
  ...approved,
  id: 'd4',
  requestId: 'req-4',
  decidedBy: null,
  automatic: true,
  walletMessage: { id: 'msg-4', transactionId: 'SMS4TX44' },
  learnerName: 'Sumon Das',
  transactionId: 'SMS4TX44',
  payment: { ...approved.payment!, transactionId: 'SMS4TX44' },
}

/** How the tab asks for its first page: 50 decisions (counted apart, decisionsCount). */
export const firstPage = { limit: 50 }

/** The answer when every matching decision fits in one page. */
export const onePage = (rows: DecisionRecord[]) => ({ rows, next: null, total: rows.length })
export const csvOf = (call: unknown) => (call as [string, string[]])[1].join('')

export function renderHistory(api: FakeApi, download: Download = vi.fn()) {
  return renderScreen(api, <HistoryTab download={download} />).user
}

export const row = (text: string) => screen.getByText(text).closest('tr')!

export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }))
  await user.click(await screen.findByRole('option', { name: option }))
}
