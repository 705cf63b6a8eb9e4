/** The quiz editor: a stored quiz with its right answers, the form's refusals, the database's. */
import { ApiError, type ApiErrorInit } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectRefusedField, findAlert } from '../../../tests/forms'
import { fill, one } from '../../../tests/lessons'
import { fillQuestion, openDialog } from '../../../tests/lessonsTabActions'
import { questionBox, quiz, quizItems, quizQuestion, quizzesConsole } from '../../../tests/quizzes'

/** The Add quiz dialog over the two quizzes of quizzesConsole. */
const addQuizDialog = async () => openDialog(await quizzesConsole(), 'Add quiz')

/** The question of the quizzes the database refuses: two options, in English and Bangla. */
const grid = {
  question: ['Which grid?', 'কোন গ্রিড?'],
  options: [
    ['Three columns', 'তিন কলাম'],
    ['None', 'কোনোটাই না'],
  ],
} as const

/**
 * A one-question quiz "Layout" (`grid`) typed into the Add quiz dialog, the option `right`
 * marked, saved while the database refuses the save `refused` (the quiz's, or its questions') as
 * `refusal` says.
 */
async function saveRefusedQuiz(
  refused: 'saveQuiz' | 'saveQuizQuestions',
  refusal: Omit<ApiErrorInit, 'kind'>,
  right: 'A' | 'B',
) {
  const view = await addQuizDialog()
  const { api, user, dialog } = view
  api[refused].mockRejectedValueOnce(new ApiError({ kind: 'invalid', ...refusal }))
  await fill(user, dialog, { Title: 'Layout', 'Bangla title': 'লেআউট' })
  const q1 = questionBox(dialog, 1)
  await fillQuestion(user, q1, grid.question, grid.options)
  await user.click(within(q1).getByRole('radio', { name: `Option ${right} is right` }))
  await user.click(within(dialog).getByRole('button', { name: 'Save quiz' }))
  return { ...view, q1 }
}

