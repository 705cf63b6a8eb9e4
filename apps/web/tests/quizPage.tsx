/**
 * The quiz page's tests' set-up (issue 35): an enrolled learner of their own per test, the API
 * fake with one quiz of three questions after one lesson, and the page's controls.
 */
import type { QuizAttempt, QuizQuestion, QuizResult } from '@repo/api'
import { screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { beforeEach, vi } from 'vitest'
import { fakeApi, learner, loaded, renderCoursePage } from './learner'
import { m, type Locale } from '../app/i18n'
import { LESSON_ID, QUIZ_ID, quiz } from './quizzes'

export { LESSON_ID, QUIZ_ID, quiz }

export const api = fakeApi(
  'getQuiz',
  'listMyEnrollments',
  'listMyQuizAttempts',
  'listLessons',
  'submitQuiz',
)

const { QuizPage } = await import('../app/features/quiz/QuizPage')

const option = (id: string, label: string) => ({ id, label, labelBn: `${label} (বাংলা)` })
export const questions: QuizQuestion[] = [
  {
    id: 'q1',
    position: 1,
    prompt: 'Which element is the main landmark?',
    promptBn: 'কোন এলিমেন্ট পেজের মূল অংশ?',
    options: [option('a', '<div>'), option('b', '<main>'), option('c', '<span>')],
    multiple: false,
  },
  {
    id: 'q2',
    position: 2,
    prompt: 'Which are headings?',
    promptBn: 'কোনগুলো হেডিং?',
    options: [option('a', '<h1>'), option('b', '<p>'), option('c', '<h2>')],
    multiple: true,
  },
  {
    id: 'q3',
    position: 3,
    prompt: 'Where does the title go?',
    promptBn: 'টাইটেল কোথায় থাকে?',
    options: [option('a', '<head>'), option('b', '<body>')],
    multiple: false,
  },
]
export const lesson = { id: LESSON_ID, title: 'HTML basics', titleBn: 'HTML-এর শুরু' }

export const attempt = (facts: Partial<QuizAttempt> = {}): QuizAttempt => ({
  id: `a${Math.random()}`,
  quizId: QUIZ_ID,
  score: 33,
  correct: 1,
  total: 3,
  passed: false,
  wrong: ['q1', 'q2'],
  createdAt: new Date().toISOString(),
  ...facts,
})
export const result = (facts: Partial<QuizResult> = {}): QuizResult => ({
  attemptId: 'new',
  correct: 1,
  total: 3,
  score: 33,
  passPercent: 70,
  passed: false,
  wrong: ['q1', 'q3'],
  attemptsLeftToday: 2,
  nextAttemptAt: null,
  ...facts,
})

beforeEach(() => {
  api.getQuiz.mockResolvedValue({ quiz, questions })
  api.listMyEnrollments.mockResolvedValue({
    enrollments: [
      { course_id: 'web-development', completed: false, created_at: '2026-11-20T04:00:00Z' },
    ],
    requests: [],
  })
  api.listMyQuizAttempts.mockResolvedValue([])
  api.listLessons.mockResolvedValue([lesson])
  api.submitQuiz.mockResolvedValue(result())
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
})

export const renderPage = (locale: Locale = 'en') =>
  renderCoursePage(QuizPage, 'web-development', `quizzes/${QUIZ_ID}`, locale)

export const send = (locale: Locale = 'en') =>
  screen.getByRole('button', { name: m.quiz_send({}, { locale }) })
export const question = (n: number) => screen.getAllByTestId('quiz-question')[n - 1]!

export const openQuiz = (locale: Locale = 'en') => loaded(renderPage(locale), () => send(locale))

/** Chooses q1 b, q2 a and c, q3 a. */
export async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(question(1)).getByRole('radio', { name: '<main>' }))
  await user.click(within(question(2)).getByRole('checkbox', { name: '<h1>' }))
  await user.click(within(question(2)).getByRole('checkbox', { name: '<h2>' }))
  await user.click(within(question(3)).getByRole('radio', { name: '<head>' }))
}

export const kept = () =>
  JSON.parse(
    window.localStorage.getItem(`skill-courses_quiz-answers:${learner.userId}:${QUIZ_ID}`) ??
      'null',
  ) as { answers: Record<string, string[]>; waiting: boolean } | null
