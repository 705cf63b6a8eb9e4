/** Sending a quiz (issue 35): the result (score, pass mark, what to revisit, attempts left), the next attempt's time in Dhaka, refusals in words, a lost signal waited out. */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ApiError, learner } from '../../../tests/learner'
import { api, QUIZ_ID, LESSON_ID, attempt, result } from '../../../tests/quizPage'
import { renderPage, send, openQuiz, answerAll, kept } from '../../../tests/quizPage'
import { formatDateTime, m } from '../../i18n'
import { nextDhakaDay } from '../../lib/quizState'

describe('QuizPage: sending and the result', () => {
  it('sends the answers and shows the score, the pass mark, what to revisit (no right options) and the attempts left', async () => {
    const user = userEvent.setup()
    await openQuiz()
    await answerAll(user)
    await user.click(send())
    const shown = await screen.findByTestId('quiz-result')
    expect(api.submitQuiz).toHaveBeenCalledWith(learner.client, QUIZ_ID, {
      q1: ['b'],
      q2: ['a', 'c'],
      q3: ['a'],
    })
    expect(within(shown).getByRole('heading', { name: 'Your result' })).toBeVisible()
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('Score: 33% (1 of 3 right)')
    expect(shown).toHaveTextContent('Not passed yet: the pass mark is 70%.')
    const revisit = within(shown).getByTestId('quiz-revisit')
    expect(
      within(revisit)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Which element is the main landmark?', 'Where does the title go?'])
    expect(within(revisit).getByRole('link')).toHaveAttribute(
      'href',
      `/learn/web-development/${LESSON_ID}`,
    )
    expect(revisit).toHaveTextContent('Read the lesson again: HTML basics')
    // the options are the quiz's; no right answer is named
    expect(shown).not.toHaveTextContent('<main>')
    expect(screen.getByTestId('quiz-attempts-left')).toHaveTextContent('2 of 3')
    expect(screen.getByTestId('quiz-state')).toHaveTextContent('Not passed yet')
    expect(kept()).toBeNull()
    await user.click(screen.getByRole('button', { name: m.quiz_takeAgain({}, { locale: 'en' }) }))
    expect(screen.getByTestId('quiz-answered')).toHaveTextContent('Answered: 0 of 3')
    expect(screen.getByRole('heading', { name: 'Your last attempt' })).toBeVisible()
  })

  it('a pass says so and that it counts for the certificate', async () => {
    const user = userEvent.setup()
    api.submitQuiz.mockResolvedValue(
      result({ correct: 3, score: 100, passed: true, wrong: [], attemptsLeftToday: 1 }),
    )
    await openQuiz()
    await answerAll(user)
    await user.click(send())
    const shown = await screen.findByTestId('quiz-result')
    expect(shown).toHaveTextContent('You passed this quiz. It counts for your certificate.')
    expect(within(shown).queryByTestId('quiz-revisit')).toBeNull()
    expect(screen.getByTestId('quiz-state')).toHaveTextContent('Passed · 100%')
  })

  it('with the last attempt of the day used: no more questions, the next attempt in Dhaka time', async () => {
    const user = userEvent.setup()
    const next = '2026-11-27T18:00:00.000Z'
    api.submitQuiz.mockResolvedValue(result({ attemptsLeftToday: 0, nextAttemptAt: next }))
    await openQuiz()
    await answerAll(user)
    await user.click(send())
    expect(await screen.findByTestId('quiz-used-up')).toHaveTextContent(
      `Next attempt: ${formatDateTime(next, 'en')}`,
    )
    expect(screen.getByTestId('quiz-used-up')).toHaveTextContent('Sat, 28 Nov 2026, 12:00 am')
    expect(
      screen.queryByRole('button', { name: m.quiz_takeAgain({}, { locale: 'en' }) }),
    ).toBeNull()
    expect(screen.getByTestId('quiz-attempts-left')).toHaveTextContent('0 of 3')
  })

  it("opens on the last attempt's result, and with today's attempts used, on the next attempt's time (Bangla digits)", async () => {
    api.listMyQuizAttempts.mockResolvedValue([attempt(), attempt(), attempt({ wrong: ['q3'] })])
    renderPage('bn')
    const shown = await screen.findByTestId('quiz-result')
    expect(within(shown).getByRole('heading', { name: 'আপনার শেষ চেষ্টা' })).toBeVisible()
    expect(within(shown).getByTestId('quiz-revisit')).toHaveTextContent('কোন এলিমেন্ট পেজের মূল অংশ?')
    const next = formatDateTime(nextDhakaDay(Date.now()), 'bn')
    expect(next).toMatch(/[০-৯]/)
    expect(screen.getByTestId('quiz-used-up')).toHaveTextContent(`পরের চেষ্টা: ${next}`)
    expect(screen.queryAllByTestId('quiz-question')).toHaveLength(0)
  })

  it("counts only today's attempts in Dhaka: yesterday's leave today's whole", async () => {
    const yesterday = new Date(Date.now() - 26 * 60 * 60 * 1000).toISOString()
    api.listMyQuizAttempts.mockResolvedValue([
      attempt({ createdAt: yesterday }),
      attempt({ createdAt: yesterday }),
      attempt({ createdAt: yesterday }),
    ])
    await openQuiz()
    expect(screen.getByTestId('quiz-attempts-left')).toHaveTextContent('3 of 3')
  })

  it('a send refused because the day is used up says when the next attempt opens', async () => {
    const user = userEvent.setup()
    const next = '2026-11-28T18:00:00.000Z'
    api.submitQuiz.mockRejectedValue(
      new ApiError({
        kind: 'attempts_used_up',
        operation: 'quiz.submit',
        hint: 'attempts_used_up',
        retryAt: next,
      }),
    )
    await openQuiz()
    await answerAll(user)
    await user.click(send())
    expect(await screen.findByTestId('quiz-used-up')).toHaveTextContent(
      `${m.quiz_usedUp({}, { locale: 'en' })} Next attempt: ${formatDateTime(next, 'en')}`,
    )
  })

  it.each([
    [{ kind: 'not_enrolled', hint: 'not_enrolled' }, 'You are not enrolled in this course.'],
    [{ kind: 'invalid', hint: 'quiz_answers_invalid' }, m.quiz_error_changed({}, { locale: 'en' })],
    [{ kind: 'not_found', hint: 'quiz_not_found' }, 'This quiz no longer exists.'],
    [{ kind: 'session', hint: 'not_signed_in' }, m.quiz_error_session({}, { locale: 'en' })],
    [{ kind: 'rate_limited', retryAfter: 150 }, 'Try again in 3 minutes.'],
    [{ kind: 'unknown' }, m.quiz_error_unknown({}, { locale: 'en' })],
  ] as const)('a refusal %o is said, and the answers are kept', async (init, text) => {
    const user = userEvent.setup()
    api.submitQuiz.mockRejectedValue(new ApiError({ operation: 'quiz.submit', ...init }))
    await openQuiz()
    await answerAll(user)
    await user.click(send())
    const alert = await screen.findByText(new RegExp(text.replace(/[.?]/g, '\\$&')))
    expect(alert).toHaveTextContent(m.quiz_kept({}, { locale: 'en' }))
    expect(kept()?.answers).toEqual({ q1: ['b'], q2: ['a', 'c'], q3: ['a'] })
    expect(screen.queryByTestId('quiz-result')).toBeNull()
  })

  it('a send without a signal waits on the phone, says so, and goes when the signal returns', async () => {
    const user = userEvent.setup()
    api.submitQuiz.mockRejectedValueOnce(
      new ApiError({ kind: 'network', operation: 'quiz.submit', status: 0 }),
    )
    await openQuiz()
    await answerAll(user)
    await user.click(send())
    expect(await screen.findByTestId('quiz-waiting')).toHaveTextContent(
      m.quiz_waitingSignal({}, { locale: 'en' }),
    )
    expect(kept()?.waiting).toBe(true)
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByTestId('quiz-result')).toBeVisible()
    expect(api.submitQuiz).toHaveBeenCalledTimes(2)
    expect(kept()).toBeNull()
  })

  it('a send left waiting by a reload goes as soon as the page is back online', async () => {
    window.localStorage.setItem(
      `skill-courses_quiz-answers:${learner.userId}:${QUIZ_ID}`,
      JSON.stringify({
        answers: { q1: ['b'], q2: ['a', 'c'], q3: ['a'], gone: ['x'] },
        waiting: true,
      }),
    )
    renderPage()
    expect(await screen.findByTestId('quiz-result')).toBeVisible()
    // what the quiz no longer asks is not sent
    expect(api.submitQuiz).toHaveBeenCalledWith(learner.client, QUIZ_ID, {
      q1: ['b'],
      q2: ['a', 'c'],
      q3: ['a'],
    })
    await waitFor(() => expect(kept()).toBeNull())
  })
})
