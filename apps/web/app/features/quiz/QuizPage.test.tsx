/** The quiz page (issue 35): the quiz's facts and questions in the page's language, answers kept on the phone, who may take it. */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { learner } from '../../../tests/learner'
import { api, QUIZ_ID, LESSON_ID, quiz, questions, renderPage, send } from '../../../tests/quizPage'
import { question, openQuiz, answerAll, kept } from '../../../tests/quizPage'
import { m } from '../../i18n'

describe('QuizPage: the quiz', () => {
  it('shows its facts, the lesson it follows and every question, radios for one answer and checkboxes for several', async () => {
    await openQuiz()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quiz: HTML foundations')
    const facts = screen.getByTestId('quiz-facts')
    expect(facts).toHaveTextContent('Pass mark: 70%')
    expect(facts).toHaveTextContent('3 attempts a day')
    expect(facts).toHaveTextContent(m.quiz_required({}, { locale: 'en' }))
    expect(screen.getByTestId('quiz-state')).toHaveTextContent('To do')
    expect(screen.getByTestId('quiz-attempts-left')).toHaveTextContent(
      'Attempts left today: 3 of 3',
    )
    expect(screen.getByRole('link', { name: 'After the lesson: HTML basics' })).toHaveAttribute(
      'href',
      `/learn/web-development/${LESSON_ID}`,
    )
    expect(screen.getAllByTestId('quiz-question')).toHaveLength(3)
    const first = screen.getByRole('group', { name: /Question 1 of 3/ })
    expect(first).toHaveAccessibleName('Question 1 of 3 Which element is the main landmark?')
    expect(within(first).getAllByRole('radio')).toHaveLength(3)
    expect(first).toHaveAccessibleDescription('Choose one answer')
    const second = screen.getByRole('group', { name: /Question 2 of 3/ })
    expect(within(second).getAllByRole('checkbox')).toHaveLength(3)
    expect(second).toHaveAccessibleDescription('Choose every right answer')
    expect(screen.getByTestId('quiz-answered')).toHaveTextContent('Answered: 0 of 3')
  })

  it('in Bangla: the Bangla title, prompts and options, Bangla digits', async () => {
    await openQuiz('bn')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('কুইজ: HTML-এর ভিত্তি')
    expect(screen.getByTestId('quiz-facts')).toHaveTextContent('পাস নম্বর: ৭০%')
    expect(screen.getByTestId('quiz-attempts-left')).toHaveTextContent('৩ বারের মধ্যে ৩ বার')
    expect(screen.getByRole('group', { name: /প্রশ্ন ২ \/ ৩/ })).toHaveAccessibleDescription(
      'সব সঠিক উত্তর বেছে নিন',
    )
    expect(screen.getByRole('radio', { name: '<main> (বাংলা)' })).toBeVisible()
    expect(screen.getByText('কোন এলিমেন্ট পেজের মূল অংশ?')).toBeVisible()
    expect(screen.getByRole('link', { name: 'যে ক্লাসের পরে: HTML-এর শুরু' })).toHaveAttribute(
      'href',
      `/bn/learn/web-development/${LESSON_ID}`,
    )
  })

  it('keeps every choice on the phone: a reload loses nothing', async () => {
    const user = userEvent.setup()
    const { unmount } = await openQuiz()
    await answerAll(user)
    expect(kept()).toEqual({ answers: { q1: ['b'], q2: ['a', 'c'], q3: ['a'] }, waiting: false })
    unmount()
    await openQuiz()
    expect(within(question(1)).getByRole('radio', { name: '<main>' })).toBeChecked()
    expect(within(question(2)).getByRole('checkbox', { name: '<h2>' })).toBeChecked()
    expect(within(question(2)).getByRole('checkbox', { name: '<p>' })).not.toBeChecked()
    expect(screen.getByTestId('quiz-answered')).toHaveTextContent('Answered: 3 of 3')
  })

  it('names the questions left unanswered, focuses the first and sends nothing', async () => {
    const user = userEvent.setup()
    await openQuiz()
    await user.click(within(question(2)).getByRole('checkbox', { name: '<h1>' }))
    await user.click(send())
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Answer every question before sending: 2 are left.',
    )
    expect(within(question(1)).getByRole('radio', { name: '<div>' })).toHaveFocus()
    expect(within(question(3)).getByText(m.quiz_unanswered({}, { locale: 'en' }))).toBeVisible()
    expect(api.submitQuiz).not.toHaveBeenCalled()
    await user.click(within(question(1)).getByRole('radio', { name: '<div>' }))
    expect(within(question(1)).queryByText(m.quiz_unanswered({}, { locale: 'en' }))).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent('1 is left.')
  })

  it("says a made-up or another course's quiz is not found", async () => {
    api.getQuiz.mockResolvedValue({ quiz: { ...quiz, courseId: 'video-editing' }, questions })
    renderPage()
    expect(await screen.findByText(m.quiz_notFoundText({}, { locale: 'en' }))).toBeVisible()
    expect(screen.queryByRole('button', { name: m.quiz_send({}, { locale: 'en' }) })).toBeNull()
  })

  it.each([
    ['none', { enrollments: [], requests: [] }, '/enroll/web-development'],
    [
      'pending',
      { enrollments: [], requests: [{ course_id: 'web-development', status: 'pending' }] },
      '/profile',
    ],
  ])(
    'a learner with access %s is told the way forward, and sees nothing of the quiz',
    async (access, mine, to) => {
      api.listMyEnrollments.mockResolvedValue(mine)
      api.getQuiz.mockResolvedValue(null)
      renderPage()
      const notice = await screen.findByTestId('quiz-access')
      expect(notice).toHaveAttribute('data-access', access)
      expect(within(notice).getByRole('link')).toHaveAttribute('href', to)
      expect(screen.queryAllByTestId('quiz-question')).toHaveLength(0)
    },
  )

  it('a visitor is asked to log in and back, and nothing is read', async () => {
    learner.signedIn = false
    renderPage()
    const notice = await screen.findByTestId('quiz-access')
    expect(notice).toHaveAttribute('data-access', 'anon')
    const next = encodeURIComponent(`/learn/web-development/quizzes/${QUIZ_ID}`)
    expect(within(notice).getByRole('link')).toHaveAttribute('href', `/login?next=${next}`)
    expect(api.getQuiz).not.toHaveBeenCalled()
  })
})
