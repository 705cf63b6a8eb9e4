// Questions under every lesson (issue 35), in Chromium at 360 px, in English and in Bangla: a
// learner asks under a lesson (after a preview), the course's mentor answers in the console, the
// learner is told (the profile's notice, and the mail) and accepts the answer from the notice's
// link, and another learner of the course finds it from another lesson by searching.
import type { Locale } from '@repo/courses'
import { m } from '@repo/courses/i18n'
import type { Page } from '@playwright/test'
import { urls } from '../../ports'
import { enrollLearner, lessonRows, service } from '../backend'
import { consoleAsMentor, expect, expectNoSidewaysScroll, notification, test } from '../fixtures'
import { clearMailbox, confirmedLearner, logIn, mailTo, unique, type Learner } from '../learners'

// The session check on the way in is a refused call that Chromium logs.
test.use({ allowedConsoleErrors: [/Failed to load resource/] })

/** A path of the site in the page's language (the Bangla twin under /bn). */
const at = (path: string, locale: Locale) => (locale === 'bn' ? `/bn${path}` : path)

interface Lesson {
  id: string
  title: string
  title_bn: string
}

/** Two lessons of the course that are not live classes, as stored: where to ask, where to search. */
async function twoLessons(courseId: string): Promise<[Lesson, Lesson]> {
  const ids = (await lessonRows(courseId)).filter((l) => l.kind !== 'live').map((l) => l.id)
  const { data, error } = await service
    .from('lessons')
    .select('id, title, title_bn')
    .in('id', ids.slice(0, 2))
  expect(error).toBeNull()
  const byId = new Map((data as Lesson[]).map((l) => [l.id, l]))
  return [byId.get(ids[0]!)!, byId.get(ids[1]!)!]
}

/** A new learner named `name`, mails in `locale`, enrolled in the course by the service role. */
async function enrolledLearner(courseId: string, name: string, locale: Locale): Promise<Learner> {
  const learner = await confirmedLearner(`questions${locale}`)
  const { error } = await service.from('profiles').update({ name, locale }).eq('id', learner.id)
  expect(error).toBeNull()
  await enrollLearner(learner.id, courseId)
  return learner
}

/** Logs the learner in on the login page that returns to `path`, and waits for it. */
async function logInTo(page: Page, learner: Learner, path: string, locale: Locale) {
  await page.goto(`${at('/login', locale)}?next=${encodeURIComponent(path)}`)
  await logIn(page, learner.email, learner.password, locale)
  await expect(page).toHaveURL(`${urls.web}${path}`)
}

/** The lesson's questions, scrolled to: their code loads as they come near the screen. */
async function questionsOf(page: Page, locale: Locale) {
  const section = page.locator('section#questions')
  await expect(
    section.getByRole('heading', { name: m.questions_title({}, { locale }) }),
  ).toBeVisible()
  // at once in the page: the part that shows first is replaced as it comes near the screen
  await page.evaluate(() => document.getElementById('questions')?.scrollIntoView())
  await expect(section.getByLabel(m.questions_searchLabel({}, { locale }))).toBeVisible()
  return section
}

const journeys = [
  {
    locale: 'en',
    courseId: 'creative-design',
    asker: 'Farhana Akter',
    searcher: 'Imran Hossain',
    question: (token: string) =>
      `How do I keep **contrast** when I print a poster in CMYK? <script>window.hacked = 1</script> [see](javascript:alert(1)) ${token}`,
  },
  {
    locale: 'bn',
    courseId: 'web-development',
    asker: 'সুমাইয়া ইসলাম',
    searcher: 'তানভীর আহমেদ',
    question: (token: string) =>
      `ফ্লেক্সবক্সে **মাঝখানে** রাখব কীভাবে? 🙏 \`display: flex\` দিয়েছি। ${token}`,
  },
] as const

