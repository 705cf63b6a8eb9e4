/** History a page at a time: 50 a page, counted once per filter, the badges whole. */
import { type DecisionRecord } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../tests/render'
import {
  approved,
  rejected,
  firstPage,
  onePage,
  renderHistory,
  row,
  choose,
} from '../../../tests/history'

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
    // the first page comes back as it was read, without asking the server again
    expect(api.decisionsPage).toHaveBeenCalledTimes(2)
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
