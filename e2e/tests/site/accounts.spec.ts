// Learner accounts and paid enrolment, end to end: the production build against the devstack
// (real auth with its mailbox, PostgREST with RLS and triggers, storage), at 360x740.
import { ANON_KEY } from '@repo/devstack'
import { createClient } from '@supabase/supabase-js'
import type { Page } from '@playwright/test'
import { urls } from '../../ports'
import { axeViolations, expectNoViolationsOn } from '../axe'
import { lastSeen, service } from '../backend'
import { expect, openMenu, test, testEachColorScheme, toast } from '../fixtures'
import {
  clearMailbox,
  confirmedLearner,
  latestMail,
  logIn,
  txId,
  unique,
  uniqueEmail,
  type Learner,
} from '../learners'
import { m } from '@repo/courses/i18n'

// Refused HTTP calls (a wrong password, a refused insert, going offline) are logged by Chromium.
test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_INTERNET_DISCONNECTED/] })

async function logInAt(page: Page, learner: Learner, path = '/login') {
  await page.goto(path)
  await logIn(page, learner.email, learner.password)
  await expect(page).toHaveURL(/\/profile$/)
}

/** A new confirmed learner (`prefix` in their email), logged in and on /profile. */
async function loggedInLearner(page: Page, prefix: string) {
  const learner = await confirmedLearner(prefix)
  await logInAt(page, learner)
  return learner
}

/** Fills the enrol form's required fields. */
async function fillEnrollForm(page: Page, tx: string) {
  await page.getByLabel('Full Name').fill('Rahim Uddin')
  await page.getByLabel('Mobile Number').fill('01712345678')
  await page.getByLabel('Transaction ID').fill(tx)
}

/**
 * After a sent enrolment: the success toast, then /profile listing the course's request as
 * pending with the amount to pay. Returns that request.
 */
async function expectPendingOnProfile(page: Page, courseTitle: string, amount: string) {
  await expect(toast(page)).toContainText('✅ Enrollment submitted successfully!')
  await expect(page).toHaveURL(/\/profile$/)
  const request = page.getByTestId('enrollment-request').filter({ hasText: courseTitle })
  await expect(request).toContainText('Pending')
  await expect(request).toContainText(amount)
  return request
}

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('sign up, confirm, log in, log out', () => {
  test('a new learner signs up, confirms from the mailbox, logs in and out', async ({ page }) => {
    const email = uniqueEmail('signup')
    const password = 'first-pass-1'
    await page.goto('/signup')
    await page.getByLabel('Email Address').fill(email)
    const username = unique('rahim')
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password').fill('12345')
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
      /Password must be at least 6 characters\./,
    )
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign Up' }).click()

    await expect(toast(page)).toContainText(
      'Success! Please check your email to confirm your account.',
    )
    await expect(page).toHaveURL(/\/login$/)
    await expect(
      page.getByRole('status').filter({ hasText: 'check your email' }).first(),
    ).toBeVisible()

    // Not confirmed yet: the server's message in a red box and the 'Login Failed' toast.
    await logIn(page, email, password)
    await expect(page.getByRole('alert', { name: 'Login error' })).toContainText(
      'Email not confirmed',
    )
    await expect(toast(page)).toContainText('Login Failed')
    await expect(page.getByLabel('Email Address')).toHaveValue(email)

    // The confirmation mail's link logs the learner in and the site takes them to /profile.
    const mail = await latestMail(email)
    expect(mail.type).toBe('signup')
    await page.goto(mail.actionLink)
    await expect(page).toHaveURL(/\/profile$/)
    await expect(toast(page)).toContainText('Email Confirmed')
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()

    // Log out from the header; log in again with the password.
    let menu = await openMenu(page)
    await menu.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(`${urls.web}/`)
    menu = await openMenu(page)
    await menu.getByRole('link', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await logIn(page, email, password)
    await expect(toast(page)).toContainText('Login Successful')
    await expect(page).toHaveURL(/\/profile$/)
    // The header followed the login without a reload.
    menu = await openMenu(page)
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0)

    // Active Users: the login recorded a visit.
    const { data: profile } = await service
      .from('profiles')
      .select('id')
      .eq('username', username)
      .single()
    expect(await lastSeen(profile!.id)).toBeTruthy()
  })

  test("the server's weak-password reasons are shown", async ({ page }) => {
    // Hosted Supabase can refuse leaked passwords (reason 'pwned'); the devstack does not check
    // breaches, so its answer is given here in GoTrue's exact shape.
    await page.route('**/auth/v1/signup*', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 422,
          error_code: 'weak_password',
          msg: 'Password is known to be weak and easy to guess, please choose a different one.',
          weak_password: { reasons: ['pwned'] },
        }),
      }),
    )
    await page.goto('/signup')
    await page.getByLabel('Email Address').fill(uniqueEmail('weak'))
    await page.getByLabel('Username').fill(unique('weak'))
    await page.getByLabel('Password').fill('password1')
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await expect(toast(page)).toContainText('Signup Failed')
    await expect(page.getByTestId('weak-password-reasons')).toContainText(
      'It has appeared in a data breach',
    )
    await expect(
      page.getByRole('alert').filter({ hasText: 'Password is known to be weak' }).first(),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/signup$/)
  })

  test('a wrong password shows the server message; ?next= only accepts site paths', async ({
    page,
  }) => {
    const learner = await confirmedLearner('wrongpass')
    await page.goto('/login?next=https://evil.example/steal')
    await logIn(page, learner.email, 'not-the-password')
    await expect(page.getByRole('alert', { name: 'Login error' })).toContainText(
      'Invalid login credentials',
    )
    await expect(toast(page)).toContainText('Login Failed')
    await page.locator('input[name=password]').fill(learner.password)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page).toHaveURL(`${urls.web}/profile`)
  })

  test('/profile needs a login and comes back after it', async ({ page }) => {
    const learner = await confirmedLearner('guard')
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/)
    await logIn(page, learner.email, learner.password)
    await expect(page).toHaveURL(/\/profile$/)
    // No made-up figures (docs/decisions/0019): a new learner has no course and no progress yet.
    await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible()
    await expect(page.getByText('You have not enrolled in a course yet.')).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    expect(await lastSeen(learner.id)).toBeTruthy()
  })
})

