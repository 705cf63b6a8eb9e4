/**
 * The quiz page (issue 35): the quiz's facts and questions in the page's language, answers kept on
 * the phone, the send and its result (score, pass mark, what to revisit, attempts left, the next
 * attempt's time in Dhaka), and every refusal in words.
 */
import type { Quiz, QuizAttempt, QuizQuestion, QuizResult } from '@repo/api'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../../tests/render'
import { formatDateTime, m, type Locale } from '../../i18n'
import { nextDhakaDay } from '../../lib/quizState'

// Each test is a learner of its own: their kept answers never meet.
const who = vi.hoisted(() => ({ userId: 'u0', signedIn: true }))
const client = vi.hoisted(() => ({ name: 'the learner client' }))
vi.mock('../../lib/session', () => ({
  useSession: () =>
    who.signedIn
      ? { status: 'signed-in', client, session: { user: { id: who.userId } } }
      : { status: 'signed-out', client },
}))
const api = vi.hoisted(() => ({
  getQuiz: vi.fn(),
  listMyEnrollments: vi.fn(),
  listMyQuizAttempts: vi.fn(),
  listLessons: vi.fn(),
  submitQuiz: vi.fn(),
}))
vi.mock('@repo/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}))

const { ApiError } = await import('@repo/api')
const { QuizPage } = await import('./QuizPage')

const QUIZ_ID = '0b5e0c1e-1111-4222-8333-944445555666'
const LESSON_ID = '1c5e0c1e-1111-4222-8333-944445555666'

const quiz: Quiz = {
  id: QUIZ_ID,
  courseId: 'web-development',
  lessonId: LESSON_ID,
  title: 'Quiz: HTML foundations',
  titleBn: 'কুইজ: HTML-এর ভিত্তি',
  passPercent: 70,
  required: true,
  attemptsPerDay: 3,
}
const option = (id: string, label: string) => ({ id, label, labelBn: `${label} (বাংলা)` })
const questions: QuizQuestion[] = [
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
const lesson = { id: LESSON_ID, title: 'HTML basics', titleBn: 'HTML-এর শুরু' }

const attempt = (facts: Partial<QuizAttempt> = {}): QuizAttempt => ({
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
const result = (facts: Partial<QuizResult> = {}): QuizResult => ({
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

let learners = 0
beforeEach(() => {
  who.userId = `u${++learners}`
  who.signedIn = true
  for (const fn of Object.values(api)) fn.mockReset()
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

function renderPage(locale: Locale = 'en') {
  const prefix = locale === 'bn' ? '/bn' : ''
  return render(<QuizPage courseId="web-development" />, {
    locale,
    at: `${prefix}/learn/web-development/quizzes/${QUIZ_ID}`,
  })
}

const send = (locale: Locale = 'en') =>
  screen.getByRole('button', { name: m.quiz_send({}, { locale }) })
const question = (n: number) => screen.getAllByTestId('quiz-question')[n - 1]!

async function openQuiz(locale: Locale = 'en') {
  const view = renderPage(locale)
  await screen.findByRole('button', { name: m.quiz_send({}, { locale }) })
  return view
}

/** Chooses q1 b, q2 a and c, q3 a. */
async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(question(1)).getByRole('radio', { name: '<main>' }))
  await user.click(within(question(2)).getByRole('checkbox', { name: '<h1>' }))
  await user.click(within(question(2)).getByRole('checkbox', { name: '<h2>' }))
  await user.click(within(question(3)).getByRole('radio', { name: '<head>' }))
}

const kept = () =>
  JSON.parse(
    window.localStorage.getItem(`skill-courses_quiz-answers:${who.userId}:${QUIZ_ID}`) ?? 'null',
  ) as { answers: Record<string, string[]>; waiting: boolean } | null

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
    who.signedIn = false
    renderPage()
    const notice = await screen.findByTestId('quiz-access')
    expect(notice).toHaveAttribute('data-access', 'anon')
    const next = encodeURIComponent(`/learn/web-development/quizzes/${QUIZ_ID}`)
    expect(within(notice).getByRole('link')).toHaveAttribute('href', `/login?next=${next}`)
    expect(api.getQuiz).not.toHaveBeenCalled()
  })
})

describe('QuizPage: sending and the result', () => {
  it('sends the answers and shows the score, the pass mark, what to revisit (no right options) and the attempts left', async () => {
    const user = userEvent.setup()
    await openQuiz()
    await answerAll(user)
    await user.click(send())
    const shown = await screen.findByTestId('quiz-result')
    expect(api.submitQuiz).toHaveBeenCalledWith(client, QUIZ_ID, {
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
      `skill-courses_quiz-answers:${who.userId}:${QUIZ_ID}`,
      JSON.stringify({
        answers: { q1: ['b'], q2: ['a', 'c'], q3: ['a'], gone: ['x'] },
        waiting: true,
      }),
    )
    renderPage()
    expect(await screen.findByTestId('quiz-result')).toBeVisible()
    // what the quiz no longer asks is not sent
    expect(api.submitQuiz).toHaveBeenCalledWith(client, QUIZ_ID, {
      q1: ['b'],
      q2: ['a', 'c'],
      q3: ['a'],
    })
    await waitFor(() => expect(kept()).toBeNull())
  })
})