for (const { locale, courseId, asker, searcher, question } of journeys) {
  test(`a learner asks under a lesson, the mentor answers in the console, the learner is told and accepts it, another learner finds it by search (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    const [lesson, otherLesson] = await twoLessons(courseId)
    const lessonTitle = locale === 'bn' ? lesson.title_bn : lesson.title
    const token = unique('q')
    const askerName = `${asker} ${unique('')}`
    const learner = await enrolledLearner(courseId, askerName, locale)
    await clearMailbox(learner.email)

    // 1. The learner asks under the lesson, after a preview that renders the Markdown, inertly.
    const lessonPath = at(`/learn/${courseId}/${lesson.id}`, locale)
    await logInTo(page, learner, lessonPath, locale)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lessonTitle)
    let section = await questionsOf(page, locale)
    await expect(
      section.getByTestId('questions-empty').or(section.getByTestId('questions')),
    ).toBeVisible()
    const text = question(token)
    await section.getByLabel(m.questions_askLabel({}, { locale })).fill(text)
    await expect(section.getByTestId('text-counter')).toBeVisible()
    await section.getByRole('button', { name: m.questions_preview({}, { locale }) }).click()
    const preview = section.getByRole('region', { name: m.questions_previewOf({}, { locale }) })
    await expect(preview.locator('strong').first()).toBeVisible()
    await expect(preview.locator('script')).toHaveCount(0)
    if (locale === 'en') {
      await expect(preview).toContainText('<script>window.hacked = 1</script>')
      await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0)
    }
    await section
      .getByRole('button', { name: m.questions_send({}, { locale }), exact: true })
      .click()
    await expect(section.getByTestId('ask-status')).toHaveText(m.questions_asked({}, { locale }))
    const mine = section.getByTestId('question').filter({ hasText: token })
    await expect(mine).toHaveCount(1)
    await expect(mine).toContainText(askerName)
    await expectNoSidewaysScroll(page)
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()
    const { data: stored, error } = await service
      .from('lesson_questions')
      .select('id, body, answered_at')
      .eq('user_id', learner.id)
    expect(error).toBeNull()
    expect(stored).toHaveLength(1)
    // stored as typed (trimmed), markup and emoji included: only its rendering is made safe
    expect(stored![0]!.body).toBe(text.trim())
    const questionId = stored![0]!.id as string

    // 2. The mentor, on a phone, finds it waiting in the console and answers.
    const mentor = await consoleAsMentor(browser)
    await mentor.page.goto('/questions')
    const card = mentor.page.getByRole('article', {
      name: `Question by ${askerName} under ${lesson.title}`,
    })
    await card.getByRole('link').click()
    await expect(mentor.page).toHaveURL(`${urls.admin}/questions/${questionId}`)
    const answer = `Use a **darker** shade and check a proof print first (${unique('a')}).`
    await mentor.page.getByRole('textbox', { name: 'Your answer' }).fill(answer)
    await mentor.page.getByRole('button', { name: 'Send answer' }).click()
    await expect(notification(mentor.page, 'Answer sent.')).toBeVisible()
    await mentor.close()

    // 3. The learner is told: by mail in their language, and on the profile, whose link leads
    // to the lesson's questions.
    const answerToken = /\(([^)]+)\)\.$/.exec(answer)![1]!
    await mailTo(learner.email, (mail) => mail.text.includes(answerToken))
    await page.goto(at('/profile', locale))
    const notice = page.locator('[data-testid=notification][data-kind=question_answered]')
    await expect(notice).toHaveCount(1)
    await expect(notice).toContainText(lessonTitle)
    await notice
      .getByRole('link', { name: m.notifications_kinds_question_read({}, { locale }) })
      .click()
    await expect(page).toHaveURL(`${urls.web}${lessonPath}#questions`)
    section = page.locator('section#questions')
    const asked = section.getByTestId('question').filter({ hasText: token })
    await expect(asked).toHaveAttribute('data-answered', 'true')
    await expect(asked.getByTestId('mark-answered')).toHaveText(
      m.questions_answered({}, { locale }),
    )

    // ...opens the answers and accepts the mentor's.
    const toggle = asked.getByTestId('question-answers')
    await expect(toggle).toContainText(m.questions_answers({ n: 1 }, { locale }))
    await toggle.click()
    const mentorsAnswer = asked.getByTestId('answer').filter({ hasText: answerToken })
    await expect(mentorsAnswer).toHaveAttribute('data-staff', 'true')
    await expect(mentorsAnswer.getByTestId('mark-mentor')).toHaveText(
      m.questions_mentor({}, { locale }),
    )
    await expect(mentorsAnswer.locator('strong')).toHaveText('darker')
    await mentorsAnswer.getByRole('button', { name: m.questions_accept({}, { locale }) }).click()
    await expect(mentorsAnswer).toHaveAttribute('data-accepted', 'true')
    await expect(mentorsAnswer.getByTestId('mark-accepted')).toHaveText(
      m.questions_accepted({}, { locale }),
    )
    await expect(section.getByTestId('questions-said')).toHaveText(
      m.questions_acceptedDone({}, { locale }),
    )
    const { data: answers } = await service
      .from('question_answers')
      .select('accepted, by_staff')
      .eq('question_id', questionId)
    expect(answers).toEqual([{ accepted: true, by_staff: true }])
    await expectNoSidewaysScroll(page)

    // 4. Another learner of the course, under another lesson, finds it by searching the course.
    const other = await enrolledLearner(courseId, `${searcher} ${unique('')}`, locale)
    const reader = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
    })
    const readerPage = await reader.newPage()
    const otherPath = at(`/learn/${courseId}/${otherLesson.id}`, locale)
    await logInTo(readerPage, other, otherPath, locale)
    const theirs = await questionsOf(readerPage, locale)
    await theirs.getByLabel(m.questions_searchLabel({}, { locale })).fill(token)
    const results = theirs.getByTestId('question-search')
    // the count's live region, not the list's "Searching…" one beside it while the search runs
    await expect(
      results.getByRole('status').filter({ hasText: m.questions_found({ n: 1 }, { locale }) }),
    ).toHaveCount(1)
    const found = results.getByTestId('question')
    await expect(found).toHaveCount(1)
    await expect(found).toContainText(askerName)
    await expect(
      found.getByRole('link', { name: m.questions_lesson({ title: lessonTitle }, { locale }) }),
    ).toHaveAttribute('href', `${lessonPath}#questions`)
    await found.getByTestId('question-answers').click()
    const accepted = found.getByTestId('answer').filter({ hasText: answerToken })
    await expect(accepted.getByTestId('mark-accepted')).toBeVisible()
    await expect(accepted.getByTestId('mark-mentor')).toBeVisible()
    // not the asker: nothing to accept
    await expect(
      found.getByRole('button', { name: m.questions_accept({}, { locale }) }),
    ).toHaveCount(0)
    await expectNoSidewaysScroll(readerPage)
    // cleared, the lesson's own questions come back
    await theirs.getByRole('button', { name: m.questions_searchClear({}, { locale }) }).click()
    await expect(theirs.getByTestId('question-search')).toHaveCount(0)
    await expect(theirs.getByLabel(m.questions_askLabel({}, { locale }))).toBeVisible()
    await reader.close()
  })
}
