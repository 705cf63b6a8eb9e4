import { ApiError, type DecisionRecord } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  expectVisible,
  fakeApi,
  type FakeApi,
  renderConsole,
  renderScreen,
} from '../../../tests/render'
import type { Download } from '../../lib/exportCsv'
import { HistoryTab } from './HistoryTab'

const approved: DecisionRecord = {
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
const rejected: DecisionRecord = {
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
const refundedApproval: DecisionRecord = {
  ...approved,
  id: 'd3',
  requestId: 'req-3',
  requestStatus: 'refunded',
  learnerName: 'Nusrat Jahan',
  transactionId: 'TXCCC333',
  payment: null,
}
/** Approved by the database from a forwarded SMS: nobody's name. */
const automaticApproval: DecisionRecord = {
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
const firstPage = { limit: 50 }

/** The answer when every matching decision fits in one page. */
const onePage = (rows: DecisionRecord[]) => ({ rows, next: null, total: rows.length })
const csvOf = (call: unknown) => (call as [string, string[]])[1].join('')

function renderHistory(api: FakeApi, download: Download = vi.fn()) {
  return renderScreen(api, <HistoryTab download={download} />).user
}

const row = (text: string) => screen.getByText(text).closest('tr')!

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }))
  await user.click(await screen.findByRole('option', { name: option }))
}

