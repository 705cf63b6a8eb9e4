/**
 * A search typed just before the admin opens another tab is not applied once they have left:
 * on a phone the next tab's code can take seconds, and the search must not pull them back.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, renderConsole } from '../../../tests/render'

// The History tab's code arrives slowly, as over a slow connection: longer than the search waits.
vi.mock('../history/HistoryTab', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  return importOriginal()
})

describe('Pending tab, left while a search waits', { timeout: 30_000 }, () => {
  it('opens the tab the admin chose, never back to Pending', async () => {
    const api = fakeApi({
      pendingPage: async () => ({ rows: [], next: null, total: null }),
      pendingCount: async () => ({ count: 0, estimated: false }),
    })
    const { router } = renderConsole(api, '/pending')
    const search = await screen.findByRole('searchbox', { name: 'Search' }, { timeout: 10_000 })
    fireEvent.change(search, { target: { value: 'TX123' } })
    void router.navigate('/history')
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'), {
      timeout: 10_000,
    })
    // longer than the search's wait: it never fires
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(router.state.location.pathname).toBe('/history')
    expect(router.state.location.search).toBe('')
  })
})
