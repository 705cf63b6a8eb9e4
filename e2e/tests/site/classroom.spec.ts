// The classroom (issue 13): an admin approves a request in the console, the learner works
// through every lesson, gets a certificate, and an anonymous visitor verifies it. Plus what a
// learner who has not paid sees, a private lesson kept private, Bangla pages, bad addresses
// and progress marked offline.
import { ANON_KEY } from '@repo/devstack'
import { getCourse } from '@repo/courses'
import { createClient } from '@supabase/supabase-js'
import type { Page } from '@playwright/test'
import { urls } from '../../ports'
import { axeViolations } from '../axe'
import { approveRequiredProjects, passRequiredQuizzes, service } from '../backend'
import { consoleAsAdmin, expect, pendingRequestIn, test, testEachColorScheme } from '../fixtures'
import { confirmedLearner, logIn, txId, type Learner } from '../learners'
import { m } from '@repo/courses/i18n'

// The session check on the way in is a refused call that Chromium logs (as in admin-approval).
test.use({ allowedConsoleErrors: [/Failed to load resource/] })

const anon = createClient(urls.api, ANON_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
})

interface LessonRow {
  id: string
  kind: string
  is_preview: boolean
  title: string
  title_bn: string
}

async function lessonsOf(courseId: string): Promise<LessonRow[]> {
  const { data, error } = await anon
    .from('lessons')
    .select('id, kind, is_preview, title, title_bn')
    .eq('course_id', courseId)
    .order('position')
  expect(error).toBeNull()
  expect(data!.length).toBeGreaterThanOrEqual(8)
  return data as LessonRow[]
}

async function enrollDirectly(learner: Learner, courseId: string) {
  const { error } = await service
    .from('enrollments')
    .insert({ user_id: learner.id, course_id: courseId })
  expect(error).toBeNull()
}

async function logInTo(page: Page, path: string, learner: Learner) {
  await page.goto(`/login?next=${encodeURIComponent(path)}`)
  await logIn(page, learner.email, learner.password)
  await expect(page).toHaveURL(`${urls.web}${path}`)
}

/**
 * A new learner (`prefix` in their email), enrolled in the course and logged in on one of its
 * lessons, once the lesson offers Mark complete.
 */
async function openLessonEnrolled(page: Page, courseId: string, lessonId: string, prefix: string) {
  const learner = await confirmedLearner(prefix)
  await enrollDirectly(learner, courseId)
  await logInTo(page, `/learn/${courseId}/${lessonId}`, learner)
  await expect(
    page.getByRole('button', { name: m.lesson_markComplete({}, { locale: 'en' }) }),
  ).toBeVisible()
  return learner
}

/** The first line of a lesson's text that `keep` accepts, trimmed: a piece of text to look for. */
function firstLine(text: string, keep: (line: string) => boolean): string {
  return text.split('\n').find(keep)!.trim()
}

const syllabus = (page: Page) =>
  page.getByRole('list', { name: m.classroom_syllabus({}, { locale: 'en' }) })

