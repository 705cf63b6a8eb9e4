// Projects with mentor feedback (issue 33), in Chromium at 360 px, in English and in Bangla: a
// learner hands in two photos and a link, the mentor asks for changes in the console, the learner
// reads the feedback on the page and in the mail and sends again, a second mentor cannot take the
// claimed attempt, the mentor approves; the learner finishes the lessons, the certificate lists
// the project and an anonymous visitor verifies it. Plus a hand-in sent through a dropped signal.
import { crc32, deflateSync } from 'node:zlib'
import { FEEDBACK_HOURS, getCourse, type Locale } from '@repo/courses'
import { m } from '@repo/courses/i18n'
import type { Page } from '@playwright/test'
import { urls } from '../../ports'
import {
  approveRequiredProjects,
  enrollLearner,
  lessonRows,
  makeMentor,
  markComplete,
  passRequiredQuizzes,
  projectRows,
  service,
} from '../backend'
import { consoleAsMentor, expect, notification, test } from '../fixtures'
import { clearMailbox, confirmedLearner, logIn, mailTo, unique, type Learner } from '../learners'

// The session check on the way in is a refused call that Chromium logs; so is a send without
// a signal.
test.use({ allowedConsoleErrors: [/Failed to load resource/] })

/** A real PNG of one colour, `size` pixels square: what a phone's gallery hands the page. */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([r, g, b]).flat())])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array<Buffer>(size).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const photo = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(64, colour),
})

/** Fills the hand-in's first link with a new address, sends, and waits for the page to say it was sent. */
async function sendWithLink(page: Page, locale: Locale): Promise<string> {
  const link = `https://www.behance.net/${unique('work')}`
  await page.getByLabel(m.project_linkLabel({ n: 1 }, { locale })).fill(link)
  await page.getByRole('button', { name: m.project_send({}, { locale }) }).click()
  await expect(page.getByText(m.project_sent({ n: FEEDBACK_HOURS }, { locale }))).toBeVisible()
  return link
}

/** A path of the site in the page's language (the Bangla twin under /bn). */
const at = (path: string, locale: Locale) => (locale === 'bn' ? `/bn${path}` : path)

interface ProjectRow {
  id: string
  position: number
  title: string
  title_bn: string
}

/** A project of the course by its position, as stored. */
async function projectAt(courseId: string, position: number): Promise<ProjectRow> {
  const project = ((await projectRows(courseId)) as ProjectRow[]).find(
    (p) => p.position === position,
  )
  expect(project, `${courseId} has a project ${position}`).toBeTruthy()
  return project!
}

/**
 * A new learner (`name` printed on the certificate, mails in `locale`) enrolled in the course
 * by the service role, logged in on the project's page once it offers the hand-in form.
 */
