// The whole paid-enrolment journey across both apps: a learner submits a request on the
// learner site, the admin approves it in the console (its own production build, its own
// origin), and the learner's course page then reads 'Already Enrolled'.
import { consoleAsAdmin, expect, pendingRequestIn, submitEnrollmentForm, test } from '../fixtures'
import { confirmedLearner, logIn } from '../learners'

// The learner's session check before login is a refused call that Chromium logs.
test.use({ allowedConsoleErrors: [/Failed to load resource/] })

test("a request approved in the admin console makes the course page read 'Already Enrolled'", async ({
  page,
  browser,
}) => {
  const { email, password } = await confirmedLearner('approval')

  // The learner enrols on the learner site.
  await page.goto('/login?next=/courses/video-editing')
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/courses\/video-editing$/)
  await page.getByRole('link', { name: 'Enroll Now' }).first().click()
  const tx = await submitEnrollmentForm(page, 'Karim Ahmed')
  await page.goto('/courses/video-editing')
  await expect(page.getByRole('link', { name: 'Awaiting Approval' }).first()).toBeVisible()

  // The admin approves it in the console, on its own origin, from a phone.
  const { page: console, close: closeConsole } = await consoleAsAdmin(browser)
  const card = await pendingRequestIn(console, tx)
  await expect(card).toContainText('Karim Ahmed')
  await expect(card).toContainText('৳499')
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(card).toHaveCount(0)
  await closeConsole()

  // Back on the learner site, the course is theirs.
  await page.reload()
  await expect(page.getByRole('link', { name: 'Already Enrolled' }).first()).toBeVisible()
  await page.goto('/profile')
  await expect(
    page.getByTestId('enrollment-request').filter({ hasText: 'Video Editing' }),
  ).toContainText('Approved')
})