test.describe('password reset', () => {
  test('forgot password mails a link; the reset page sets a new password', async ({ page }) => {
    const learner = await confirmedLearner('reset')
    await clearMailbox(learner.email)
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await page.getByLabel('Email Address').fill(learner.email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(page.getByText(`If an account exists for ${learner.email}`)).toBeVisible()

    const mail = await latestMail(learner.email)
    expect(mail.type).toBe('recovery')
    expect(mail.redirectTo).toBe(`${urls.web}/reset-password`)
    await page.goto(mail.actionLink)
    await expect(page).toHaveURL(/\/reset-password/)
    await page.locator('input[name=password]').fill('brand-new-pass')
    await page.getByLabel('Confirm New Password').fill('brand-new-typo')
    await page.getByRole('button', { name: 'Save New Password' }).click()
    await expect(page.getByLabel('Confirm New Password')).toHaveAccessibleDescription(
      'The two passwords do not match.',
    )
    await page.getByLabel('Confirm New Password').fill('brand-new-pass')
    await page.getByRole('button', { name: 'Save New Password' }).click()
    await expect(toast(page)).toContainText('Password Updated')
    await expect(page).toHaveURL(/\/profile$/)

    const fresh = createClient(urls.api, ANON_KEY, { auth: { persistSession: false } })
    expect(
      (await fresh.auth.signInWithPassword({ email: learner.email, password: learner.password }))
        .error,
    ).not.toBeNull()
    expect(
      (await fresh.auth.signInWithPassword({ email: learner.email, password: 'brand-new-pass' }))
        .error,
    ).toBeNull()

    // The link works once.
    await page.goto(mail.actionLink)
    await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible()
  })
})

test.describe('enrolment', () => {
  test('logged out, Enroll Now asks for a login and comes back to the course', async ({ page }) => {
    const learner = await confirmedLearner('enrollbtn')
    await page.goto('/courses/web-development')
    await page.getByRole('link', { name: 'Enroll Now' }).first().click()
    await expect(toast(page)).toContainText('Login Required')
    await expect(toast(page)).toContainText('Please log in to enroll in this course.')
    await expect(page).toHaveURL(/\/login\?next=%2Fcourses%2Fweb-development$/)
    await logIn(page, learner.email, learner.password)
    await expect(page).toHaveURL(/\/courses\/web-development$/)
    await page.getByRole('link', { name: 'Enroll Now' }).first().click()
    await expect(page).toHaveURL(/\/enroll\/web-development$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Web Development')
  })

  test('with a coupon: the new price, the exact amount to send, then the request on /profile', async ({
    page,
  }) => {
    const learner = await loggedInLearner(page, 'coupon')
    await page.goto('/enroll/creative-design')
    await expect(page.getByTestId('amount-to-pay')).toHaveText('৳399')
    // bKash is preselected; its instructions name the number and the amount.
    await expect(page.getByRole('radio', { name: 'bKash' })).toBeChecked()
    await expect(page.getByTestId('payment-instructions')).toContainText(
      'Send exactly ৳399 to 01711-223344',
    )

    await page.getByLabel('Coupon Code (optional)').fill('NOPE')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByTestId('coupon-message')).toHaveText('❌ Invalid or expired coupon.')
    await expect(page.getByTestId('amount-to-pay')).toHaveText('৳399')

    await page.getByLabel('Coupon Code (optional)').fill('welcome20')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByTestId('coupon-message')).toHaveText('✅ Coupon applied! 20% discount.')
    await expect(page.getByTestId('amount-to-pay')).toHaveText('৳319')
    await expect(page.getByTestId('payment-instructions')).toContainText(
      'Send exactly ৳319 to 01711-223344',
    )

    await page.getByRole('radio', { name: 'Nagad' }).check()
    await expect(page.getByTestId('payment-instructions')).toContainText(
      'Send exactly ৳319 to 01811-556677',
    )
    await page.getByRole('radio', { name: 'Bank' }).check()
    await expect(page.getByTestId('payment-instructions')).toContainText('Transfer exactly ৳319')
    await expect(page.getByTestId('payment-instructions')).toContainText('123.456.7890')

    const tx = txId()
    await fillEnrollForm(page, tx.toLowerCase())
    await expect(page.getByTestId('payment-instructions')).toContainText('write 01712345678')
    // Two quick taps send one request.
    await page.getByRole('button', { name: 'Submit Enrollment' }).dblclick()
    const request = await expectPendingOnProfile(page, 'Creative Design', '৳319')
    await expect(request).toContainText(tx)
    const { data } = await service
      .from('pending_enrollments')
      .select('amount_due, coupon_code, payment_method, status')
      .eq('user_id', learner.id)
    expect(data).toEqual([
      { amount_due: 319, coupon_code: 'WELCOME20', payment_method: 'Bank', status: 'pending' },
    ])

    // The course page knows the request is waiting.
    await page.goto('/courses/creative-design')
    await expect(page.getByRole('link', { name: 'Awaiting Approval' }).first()).toBeVisible()
  })

  test('without a coupon the learner pays the full price; approved shows Already Enrolled', async ({
    page,
  }) => {
    const learner = await loggedInLearner(page, 'nocoupon')
    await page.goto('/courses/web-development')
    await page.getByRole('link', { name: 'Enroll Now' }).first().click()
    await expect(page.getByTestId('amount-to-pay')).toHaveText('৳699')
    const tx = txId()
    await fillEnrollForm(page, tx)
    // A coupon typed but never checked is not sent silently.
    await page.getByLabel('Coupon Code (optional)').fill('WELCOME20')
    await page.getByRole('button', { name: 'Submit Enrollment' }).click()
    await expect(page.getByLabel('Coupon Code (optional)')).toHaveAccessibleDescription(
      /Tap Apply to check this coupon/,
    )
    await page.getByLabel('Coupon Code (optional)').fill('')
    await page.getByRole('button', { name: 'Submit Enrollment' }).click()
    await expectPendingOnProfile(page, 'Web Development', '৳699')

    // The admin approves (as the service role here; the admin console has its own tests).
    const { data: rows } = await service
      .from('pending_enrollments')
      .select('id')
      .eq('user_id', learner.id)
    expect(rows).toHaveLength(1)
    expect(
      (
        await service
          .from('pending_enrollments')
          .update({ status: 'approved' })
          .eq('id', rows![0]!.id)
      ).error,
    ).toBeNull()
    expect(
      (
        await service
          .from('enrollments')
          .insert({ user_id: learner.id, course_id: 'web-development' })
      ).error,
    ).toBeNull()

    await page.goto('/courses/web-development')
    await expect(page.getByRole('link', { name: 'Already Enrolled' }).first()).toBeVisible()
    await page.goto('/profile')
    await expect(
      page.getByTestId('enrollment-request').filter({ hasText: 'Web Development' }),
    ).toContainText('Approved')
    await page.goto('/enroll/web-development')
    await expect(page.getByText('You are already enrolled in this course.')).toBeVisible()
  })

  test('refusals keep the form filled: reused transaction id, second open request, lost connection', async ({
    page,
    context,
  }) => {
    const other = await confirmedLearner('other')
    const usedTx = txId()
    const { error } = await other.client.from('pending_enrollments').insert({
      user_id: other.id,
      course_id: 'video-editing',
      name: 'Other',
      phone: '01812345678',
      payment_method: 'bKash',
      transaction_id: usedTx,
      status: 'pending',
      amount_due: 0,
    })
    expect(error).toBeNull()

    const learner = await loggedInLearner(page, 'refusals')
    await page.goto('/enroll/skill-pack')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Video Editing')
    await fillEnrollForm(page, usedTx)
    const submit = page.getByRole('button', { name: 'Submit Enrollment' })
    await submit.click()
    await expect(page.getByText(/This transaction ID has already been used/).first()).toBeVisible()
    await expect(page.getByLabel('Transaction ID')).toHaveValue(usedTx)
    await expect(page.getByLabel('Full Name')).toHaveValue('Rahim Uddin')

    // A request for this course arrives from elsewhere (another tab) while the form is open.
    const tx = txId()
    expect(
      (
        await learner.client.from('pending_enrollments').insert({
          user_id: learner.id,
          course_id: 'video-editing',
          name: 'Rahim',
          phone: '01712345678',
          payment_method: 'bKash',
          transaction_id: txId(),
          status: 'pending',
          amount_due: 0,
        })
      ).error,
    ).toBeNull()
    await page.getByLabel('Transaction ID').fill(tx)
    await submit.click()
    await expect(
      page.getByText(/already have a request for this course awaiting approval/).first(),
    ).toBeVisible()
    await expect(page.getByLabel('Transaction ID')).toHaveValue(tx)
    await expect(page.getByRole('link', { name: 'See My Courses' })).toBeVisible()

    // Lost connection on another course.
    await page.goto('/enroll/creative-design')
    await fillEnrollForm(page, tx)
    await context.setOffline(true)
    await submit.click()
    await expect(page.getByText(/You are offline/).first()).toBeVisible()
    await expect(page.getByLabel('Transaction ID')).toHaveValue(tx)
    await expect(page.getByLabel('Mobile Number')).toHaveValue('01712345678')
    await context.setOffline(false)
    await submit.click()
    await expect(toast(page)).toContainText('✅ Enrollment submitted successfully!')
  })

  test('a request whose answer is lost on the way: the retry finds it recorded', async ({
    page,
  }) => {
    const learner = await loggedInLearner(page, 'lostanswer')
    await page.goto('/enroll/creative-design')
    const tx = txId()
    await fillEnrollForm(page, tx)
    // The insert reaches the database, but the answer never reaches the phone.
    await page.route('**/rest/v1/pending_enrollments*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      await route.fetch()
      await route.abort('internetdisconnected')
    })
    await page.getByRole('button', { name: 'Submit Enrollment' }).click()
    await expect(page.getByText(/The connection was lost/).first()).toBeVisible()
    await expect(page.getByLabel('Transaction ID')).toHaveValue(tx)
    await page.unroute('**/rest/v1/pending_enrollments*')
    await page.getByRole('button', { name: 'Submit Enrollment' }).click()
    await expect(toast(page)).toContainText('✅ Enrollment submitted successfully!')
    const { data } = await service
      .from('pending_enrollments')
      .select('id')
      .eq('user_id', learner.id)
    expect(data).toHaveLength(1)
  })

  test('an unknown course id says Invalid course selected.; logged out it asks for a login', async ({
    page,
  }) => {
    await page.goto('/enroll/cooking-101')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Invalid course selected.' }),
    ).toBeVisible()
    await page.goto('/enroll/video-editing')
    await expect(toast(page)).toContainText('You must be logged in.')
    await expect(page).toHaveURL(/\/login\?next=%2Fenroll%2Fvideo-editing$/)
  })
})