async function onProjectPage(
  page: Page,
  courseId: string,
  project: ProjectRow,
  name: string,
  locale: Locale,
): Promise<Learner> {
  const learner = await confirmedLearner(`project${locale}`)
  const { error } = await service.from('profiles').update({ name, locale }).eq('id', learner.id)
  expect(error).toBeNull()
  await enrollLearner(learner.id, courseId)
  const path = at(`/learn/${courseId}/projects/${project.id}`, locale)
  await page.goto(`${at('/login', locale)}?next=${encodeURIComponent(path)}`)
  await logIn(page, learner.email, learner.password, locale)
  await expect(page).toHaveURL(`${urls.web}${path}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    locale === 'bn' ? project.title_bn : project.title,
  )
  await expect(
    page.getByRole('heading', { name: m.project_formTitle({}, { locale }) }),
  ).toBeVisible()
  return learner
}

/** The project's state as its page's header shows it (each attempt shows its own too). */
const stateOf = (page: Page) => page.locator('header').getByTestId('project-state')

/** The certificate page lists the approved project under its heading, in the page's language. */
async function expectProjectListed(page: Page, title: string, locale: Locale) {
  await expect(
    page.getByRole('heading', { name: m.certificate_projects_title({}, { locale }) }),
  ).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible()
}

/** The learner's attempts at a project, as stored. */
async function attemptsOf(userId: string, projectId: string) {
  const { data, error } = await service
    .from('project_submissions')
    .select('id, attempt, status, links, files, submitted_at')
    .eq('user_id', userId)
    .eq('project_id', projectId)
    .order('attempt')
  expect(error).toBeNull()
  return data as {
    id: string
    attempt: number
    status: string
    links: string[]
    files: string[]
    submitted_at: string
  }[]
}

const journeys = [
  // web development's first project takes photos and a link; creative design's portfolio too
  { locale: 'en', courseId: 'web-development', position: 1, name: 'Nusrat Jahan' },
  { locale: 'bn', courseId: 'creative-design', position: 8, name: 'রহিমা খাতুন' },
] as const

for (const { locale, courseId, position, name } of journeys) {
  test(`a learner hands in, the mentor asks for changes, the second attempt is approved and the certificate lists the project (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    const project = await projectAt(courseId, position)
    const title = locale === 'bn' ? project.title_bn : project.title
    const courseTitle = getCourse(courseId, locale)!.title
    // unique, so the mentor's queue names this learner's hand-in and no other test's
    const learnerName = `${name} ${unique('')}`
    const learner = await onProjectPage(page, courseId, project, learnerName, locale)
    await clearMailbox(learner.email)

    // 1. Two photos and a link; the form says what it will send before Send.
    await expect(stateOf(page)).toHaveAttribute('data-state', 'todo')
    await expect(page.getByTestId('feedback-promise')).toHaveText(
      m.project_feedbackPromise({ n: FEEDBACK_HOURS }, { locale }),
    )
    await page
      .getByLabel(m.project_pickPhotos({}, { locale }))
      .setInputFiles([photo('board.png', [200, 40, 40]), photo('detail.png', [30, 90, 200])])
    await expect(page.getByTestId('draft-photos').getByRole('listitem')).toHaveCount(2)
    // two small photos: the least the page states, 0.1 MB
    await expect(page.getByTestId('data-estimate')).toHaveText(
      m.project_dataEstimate({ count: 2, size: 0.1 }, { locale }),
    )
    const firstLink = await sendWithLink(page, locale)
    await expect(stateOf(page)).toHaveAttribute('data-state', 'sent')
    const attempts = page.getByTestId('project-attempt')
    await expect(attempts).toHaveCount(1)
    await expect(attempts.first()).toContainText(m.project_attempt({ n: 1 }, { locale }))
    await expect(attempts.first().getByRole('link', { name: firstLink })).toBeVisible()
    await expect(
      attempts
        .first()
        .getByRole('img', { name: m.project_photoAlt({ n: 2, attempt: 1 }, { locale }) }),
    ).toBeVisible()
    const [first] = await attemptsOf(learner.id, project.id)
    expect(first).toMatchObject({ attempt: 1, status: 'submitted', links: [firstLink] })
    expect(first!.files).toHaveLength(2)

    // 2. The mentor, on a phone, finds it in the queue, opens (claims) it and asks for changes.
    const mentor = await consoleAsMentor(browser)
    const card = mentor.page.getByRole('article', { name: `${project.title} by ${learnerName}` })
    await expect(card).toContainText('Attempt 1')
    await card.getByRole('link', { name: project.title }).click()
    await expect(mentor.page).toHaveURL(`${urls.admin}/reviews/${first!.id}`)
    await expect(mentor.page.getByText(/^Yours to review until/)).toBeVisible()
    await expect(mentor.page.getByRole('link', { name: firstLink })).toBeVisible()
    await expect(mentor.page.getByRole('img', { name: 'Photo 2 of attempt 1' })).toBeVisible()
    const feedback = `Good start. Make the headline larger and add your contact section (${unique('fb')}).`
    await mentor.page.getByRole('textbox', { name: 'Feedback' }).fill(feedback)
    await mentor.page.getByRole('button', { name: 'Ask for changes' }).click()
    await expect(notification(mentor.page, `Asked ${learnerName} for changes`)).toBeVisible()
    await expect(mentor.page).toHaveURL(`${urls.admin}/reviews`)
    await expect(card).toHaveCount(0)

    // 4. The learner reads the feedback in the mail, in their language, with the project's link...
    const changesSubject =
      locale === 'bn'
        ? `আপনার প্রজেক্ট ${title}-এ পরিবর্তন চাওয়া হয়েছে`
        : `Changes asked on your project ${title}`
    const mail = await mailTo(learner.email, (mail) => mail.subject === changesSubject)
    const projectPath = at(`/learn/${courseId}/projects/${project.id}`, locale)
    const link = new RegExp(`https?://\\S+${projectPath}\\b`).exec(mail.text)?.[0]
    expect(link, 'the mail links to the project page').toBeTruthy()
    expect(mail.html).toContain(`href="${link}"`)

    // ...and on the project page the mail opens, and sends a second attempt.
    await page.goto(new URL(link!).pathname)
    await expect(stateOf(page)).toHaveAttribute('data-state', 'changes')
    const review = page.getByTestId('project-review')
    await expect(review).toHaveAttribute('data-verdict', 'changes_requested')
    await expect(review).toContainText(m.project_reviewChanges({}, { locale }))
    await expect(review.getByTestId('project-feedback')).toContainText(feedback)
    await expect(
      page.getByRole('heading', { name: m.project_formTitleAgain({}, { locale }) }),
    ).toBeVisible()
    await page
      .getByLabel(m.project_pickPhotos({}, { locale }))
      .setInputFiles([photo('board-2.png', [20, 160, 60])])
    await expect(page.getByTestId('data-estimate')).toHaveText(
      m.project_dataEstimate({ count: 1, size: 0.1 }, { locale }),
    )
    const secondLink = await sendWithLink(page, locale)
    await expect(attempts).toHaveCount(2)
    await expect(stateOf(page)).toHaveAttribute('data-state', 'sent')
    const second = (await attemptsOf(learner.id, project.id))[1]!
    expect(second).toMatchObject({ attempt: 2, status: 'submitted', links: [secondLink] })

    // 3. The mentor opens the second attempt; a second mentor of the course cannot take it.
    await mentor.page.getByRole('button', { name: 'Refresh', exact: true }).click()
    await expect(card).toContainText('Attempt 2')
    await card.getByRole('link', { name: project.title }).click()
    await expect(mentor.page).toHaveURL(`${urls.admin}/reviews/${second.id}`)
    await expect(mentor.page.getByText(/^Yours to review until/)).toBeVisible()
    // the earlier attempt and its feedback beside this one
    await expect(mentor.page.getByRole('article', { name: 'Attempt 1' })).toContainText(feedback)

    const other = await confirmedLearner('mentor')
    await makeMentor(other.id, courseId)
    const otherMentor = await consoleAsMentor(browser, other, [/Failed to load resource/])
    await otherMentor.page.goto(`/reviews/${second.id}`)
    const readOnly = otherMentor.page.getByRole('alert').filter({ hasText: 'Read only' })
    await expect(readOnly).toContainText('is reviewing this attempt')
    await expect(otherMentor.page.getByRole('link', { name: secondLink })).toBeVisible()
    await expect(otherMentor.page.getByRole('button', { name: 'Approve' })).toHaveCount(0)
    await otherMentor.close()
    expect((await attemptsOf(learner.id, project.id))[1]).toMatchObject({ status: 'in_review' })

    // 5. The mentor approves it, ticking the first item of the checklist.
    await mentor.page.getByRole('checkbox').first().check()
    await mentor.page.getByRole('button', { name: 'Approve' }).click()
    await expect(notification(mentor.page, `Approved: ${learnerName}’s attempt 2`)).toBeVisible()
    await mentor.close()
    expect((await attemptsOf(learner.id, project.id))[1]).toMatchObject({ status: 'approved' })
    const approvedSubject =
      locale === 'bn' ? `আপনার প্রজেক্ট ${title} অনুমোদিত হয়েছে` : `Your project ${title} is approved`
    await mailTo(learner.email, (mail) => mail.subject === approvedSubject)
    await page.reload()
    await expect(stateOf(page)).toHaveAttribute('data-state', 'approved')
    await expect(page.getByTestId('project-review').last()).toHaveAttribute(
      'data-verdict',
      'approved',
    )
    await expect(page.getByRole('button', { name: m.project_send({}, { locale }) })).toHaveCount(0)

    // 6. Every other required project approved by a mentor, every required quiz passed and every
    // lesson but the last done (arranged); the learner marks the last one and gets the
    // certificate, which lists the project.
    await approveRequiredProjects(learner.id, courseId)
    await passRequiredQuizzes(learner.id, courseId)
    const lessons = (await lessonRows(courseId)).filter((l) => l.kind !== 'live')
    const last = lessons.at(-1)!
    await markComplete(
      learner.id,
      lessons.slice(0, -1).map((l) => l.id),
    )
    await page.goto(at(`/learn/${courseId}/${last.id}`, locale))
    await page.getByRole('button', { name: m.lesson_markComplete({}, { locale }) }).click()
    await expect(
      page.getByRole('button', { name: m.lesson_markIncomplete({}, { locale }) }),
    ).toBeVisible()
    await page.goto(at(`/learn/${courseId}`, locale))
    await page.getByRole('button', { name: m.classroom_getCertificate({}, { locale }) }).click()
    await page.getByRole('link', { name: m.classroom_viewCertificate({}, { locale }) }).click()
    await expect(page).toHaveURL(
      new RegExp(`${at('/certificates/', locale)}${courseId}-[0-9a-f]{32}$`),
    )
    const id = new URL(page.url()).pathname.split('/certificates/')[1]!
    await expect(page.getByTestId('certificate-name')).toHaveText(learnerName)
    await expectProjectListed(page, title, locale)

    // 7. An anonymous visitor opens the certificate: verified, with the project listed.
    const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } })
    const stranger = await visitor.newPage()
    const response = await stranger.goto(`${urls.web}${at(`/certificates/${id}`, locale)}`)
    expect(response!.status()).toBe(200)
    await expect(stranger.getByText(m.certificate_verified({}, { locale }))).toBeVisible()
    await expect(stranger.getByTestId('certificate-name')).toHaveText(learnerName)
    await expect(stranger.getByTestId('certificate-course')).toHaveText(courseTitle)
    await expectProjectListed(stranger, title, locale)
    await visitor.close()
  })
}

