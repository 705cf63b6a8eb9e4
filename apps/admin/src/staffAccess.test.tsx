import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { logInAs } from '../tests/login'
import { fakeApi, renderConsole } from '../tests/render'
import { mentorCourses, mentorUser, mentorApi } from '../tests/reviews'

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent)

// Who sees which tabs spans the console's features (as listTabs.test.tsx does). The tabs' code, loaded before the tests rather than while a test waits for its first screen
await Promise.all([
  import('./features/reviews/ReviewsTab'),
  import('./features/questions/QuestionsTab'),
  import('./features/pending/PendingTab'),
])

describe('Who sees which tabs', { timeout: 20_000 }, () => {
  it('shows a mentor the Reviews and Questions tabs only, and sends every other tab to Reviews without asking the server', async () => {
    const api = mentorApi()
    const { router } = renderConsole(api, '/pending')
    // the redirect, then the tab's code: longer than a screen's usual wait on a busy machine
    expect(await screen.findByRole('heading', { name: 'Reviews' }, { timeout: 5000 })).toBeVisible()
    expect(router.state.location.pathname).toBe('/reviews')
    expect(tabNames()).toEqual(['Reviews', 'Questions'])
    expect(screen.getByRole('tab', { name: 'Reviews', selected: true })).toBeVisible()
    for (const path of ['/statistics', '/payments', '/lessons', '/', '/nowhere']) {
      await router.navigate(path)
      await waitFor(() => expect(router.state.location.pathname).toBe('/reviews'))
    }
    // not even asked: a mentor's console never meets an "Admins only" refusal
    for (const call of [
      api.pendingPage,
      api.moneyReport,
      api.deskReport,
      api.funnelReport,
      api.learningReport,
      api.listWalletMessages,
      api.listLessons,
      api.listCourseMentors,
    ])
      expect(call).not.toHaveBeenCalled()
    expect(api.reviewQueuePage).toHaveBeenCalled()
  })

  it('lets a mentor into the Questions tab, from its tab and by its address', async () => {
    const api = mentorApi()
    const { router, user } = renderConsole(api, '/reviews')
    await screen.findByRole('heading', { name: 'Reviews' }, { timeout: 5000 })
    await user.click(screen.getByRole('tab', { name: 'Questions' }))
    expect(
      await screen.findByRole('heading', { name: 'Questions' }, { timeout: 5000 }),
    ).toBeVisible()
    expect(router.state.location.pathname).toBe('/questions')
    expect(screen.getByRole('tab', { name: 'Questions', selected: true })).toBeVisible()
    expect(api.questionQueuePage).toHaveBeenCalled()
    // a question's own page is theirs too (the database says which questions they read)
    await router.navigate('/questions/33333333-3333-4333-8333-333333333333')
    expect(
      await screen.findByText('This question was not found', {}, { timeout: 5000 }),
    ).toBeVisible()
    expect(router.state.location.pathname).toBe('/questions/33333333-3333-4333-8333-333333333333')
    expect(screen.getByRole('tab', { name: 'Questions', selected: true })).toBeVisible()
  })

  it('shows an admin every tab plus Reviews and Questions, and opens on Pending', async () => {
    const { router } = renderConsole(fakeApi(), '/')
    expect(
      await screen.findByRole('heading', { name: 'Pending enrollments' }, { timeout: 5000 }),
    ).toBeVisible()
    expect(router.state.location.pathname).toBe('/pending')
    expect(tabNames()).toEqual([
      'Pending',
      'Payments',
      'History',
      'Active Users',
      'Statistics',
      'Coupons',
      'Lessons',
      'Leads',
      'Failed mails',
      'Reviews',
      'Questions',
    ])
  })

  it('takes a mentor from the login screen to the review queue', async () => {
    const { api, router } = await logInAs(
      { ok: true, user: mentorUser, mentorOf: mentorCourses },
      'mentor@example.com',
      'mentor-pass-123',
    )
    expect(await screen.findByRole('heading', { name: 'Reviews' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/reviews')
    expect(screen.getByText('mentor@example.com')).toBeInTheDocument()
    expect(api.pendingPage).not.toHaveBeenCalled()
  })
})
