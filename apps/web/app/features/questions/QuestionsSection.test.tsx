/**
 * Questions under a lesson (issue 35): the lesson's list paged newest activity first, and a search
 * across the course. The form hook, its schemas, the Markdown renderer and local storage are the
 * real ones.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { api, client, slow, t, renderSection, items } from '../../../tests/questionsSection'
import { COURSE, LESSON, questionFixture as question } from '../../../tests/questions'
import { m } from '../../i18n'

describe('the lesson’s questions', () => {
  it('lists them newest activity first with the asker, when, Answered and the answers; Show more reads after the last', async () => {
    const first = [
      question('q1', {
        askerName: 'Rahim Uddin',
        answeredAt: '2026-11-27T10:00:00Z',
        answerCount: 2,
      }),
      question('q2', { askerName: '', answerCount: 0 }),
    ]
    const next = { at: first[1]!.lastActivityAt, id: 'q2' }
    api.questionsPage
      .mockResolvedValueOnce({ rows: first, next, total: null })
      .mockResolvedValueOnce({ rows: [question('q3')], next: null, total: null })
    renderSection()
    expect(screen.getByRole('heading', { name: m.questions_title({}, t()) })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(m.questions_loading({}, t()))
    await waitFor(() => expect(items()).toHaveLength(2))
    expect(api.questionsPage).toHaveBeenCalledWith(client, { courseId: COURSE, lessonId: LESSON })
    const [q1, q2] = items() as [HTMLElement, HTMLElement]
    expect(q1).toHaveTextContent('Rahim Uddin')
    expect(within(q1).getByTestId('mark-answered')).toHaveTextContent('Answered')
    expect(within(q1).getByRole('button', { name: /2 answers/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(within(q1).getByText('2 hours ago')).toHaveAttribute('datetime', first[0]!.createdAt)
    // no name given: said plainly, never an address
    expect(q2).toHaveTextContent(m.questions_someone({}, t()))
    expect(within(q2).queryByTestId('mark-answered')).toBeNull()
    expect(within(q2).getByRole('button', { name: /0 answers/ })).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: m.questions_showMore({}, t()) }))
    await waitFor(() => expect(items()).toHaveLength(3))
    expect(api.questionsPage).toHaveBeenLastCalledWith(client, {
      courseId: COURSE,
      lessonId: LESSON,
      after: next,
    })
    expect(screen.queryByRole('button', { name: m.questions_showMore({}, t()) })).toBeNull()
  })

  it('says when there are none yet', async () => {
    renderSection()
    expect(await screen.findByTestId('questions-empty')).toHaveTextContent(
      'No questions yet. Be the first to ask.',
    )
  })

  it('says when they could not load, and tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    api.questionsPage
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ rows: [question('q1')], next: null, total: null })
    renderSection()
    expect(await screen.findByText(m.questions_loadFailed({}, t()))).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: m.questions_retry({}, t()) }))
    await waitFor(() => expect(items()).toHaveLength(1))
  })

  it('in Bangla: the words, the times in Bangla digits', async () => {
    api.questionsPage.mockResolvedValue({
      rows: [question('q1', { answerCount: 3 })],
      next: null,
      total: null,
    })
    renderSection('bn')
    expect(screen.getByRole('heading', { name: 'প্রশ্নোত্তর' })).toBeVisible()
    await waitFor(() => expect(items()).toHaveLength(1))
    expect(within(items()[0]!).getByRole('button', { name: /৩টি উত্তর/ })).toBeVisible()
    expect(items()[0]).toHaveTextContent('২ ঘণ্টা আগে')
    expect(screen.getByRole('button', { name: 'প্রশ্ন পাঠান' })).toBeVisible()
  })
})

describe('the search across the course', () => {
  it('asks once typing rests, lists each result with its lesson, and Clear brings the lesson back', async () => {
    renderSection('bn')
    await screen.findByTestId('questions-empty')
    api.questionsPage.mockResolvedValue({
      rows: [question('q7', { lessonId: 'l2', body: 'Which colour for a logo?' })],
      next: null,
      total: null,
    })
    const box = screen.getByLabelText(m.questions_searchLabel({}, t('bn')))
    await userEvent.type(box, 'colour')
    const results = await screen.findByTestId('question-search', {}, slow)
    await waitFor(() => expect(within(results).getAllByTestId('question')).toHaveLength(1))
    // one search for the settled text, the whole course: no lesson named
    const searches = api.questionsPage.mock.calls.filter(([, q]) => 'search' in q)
    expect(searches).toEqual([[client, { courseId: COURSE, search: 'colour' }]])
    expect(within(results).getByRole('status')).toHaveTextContent('১টি প্রশ্ন পাওয়া গেছে')
    expect(
      within(results).getByRole('link', {
        name: m.questions_lesson({ title: 'রঙের মূল কথা' }, t('bn')),
      }),
    ).toHaveAttribute('href', `/bn/learn/${COURSE}/l2#questions`)
    expect(screen.queryByLabelText(m.questions_askLabel({}, t('bn')))).toBeNull()

    await userEvent.click(
      screen.getByRole('button', { name: m.questions_searchClear({}, t('bn')) }),
    )
    expect(box).toHaveValue('')
    expect(box).toHaveFocus()
    expect(screen.queryByTestId('question-search')).toBeNull()
    expect(screen.getByLabelText(m.questions_askLabel({}, t('bn')))).toBeVisible()
  })

  it('says when nothing matches', async () => {
    renderSection()
    await screen.findByTestId('questions-empty')
    await userEvent.type(screen.getByLabelText(m.questions_searchLabel({}, t())), 'zebra')
    expect(await screen.findByText('No questions match “zebra”.', {}, slow)).toBeVisible()
  })

  it('asks nothing for one letter', async () => {
    renderSection()
    await screen.findByTestId('questions-empty')
    await userEvent.type(screen.getByLabelText(m.questions_searchLabel({}, t())), 'a')
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
    expect(api.questionsPage.mock.calls.filter(([, q]) => 'search' in q)).toEqual([])
    fireEvent.change(screen.getByLabelText(m.questions_searchLabel({}, t())), {
      target: { value: '' },
    })
  })
})