test('approved in the console, the learner completes every lesson, gets a certificate, and anyone can verify it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const courseId = 'web-development'
  const title = getCourse(courseId)!.title
  const learner = await confirmedLearner('classroom')
  const name = 'Nusrat Jahan'
  expect(
    (await learner.client.from('profiles').update({ name }).eq('id', learner.id)).error,
  ).toBeNull()
  const tx = txId()
  const { error } = await learner.client.from('pending_enrollments').insert({
    user_id: learner.id,
    course_id: courseId,
    name,
    phone: '01712345678',
    payment_method: 'bKash',
    transaction_id: tx,
    status: 'pending',
    amount_due: 0,
  })
  expect(error).toBeNull()

  // Waiting for approval: the classroom says so.
  await page.goto(`/learn/${courseId}`)
  await expect(page.getByTestId('access-notice')).toHaveAttribute('data-access', 'anon')
  await page
    .getByTestId('access-notice')
    .getByRole('link', { name: m.classroom_login({}, { locale: 'en' }) })
    .click()
  await expect(page).toHaveURL(/\/login\?next=%2Flearn%2Fweb-development$/)
  await logIn(page, learner.email, learner.password)
  await expect(page).toHaveURL(`${urls.web}/learn/${courseId}`)
  await expect(page.getByTestId('access-notice')).toHaveAttribute('data-access', 'pending')
  await expect(page.getByText(m.classroom_pendingTitle({}, { locale: 'en' }))).toBeVisible()

  // The admin approves it in the console, from a phone.
  const { page: console, close: closeConsole } = await consoleAsAdmin(browser)
  const card = await pendingRequestIn(console, tx)
  await expect(card).toContainText(name)
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(card).toHaveCount(0)
  await closeConsole()

  // The classroom opens: nothing done yet.
  const lessons = await lessonsOf(courseId)
  const countable = lessons.filter((l) => l.kind !== 'live')
  const total = countable.length
  await page.reload()
  await expect(page.getByTestId('progress-text')).toHaveText(
    m.classroom_progress({ done: 0, total }, { locale: 'en' }),
  )
  await expect(
    page.getByRole('progressbar', { name: m.classroom_progressLabel({}, { locale: 'en' }) }),
  ).toHaveAttribute('aria-valuenow', '0')
  await expect(page.getByTestId('access-notice')).toHaveCount(0)
  await expect(page.getByTestId('next-live')).toContainText(
    m.classroom_nextLive({}, { locale: 'en' }),
  )
  // every lesson, and each of the course's quizzes after its lesson (issue 35)
  const { count: quizzes } = await service
    .from('quizzes')
    .select('id', { count: 'exact', head: true })
    .eq('course_id', courseId)
  expect(quizzes).toBeGreaterThan(0)
  await expect(syllabus(page).getByTestId('quiz')).toHaveCount(quizzes!)
  await expect(syllabus(page).getByRole('link')).toHaveCount(lessons.length + quizzes!)

  // Lesson one: complete, undo, complete again.
  await page
    .getByRole('link', { name: new RegExp(m.classroom_start({}, { locale: 'en' })) })
    .click()
  await expect(page).toHaveURL(`${urls.web}/learn/${courseId}/${countable[0]!.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(countable[0]!.title)
  await page.getByRole('button', { name: m.lesson_markComplete({}, { locale: 'en' }) }).click()
  await expect(page.getByTestId('progress-text')).toHaveText(
    m.classroom_progress({ done: 1, total }, { locale: 'en' }),
  )
  await page.getByRole('button', { name: m.lesson_markIncomplete({}, { locale: 'en' }) }).click()
  await expect(page.getByTestId('progress-text')).toHaveText(
    m.classroom_progress({ done: 0, total }, { locale: 'en' }),
  )
  await expect
    .poll(
      async () =>
        (await service.from('lesson_progress').select('lesson_id').eq('user_id', learner.id)).data
          ?.length,
    )
    .toBe(0)

  // Then every lesson, each opened with Continue from the classroom.
  for (let done = 0; done < total; done++) {
    if (done > 0) {
      await page.getByRole('link', { name: title }).first().click()
      await expect(page.getByTestId('progress-text')).toHaveText(
        m.classroom_progress({ done, total }, { locale: 'en' }),
      )
      await page
        .getByRole('link', { name: new RegExp(`^${m.classroom_continue({}, { locale: 'en' })}`) })
        .click()
    }
    await expect(page).toHaveURL(`${urls.web}/learn/${courseId}/${countable[done]!.id}`)
    await page.getByRole('button', { name: m.lesson_markComplete({}, { locale: 'en' }) }).click()
    await expect(page.getByTestId('progress-text')).toHaveText(
      m.classroom_progress({ done: done + 1, total }, { locale: 'en' }),
    )
  }
  await expect
    .poll(
      async () =>
        (await service.from('lesson_progress').select('lesson_id').eq('user_id', learner.id)).data
          ?.length,
    )
    .toBe(total)

  // Every required project approved by a mentor (issue 33; their hand-in and review are the
  // projects journey's) and every required quiz passed (issue 35; taking one is the quizzes
  // journey's): the certificate waits for them besides the lessons.
  await approveRequiredProjects(learner.id, courseId)
  await passRequiredQuizzes(learner.id, courseId)

  // Finished: the certificate is offered, issued once, and shared.
  await page.getByRole('link', { name: m.classroom_getCertificate({}, { locale: 'en' }) }).click()
  await expect(page.getByText(m.classroom_allDone({}, { locale: 'en' }))).toBeVisible()
  await expect(
    page.getByRole('progressbar', { name: m.classroom_progressLabel({}, { locale: 'en' }) }),
  ).toHaveAttribute('aria-valuenow', String(total))
  await page.getByRole('button', { name: m.classroom_getCertificate({}, { locale: 'en' }) }).click()
  const offer = page.getByRole('region', {
    name: m.classroom_certificateTitle({}, { locale: 'en' }),
  })
  const view = offer.getByRole('link', { name: m.classroom_viewCertificate({}, { locale: 'en' }) })
  await expect(view).toBeVisible()
  const certificateUrl = (await page.getByTestId('certificate-url').textContent())!
  const id = certificateUrl.split('/certificates/')[1]!
  expect(id).toMatch(/^web-development-[0-9a-f]{32}$/)
  await expect(
    offer.getByRole('link', {
      name: new RegExp(`^${m.classroom_shareWhatsApp({}, { locale: 'en' })}`),
    }),
  ).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(certificateUrl)}$`),
  )
  await expect(
    offer.getByRole('link', {
      name: new RegExp(`^${m.classroom_shareFacebook({}, { locale: 'en' })}`),
    }),
  ).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(certificateUrl)}`,
  )
  const { data: issued } = await service
    .from('certificates')
    .select('id, full_name')
    .eq('user_id', learner.id)
  expect(issued).toEqual([{ id, full_name: name }])
  await view.click()
  await expect(page.getByTestId('certificate-name')).toHaveText(name)

  // An anonymous visitor opens the shared link: the course's page, status 200, verified.
  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const stranger = await visitor.newPage()
  const response = await stranger.goto(`${urls.web}/certificates/${id}`)
  expect(response!.status()).toBe(200)
  await expect(stranger.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    m.certificate_title({ course: title }, { locale: 'en' }),
  )
  await expect(stranger.getByTestId('certificate-name')).toHaveText(name)
  await expect(stranger.getByTestId('certificate-course')).toHaveText(title)
  await expect(stranger.getByText(m.certificate_verified({}, { locale: 'en' }))).toBeVisible()
  await expect(
    stranger.getByText(
      m.certificate_verification(
        { url: `skillcourses.com.bd/certificates/${id}` },
        { locale: 'en' },
      ),
    ),
  ).toBeVisible()
  await expect(
    stranger.getByRole('button', { name: m.certificate_print({}, { locale: 'en' }) }),
  ).toBeVisible()
  await visitor.close()
})

test('a learner who has not paid sees the syllabus, only the previews open, and Enroll Now', async ({
  page,
}) => {
  const courseId = 'creative-design'
  const lessons = await lessonsOf(courseId)
  const previews = lessons.filter((l) => l.is_preview)
  expect(previews.length).toBeGreaterThan(0)
  const learner = await confirmedLearner('notpaid')
  await logInTo(page, `/learn/${courseId}`, learner)
  await expect(page.getByTestId('access-notice')).toHaveAttribute('data-access', 'none')
  await expect(
    page.getByRole('link', { name: m.classroom_enrollNow({}, { locale: 'en' }) }),
  ).toHaveAttribute('href', `/enroll/${courseId}`)
  await expect(syllabus(page).getByRole('listitem')).toHaveCount(lessons.length)
  // Only the previews are links; the others say Locked.
  await expect(syllabus(page).getByRole('link')).toHaveCount(previews.length)
  await expect(syllabus(page).getByText(m.classroom_locked({}, { locale: 'en' }))).toHaveCount(
    lessons.length - previews.length,
  )
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await syllabus(page).getByRole('link').first().click()
  await expect(page).toHaveURL(`${urls.web}/learn/${courseId}/${previews[0]!.id}`)
  await expect(page.getByTestId('lesson-body')).toBeVisible()
  // Watching a preview does not offer progress to someone who has not paid.
  await expect(
    page.getByRole('button', { name: m.lesson_markComplete({}, { locale: 'en' }) }),
  ).toHaveCount(0)
})

test('a private lesson shows none of its content to a learner who has not paid, nor to a visitor', async ({
  page,
}) => {
  const courseId = 'video-editing'
  const lessons = await lessonsOf(courseId)
  const locked = lessons.find((l) => !l.is_preview && l.kind !== 'live')!
  const { data: content } = await service
    .from('lesson_contents')
    .select('body, video_url')
    .eq('lesson_id', locked.id)
    .single()
  const secret = firstLine(content!.body, (line) => line.trim().length > 20).slice(0, 40)

  const learner = await confirmedLearner('private')
  await logInTo(page, `/learn/${courseId}/${locked.id}`, learner)
  await expect(page.getByTestId('lesson-locked')).toContainText(
    m.lesson_lockedTitle({}, { locale: 'en' }),
  )
  await expect(
    page.getByRole('link', { name: m.classroom_enrollNow({}, { locale: 'en' }) }),
  ).toHaveAttribute('href', `/enroll/${courseId}`)
  await expect(page.getByTestId('lesson-body')).toHaveCount(0)
  await expect(page.getByText(secret)).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Play video/ })).toHaveCount(0)
  await expect(
    page.getByRole('button', { name: m.lesson_markComplete({}, { locale: 'en' }) }),
  ).toHaveCount(0)
  expect(await page.content()).not.toContain(content!.video_url ?? 'no video')

  // Logged out, the same: and a way to log in that comes back here.
  await page.context().clearCookies()
  await page.evaluate(() => localStorage.clear())
  await page.reload()
  await expect(page.getByTestId('lesson-locked')).toBeVisible()
  await expect(page.getByTestId('access-notice')).toHaveAttribute('data-access', 'anon')
  await expect(page.getByText(secret)).toHaveCount(0)
})

test('the classroom in Bangla: titles, words and digits of the Bangla page', async ({ page }) => {
  const courseId = 'video-editing'
  const lessons = await lessonsOf(courseId)
  const preview = lessons.find((l) => l.is_preview)!
  await page.goto(`/bn/learn/${courseId}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(getCourse(courseId, 'bn')!.title)
  await expect(page.getByText(m.classroom_loginTitle({}, { locale: 'bn' }))).toBeVisible()
  const list = page.getByRole('list', { name: m.classroom_syllabus({}, { locale: 'bn' }) })
  await expect(list.getByText(lessons[0]!.title_bn)).toBeVisible()
  await expect(list.getByText(m.syllabus_preview({}, { locale: 'bn' })).first()).toBeVisible()
  await expect(list.getByText('১.', { exact: false }).first()).toBeVisible()
  await expect(
    page
      .getByTestId('access-notice')
      .getByRole('link', { name: m.classroom_login({}, { locale: 'bn' }) }),
  ).toHaveAttribute('href', `/bn/login?next=${encodeURIComponent(`/bn/learn/${courseId}`)}`)

  // A preview lesson in Bangla: its Bangla text.
  const { data } = await anon
    .from('lesson_contents')
    .select('body_bn')
    .eq('lesson_id', preview.id)
    .single()
  const line = firstLine(data!.body_bn, (l) => l.trim().length > 10 && !/[#*`[\]]/.test(l))
  await list
    .getByRole('link', {
      name: new RegExp(preview.title_bn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    })
    .click()
  await expect(page).toHaveURL(`${urls.web}/bn/learn/${courseId}/${preview.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(preview.title_bn)
  await expect(page.getByTestId('lesson-body')).toContainText(line.slice(0, 30))
  await expect(
    page.getByRole('link', { name: m.lesson_loginToTrack({}, { locale: 'bn' }) }),
  ).toBeVisible()
})

test('bad addresses: an unknown course, another course’s lesson, malformed and unknown certificates', async ({
  page,
}) => {
  await page.goto('/learn/cooking')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    m.classroom_notFoundTitle({}, { locale: 'en' }),
  )
  await expect(
    page.getByRole('link', { name: m.classroom_backToCourses({}, { locale: 'en' }) }),
  ).toHaveAttribute('href', '/courses')

  const other = (await lessonsOf('creative-design'))[0]!
  await page.goto(`/learn/web-development/${other.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    m.lesson_notFoundTitle({}, { locale: 'en' }),
  )
  await page.goto('/learn/web-development/not-a-lesson')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    m.lesson_notFoundTitle({}, { locale: 'en' }),
  )

  // The skill-pack alias is the video editing classroom.
  await page.goto('/learn/skill-pack')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    getCourse('video-editing')!.title,
  )

  for (const id of [
    'nonsense',
    'web-development-1234',
    'cooking-0123456789abcdef0123456789abcdef',
  ]) {
    await page.goto(`/certificates/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      m.certificate_notFoundTitle({}, { locale: 'en' }),
    )
  }
  // Well formed but never issued: the course's page (200), then not found.
  const response = await page.goto(
    '/bn/certificates/web-development-0123456789abcdef0123456789abcdef',
  )
  expect(response!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    m.certificate_notFoundTitle({}, { locale: 'bn' }),
  )
})

test('a certificate that cannot be checked says which course it is for, and checks again on request', async ({
  page,
}) => {
  const id = 'web-development-0123456789abcdef0123456789abcdef'
  const about = m.certificate_description(
    { course: getCourse('web-development')!.title },
    { locale: 'en' },
  )
  // The connection drops on the way to the database.
  await page.route('**/rest/v1/rpc/verify_certificate*', (route) => route.abort())
  await page.goto(`/certificates/${id}`)
  await expect(page.getByText(m.certificate_failed({}, { locale: 'en' }))).toBeVisible()
  // What the page showed first stays: the course the certificate is for.
  await expect(page.getByText(about)).toBeVisible()
  await page.unroute('**/rest/v1/rpc/verify_certificate*')
  await page.getByRole('button', { name: m.certificate_retry({}, { locale: 'en' }) }).click()
  // Never issued: now the database answers.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    m.certificate_notFoundTitle({}, { locale: 'en' }),
  )
})

test('progress marked offline is kept on the phone and sent when the connection returns', async ({
  page,
  context,
}) => {
  const courseId = 'creative-design'
  const lessons = (await lessonsOf(courseId)).filter((l) => l.kind !== 'live')
  const lesson = lessons[1]!
  const learner = await openLessonEnrolled(page, courseId, lesson.id, 'offline')

  await context.setOffline(true)
  await page.getByRole('button', { name: m.lesson_markComplete({}, { locale: 'en' }) }).click()
  await expect(page.getByText(m.lesson_savedOffline({}, { locale: 'en' }))).toBeVisible()
  await expect(
    page.getByRole('button', { name: m.lesson_markIncomplete({}, { locale: 'en' }) }),
  ).toBeVisible()
  const rows = async () =>
    (await service.from('lesson_progress').select('lesson_id').eq('user_id', learner.id)).data?.map(
      (r) => r.lesson_id,
    )
  expect(await rows()).toEqual([])

  await context.setOffline(false)
  await expect.poll(rows).toEqual([lesson.id])
  await page.reload()
  await expect(
    page.getByRole('button', { name: m.lesson_markIncomplete({}, { locale: 'en' }) }),
  ).toBeVisible()
  await expect(page.getByTestId('progress-text')).toHaveText(
    m.classroom_progress({ done: 1, total: lessons.length }, { locale: 'en' }),
  )
})

test('a learner removed from a course is told their progress was not saved, and sees the previews only', async ({
  page,
}) => {
  const courseId = 'web-development'
  const lessons = (await lessonsOf(courseId)).filter((l) => l.kind !== 'live' && !l.is_preview)
  const lesson = lessons[0]!
  const learner = await openLessonEnrolled(page, courseId, lesson.id, 'removed')

  // The admin removes the enrolment while the lesson is open.
  expect((await service.from('enrollments').delete().eq('user_id', learner.id)).error).toBeNull()
  await page.getByRole('button', { name: m.lesson_markComplete({}, { locale: 'en' }) }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: m.lesson_notEnrolled({}, { locale: 'en' }) }),
  ).toBeVisible()
  await expect(
    page.getByRole('button', { name: m.lesson_markComplete({}, { locale: 'en' }) }),
  ).toBeVisible()
  expect(
    (await service.from('lesson_progress').select('lesson_id').eq('user_id', learner.id)).data,
  ).toEqual([])

  await page.reload()
  await expect(page.getByTestId('lesson-locked')).toBeVisible()
  await expect(page.getByTestId('access-notice')).toHaveAttribute('data-access', 'none')
})

test('the join link of a live class shows from 15 minutes before its start, to enrolled learners only', async ({
  page,
}) => {
  const courseId = 'video-editing'
  const { data: live } = await service
    .from('lessons')
    .select('id, starts_at')
    .eq('course_id', courseId)
    .eq('kind', 'live')
    .single()
  const { data: content } = await service
    .from('lesson_contents')
    .select('join_url')
    .eq('lesson_id', live!.id)
    .single()
  const learner = await confirmedLearner('live')
  await enrollDirectly(learner, courseId)
  const moveTo = async (startsAt: string) =>
    expect(
      (await service.from('lessons').update({ starts_at: startsAt }).eq('id', live!.id)).error,
    ).toBeNull()
  try {
    // Twenty minutes ahead: the time, not the link.
    await moveTo(new Date(Date.now() + 20 * 60_000).toISOString())
    await logInTo(page, `/learn/${courseId}`, learner)
    const card = page.getByTestId('next-live')
    await expect(card).toContainText(m.classroom_joinOpens({}, { locale: 'en' }))
    await expect(card).toContainText('(Dhaka time)')
    await expect(card.getByRole('link')).toHaveCount(0)
    // Ten minutes ahead: the link.
    await moveTo(new Date(Date.now() + 10 * 60_000).toISOString())
    await page.reload()
    await expect(
      card.getByRole('link', { name: new RegExp(m.classroom_join({}, { locale: 'en' })) }),
    ).toHaveAttribute('href', content!.join_url!)
    // Not to a visitor, whatever the time.
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await expect(page.getByTestId('access-notice')).toHaveAttribute('data-access', 'anon')
    await expect(card.getByRole('link')).toHaveCount(0)
    expect(await page.content()).not.toContain(content!.join_url!)
  } finally {
    await moveTo(live!.starts_at!)
  }
})

test('the profile shows real progress per course and opens the classroom', async ({ page }) => {
  const courseId = 'video-editing'
  const lessons = (await lessonsOf(courseId)).filter((l) => l.kind !== 'live')
  const learner = await confirmedLearner('profileprogress')
  await enrollDirectly(learner, courseId)
  expect(
    (
      await learner.client
        .from('lesson_progress')
        .insert([{ lesson_id: lessons[0]!.id }, { lesson_id: lessons[1]!.id }])
    ).error,
  ).toBeNull()
  await logInTo(page, '/profile', learner)
  await expect(page.getByText('Achievements')).toHaveCount(0)
  const progress = page.getByTestId('course-progress')
  await expect(progress).toContainText(
    m.profile_progress({ done: 2, total: lessons.length }, { locale: 'en' }),
  )
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2')
  await page
    .getByRole('link', { name: new RegExp(m.profile_openClassroom({}, { locale: 'en' })) })
    .click()
  await expect(page).toHaveURL(`${urls.web}/learn/${courseId}`)
  await expect(page.getByTestId('progress-text')).toHaveText(
    m.classroom_progress({ done: 2, total: lessons.length }, { locale: 'en' }),
  )
})

testEachColorScheme(
  (scheme) =>
    `the classroom, lessons and certificates have no accessibility violations (${scheme})`,
  async (page, scheme) => {
    test.setTimeout(90_000)
    const courseId = 'creative-design'
    const lessons = await lessonsOf(courseId)
    const preview = lessons.find((l) => l.is_preview)!
    const locked = lessons.find((l) => !l.is_preview && l.kind !== 'live')!
    const check = async (label: string) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: /Loading|Checking/ })).toHaveCount(0)
      expect(await axeViolations(page), label).toEqual([])
    }
    for (const path of [
      `/learn/${courseId}`,
      `/learn/${courseId}/${preview.id}`,
      `/learn/${courseId}/${locked.id}`,
      '/learn/cooking',
      '/certificates/nonsense',
    ]) {
      await page.goto(path)
      await check(path)
    }

    // Enrolled and finished: the classroom with its progress, a lesson, the certificate.
    const learner = await confirmedLearner(`a11yclass${scheme}`)
    expect(
      (await learner.client.from('profiles').update({ name: 'Rafiq Islam' }).eq('id', learner.id))
        .error,
    ).toBeNull()
    await enrollDirectly(learner, courseId)
    const countable = lessons.filter((l) => l.kind !== 'live')
    expect(
      (
        await learner.client
          .from('lesson_progress')
          .insert(countable.map((l) => ({ lesson_id: l.id })))
      ).error,
    ).toBeNull()
    await approveRequiredProjects(learner.id, courseId)
    await passRequiredQuizzes(learner.id, courseId)
    const { data: certificate, error } = await learner.client.rpc('issue_certificate', {
      course_id: courseId,
    })
    expect(error).toBeNull()
    await logInTo(page, `/learn/${courseId}`, learner)
    await expect(
      page.getByRole('link', { name: m.classroom_viewCertificate({}, { locale: 'en' }) }),
    ).toBeVisible()
    await check('enrolled classroom')
    await page.goto(`/learn/${courseId}/${locked.id}`)
    await expect(
      page.getByRole('button', { name: m.lesson_markIncomplete({}, { locale: 'en' }) }),
    ).toBeVisible()
    await check('enrolled lesson')
    await page.goto(`/certificates/${(certificate as { id: string }).id}`)
    await expect(page.getByTestId('certificate-name')).toHaveText('Rafiq Islam')
    await check('certificate')
  },
)