test.describe('enrolment in Bangla', () => {
  test('the Bangla course page and enrol form use Bangla words and digits, and the same rules', async ({
    page,
  }) => {
    const learner = await confirmedLearner('bangla')
    await page.goto('/bn/courses/creative-design')
    const enroll = page.locator('main a[href="/bn/enroll/creative-design"]').first()
    await expect(enroll).toBeVisible()
    await enroll.click()
    // 'Login Required' and the login page, in Bangla.
    await expect(toast(page)).toContainText(m.enroll_loginRequiredTitle({}, { locale: 'bn' }))
    await expect(page).toHaveURL(/\/bn\/login\?next=%2Fbn%2Fcourses%2Fcreative-design$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      m.auth_login_heading({}, { locale: 'bn' }),
    )
    await logIn(page, learner.email, learner.password, 'bn')
    await expect(page).toHaveURL(/\/bn\/courses\/creative-design$/)
    // Logged in, the button checks the enrolment first (a disabled 'checking' button meanwhile).
    await page
      .locator('main a[href="/bn/enroll/creative-design"][data-enroll-state="none"]')
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ক্রিয়েটিভ ডিজাইন কোর্সে ভর্তি')
    await expect(page.getByTestId('amount-to-pay')).toHaveText('৳৩৯৯')
    await page.locator('input[name=couponCode]').fill('WELCOME20')
    await page.locator('main form button[type=button]').click()
    await expect(page.getByTestId('coupon-message')).toHaveText('✅ কুপন অ্যাপ্লাই হয়েছে! ২০% ছাড়।')
    await expect(page.getByTestId('amount-to-pay')).toHaveText('৳৩১৯')
    const due = await page.getByTestId('amount-to-pay').textContent()
    await page.locator('input[name=name]').fill('রহিম উদ্দিন')
    await page.locator('input[name=phone]').fill('০১৭১২৩৪৫৬৭৮')
    await page.locator('input[name=transactionId]').fill(txId())
    await page.locator('main form button[type=submit]').click()
    await expect(toast(page)).toContainText('✅ ভর্তির আবেদন জমা হয়েছে!')
    await expect(page).toHaveURL(/\/bn\/profile$/)
    // The Bangla profile lists the request in Bangla: status, amount in Bangla digits.
    const request = page.getByTestId('enrollment-request')
    await expect(request).toContainText(m.profile_requestStatus_pending({}, { locale: 'bn' }))
    await expect(request).toContainText(due!)
    const { data } = await service
      .from('pending_enrollments')
      .select('amount_due, phone, name')
      .eq('user_id', learner.id)
    expect(data).toEqual([{ amount_due: 319, phone: '01712345678', name: 'রহিম উদ্দিন' }])
  })
})

