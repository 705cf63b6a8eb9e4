/**
 * The Statistics tab reads the funnel of a learner's visit, enrolment and approval (issue 36):
 * the learner opens a course page and its enrol page on the learner site (the page-view beacon
 * counts each), sends a paid request there, the admin approves it, then opens Statistics on a
 * 360 px phone, changes the range and reads the course's funnel: course views, enrol views,
 * requests and approved, each one more than before the test's actions (compared with the same
 * tab's numbers read first, so other visits of the suite count for nothing).
 * (The suite's stack lifts the page_view allowance of 127.0.0.1, global-setup.ts.)
 */
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { urls } from '../../ports'
import {
  device,
  expect,
  expectNoSidewaysScroll,
  islandsReady,
  logInAsAdmin,
  notification,
  openTab,
  pendingRequestIn,
  submitEnrollmentForm,
  test,
} from '../fixtures'
import { confirmedLearner, logIn } from '../learners'

const course = { id: 'video-editing', title: 'Video Editing' }
const steps = ['Course page views', 'Enrol page views', 'Requests', 'Approved'] as const
type Counts = Record<(typeof steps)[number], number>

/** The course's funnel as the tab shows it (a course with nothing in the range: zeros). */
async function funnelOf(page: Page): Promise<Counts> {
  const figure = page.getByRole('figure', { name: course.title, exact: true })
  const table = figure.getByRole('table')
  await expect(table.or(figure.getByText(/^No visits, requests or learners/))).toBeVisible()
  const counts = {} as Counts
  for (const step of steps) {
    counts[step] = (await table.count())
      ? Number(
          (await cellOf(table.getByRole('row', { name: step, exact: true }))).replace(/,/g, ''),
        )
      : 0
  }
  return counts
}

const cellOf = (row: Locator) => row.getByRole('cell').nth(1).innerText()

/** Chooses a range by its label ('7 days'), and waits for the tab to show it. */
async function chooseRange(page: Page, label: string) {
  const shown = page.getByText(/^Showing /)
  const before = await shown.innerText()
  await page
    .getByRole('radiogroup', { name: 'Days shown' })
    .getByText(label, { exact: true })
    .click()
  await expect(shown).not.toHaveText(before)
}

test('the funnel counts a learner’s visit, request and approval, read after a change of range', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000)
  if (device(testInfo) === 'phone') await page.setViewportSize({ width: 360, height: 740 })
  // before: the course's last 7 days, as the tab shows them
  await logInAsAdmin(page)
  await page.goto('/statistics?range=7')
  const before = await funnelOf(page)

  // the learner visits the course page and its enrol page, and sends a paid request there
  const learner = await confirmedLearner('stats')
  const site = await browser.newContext({
    baseURL: urls.web,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  })
  const visitor = await site.newPage()
  await visitor.goto('/login')
  await islandsReady(visitor)
  await logIn(visitor, learner.email, learner.password)
  await expect(visitor).not.toHaveURL(/\/login/)
  // a page is counted once it has been seen: its beacon goes after its first paint, not at load,
  // and is counted when the function has answered it. The course page's own beacon: the page the
  // login led to sends one too, which may still be on its way.
  const courseViewed = visitor.waitForResponse(
    (r) =>
      r.url().endsWith('/functions/v1/page-view') &&
      (r.request().postData() ?? '').includes(`"/courses/${course.id}"`),
  )
  await visitor.goto(`/courses/${course.id}`)
  await courseViewed
  await visitor.goto(`/enroll/${course.id}`)
  await islandsReady(visitor)
  const tx = await submitEnrollmentForm(visitor, 'Nasrin Sultana')
  await site.close()

  // the admin approves it
  await openTab(page, 'Pending')
  await (await pendingRequestIn(page, tx)).getByRole('button', { name: 'Approve' }).click()
  await expect(notification(page, 'Approved')).toBeVisible()

  // then opens Statistics (its last 30 days), changes the range and reads the course's funnel
  await openTab(page, 'Statistics')
  await expect(page.getByRole('heading', { name: 'Statistics', exact: true })).toBeVisible()
  await chooseRange(page, '7 days')
  const expected = Object.fromEntries(steps.map((s) => [s, before[s] + 1]))
  await expect
    .poll(async () => {
      const now = await funnelOf(page)
      if (steps.some((s) => now[s] !== expected[s]))
        await page.getByRole('button', { name: 'Refresh' }).click() // a beacon still on its way
      return now
    })
    .toEqual(expected)
  await expectNoSidewaysScroll(page)

  // the same numbers as a CSV (a BOM for spreadsheets), each step with its count
  const figure = page.getByRole('figure', { name: course.title, exact: true })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    figure.getByRole('button', { name: `Download CSV: ${course.title}` }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(
    /^statistics-funnel-video-editing-[\d-]+-to-[\d-]+\.csv$/,
  )
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.toString('utf8').slice(1).split('\r\n')
  expect(lines[0]).toBe('Course,Step,Count,Rate from the step before (%)')
  for (const step of steps)
    expect(lines).toContainEqual(expect.stringMatching(`^Video Editing,${step},${expected[step]},`))
})