describe('History tab', { timeout: 20_000 }, () => {
  it('lists each decision with learner, course, method, amount, who, when and reason', async () => {
    renderHistory(fakeApi({ decisionsPage: async () => onePage([approved, rejected]) }))
    await screen.findByText('রহিম উদ্দিন')
    expectVisible(within(row('রহিম উদ্দিন')), [
      'Approved',
      'Web Development with AI',
      'bKash',
      '৳699',
      'paid ৳699 by bKash',
      'Shirin Akter',
      // 18:30 UTC is 00:30 the next day in Bangladesh
      '21 Nov 2026, 12:30 am',
    ])
    const r = within(row('Karima Begum'))
    expectVisible(r, ['Rejected', 'No payment with this ID, "please" check'])
    expect(r.queryByRole('button', { name: /Refund/ })).toBeNull()
  })

  it('filters by decision, course, method and Bangladesh dates, in the query', async () => {
    const api = fakeApi({ decisionsPage: async () => onePage([approved]) })
    const user = renderHistory(api)
    await screen.findByText('রহিম উদ্দিন')
    await choose(user, 'Decision', 'Refunded')
    await choose(user, 'Course', 'Video Editing')
    await choose(user, 'Method', 'Nagad')
    await user.type(screen.getByLabelText('From'), '2026-11-01')
    await user.type(screen.getByLabelText('To'), '2026-11-30')
    await waitFor(() =>
      expect(api.decisionsPage).toHaveBeenLastCalledWith(
        {
          decision: 'refunded',
          courseId: 'video-editing',
          paymentMethod: 'Nagad',
          from: '2026-11-01',
          to: '2026-11-30',
        },
        firstPage,
      ),
    )
  })

  it('refuses an end date before the start date without asking the server', async () => {
    const api = fakeApi({ decisionsPage: async () => onePage([approved]) })
    const user = renderHistory(api)
    await screen.findByText('রহিম উদ্দিন')
    await user.type(screen.getByLabelText('From'), '2026-11-20')
    await user.type(screen.getByLabelText('To'), '2026-11-10')
    expect(await screen.findByText('The end date is before the start date.')).toBeVisible()
    expect(await screen.findByText('No decision matches these filters.')).toBeVisible()
    expect(api.decisionsPage).not.toHaveBeenCalledWith(
      expect.objectContaining({ to: '2026-11-10' }),
      expect.anything(),
    )
  })

  it('exports exactly the rows shown, Bangla names intact, times in Bangladesh', async () => {
    const download = vi.fn()
    const api = fakeApi({ decisionsPage: async () => onePage([approved, rejected]) })
    const user = renderHistory(api, download)
    await screen.findByText('রহিম উদ্দিন')
    // filter to the rejected ones: the server answers with those only
    api.decisionsPage.mockResolvedValue(onePage([rejected]))
    await choose(user, 'Decision', 'Rejected')
    await waitFor(() => expect(screen.queryByText('রহিম উদ্দিন')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1))
    // the export asks the server with the filters shown, counting on its first page
    expect(api.decisionsPage).toHaveBeenLastCalledWith({ decision: 'rejected' }, { count: true })
    const [fileName] = download.mock.calls[0] as [string]
    expect(fileName).toMatch(/^decisions-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = csvOf(download.mock.calls[0]).split('\r\n')
    expect(lines).toHaveLength(3) // header, one row, final line end
    expect(lines[1]).toBe(
      '2026-11-21 00:30,Rejected,rejected,Karima Begum,01712345678,Creative Design on Your Phone,Nagad,399,TXBBB222,,,,,,Shirin Akter,"No payment with this ID, ""please"" check",no',
    )

    api.decisionsPage.mockResolvedValue(onePage([approved]))
    await choose(user, 'Decision', 'Approved')
    await screen.findByText('রহিম উদ্দিন')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(download).toHaveBeenCalledTimes(2))
    expect(csvOf(download.mock.calls[1]).split('\r\n')[1]).toBe(
      '2026-11-21 00:30,Approved,approved,রহিম উদ্দিন,01712345678,Web Development with AI,bKash,699,9GH7K2L1MN,bKash,9GH7K2L1MN,699,01712345678,2026-11-21 00:20,Shirin Akter,,no',
    )
  })

  it('shows an automatic approval as "Automatic (SMS)" with its SMS, and says so in the CSV', async () => {
    const download = vi.fn()
    const api = fakeApi({
      decisionsPage: async () => onePage([automaticApproval, approved]),
    })
    const user = renderHistory(api, download)
    await screen.findByText('Sumon Das')
    const automatic = within(row('Sumon Das'))
    expectVisible(automatic, ['Automatic (SMS)', 'from SMS SMS4TX44'])
    expect(automatic.queryByText('Shirin Akter')).toBeNull()
    // an admin's approval names the admin, no badge
    const byAdmin = within(row('রহিম উদ্দিন'))
    expect(byAdmin.getByText('Shirin Akter')).toBeVisible()
    expect(byAdmin.queryByText('Automatic (SMS)')).toBeNull()
    // an automatic approval can be refunded as any other
    expect(automatic.getByRole('button', { name: /Refund/ })).toBeEnabled()

    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1))
    const lines = csvOf(download.mock.calls[0]).split('\r\n')
    expect(lines[0]).toBe(
      'Decided (Asia/Dhaka),Decision,Status now,Learner,Phone,Course,Method,Amount due (Tk),Transaction ID,Wallet,Wallet transaction ID,Amount paid (Tk),Sender,Received (Asia/Dhaka),Decided by,Reason,Automatic (SMS)',
    )
    expect(lines[1]).toMatch(/,SMS4TX44,bKash,SMS4TX44,699,01712345678,2026-11-21 00:20,,,yes$/)
    expect(lines[2]).toMatch(/,Shirin Akter,,no$/)
  })

  it('shows the decisions of one request when the address names it, until Show all', async () => {
    const api = fakeApi({ decisionsPage: async () => onePage([automaticApproval]) })
    const { user } = renderConsole(api, '/history?request=req-4')
    expect(await screen.findByText('Showing the decisions of one request.')).toBeVisible()
    expect(api.decisionsPage).toHaveBeenLastCalledWith({ requestId: 'req-4' }, firstPage)
    await user.click(screen.getByRole('button', { name: 'Show all decisions' }))
    await waitFor(() => expect(api.decisionsPage).toHaveBeenLastCalledWith({}, firstPage))
    expect(screen.queryByText('Showing the decisions of one request.')).toBeNull()
  })

  it('refunds an approved row after a confirmation and a reason, then reloads', async () => {
    const api = fakeApi({ decisionsPage: async () => onePage([approved, refundedApproval]) })
    api.refund.mockResolvedValue({} as never)
    const user = renderHistory(api)
    await screen.findByText('রহিম উদ্দিন')
    // an approval refunded since offers no second refund
    expect(within(row('Nusrat Jahan')).queryByRole('button', { name: /Refund/ })).toBeNull()

    await user.click(within(row('রহিম উদ্দিন')).getByRole('button', { name: /Refund/ }))
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByText(
        'Are you sure you want to refund this enrollment? The learner loses access to the course.',
      ),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(within(dialog).getByText('Please write a reason.')).toBeVisible()
    expect(api.refund).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('textbox', { name: /Reason/ }))
    await user.paste('Asked within 30 days')
    const loadsBefore = api.decisionsPage.mock.calls.length
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(api.refund).toHaveBeenCalledWith('req-1', 'Asked within 30 days'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.decisionsPage.mock.calls.length).toBeGreaterThan(loadsBefore)
  })

  it('keeps the dialog open and shows the error when a refund fails', async () => {
    const api = fakeApi({ decisionsPage: async () => onePage([approved]) })
    api.refund.mockRejectedValue(
      new ApiError({
        kind: 'conflict',
        operation: 'enrollment.refund',
        hint: 'refund_not_approved',
      }),
    )
    const user = renderHistory(api)
    await screen.findByText('রহিম উদ্দিন')
    await user.click(within(row('রহিম উদ্দিন')).getByRole('button', { name: /Refund/ }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await screen.findByText('Only an approved enrollment can be refunded.')).toBeVisible()
    expect(screen.getByRole('dialog')).toBeVisible()
  })
})