test.describe('profile', () => {
  test('edit name, phone and links; Cancel keeps the saved values', async ({ page }) => {
    const learner = await loggedInLearner(page, 'edit')
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await page.getByLabel('Full Name').fill('Nusrat Jahan')
    await page.getByLabel('Mobile Number').fill('12345')
    await page.getByLabel('Facebook').fill('facebook.com/nusrat')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByLabel('Mobile Number')).toHaveAccessibleDescription(
      /Enter a Bangladeshi mobile number/,
    )
    await expect(page.getByLabel('Facebook')).toHaveAccessibleDescription(/Enter a full link/)
    await page.getByLabel('Mobile Number').fill('+880 1812-345678')
    await page.getByLabel('Facebook').fill('https://facebook.com/nusrat')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page)).toContainText('Profile Updated')
    await expect(page.getByText('01812345678')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/nusrat',
    )

    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await page.getByLabel('Full Name').fill('Someone Else')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByText('Nusrat Jahan').first()).toBeVisible()
    await expect(page.getByText('Someone Else')).toHaveCount(0)
    const { data } = await service
      .from('profiles')
      .select('name, phone, social_links')
      .eq('id', learner.id)
      .single()
    expect(data).toEqual({
      name: 'Nusrat Jahan',
      phone: '01812345678',
      social_links: { twitter: null, linkedin: null, facebook: 'https://facebook.com/nusrat' },
    })
  })

  test('avatar: images only; a new picture replaces the old one in storage', async ({ page }) => {
    const learner = await loggedInLearner(page, 'avatar')
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await page.getByLabel('Full Name').fill('Avatar Owner')

    await page.getByLabel('Profile Picture').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    })
    await expect(toast(page)).toContainText('Upload failed')
    await expect(
      page.getByText('Choose an image file: JPEG, PNG, WebP or GIF.').first(),
    ).toBeVisible()

    await page
      .getByLabel('Profile Picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng })
    await expect(page.getByRole('img', { name: 'Preview of your new picture' })).toBeVisible()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page)).toContainText('Profile Updated')
    const first = (
      await service.from('profiles').select('avatar_url').eq('id', learner.id).single()
    ).data!.avatar_url as string
    expect(first).toMatch(
      new RegExp(`^${urls.api}/storage/v1/object/public/avatars/${learner.id}/[0-9a-f]{32}\\.png$`),
    )
    expect((await fetch(first)).status).toBe(200)

    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await page
      .getByLabel('Profile Picture')
      .setInputFiles({ name: 'me2.png', mimeType: 'image/png', buffer: onePixelPng })
    await page.getByRole('button', { name: 'Save Changes' }).click()
    // Back in view mode once saved, showing the new picture.
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible()
    const avatarUrl = async () =>
      (await service.from('profiles').select('avatar_url').eq('id', learner.id).single()).data!
        .avatar_url as string
    await expect.poll(avatarUrl).not.toBe(first)
    const second = await avatarUrl()
    await expect(page.getByRole('img', { name: 'Avatar Owner' })).toHaveAttribute('src', second)
    expect((await fetch(second)).status).toBe(200)
    // Like Supabase Storage, a missing object answers 400 with statusCode '404' (NoSuchKey).
    const gone = await fetch(first)
    expect(gone.ok).toBe(false)
    expect(((await gone.json()) as { code: string }).code).toBe('NoSuchKey')
    const { data: files } = await service.storage.from('avatars').list(learner.id)
    expect(
      files?.map((f) => `${urls.api}/storage/v1/object/public/avatars/${learner.id}/${f.name}`),
    ).toEqual([second])
  })
})

