/** The Lessons tab's quizzes: the list in syllabus order, add, edit, the form's refusals, delete. */
import { ApiError } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findAlert } from '../../../tests/forms'
import { fill, one, two } from '../../../tests/lessons'
import {
  deleteAfterAsking,
  fillQuestion,
  openDialog,
  savedQuestion,
  type TypedQuestion,
} from '../../../tests/lessonsTabActions'
import { questionBox, quiz, quizItems, quizzesConsole } from '../../../tests/quizzes'

/** The Add test's questions: the portrait's option C is added after A and B are typed. */
const portrait: TypedQuestion = {
  question: ['Which size is an Instagram portrait post?', 'ইনস্টাগ্রাম পোর্ট্রেট পোস্টের মাপ কত?'],
  options: [
    ['1080 x 1080', '১০৮০ x ১০৮০'],
    ['1920 x 1080', '১৯২০ x ১০৮০'],
    ['1080 x 1350', '১০৮০ x ১৩৫০'],
  ],
}
const warm: TypedQuestion = {
  question: ['Which are warm colours?', 'কোনগুলো উষ্ণ রং?'],
  options: [
    ['Red', 'লাল'],
    ['Orange', 'কমলা'],
  ],
}

describe('Lessons tab: quizzes', { timeout: 30_000 }, () => {
  it('lists the quizzes in syllabus order, with their place, required, pass mark and attempts', async () => {
    const { api } = await quizzesConsole([
      quiz(1, null, { required: false, attemptsPerDay: 1 }),
      quiz(2, two.id, { passPercent: 80 }),
      // its lesson was deleted meanwhile: the database moved it to the end
      quiz(3, '00000000-0000-4000-8000-000000000009'),
      quiz(4, one.id),
    ])
    await screen.findByText('Quiz 4')
    expect(api.listQuizzes).toHaveBeenCalledWith('creative-design')
    expect(screen.getByText('4 quizzes, in the order learners meet them.')).toBeVisible()
    expect(quizItems()).toEqual([
      expect.stringMatching(
        /^Quiz 4কুইজ 4After lesson 1: Lesson 1RequiredPass mark 70%3 attempts a day/,
      ),
      expect.stringMatching(/^Quiz 2.*After lesson 2: Lesson 2Required.*Pass mark 80%/),
      expect.stringMatching(/^Quiz 1.*At the end of the courseOptional.*1 attempt a day/),
      expect.stringMatching(/^Quiz 3.*At the end of the course/),
    ])
  })

  it('adds a quiz after a lesson, then its questions and right answers in one call', async () => {
    const { api, user, dialog } = await openDialog(await quizzesConsole(), 'Add quiz')
    await fill(user, dialog, { Title: ' Colour basics ', 'Bangla title': 'রঙের মূল কথা' })
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Shown' }),
      'After lesson 2: Lesson 2',
    )
    await user.clear(within(dialog).getByRole('textbox', { name: 'Attempts a day' }))
    await fill(user, dialog, { 'Attempts a day': '5' })
    await user.click(within(dialog).getByRole('switch', { name: 'Required for the certificate' }))
    // question 1: one right answer, a third option added and marked
    let q1 = questionBox(dialog, 1)
    await fillQuestion(user, q1, portrait.question, portrait.options.slice(0, 2))
    await user.click(within(q1).getByRole('button', { name: 'Add option' }))
    const [optionC, optionCBn] = portrait.options[2]!
    await fill(user, q1, { 'Option C': optionC, 'Option C in Bangla': optionCBn })
    await user.click(within(q1).getByRole('radio', { name: 'Option C is right' }))
    // question 2: several right answers; a third question added and removed; 2 moved first
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }))
    await user.click(within(dialog).getByRole('button', { name: 'Remove question 3' }))
    const q2 = questionBox(dialog, 2)
    await user.click(within(q2).getByRole('switch', { name: 'More than one right answer' }))
    await fillQuestion(user, q2, warm.question, warm.options)
    await user.click(within(q2).getByRole('checkbox', { name: 'Option A is right' }))
    await user.click(within(q2).getByRole('checkbox', { name: 'Option B is right' }))
    await user.click(within(dialog).getByRole('button', { name: 'Move question 2 up' }))
    q1 = questionBox(dialog, 1)
    expect(within(q1).getByRole('textbox', { name: 'Question' })).toHaveValue(warm.question[0])
    expect(within(dialog).getByRole('button', { name: 'Move question 1 up' })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Save quiz' }))

    expect(await screen.findByText('Quiz "Colour basics" saved.')).toBeVisible()
    expect(api.saveQuiz).toHaveBeenCalledWith({
      id: undefined,
      courseId: 'creative-design',
      lessonId: two.id,
      title: 'Colour basics',
      titleBn: 'রঙের মূল কথা',
      passPercent: 70,
      required: false,
      attemptsPerDay: 5,
    })
    expect(api.saveQuizQuestions).toHaveBeenCalledWith('new-quiz-id', [
      savedQuestion(warm, true, ['a', 'b']),
      savedQuestion(portrait, false, ['c']),
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(quizItems()[1]).toMatch(
      /^Colour basics.*After lesson 2: Lesson 2Optional.*5 attempts a day/,
    )
  })

  it('deletes a quiz after saying its learners’ attempts go with it', async () => {
    const { api } = await deleteAfterAsking(
      await quizzesConsole(),
      'quiz',
      'Quiz 2',
      '"Quiz 2", its questions and every learner\'s attempts at it (their scores) are deleted.',
    )
    expect(api.deleteQuiz).toHaveBeenCalledWith(quiz(2, null).id)
    expect(quizItems()).toHaveLength(1)
    expect(screen.getByText('1 quiz, in the order learners meet them.')).toBeVisible()
  })

  it('keeps a quiz the database refuses to delete, and says why', async () => {
    const { api, user } = await quizzesConsole()
    api.deleteQuiz.mockRejectedValueOnce(
      new ApiError({ kind: 'not_found', operation: 'quiz.delete' }),
    )
    const { dialog: confirm } = await openDialog({ user }, 'Delete "Quiz 1"', 'Delete quiz')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await findAlert('Could not delete the quiz.')).toBeVisible()
    expect(quizItems()).toHaveLength(2)
  })

  it('says a quiz deleted meanwhile cannot be edited', async () => {
    const view = await quizzesConsole()
    view.api.getQuiz.mockResolvedValueOnce(null)
    const { api, dialog } = await openDialog(view, 'Edit "Quiz 1"', 'Edit quiz')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This quiz no longer exists.',
    )
    expect(api.getQuiz).toHaveBeenCalledWith(quiz(1, one.id).id)
  })
})
