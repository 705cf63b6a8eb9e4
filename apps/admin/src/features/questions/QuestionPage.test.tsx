import { ApiError } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectRefusedField, findAlert } from '../../../tests/forms'
import { expectVisible, renderConsole } from '../../../tests/render'
import { answer, question, questionId } from '../../../tests/questions'
import { firstScreen, onePage } from '../../../tests/queueTab'
import { hoursAgo, mentorApi } from '../../../tests/reviews'

// the page's code, loaded before the tests rather than while a test waits for its first screen
await Promise.all([import('./QuestionPage'), import('./QuestionsTab')])

const staffAnswer = answer({
  id: '66666666-6666-4666-8666-666666666666',
  authorName: 'Nadia Islam',
  byStaff: true,
  accepted: true,
  body: 'Use the **60-30-10** rule.',
  createdAt: hoursAgo(1),
})

/** A mentor opening Rahim's question, answered by a learner and by a mentor (accepted). */
function opened(
  overrides: Parameters<typeof mentorApi>[0] = {},
  path = `/questions/${questionId}`,
) {
  const api = mentorApi({
    getQuestion: async () => question({ answerCount: 2 }),
    answersPage: onePage([answer(), staffAnswer]),
    answerQuestion: async (id, body) =>
      answer({ id: '77777777-7777-4777-8777-777777777777', questionId: id, body, byStaff: true }),
    ...overrides,
  })
  return { api, ...renderConsole(api, path) }
}

const answerBox = () => screen.getByRole('textbox', { name: 'Your answer' })
const card = (name: string) => screen.getByRole('article', { name })