test.describe('accessibility of the account pages', () => {
  testEachColorScheme(
    (scheme) => `no violations, logged out and logged in, with errors showing (${scheme})`,
    async (page, scheme) => {
      await expectNoViolationsOn(page, [
        '/login',
        '/signup',
        '/forgot-password',
        '/reset-password',
        '/enroll/cooking-101',
      ])
      await page.goto('/login')
      await logIn(page, 'nobody@example.com', 'wrong-password')
      await expect(page.getByRole('alert', { name: 'Login error' })).toBeVisible()
      expect(await axeViolations(page), 'login error').toEqual([])

      await loggedInLearner(page, `a11y${scheme}`)
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible()
      expect(await axeViolations(page), '/profile').toEqual([])
      await page.getByRole('button', { name: 'Edit Profile' }).click()
      await page.getByLabel('Mobile Number').fill('123')
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expect(page.getByLabel('Full Name')).toBeFocused()
      expect(await axeViolations(page), '/profile edit').toEqual([])

      await page.goto('/enroll/creative-design')
      await page.getByLabel('Coupon Code (optional)').fill('WELCOME20')
      await page.getByRole('button', { name: 'Apply' }).click()
      await expect(page.getByTestId('coupon-message')).toBeVisible()
      await page.getByRole('button', { name: 'Submit Enrollment' }).click()
      await expect(page.getByLabel('Full Name')).toBeFocused()
      expect(await axeViolations(page), '/enroll').toEqual([])
    },
  )
})