describe('Lessons tab: the quiz editor', { timeout: 30_000 }, () => {
  it('edits a stored quiz from its questions and right answers, keeping the questions’ ids', async () => {
    const view = await quizzesConsole()
    const stored = quiz(1, one.id)
    view.api.getQuiz.mockResolvedValue({
      quiz: stored,
      questions: [quizQuestion(1), quizQuestion(2, { multiple: true })],
    })
    view.api.listQuizKeys.mockResolvedValue({
      [quizQuestion(1).id]: ['b'],
      [quizQuestion(2).id]: ['a', 'c'],
    })
    const { api, user, dialog } = await openDialog(view, 'Edit "Quiz 1"', 'Edit quiz')
    const first = await waitFor(() => questionBox(dialog, 1))
    expect(api.listQuizKeys).toHaveBeenCalledWith(stored.id)
    expect(within(dialog).getByRole('combobox', { name: 'Shown' })).toHaveDisplayValue(
      'After lesson 1: Lesson 1',
    )
    expect(within(dialog).getByRole('textbox', { name: 'Pass mark (%)' })).toHaveValue('70')
    expect(within(first).getByRole('radio', { name: 'Option B is right' })).toBeChecked()
    const second = questionBox(dialog, 2)
    expect(within(second).getByRole('switch', { name: 'More than one right answer' })).toBeChecked()
    expect(within(second).getByRole('checkbox', { name: 'Option C is right' })).toBeChecked()
    // a right option removed is no longer right; one answer only keeps the first marked
    await user.click(within(second).getByRole('button', { name: 'Remove option A' }))
    await user.click(within(first).getByRole('switch', { name: 'More than one right answer' }))
    await user.click(within(first).getByRole('checkbox', { name: 'Option A is right' }))
    await user.click(within(first).getByRole('switch', { name: 'More than one right answer' }))
    expect(within(first).getByRole('radio', { name: 'Option B is right' })).toBeChecked()
    expect(within(first).getByRole('radio', { name: 'Option A is right' })).not.toBeChecked()
    await user.click(within(first).getByRole('radio', { name: 'Option C is right' }))
    await user.click(within(second).getByRole('switch', { name: 'More than one right answer' }))
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Shown' }),
      'At the end of the course',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save quiz' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const { id: _, ...facts } = stored
    expect(api.saveQuiz).toHaveBeenCalledWith({ ...facts, id: stored.id, lessonId: null })
    const [q1, q2] = [quizQuestion(1), quizQuestion(2)]
    expect(api.saveQuizQuestions).toHaveBeenCalledWith(stored.id, [
      {
        id: q1.id,
        prompt: q1.prompt,
        promptBn: q1.promptBn,
        multiple: false,
        options: q1.options,
        right: ['c'],
      },
      {
        id: q2.id,
        prompt: q2.prompt,
        promptBn: q2.promptBn,
        multiple: false,
        options: q2.options.slice(1),
        right: ['c'],
      },
    ])
    expect(quizItems()[1]).toMatch(/^Quiz 1.*At the end of the course/)
  })

  it('refuses blank titles, a pass mark of 0, a blank question and no right answer; saves nothing', async () => {
    const { api, user, dialog } = await addQuizDialog()
    const field = (name: string) => within(dialog).getByRole('textbox', { name })
    await fill(user, dialog, { 'Bangla title': 'x'.repeat(201) })
    await user.clear(field('Pass mark (%)'))
    await fill(user, dialog, { 'Pass mark (%)': '0' })
    const q1 = questionBox(dialog, 1)
    await fill(user, q1, {
      'Question in Bangla': 'প্রশ্ন',
      'Option A': 'Yes',
      'Option A in Bangla': 'হ্যাঁ',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Save quiz' }))

    expectRefusedField(field('Title'), 'Fill all fields')
    expect(await findAlert('Fill all fields')).toBeVisible()
    expectRefusedField(field('Bangla title'), 'A title has at most 200 characters.', {
      first: false,
    })
    expectRefusedField(field('Pass mark (%)'), 'The pass mark is a whole number from 1 to 100.', {
      first: false,
    })
    expectRefusedField(
      within(q1).getByRole('textbox', { name: 'Question' }),
      'Question 1: write the question in English and Bangla, at most 1,000 characters each.',
      { first: false },
    )
    expectRefusedField(
      within(q1).getByRole('textbox', { name: 'Option B' }),
      'Question 1: each option needs its English and Bangla words',
      { first: false },
    )
    expect(within(q1).getByRole('radiogroup')).toHaveAccessibleDescription(
      expect.stringContaining('Question 1: choose the right option'),
    )
    expect(api.saveQuiz).not.toHaveBeenCalled()
    expect(api.saveQuizQuestions).not.toHaveBeenCalled()
  })

  it('keeps the editor and what was typed when the questions are refused; trying again saves the same quiz', async () => {
    const { api, user, dialog, q1 } = await saveRefusedQuiz(
      'saveQuizQuestions',
      { operation: 'quizQuestions.save', code: '22023', hint: 'quiz_key_invalid' },
      'A',
    )
    expect(await findAlert('The right options must be options of the question')).toBeVisible()
    // the quiz itself was saved: the editor is on it now, everything typed still there
    const editing = await screen.findByRole('form', { name: 'Edit quiz' })
    expect(within(editing).getByRole('textbox', { name: 'Title' })).toHaveValue('Layout')
    expect(within(q1).getByRole('radio', { name: 'Option A is right' })).toBeChecked()
    expect(quizItems()).toHaveLength(3)

    await user.click(within(dialog).getByRole('button', { name: 'Save quiz' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.saveQuiz).toHaveBeenCalledTimes(2)
    expect(api.saveQuiz).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'new-quiz-id' }))
    expect(api.saveQuizQuestions).toHaveBeenLastCalledWith('new-quiz-id', [
      expect.objectContaining({ prompt: 'Which grid?', right: ['a'] }),
    ])
    expect(quizItems()).toHaveLength(3)
  })

  it('says why the database refused the quiz: a lesson no longer in the course', async () => {
    const { api, dialog } = await saveRefusedQuiz(
      'saveQuiz',
      { operation: 'quiz.save', code: '23503', hint: 'lesson_not_in_course' },
      'B',
    )
    expect(await findAlert('Choose a lesson of this quiz’s course.')).toBeVisible()
    expect(api.saveQuizQuestions).not.toHaveBeenCalled()
    expect(within(dialog).getByRole('form', { name: 'Add quiz' })).toBeVisible()
  })
})
