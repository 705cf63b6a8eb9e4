import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectVisible, renderConsole } from '../../../tests/render'
import * as queueTab from '../../../tests/queueTab'
import { hoursAgo, mentorApi, project, projectId, queueRow } from '../../../tests/reviews'

// the tab's code, loaded before the tests rather than while a test waits for its first screen
await import('./ReviewsTab')

const rows = [
  queueRow({ id: 'sub-old', learnerName: 'Karima Begum', attempt: 2, submittedAt: hoursAgo(50) }),
  queueRow({
    status: 'in_review',
    claimedBy: 'm2',
    claimerName: 'Nadia Islam',
    claimExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
  }),
]

const card = (name: string) => screen.getByRole('article', { name })

describe('Reviews tab', { timeout: 20_000 }, () => {
  queueTab.queueTabTests({
    path: '/reviews',
    pageCall: 'reviewQueuePage',
    waiting: { states: ['submitted', 'in_review'] },
    nothingWaits: 'Nothing waits for review. New hand-ins appear here.',
    other: { param: 'approved', filter: { states: ['approved'] }, none: 'No hand-ins.' },
  })

  it('lists the hand-ins oldest first with learner, attempt, wait, the overdue mark and who reviews', async () => {
    const api = mentorApi({
      reviewQueuePage: queueTab.onePage(rows),
      reviewQueueCount: queueTab.counted(2),
    })
    renderConsole(api, '/reviews')
    const old = await queueTab.findFirstCard('A poster for a local shop by Karima Begum')
    expectVisible(within(old), ['Attempt 2 · Creative Design', 'Waiting 2 days'])
    expect(within(old).getByText('Past 48 h')).toBeVisible()
    const claimed = card('A poster for a local shop by Rahim Uddin')
    expectVisible(within(claimed), ['Waiting 3 h', 'In review by Nadia Islam'])
    expect(within(claimed).queryByText('Past 48 h')).toBeNull()
    expect(
      within(claimed).getByRole('link', { name: 'A poster for a local shop' }),
    ).toHaveAttribute('href', '/reviews/sub-1')
    expect(screen.getByText('1–2 of 2')).toBeVisible()
    // Waiting by default: what the server lists when not told
    expect(api.reviewQueuePage).toHaveBeenCalledWith(
      { states: ['submitted', 'in_review'] },
      { limit: 50 },
    )
    expect(api.reviewQueueCount).toHaveBeenCalledWith({ states: ['submitted', 'in_review'] })
  })

  it('filters by the mentor’s own courses, the course’s projects and the state, in the address', async () => {
    const api = mentorApi({ listProjects: async () => [project] })
    const { user, router } = renderConsole(api, '/reviews')
    await queueTab.findFirstText(/Nothing waits/)
    expect(queueTab.filterSelect('Project')).toBeDisabled()

    await user.click(queueTab.filterSelect('Course'))
    const offered = screen.getAllByRole('option').map((o) => o.textContent)
    expect(offered).toEqual(['All my courses', 'Creative Design', 'Web Development with AI'])
    await user.click(screen.getByRole('option', { name: 'Creative Design' }))
    await waitFor(() => expect(router.state.location.search).toBe('?course=creative-design'))
    expect(api.listProjects).toHaveBeenCalledWith('creative-design')

    await waitFor(() => expect(queueTab.filterSelect('Project')).toBeEnabled())
    await user.click(queueTab.filterSelect('Project'))
    await user.click(await screen.findByRole('option', { name: '1. A poster for a local shop' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?course=creative-design&project=${projectId}`),
    )

    await user.click(queueTab.filterSelect('State'))
    await user.click(screen.getByRole('option', { name: 'Changes asked' }))
    await waitFor(() =>
      expect(api.reviewQueuePage).toHaveBeenLastCalledWith(
        { course: 'creative-design', project: projectId, states: ['changes_requested'] },
        { limit: 50 },
      ),
    )
    expect(router.state.location.search).toBe(
      `?course=creative-design&project=${projectId}&state=changes`,
    )
  })
})
