// Quizzes graded by the database (issue 35), in Chromium at 360 px, in English and in Bangla: a
// learner with every lesson done, every required project approved and every other required quiz
// passed is refused the certificate for one quiz; opens it from the syllabus, keeps the answers
// through a reload, fails it and sees what to revisit (never the right options); passes on a
// later attempt; only then gets the certificate. Plus a send without a signal.
import { type Locale } from '@repo/courses'
import { m } from '@repo/courses/i18n'
import type { Locator, Page } from '@playwright/test'
import { urls } from '../../ports'
import {
  approveRequiredProjects,
  enrollLearner,
  lessonRows,
  markComplete,
  passRequiredQuizzes,
  service,
} from '../backend'
import { expect, test, toast } from '../fixtures'
import { confirmedLearner, logIn, type Learner } from '../learners'
import {
  firstRequiredQuiz,
  hasCertificate,
  quizAttemptsOf,
  type KeyedQuestion,
  type KeyedQuiz,
} from '../quizzes-backend'

// The session check on the way in is a refused call that Chromium logs; so is a send without
// a signal.
test.use({ allowedConsoleErrors: [/Failed to load resource/] })

/** A path of the site in the page's language (the Bangla twin under /bn). */
const at = (path: string, locale: Locale) => (locale === 'bn' ? `/bn${path}` : path)

/** A text of the quiz in the page's language. */
const inLocale = (en: string, bn: string, locale: Locale) => (locale === 'bn' ? bn : en)

/**
 * A new learner enrolled in the course, every lesson done, every required project approved and
 * every required quiz but `quiz` passed (arranged), logged in on `next`.
 */
async function readyButForQuiz(
  page: Page,
  courseId: string,
  quiz: KeyedQuiz,
  locale: Locale,
  next: string,
): Promise<Learner> {
  const learner = await confirmedLearner(`quiz${locale}`)
  const { error } = await service
    .from('profiles')
    .update({ name: locale === 'bn' ? 'সুমাইয়া আক্তার' : 'Sumaiya Akter', locale })
    .eq('id', learner.id)
  expect(error).toBeNull()
  await enrollLearner(learner.id, courseId)
  const lessons = (await lessonRows(courseId)).filter((l) => l.kind !== 'live')
  await markComplete(
    learner.id,
    lessons.map((l) => l.id),
  )
  await approveRequiredProjects(learner.id, courseId)
  await passRequiredQuizzes(learner.id, courseId, [quiz.id])
  await page.goto(`${at('/login', locale)}?next=${encodeURIComponent(next)}`)
  await logIn(page, learner.email, learner.password, locale)
  await expect(page).toHaveURL(`${urls.web}${next}`)
  return learner
}

/** The n-th question (from 0) of the quiz page. */
const questionAt = (page: Page, i: number) => page.getByTestId('quiz-question').nth(i)

/** An option of a question by its words in the page's language. */
function optionOf(page: Page, i: number, question: KeyedQuestion, id: string, locale: Locale) {
  const option = question.options.find((o) => o.id === id)!
  return questionAt(page, i).getByRole(question.multiple ? 'checkbox' : 'radio', {
    name: inLocale(option.label, option.label_bn, locale),
    exact: true,
  })
}

/** Answers question i right (its right options), or wrong (one option that is not right). */
async function answer(
  page: Page,
  i: number,
  question: KeyedQuestion,
  right: boolean,
  locale: Locale,
) {
  const chosen = right
    ? question.right
    : [question.options.find((o) => !question.right.includes(o.id))!.id]
  for (const id of chosen) await optionOf(page, i, question, id, locale).check()
}

const send = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: m.quiz_send({}, { locale }) }).click()

/** The syllabus line of the quiz on the classroom page. */
const lineOf = (page: Page, quiz: KeyedQuiz, locale: Locale): Locator =>
  page.getByTestId('quiz').filter({ hasText: inLocale(quiz.title, quiz.title_bn, locale) })

const courses = { en: 'creative-design', bn: 'web-development' } as const

