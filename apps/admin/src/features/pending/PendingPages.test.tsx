/**
 * The Pending tab a page at a time (issue 24): 50 a page from the server, counted once, the page
 * kept on screen while the next loads, its position in the address (reload, Back), an edited
 * link read as page 1, and a decision that never makes another request vanish from view.
 */
import { ApiError, type KeysetCursor, type PendingQuery } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pendingRequest } from '../../../tests/fixtures'
import { fakeApi, never, renderConsole } from '../../../tests/render'
import { pageNotices } from '../../lib/pages'

const pager = () => screen.getByRole('navigation', { name: 'Pending requests pages' })
// (the tab's code loads lazily, and a busy machine takes its time)
const slow = { timeout: 10_000 }
const request = (i: number) =>
  pendingRequest({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    userId: `u${i}`,
    name: `Learner ${i}`,
    transactionId: `TX${String(i).padStart(5, '0')}`,
    createdAt: new Date(Date.UTC(2026, 10, 20, 18, 30) + i * 60_000).toISOString(),
  })
const page1 = Array.from({ length: 50 }, (_, i) => request(i + 1))
const page2 = Array.from({ length: 50 }, (_, i) => request(i + 51))
const after1 = { at: '2026-11-20T18:30:00Z', id: '00000000-0000-4000-8000-000000000050' }
const after2 = { at: '2026-11-20T18:31:00Z', id: '00000000-0000-4000-8000-000000000100' }

function paged(total = { count: 2507, estimated: false }) {
  return fakeApi({
    pendingPage: async (query) =>
      query.after
        ? { rows: page2, next: after2, total: null }
        : { rows: page1, next: after1, total: null },
    pendingCount: async () => total,
  })
}

