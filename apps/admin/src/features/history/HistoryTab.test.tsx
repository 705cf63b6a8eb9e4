import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { conflict } from '../../../tests/fixtures'
import { expectVisible, fakeApi, renderConsole } from '../../../tests/render'
import {
  approved,
  rejected,
  refundedApproval,
  automaticApproval,
  firstPage,
  onePage,
  csvOf,
  renderHistory,
  row,
  choose,
} from '../../../tests/history'

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
    api.refund.mockRejectedValue(conflict('enrollment.refund', { hint: 'refund_not_approved' }))
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
