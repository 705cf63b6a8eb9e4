import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectVisible, renderConsole } from '../../../tests/render'
import { queueQuestion } from '../../../tests/questions'
import * as queueTab from '../../../tests/queueTab'
import { hoursAgo, mentorApi } from '../../../tests/reviews'

// the tab's code, loaded before the tests rather than while a test waits for its first screen
await import('./QuestionsTab')

const rows = [
  queueQuestion({ id: 'q-old', askerName: 'Karima Begum', createdAt: hoursAgo(30) }),
  queueQuestion({ answerCount: 2 }),
]

describe('Questions tab', { timeout: 20_000 }, () => {
  queueTab.queueTabTests({
    path: '/questions',
    pageCall: 'questionQueuePage',
    waiting: { state: 'waiting' },
    nothingWaits: 'No question waits for an answer. New questions appear here.',
    other: { param: 'answered', filter: { state: 'answered' }, none: 'No questions.' },
  })

  it('lists the waiting questions oldest first with lesson, asker, wait, answers and the mark past a day', async () => {
    const api = mentorApi({
      questionQueuePage: queueTab.onePage(rows),
      questionQueueCount: queueTab.counted(2),
    })
    renderConsole(api, '/questions')
    const old = await queueTab.findFirstCard(
      'Question by Karima Begum under Colours that work together',
    )
    expectVisible(within(old), [
      'Colours that work together · Creative Design',
      'No answers yet',
      'Asked 30 h ago',
      'Past 24 h',
    ])
    const recent = screen.getByRole('article', {
      name: 'Question by Rahim Uddin under Colours that work together',
    })
    expectVisible(within(recent), ['2 answers', 'Asked 3 h ago'])
    expect(within(recent).queryByText('Past 24 h')).toBeNull()
    // the question's text (its Markdown as typed) is the link to it
    expect(
      within(recent).getByRole('link', {
        name: 'How do I pick **three** colours that work together?',
      }),
    ).toHaveAttribute('href', '/questions/33333333-3333-4333-8333-333333333333')
    expect(screen.getByText('1–2 of 2')).toBeVisible()
    // Waiting by default, all of the mentor's courses
    expect(screen.getByRole('radio', { name: 'Waiting' })).toBeChecked()
    expect(api.questionQueuePage).toHaveBeenCalledWith({ state: 'waiting' }, { limit: 50 })
    expect(api.questionQueueCount).toHaveBeenCalledWith({ state: 'waiting' })
  })

  it('shows answered questions as answered, never past the day', async () => {
    const api = mentorApi({
      questionQueuePage: queueTab.onePage([
        queueQuestion({ createdAt: hoursAgo(50), answeredAt: hoursAgo(1), answerCount: 1 }),
      ]),
    })
    renderConsole(api, '/questions?state=answered')
    const card = await queueTab.findFirstCard()
    expectVisible(within(card), ['Answered', '1 answer', 'Asked 2 days ago · answered 1 h ago'])
    expect(within(card).queryByText('Past 24 h')).toBeNull()
    expect(api.questionQueuePage).toHaveBeenCalledWith({ state: 'answered' }, { limit: 50 })
  })

  it('offers a mentor only their courses, and keeps the course and the state in the address', async () => {
    const api = mentorApi()
    const { user, router } = renderConsole(api, '/questions')
    await queueTab.findFirstText(/No question waits/)

    await user.click(queueTab.filterSelect('Course'))
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All my courses',
      'Creative Design',
      'Web Development with AI',
    ])
    await user.click(screen.getByRole('option', { name: 'Creative Design' }))
    await waitFor(() => expect(router.state.location.search).toBe('?course=creative-design'))

    await user.click(screen.getByRole('radio', { name: 'Answered' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?course=creative-design&state=answered'),
    )
    await waitFor(() =>
      expect(api.questionQueuePage).toHaveBeenLastCalledWith(
        { course: 'creative-design', state: 'answered' },
        { limit: 50 },
      ),
    )
    expect(api.questionQueueCount).toHaveBeenLastCalledWith({
      course: 'creative-design',
      state: 'answered',
    })

    // back to Waiting: the default leaves the address
    await user.click(screen.getByRole('radio', { name: 'Waiting' }))
    await waitFor(() => expect(router.state.location.search).toBe('?course=creative-design'))
  })

  it('pages on the server, the page in the address', async () => {
    const next = { at: rows[1]!.createdAt, id: rows[1]!.id }
    const api = mentorApi({
      questionQueuePage: async (_filter, query) =>
        query.after
          ? {
              rows: [queueQuestion({ id: 'q-3', askerName: 'Nadia Islam' })],
              next: null,
              total: null,
            }
          : { rows, next, total: null },
      questionQueueCount: queueTab.counted(51),
    })
    const { user, router } = renderConsole(api, '/questions')
    await queueTab.findFirstText('1–2 of 51')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('article', { name: /Question by Nadia Islam/ })).toBeVisible()
    expect(router.state.location.search).toMatch(/^\?after=/)
    expect(api.questionQueuePage).toHaveBeenLastCalledWith(
      { state: 'waiting' },
      { limit: 50, after: next },
    )
    // counted once per list, not per page
    expect(api.questionQueueCount).toHaveBeenCalledTimes(1)
  })
})