test('a hand-in sent without a signal is kept on the phone, through a reload, and goes when the signal returns', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const courseId = 'web-development'
  const project = await projectAt(courseId, 1)
  const learner = await onProjectPage(page, courseId, project, 'Karim Uddin', 'en')
  const link = `https://github.com/${unique('learner')}/about-me`

  // What was picked and typed survives a reload.
  await page
    .getByLabel(m.project_pickPhotos({}, { locale: 'en' }))
    .setInputFiles([photo('about-me.png', [240, 200, 30])])
  await expect(page.getByTestId('draft-photos').getByRole('listitem')).toHaveCount(1)
  const field = page.getByLabel(m.project_linkLabel({ n: 1 }, { locale: 'en' }))
  await field.fill(link)
  // Kept on the phone as it is typed: the test sees it there, then reloads (a reload in the same
  // millisecond as the keystroke raced the write on a loaded CI machine).
  await expect
    .poll(() =>
      page.evaluate((typed) => Object.values(localStorage).some((v) => v.includes(typed)), link),
    )
    .toBe(true)
  await page.reload()
  await expect(page.getByTestId('draft-photos').getByRole('listitem')).toHaveCount(1)
  await expect(page.getByLabel(m.project_linkLabel({ n: 1 }, { locale: 'en' }))).toHaveValue(link)

  // Send without a signal: kept, said so, nothing stored. The form's rules load when the learner
  // starts on the form (lib/forms.ts), as they would before the signal dropped.
  await page.getByLabel(m.project_linkLabel({ n: 1 }, { locale: 'en' })).focus()
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  const tapped = Date.now()
  await page.getByRole('button', { name: m.project_send({}, { locale: 'en' }) }).click()
  await expect(page.getByTestId('hand-in-status')).toContainText(
    m.project_waitingSignal({}, { locale: 'en' }),
  )
  expect(await attemptsOf(learner.id, project.id)).toEqual([])
  await expect(page.getByTestId('draft-photos').getByRole('listitem')).toHaveCount(1)

  // The signal returns: it goes by itself, with the time of the tap.
  const back = Date.now()
  await context.setOffline(false)
  await expect(
    page.getByText(m.project_sent({ n: FEEDBACK_HOURS }, { locale: 'en' })),
  ).toBeVisible()
  await expect(stateOf(page)).toHaveAttribute('data-state', 'sent')
  const [sent] = await attemptsOf(learner.id, project.id)
  expect(sent).toMatchObject({ attempt: 1, status: 'submitted', links: [link] })
  expect(sent!.files).toHaveLength(1)
  // the tap's time, not the time it went
  const sentAt = Date.parse(sent!.submitted_at)
  expect(sentAt).toBeGreaterThanOrEqual(tapped - 1000)
  expect(sentAt).toBeLessThan(back)
})
