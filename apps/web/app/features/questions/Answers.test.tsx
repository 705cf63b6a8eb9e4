/**
 * Answers under a lesson's question (issue 35): the mentor's and the accepted one marked,
 * accepting, answering, a hidden question. The form hook and its schemas are the real ones.
 */
import type { LessonQuestion, QuestionAnswer } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../tests/learner'
import { api, client, slow, t, renderSection, items } from '../../../tests/questionsSection'
import { answerFixture as answer, questionFixture as question } from '../../../tests/questions'
import { m } from '../../i18n'

describe('answers', () => {
  async function openAnswers(q: LessonQuestion, answers: QuestionAnswer[], next = null) {
    api.questionsPage.mockResolvedValue({ rows: [q], next: null, total: null })
    api.answersPage.mockResolvedValue({ rows: answers, next, total: null })
    renderSection()
    await waitFor(() => expect(items()).toHaveLength(1))
    const toggle = within(items()[0]!).getByTestId('question-answers')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(screen.getAllByTestId('answer')).toHaveLength(answers.length))
    return screen.getAllByTestId('answer')
  }

  it('open on a tap, oldest first: the mentor’s marked Mentor, the accepted one Accepted; more by page', async () => {
    const next = { at: '2026-11-27T09:00:00Z', id: 'a2' }
    const [a1, a2] = (await openAnswers(
      question('q1', { answerCount: 3 }),
      [
        answer('a1', { authorName: 'Mentor Mita', byStaff: true, body: 'Use **contrast**.' }),
        answer('a2', { authorName: 'Karim', accepted: true }),
      ],
      next as never,
    )) as [HTMLElement, HTMLElement]
    expect(api.answersPage).toHaveBeenCalledWith(client, 'q1', {})
    expect(within(a1).getByTestId('mark-mentor')).toHaveTextContent('Mentor')
    expect(within(a1).queryByTestId('mark-accepted')).toBeNull()
    expect(within(a2).getByTestId('mark-accepted')).toHaveTextContent('Accepted')
    expect(within(a2).queryByTestId('mark-mentor')).toBeNull()
    await waitFor(() => expect(a1.innerHTML).toContain('<strong>contrast</strong>'), slow)
    // not the asker: nothing to accept
    expect(screen.queryByRole('button', { name: m.questions_accept({}, t()) })).toBeNull()

    api.answersPage.mockResolvedValueOnce({ rows: [answer('a3')], next: null, total: null })
    await userEvent.click(screen.getByRole('button', { name: m.questions_moreAnswers({}, t()) }))
    await waitFor(() => expect(screen.getAllByTestId('answer')).toHaveLength(3))
    expect(api.answersPage).toHaveBeenLastCalledWith(client, 'q1', { after: next })
  })

  it('the asker accepts one: it is marked, the other mark moves, the question is Answered', async () => {
    await openAnswers(question('q1', { mine: true, answerCount: 3 }), [
      answer('a1', { accepted: true }),
      answer('a2', { authorName: 'Mentor Mita', byStaff: true }),
      answer('a3', { mine: true }),
    ])
    // one's own answer and the accepted one offer nothing to accept
    const accepts = screen.getAllByRole('button', { name: m.questions_accept({}, t()) })
    expect(accepts).toHaveLength(1)
    api.acceptAnswer.mockResolvedValue(undefined)
    await userEvent.click(accepts[0]!)
    expect(api.acceptAnswer).toHaveBeenCalledWith(client, 'a2', true)
    await waitFor(() =>
      expect(screen.getAllByTestId('answer').map((a) => a.getAttribute('data-accepted'))).toEqual([
        null,
        'true',
        null,
      ]),
    )
    expect(within(items()[0]!).getByTestId('mark-answered')).toBeVisible()
    await waitFor(() =>
      expect(screen.getByTestId('questions-said')).toHaveTextContent(
        m.questions_acceptedDone({}, t()),
      ),
    )
  })

  it('says why an accept was refused', async () => {
    await openAnswers(question('q1', { mine: true, answerCount: 1 }), [answer('a1')])
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    api.acceptAnswer.mockRejectedValue(
      new ApiError({ kind: 'forbidden', operation: 'answer.accept', hint: 'not_asker' }),
    )
    await userEvent.click(screen.getByRole('button', { name: m.questions_accept({}, t()) }))
    expect(await screen.findByRole('alert')).toHaveTextContent(m.questions_error_notAsker({}, t()))
    expect(screen.getAllByTestId('answer')[0]).not.toHaveAttribute('data-accepted')
  })

  it('another learner answers: the answer shows under the others and the count goes up', async () => {
    await openAnswers(question('q1', { answerCount: 1 }), [answer('a1')])
    api.answerQuestion.mockResolvedValue(
      answer('a9', { mine: true, authorName: 'Me', body: 'Try the **60-30-10** rule.' }),
    )
    await userEvent.type(
      screen.getByLabelText(m.questions_answerLabel({}, t())),
      '  Try the **60-30-10** rule. ',
    )
    await userEvent.click(screen.getByRole('button', { name: m.questions_answerSend({}, t()) }))
    await waitFor(() => expect(screen.getAllByTestId('answer')).toHaveLength(2), slow)
    expect(api.answerQuestion).toHaveBeenCalledWith(client, {
      questionId: 'q1',
      body: 'Try the **60-30-10** rule.',
    })
    expect(within(items()[0]!).getByTestId('question-answers')).toHaveTextContent('2 answers')
    expect(screen.getByTestId('answer-status')).toHaveTextContent(m.questions_answerSent({}, t()))
    expect(screen.getByLabelText(m.questions_answerLabel({}, t()))).toHaveValue('')
  })

  it('a hidden question shows its author the note and takes no answer', async () => {
    await openAnswers(
      question('q1', { mine: true, hiddenAt: '2026-11-27T11:00:00Z', answerCount: 1 }),
      [answer('a1')],
    )
    expect(items()[0]).toHaveTextContent(m.questions_hidden({}, t()))
    expect(screen.queryByLabelText(m.questions_answerLabel({}, t()))).toBeNull()
  })
})