describe('Pending tab, a page at a time', { timeout: 20_000 }, () => {
  it('shows 50, oldest first, with "1–50 of 2,507", Next and Previous', async () => {
    const api = paged()
    const { user } = renderConsole(api)
    await screen.findByText('Learner 1', {}, slow)
    expect(screen.getAllByRole('article')).toHaveLength(50)
    await waitFor(() => expect(within(pager()).getByText('1–50 of 2,507')).toBeVisible())
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(api.pendingPage).toHaveBeenLastCalledWith({ limit: 50 })

    await user.click(within(pager()).getByRole('button', { name: 'Next' }))
    await screen.findByText('Learner 51', {}, slow)
    expect(screen.queryByText('Learner 1')).toBeNull()
    expect(within(pager()).getByText('51–100 of 2,507')).toBeVisible()
    // the next page starts after the last request of the first, whatever was decided meanwhile
    expect(api.pendingPage).toHaveBeenLastCalledWith({ limit: 50, after: after1 })
    // counted once, not per page
    expect(api.pendingCount).toHaveBeenCalledTimes(1)

    await user.click(within(pager()).getByRole('button', { name: 'Previous' }))
    await screen.findByText('Learner 1', {}, slow)
    expect(within(pager()).getByText('1–50 of 2,507')).toBeVisible()
    // the first page as it was read, without asking again
    expect(api.pendingPage).toHaveBeenCalledTimes(2)
  })

  it('says "about" for an estimated total', async () => {
    renderConsole(paged({ count: 123_456, estimated: true }))
    await screen.findByText('Learner 1', {}, slow)
    await waitFor(() => expect(within(pager()).getByText('1–50 of about 120,000')).toBeVisible())
  })

  // a debounced search, a navigation and two reads: slow on a busy machine
  it('a search starts again from page 1', { timeout: 45_000 }, async () => {
    const api = paged()
    const { user, router } = renderConsole(api)
    await screen.findByText('Learner 1', {}, slow)
    await user.click(within(pager()).getByRole('button', { name: 'Next' }))
    await screen.findByText('Learner 51', {}, slow)
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'tx0')
    // the search replaces the page in the address, and page 1 of the search is read
    await waitFor(() => expect(router.state.location.search).toBe('?q=tx0'), slow)
    await waitFor(
      () => expect(api.pendingPage).toHaveBeenLastCalledWith({ limit: 50, search: 'tx0' }),
      slow,
    )
    await screen.findByText('Learner 1', {}, slow)
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled()
  })

  it('keeps the page on screen while the next one loads', async () => {
    const api = paged()
    api.pendingPage.mockImplementation(async (query) =>
      query.after ? never() : { rows: page1, next: after1, total: null },
    )
    const { user } = renderConsole(api)
    await screen.findByText('Learner 1', {}, slow)
    await user.click(within(pager()).getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(pager()).toHaveAttribute('aria-busy', 'true'))
    expect(screen.getByText('Learner 1')).toBeVisible()
    expect(screen.getAllByRole('article')).toHaveLength(50)
    expect(screen.queryByRole('status')).toBeNull()
    expect(within(pager()).getByText('1–50 of 2,507')).toBeVisible()
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled()
  })

  // two consoles rendered one after the other: the slowest test here on a busy machine
  it(
    'keeps the page in the address: a reload and Back open it again',
    { timeout: 45_000 },
    async () => {
      const first = renderConsole(paged())
      await screen.findByText('Learner 1', {}, slow)
      await first.user.click(within(pager()).getByRole('button', { name: 'Next' }))
      await screen.findByText('Learner 51', {}, slow)
      const address = first.router.state.location
      expect(address.search).toMatch(/^\?after=/)
      first.unmount()

      // a reload: a new console, nothing in memory but the address
      const api = paged()
      const again = renderConsole(api, `${address.pathname}${address.search}`)
      await screen.findByText('Learner 51', {}, slow)
      await waitFor(() => expect(within(pager()).getByText('51–100 of 2,507')).toBeVisible())
      expect(api.pendingPage).toHaveBeenCalledWith({ limit: 50, after: after1 })
      await again.user.click(within(pager()).getByRole('button', { name: 'Previous' }))
      await screen.findByText('Learner 1', {}, slow)
      expect(again.router.state.location.search).toBe('')
      // Back: the page the admin was on
      await again.router.navigate(-1)
      // (the router renders a navigation as a transition: a busy machine takes its time)
      expect(await screen.findByText('Learner 51', {}, slow)).toBeVisible()
    },
  )

  it('keeps the search in the address, and shows the one Back or Forward opens', async () => {
    const searched = renderConsole(paged(), '/pending?q=karima')
    expect(await screen.findByRole('searchbox', { name: 'Search' }, slow)).toHaveValue('karima')
    await waitFor(() => expect(searched.router.state.location.search).toBe('?q=karima'))
    // Back or Forward to another search shows that search in the box
    await searched.router.navigate('/pending?q=rahim')
    await waitFor(
      () => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('rahim'),
      slow,
    )
    expect(searched.router.state.location.search).toBe('?q=rahim')
  })

  it('reads an edited page link as page 1 and says so, never an error screen', async () => {
    renderConsole(paged(), '/pending?after=bm90LWEtdG9rZW4')
    expect(await screen.findByText(pageNotices.badToken, {}, slow)).toBeVisible()
    expect(await screen.findByText('Learner 1', {}, slow)).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()

    // well formed, but not a position: the server refuses it before any query
    const api = paged()
    api.pendingPage.mockImplementation(async (query: PendingQuery) => {
      if (query.after) throw new ApiError({ kind: 'invalid', operation: 'pending.list' })
      return { rows: page1, next: after1, total: null }
    })
    const token = btoa(JSON.stringify([['yesterday', 'me']]))
    const { router } = renderConsole(api, `/pending?after=${encodeURIComponent(token)}`)
    expect(await screen.findByText(pageNotices.badToken, {}, slow)).toBeVisible()
    expect(await screen.findByText('Learner 1', {}, slow)).toBeVisible()
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('an approval on page 2 reads it again from its start: no other request vanishes', async () => {
    // the server: 100 requests in keyset order, a decision takes one off
    const all = Array.from({ length: 100 }, (_, i) => request(i + 1))
    const open = new Set(all.map((r) => r.id))
    const cursorOf = (i: number): KeysetCursor => ({ at: all[i]!.createdAt, id: all[i]!.id })
    const api = fakeApi({
      pendingPage: async ({ after }) => {
        const from = after ? all.findIndex((r) => r.id === after.id) + 1 : 0
        const rest = all.slice(from).filter((r) => open.has(r.id))
        const rows = rest.slice(0, 50)
        const last = all.indexOf(rows.at(-1)!)
        return { rows, next: rest.length > 50 ? cursorOf(last) : null, total: null }
      },
      pendingCount: async () => ({ count: open.size, estimated: false }),
      approve: async (id) => {
        open.delete(id)
        return {} as never
      },
    })
    const { user } = renderConsole(api)
    await screen.findByText('Learner 1', {}, slow)
    await user.click(within(pager()).getByRole('button', { name: 'Next' }))
    await screen.findByText('Learner 51', {}, slow)
    const card = screen.getByRole('article', { name: 'Request TX00051' })
    await user.click(within(card).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.queryByText('Learner 51')).toBeNull())
    // page 2 holds 52 to 100, and says so; page 1 still holds 1 to 50
    for (const i of [52, 75, 100]) expect(screen.getByText(`Learner ${i}`)).toBeVisible()
    await waitFor(() => expect(within(pager()).getByText('51–99 of 99')).toBeVisible())
    await user.click(within(pager()).getByRole('button', { name: 'Previous' }))
    for (const i of [1, 25, 50])
      expect(await screen.findByText(`Learner ${i}`, {}, slow)).toBeVisible()
  })
})