describe('Answering a question', { timeout: 30_000 }, () => {
  it('shows the question as Markdown, its answers with the staff and accepted marks, and the answer box', async () => {
    const { api } = opened()
    expect(
      await screen.findByRole('heading', { name: 'Colours that work together' }, firstScreen),
    ).toBeVisible()
    expect(screen.getByText(/Rahim Uddin · asked/)).toBeVisible()
    expect(screen.getByText('three', { selector: 'strong' })).toBeVisible()
    expect(screen.getByText('Waiting')).toBeVisible()
    const learner = await screen.findByRole('article', { name: 'Answer by Karima Begum' })
    expectVisible(within(learner), ['Start from one colour and use the colour wheel.'])
    expect(within(learner).queryByText('Staff')).toBeNull()
    expect(within(learner).queryByText('Accepted')).toBeNull()
    const mentor = card('Answer by Nadia Islam')
    expectVisible(within(mentor), ['Staff', 'Accepted'])
    expect(within(mentor).getByText('60-30-10', { selector: 'strong' })).toBeVisible()
    expect(screen.getByText('1–2 of 2')).toBeVisible()
    expect(api.answersPage).toHaveBeenCalledWith(questionId, { limit: 50 })
    expect(answerBox()).toBeVisible()
    expect(screen.getByRole('button', { name: 'Send answer' })).toBeVisible()
  })

  it('renders a body’s HTML and javascript: links inert', async () => {
    opened({
      getQuestion: async () =>
        question({
          body: '<script>alert(1)</script> [click](javascript:alert(1)) <img src=x onerror=alert(1)>',
        }),
      answersPage: onePage([]),
    })
    const body = await screen.findByLabelText('Question body', {}, firstScreen)
    expect(body.querySelector('script, img')).toBeNull()
    expect(body.innerHTML).not.toMatch(/href="javascript:/i)
    expect(body).toHaveTextContent('<script>alert(1)</script>')
    expect(await screen.findByText('No answers yet. Yours will be the first.')).toBeVisible()
  })

  it('sends an answer: the asker is told, the box empties and the answers read again', async () => {
    const { api, user } = opened()
    await screen.findByRole('heading', { name: 'Colours that work together' }, firstScreen)
    expect(api.answersPage).toHaveBeenCalledTimes(1)
    await user.type(answerBox(), '  Try Adobe Color’s wheel.  ')
    expect(screen.getByText(/^28 \/ 4,000 characters/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Send answer' }))
    await waitFor(() =>
      expect(api.answerQuestion).toHaveBeenCalledWith(questionId, 'Try Adobe Color’s wheel.'),
    )
    expect(
      await screen.findByText('Answer sent. Rahim Uddin is told in the app and by mail.'),
    ).toBeVisible()
    expect(answerBox()).toHaveValue('')
    await waitFor(() => expect(api.answersPage).toHaveBeenCalledTimes(2))
  })

  it('refuses an empty or too long answer on its field, without asking the server', async () => {
    const { api, user } = opened()
    await screen.findByRole('heading', { name: 'Colours that work together' }, firstScreen)
    await user.type(answerBox(), '   ')
    await user.click(screen.getByRole('button', { name: 'Send answer' }))
    expectRefusedField(answerBox(), 'Write your answer first.')
    await user.clear(answerBox())
    await user.click(answerBox())
    await user.paste('ক'.repeat(4001))
    expect(screen.getByText(/^4,001 \/ 4,000 characters/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Send answer' }))
    expectRefusedField(answerBox(), 'At most 4,000 characters.')
    expect(api.answerQuestion).not.toHaveBeenCalled()
  })

  it('keeps the text when the server refuses, and says why in the one error toast', async () => {
    const { user } = opened({
      answerQuestion: async () => {
        throw new ApiError({ kind: 'rate_limited', operation: 'question.answer', retryAfter: 120 })
      },
    })
    await screen.findByRole('heading', { name: 'Colours that work together' }, firstScreen)
    await user.type(answerBox(), 'The colour wheel.')
    await user.click(screen.getByRole('button', { name: 'Send answer' }))
    await findAlert('Too many attempts. Try again in 2 minutes.')
    expect(answerBox()).toHaveValue('The colour wheel.')
  })

  it('hides the question after saying what the learners will no longer see, and shows it again', async () => {
    let hidden = false
    const { api, user } = opened({
      getQuestion: async () => question({ hiddenAt: hidden ? hoursAgo(0) : null }),
      hideQuestion: async (_id, hide) => {
        hidden = hide
      },
    })
    await screen.findByRole('heading', { name: 'Colours that work together' }, firstScreen)
    const questionPart = screen.getByRole('region', { name: 'Question' })
    await user.click(within(questionPart).getByRole('button', { name: 'Hide' }))
    const dialog = await screen.findByRole('dialog', { name: 'Hide the question' })
    expect(dialog).toHaveTextContent('Hide this question from the course’s learners?')
    expect(dialog).toHaveTextContent(/no longer see it under the lesson, nor its answers/)
    expect(api.hideQuestion).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }))
    await waitFor(() => expect(api.hideQuestion).toHaveBeenCalledWith(questionId, true))
    expect(await screen.findByText('Question hidden from the learners.')).toBeVisible()
    // hidden: marked, and no answer box (the database takes no answer to a hidden question)
    expect(await screen.findByText('Hidden from learners')).toBeVisible()
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull()
    expect(screen.getByText(/This question is hidden/)).toBeVisible()

    await user.click(within(questionPart).getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(api.hideQuestion).toHaveBeenLastCalledWith(questionId, false))
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toBeVisible()
  })

  it('hides an answer after asking, and Cancel changes nothing', async () => {
    const { api, user } = opened()
    const learner = await screen.findByRole(
      'article',
      { name: 'Answer by Karima Begum' },
      firstScreen,
    )
    await user.click(within(learner).getByRole('button', { name: 'Hide' }))
    let dialog = await screen.findByRole('dialog', { name: 'Hide the answer' })
    expect(dialog).toHaveTextContent('Learners will no longer see it under the question.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.hideAnswer).not.toHaveBeenCalled()

    await user.click(within(learner).getByRole('button', { name: 'Hide' }))
    dialog = await screen.findByRole('dialog', { name: 'Hide the answer' })
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }))
    await waitFor(() =>
      expect(api.hideAnswer).toHaveBeenCalledWith('55555555-5555-4555-8555-555555555555', true),
    )
    expect(await screen.findByText('Answer hidden from the learners.')).toBeVisible()
  })

  it('shows a hidden answer marked, with Show', async () => {
    const { api, user } = opened({
      answersPage: onePage([answer({ hiddenAt: hoursAgo(1) })]),
    })
    const hiddenOne = await screen.findByRole(
      'article',
      { name: 'Answer by Karima Begum' },
      firstScreen,
    )
    expect(within(hiddenOne).getByText('Hidden from learners')).toBeVisible()
    await user.click(within(hiddenOne).getByRole('button', { name: 'Show' }))
    await waitFor(() =>
      expect(api.hideAnswer).toHaveBeenCalledWith('55555555-5555-4555-8555-555555555555', false),
    )
  })

  it('says when the question is not one the mentor may read, with the way back to the queue as left', async () => {
    const { user, router } = opened({ getQuestion: async () => null })
    expect(await screen.findByRole('alert', {}, firstScreen)).toHaveTextContent(
      'This question was not found',
    )
    await user.click(screen.getByRole('link', { name: '← Back to the questions' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions'))
  })
})
