// The whole paid-enrolment journey across both apps: a learner submits a request on the
// learner site, the admin approves it in the console (its own production build, its own
// origin), and the learner's course page then reads 'Already Enrolled'.
import { ANON_KEY } from '@repo/devstack'
import { createClient } from '@supabase/supabase-js'
import { urls } from '../ports'
import { expect, test, toast } from './fixtures'

// The learner's session check before login is a refused call that Chromium logs.
test.use({ allowedConsoleErrors: [/Failed to load resource/] })

test("a request approved in the admin console makes the course page read 'Already Enrolled'", async ({
  page,
  browser,
}) => {
  // A confirmed learner, made through the API (the sign-up screens have their own tests).
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const email = `approval-${suffix}@example.com`
  const password = 'learner-pass-1'
  const client = createClient(urls.api, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  expect(
    (await client.auth.signUp({ email, password, options: { data: { username: `a${suffix}` } } }))
      .error,
  ).toBeNull()
  const mails = await (
    await fetch(`${urls.api}/mailbox/v1/messages?to=${encodeURIComponent(email)}`)
  ).json()
  expect((await fetch(mails.messages[0].actionLink, { redirect: 'manual' })).status).toBe(303)

  // The learner enrols on the learner site.
  await page.goto('/login?next=/courses/video-editing')
  await page.getByLabel('Email Address').fill(email)
  await page.locator('input[name=password]').fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/courses\/video-editing$/)
  await page.getByRole('link', { name: 'Enroll Now' }).first().click()
  const tx = `AP${suffix}`.toUpperCase().slice(0, 20)
  await page.getByLabel('Full Name').fill('Karim Ahmed')
  await page.getByLabel('Mobile Number').fill('01812345678')
  await page.getByLabel('Transaction ID').fill(tx)
  await page.getByRole('button', { name: 'Submit Enrollment' }).click()
  await expect(toast(page)).toContainText('✅ Enrollment submitted successfully!')
  await page.goto('/courses/video-editing')
  await expect(page.getByRole('link', { name: 'Awaiting Approval' }).first()).toBeVisible()

  // The admin approves it in the console, on its own origin, from a phone.
  const adminContext = await browser.newContext({
    baseURL: urls.admin,
    viewport: { width: 390, height: 844 },
  })
  const console = await adminContext.newPage()
  await console.goto('/login')
  await console.getByLabel('Email').fill('admin@example.com')
  await console.locator('input[name="password"]').fill('admin-pass-123')
  await console.getByRole('button', { name: 'Log in' }).click()
  const card = console.getByRole('article', { name: `Request ${tx}` })
  await expect(card).toContainText('Karim Ahmed')
  await expect(card).toContainText('৳499')
  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(card).toHaveCount(0)
  await adminContext.close()

  // Back on the learner site, the course is theirs.
  await page.reload()
  await expect(page.getByRole('link', { name: 'Already Enrolled' }).first()).toBeVisible()
  await page.goto('/profile')
  await expect(
    page.getByTestId('enrolment-request').filter({ hasText: 'Video Editing' }),
  ).toContainText('Approved')
})