for (const locale of ['en', 'bn'] as const) {
  test(`${locale}: a learner fails a quiz, sees what to revisit, passes on a later attempt, and only then gets the certificate`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const courseId = courses[locale]
    const quiz = await firstRequiredQuiz(courseId)
    const total = quiz.questions.length
    expect(total).toBeGreaterThanOrEqual(5)
    const classroom = at(`/learn/${courseId}`, locale)
    const quizPath = at(`/learn/${courseId}/quizzes/${quiz.id}`, locale)
    const learner = await readyButForQuiz(page, courseId, quiz, locale, classroom)

    // 1. Every lesson done: the certificate waits for the quiz, which the syllabus lists to do.
    const line = lineOf(page, quiz, locale)
    await expect(line).toHaveAttribute('data-state', 'todo')
    await expect(line.getByTestId('quiz-state')).toHaveText(m.quiz_state_todo({}, { locale }))
    await page.getByRole('button', { name: m.classroom_getCertificate({}, { locale }) }).click()
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: m.errors_quizzesPending({}, { locale }) })
    await expect(refusal).toBeVisible()
    await expect(
      refusal.getByRole('link', { name: inLocale(quiz.title, quiz.title_bn, locale) }),
    ).toHaveAttribute('href', quizPath)
    expect(await hasCertificate(learner.id, courseId)).toBe(false)

    // 2. The quiz from the syllabus: its facts, every question on the page.
    await line.getByRole('link').click()
    await expect(page).toHaveURL(`${urls.web}${quizPath}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      inLocale(quiz.title, quiz.title_bn, locale),
    )
    await expect(page.getByTestId('quiz-facts')).toContainText(
      m.quiz_passMark({ n: quiz.pass_percent }, { locale }),
    )
    await expect(page.getByTestId('quiz-attempts-left')).toHaveText(
      m.quiz_attemptsLeft({ n: 3, total: quiz.attempts_per_day }, { locale }),
    )
    await expect(page.getByTestId('quiz-question')).toHaveCount(total)
    const multiple = quiz.questions.findIndex((q) => q.multiple)
    if (multiple >= 0)
      await expect(questionAt(page, multiple)).toContainText(m.quiz_chooseEvery({}, { locale }))

    // 3. The first attempt: two right, the rest wrong; the answers survive a reload.
    for (const [i, q] of quiz.questions.entries()) await answer(page, i, q, i < 2, locale)
    await page.reload()
    await expect(page.getByTestId('quiz-answered')).toHaveText(
      m.quiz_answered({ n: total, total }, { locale }),
    )
    await expect(
      optionOf(page, 0, quiz.questions[0]!, quiz.questions[0]!.right[0]!, locale),
    ).toBeChecked()
    await send(page, locale)
    const result = page.getByTestId('quiz-result')
    const score = Math.floor((2 * 100) / total)
    await expect(page.getByTestId('quiz-score')).toHaveText(
      m.quiz_score({ score, correct: 2, total }, { locale }),
    )
    await expect(result).toContainText(m.quiz_failedText({ n: quiz.pass_percent }, { locale }))
    const wrong = quiz.questions.slice(2)
    const revisit = result.getByTestId('quiz-revisit')
    await expect(revisit.getByRole('listitem')).toHaveText(
      wrong.map((q) => inLocale(q.prompt, q.prompt_bn, locale)),
    )
    await expect(revisit.getByRole('link')).toHaveAttribute(
      'href',
      at(`/learn/${courseId}/${quiz.lesson_id}`, locale),
    )
    // never the right options of what was answered wrong
    const shown = (await result.textContent()) ?? ''
    for (const q of wrong)
      for (const id of q.right) {
        const option = q.options.find((o) => o.id === id)!
        const words = inLocale(option.label, option.label_bn, locale)
        if (!wrong.some((w) => inLocale(w.prompt, w.prompt_bn, locale).includes(words)))
          expect(shown).not.toContain(words)
      }
    await expect(page.getByTestId('quiz-attempts-left')).toHaveText(
      m.quiz_attemptsLeft({ n: 2, total: quiz.attempts_per_day }, { locale }),
    )
    expect(await quizAttemptsOf(learner.id, quiz.id)).toEqual([
      { score, passed: false, wrong: wrong.map((q) => q.id), created_at: expect.any(String) },
    ])

    // 4. Not passed yet: the classroom says so, and the certificate still waits.
    await page.goto(classroom)
    await expect(lineOf(page, quiz, locale)).toHaveAttribute('data-state', 'failed')
    await page.getByRole('button', { name: m.classroom_getCertificate({}, { locale }) }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: m.errors_quizzesPending({}, { locale }) }),
    ).toBeVisible()
    expect(await hasCertificate(learner.id, courseId)).toBe(false)

    // 5. A later attempt, every answer right: passed.
    await lineOf(page, quiz, locale).getByRole('link').click()
    await expect(
      page.getByRole('heading', { name: m.quiz_lastResultTitle({}, { locale }) }),
    ).toBeVisible()
    for (const [i, q] of quiz.questions.entries()) await answer(page, i, q, true, locale)
    await send(page, locale)
    await expect(page.getByTestId('quiz-score')).toHaveText(
      m.quiz_score({ score: 100, correct: total, total }, { locale }),
    )
    await expect(result).toContainText(m.quiz_passedText({}, { locale }))
    await expect(result.getByTestId('quiz-revisit')).toHaveCount(0)
    await expect(page.getByTestId('quiz-attempts-left')).toHaveText(
      m.quiz_attemptsLeft({ n: 1, total: quiz.attempts_per_day }, { locale }),
    )

    // 6. Only now the certificate.
    await page.goto(classroom)
    await expect(lineOf(page, quiz, locale)).toHaveAttribute('data-state', 'passed')
    await expect(lineOf(page, quiz, locale).getByTestId('quiz-state')).toHaveText(
      m.quiz_state_passed({ score: 100 }, { locale }),
    )
    await page.getByRole('button', { name: m.classroom_getCertificate({}, { locale }) }).click()
    await page.getByRole('link', { name: m.classroom_viewCertificate({}, { locale }) }).click()
    await expect(page).toHaveURL(
      new RegExp(`${at('/certificates/', locale)}${courseId}-[0-9a-f]{32}$`),
    )
    expect(await hasCertificate(learner.id, courseId)).toBe(true)
  })
}

test('a quiz sent without a signal is kept on the phone, said so, and goes when the signal returns', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const courseId = 'video-editing'
  const quiz = await firstRequiredQuiz(courseId)
  const path = `/learn/${courseId}/quizzes/${quiz.id}`
  const learner = await readyButForQuiz(page, courseId, quiz, 'en', path)
  for (const [i, q] of quiz.questions.entries()) await answer(page, i, q, true, 'en')
  // the send's code comes with the first choice; then the signal drops
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await send(page, 'en')
  await expect(page.getByTestId('quiz-waiting')).toContainText(
    m.quiz_waitingSignal({}, { locale: 'en' }),
  )
  expect(await quizAttemptsOf(learner.id, quiz.id)).toEqual([])
  await context.setOffline(false)
  await expect(page.getByTestId('quiz-result')).toContainText(
    m.quiz_passedText({}, { locale: 'en' }),
  )
  expect(await quizAttemptsOf(learner.id, quiz.id)).toHaveLength(1)
})

for (const locale of ['en', 'bn'] as const) {
  test(`${locale}: a visitor's quiz link goes to log in, says why, and comes back to the quiz`, async ({
    page,
  }) => {
    const courseId = 'web-development'
    const quiz = await firstRequiredQuiz(courseId)
    const path = at(`/learn/${courseId}/quizzes/${quiz.id}`, locale)
    const learner = await confirmedLearner(`quizvisitor${locale}`)
    // A quiz shows nothing to a visitor: the login page comes first, before any of the quiz's code.
    const quizCode: string[] = []
    page.on('request', (request) => {
      if (/\/QuizPage-[\w-]+\.js$/.test(request.url())) quizCode.push(request.url())
    })
    await page.goto(path)
    await expect(page).toHaveURL(
      `${urls.web}${at('/login', locale)}?next=${encodeURIComponent(path)}`,
    )
    await expect(toast(page)).toContainText(m.quiz_loginTitle({}, { locale }))
    await expect(toast(page)).toContainText(m.quiz_loginText({}, { locale }))
    expect(quizCode).toEqual([])
    await logIn(page, learner.email, learner.password, locale)
    await expect(page).toHaveURL(`${urls.web}${path}`)
    // Logged in but not enrolled: the quiz says how to enrol, and still shows nothing of itself.
    await expect(page.getByTestId('quiz-access')).toContainText(
      m.quiz_notEnrolledTitle({}, { locale }),
    )
    await expect(
      page.getByRole('heading', { name: inLocale(quiz.title, quiz.title_bn, locale) }),
    ).toHaveCount(0)
  })
}