describe('History, a page at a time', { timeout: 20_000 }, () => {
  const decision = (i: number): DecisionRecord => ({
    ...approved,
    id: `d-${i}`,
    requestId: `r-${i}`,
    learnerName: `Learner ${i}`,
    transactionId: `TX${i}`,
  })
  const page1 = Array.from({ length: 50 }, (_, i) => decision(i + 1))
  const page2 = Array.from({ length: 50 }, (_, i) => decision(i + 51))
  const after1 = { at: '2026-11-20T18:00:00+00:00', id: '00000000-0000-4000-8000-000000000050' }
  const after2 = { at: '2026-11-19T18:00:00+00:00', id: '00000000-0000-4000-8000-000000000100' }

  function paged() {
    const api = fakeApi({ decisionsCount: async () => ({ count: 6513, estimated: false }) })
    api.decisionsPage.mockImplementation(async (_filters, query) =>
      query.after
        ? { rows: page2, next: after2, total: null }
        : { rows: page1, next: after1, total: 6513 },
    )
    return api
  }
  const pager = () => screen.getByRole('navigation', { name: 'Decisions pages' })

  it('shows 50 with "1–50 of 6,513", Next and Previous, the total counted once', async () => {
    const api = paged()
    const user = renderHistory(api)
    await screen.findByText('Learner 1')
    await waitFor(() => expect(within(pager()).getByText('1–50 of 6,513')).toBeVisible())
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(screen.getAllByRole('row')).toHaveLength(51) // the heading and 50

    await user.click(within(pager()).getByRole('button', { name: 'Next' }))
    await screen.findByText('Learner 51')
    expect(screen.queryByText('Learner 1')).toBeNull()
    expect(within(pager()).getByText('51–100 of 6,513')).toBeVisible()
    // the next page starts after the last row of the first; it is not counted again
    expect(api.decisionsPage).toHaveBeenLastCalledWith({}, { limit: 50, after: after1 })
    expect(api.decisionsCount).toHaveBeenCalledTimes(1)
    expect(api.decisionsCount).toHaveBeenCalledWith({})

    await user.click(within(pager()).getByRole('button', { name: 'Previous' }))
    await screen.findByText('Learner 1')
    expect(within(pager()).getByText('1–50 of 6,513')).toBeVisible()
    expect(api.decisionsPage).toHaveBeenLastCalledWith({}, firstPage)
  })

  it('starts again at page 1, counted, when a filter changes', async () => {
    const api = paged()
    const user = renderHistory(api)
    await screen.findByText('Learner 1')
    await user.click(within(pager()).getByRole('button', { name: 'Next' }))
    await screen.findByText('Learner 51')
    api.decisionsPage.mockResolvedValue({ rows: [rejected], next: null, total: null })
    api.decisionsCount.mockResolvedValue({ count: 1, estimated: false })
    await choose(user, 'Decision', 'Rejected')
    await screen.findByText('Karima Begum')
    await waitFor(() => expect(within(pager()).getByText('1–1 of 1')).toBeVisible())
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(api.decisionsPage).toHaveBeenLastCalledWith({ decision: 'rejected' }, firstPage)
    expect(api.decisionsCount).toHaveBeenLastCalledWith({ decision: 'rejected' })
  })

  it('says "about" for an estimated total', async () => {
    const api = paged()
    api.decisionsCount.mockResolvedValue({ count: 84_321, estimated: true })
    renderHistory(api)
    await screen.findByText('Learner 1')
    await waitFor(() => expect(within(pager()).getByText('1–50 of about 84,000')).toBeVisible())
  })

  it('keeps the Decision badges whole: no ellipsis, never narrower than their word', async () => {
    renderHistory(fakeApi({ decisionsPage: async () => onePage([approved, rejected]) }))
    await screen.findByText('Karima Begum')
    for (const [learner, word] of [
      ['রহিম উদ্দিন', 'Approved'],
      ['Karima Begum', 'Rejected'],
    ] as const) {
      const label = within(row(learner)).getByText(word)
      expect(label.style.overflow).toBe('visible')
      expect(label.style.textOverflow).toBe('clip')
      expect(label.parentElement!.style.minWidth).toBe('max-content')
    }
  })
})
