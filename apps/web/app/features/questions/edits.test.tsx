/**
 * Editing one's own question or answer (issue 35): within 15 minutes of writing it, the Edit
 * button goes when they pass, and the database's refusal after (edit_window_closed) is worded.
 */
import type { LessonQuestion, QuestionAnswer } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { answerFixture as answer, questionFixture as question } from '../../../tests/questions'
import { ApiError } from '../../../tests/learner'
import { api, client, renderSection, slow, t } from '../../../tests/questionsSection'
import { m, type Locale } from '../../i18n'

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString()

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

async function show(q: LessonQuestion, locale: Locale = 'en') {
  api.questionsPage.mockResolvedValue({ rows: [q], next: null, total: null })
  renderSection(locale)
  return screen.findByTestId('question')
}

const editButton = (within_: HTMLElement, locale: Locale = 'en') =>
  within(within_).queryByRole('button', { name: m.questions_edit({}, t(locale)) })

describe('editing one’s own text', () => {
  it('a question of mine from 5 minutes ago: edited in place, marked edited, said saved', async () => {
    const item = await show(question('q1', { mine: true, createdAt: minutesAgo(5) }))
    api.editQuestion.mockResolvedValue(undefined)
    await userEvent.click(editButton(item)!)
    const box = within(item).getByLabelText(m.questions_editLabel({}, t()))
    expect(box).toHaveValue('How do I choose colours? (q1)')
    await userEvent.clear(box)
    await userEvent.type(box, 'How do I choose **two** colours?')
    await userEvent.click(within(item).getByRole('button', { name: m.questions_save({}, t()) }))
    await waitFor(() => expect(item.innerHTML).toContain('<strong>two</strong>'), slow)
    expect(api.editQuestion).toHaveBeenCalledWith(client, 'q1', 'How do I choose **two** colours?')
    expect(item).toHaveTextContent(m.questions_edited({}, t()))
    await waitFor(() =>
      expect(screen.getByTestId('questions-said')).toHaveTextContent(m.questions_saved({}, t())),
    )
    expect(editButton(item)).toBeVisible()
  })

  it('nothing to edit on someone else’s question', async () => {
    const theirs = await show(question('q1', { createdAt: minutesAgo(1) }))
    expect(editButton(theirs)).toBeNull()
  })

  it('nothing to edit on mine after 15 minutes', async () => {
    const old = await show(question('q1', { mine: true, createdAt: minutesAgo(16) }))
    expect(editButton(old)).toBeNull()
  })

  it('the button goes the moment the 15 minutes pass', async () => {
    const closing = new Date(Date.now() - 15 * 60_000 + 1500).toISOString()
    const item = await show(question('q1', { mine: true, createdAt: closing }))
    expect(editButton(item)).toBeVisible()
    await waitFor(() => expect(editButton(item)).toBeNull(), slow)
  })

  it.each(['en', 'bn'] as const)(
    'the database’s refusal after the window is said, the text left in the field (%s)',
    async (locale) => {
      const item = await show(question('q1', { mine: true, createdAt: minutesAgo(14) }), locale)
      api.editQuestion.mockRejectedValue(
        new ApiError({
          kind: 'conflict',
          operation: 'question.edit',
          hint: 'edit_window_closed',
          detail: '15',
          field: 'body',
        }),
      )
      await userEvent.click(editButton(item, locale)!)
      const box = within(item).getByLabelText(m.questions_editLabel({}, t(locale)))
      await userEvent.type(box, ' more')
      await userEvent.click(
        within(item).getByRole('button', { name: m.questions_save({}, t(locale)) }),
      )
      const alert = await within(item).findByRole('alert', {}, slow)
      expect(alert).toHaveTextContent(m.questions_error_editWindow({ n: 15 }, t(locale)))
      expect(alert).not.toHaveTextContent(m.questions_draftKept({}, t(locale)))
      expect(box).toHaveValue('How do I choose colours? (q1) more')
      await userEvent.click(
        within(item).getByRole('button', { name: m.questions_cancel({}, t(locale)) }),
      )
      expect(item).toHaveTextContent('How do I choose colours? (q1)')
      expect(item).not.toHaveTextContent('(q1) more')
    },
  )

  it('an answer of mine, within its 15 minutes', async () => {
    const mine: QuestionAnswer = answer('a1', { mine: true, createdAt: minutesAgo(2) })
    api.answersPage.mockResolvedValue({
      rows: [answer('a0', { createdAt: minutesAgo(3) }), mine],
      next: null,
      total: null,
    })
    api.editAnswer.mockResolvedValue(undefined)
    const item = await show(question('q1', { answerCount: 2 }))
    await userEvent.click(within(item).getByTestId('question-answers'))
    const answers = await within(item).findAllByTestId('answer')
    expect(editButton(answers[0]!)).toBeNull()
    await userEvent.click(editButton(answers[1]!)!)
    const box = within(answers[1]!).getByLabelText(m.questions_editLabel({}, t()))
    await userEvent.clear(box)
    await userEvent.type(box, 'Fixed answer')
    await userEvent.click(
      within(answers[1]!).getByRole('button', { name: m.questions_save({}, t()) }),
    )
    await waitFor(() => expect(answers[1]).toHaveTextContent('Fixed answer'), slow)
    expect(api.editAnswer).toHaveBeenCalledWith(client, 'a1', 'Fixed answer')
    expect(answers[1]).toHaveTextContent(m.questions_edited({}, t()))
  })
})
