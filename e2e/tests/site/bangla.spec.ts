// The learner site in Bangla (/bn/...), in the browser at 360x740: the language switch, the
// remembered choice, the browser-language offer, Bangla content and prices, Bangla form errors,
// the Bangla account pages (login, sign-up with its mail, password reset, profile).
import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { formSchemasFor } from '@repo/courses'
import { urls } from '../../ports'
import { axeViolations, expectNoViolationsOn } from '../axe'
import { expect, openMenu, test, testEachColorScheme, toast } from '../fixtures'
import { clearMailbox, confirmedLearner, latestMail, logIn, unique, uniqueEmail } from '../learners'
import { m } from '@repo/courses/i18n'

const switchToBangla = (page: Page) => page.getByRole('link', { name: /^বাংলা/ })
const switchToEnglish = (page: Page) => page.getByRole('link', { name: /^English/ })

test('the language switch keeps you on the same page, both ways', async ({ page }) => {
  await page.goto('/courses/web-development')
  const toBangla = switchToBangla(page)
  await expect(toBangla).toHaveAttribute('href', '/bn/courses/web-development')
  await expect(toBangla).toHaveAttribute('hreflang', 'bn')
  await expect(toBangla).toHaveAttribute('lang', 'bn')
  await toBangla.click()
  await expect(page).toHaveURL(/\/bn\/courses\/web-development$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI দিয়ে ওয়েব ডেভেলপমেন্ট')
  await expect(page).toHaveTitle('AI দিয়ে ওয়েব ডেভেলপমেন্ট – ৳৬৯৯ | Skill Courses')

  const toEnglish = switchToEnglish(page)
  await expect(toEnglish).toHaveAttribute('hreflang', 'en')
  await toEnglish.click()
  await expect(page).toHaveURL(/:\/\/[^/]+\/courses\/web-development$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web Development with AI')
})

test('the choice is remembered: it survives a reload and opens English addresses in Bangla', async ({
  page,
}) => {
  await page.goto('/about')
  await switchToBangla(page).click()
  await expect(page).toHaveURL(/\/bn\/about$/)
  await page.reload()
  await expect(page).toHaveURL(/\/bn\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('আমাদের কথা')
  // An English address (a shared link, the bare domain) opens in the chosen language.
  await page.goto('/contact')
  await expect(page).toHaveURL(/\/bn\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('যোগাযোগ করুন')
  // Choosing English is remembered too.
  await switchToEnglish(page).click()
  await expect(page).toHaveURL(/\/contact$/)
  await page.goto('/')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test.describe('a first visit from a browser set to Bangla', () => {
  test.use({ locale: 'bn-BD' })

  test('gets the Bangla page; a Bangla page that was asked for stays', async ({ page }) => {
    await page.goto('/courses?category=design')
    await expect(page).toHaveURL(/\/bn\/courses\?category=design$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('আমাদের কোর্সসমূহ')
    // Going back does not bounce through the English page (the redirect replaced it).
    expect(await page.evaluate(() => history.length)).toBe(2)
    // The account pages too.
    await page.goto('/login')
    await expect(page).toHaveURL(/\/bn\/login$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      m.auth_login_heading({}, { locale: 'bn' }),
    )
    // Pages without a Bangla version stay English.
    await page.goto('/no-such-page')
    await expect(page).toHaveURL(/\/no-such-page$/)
  })

  test('an English choice wins over the browser language', async ({ page }) => {
    await page.goto('/bn/about')
    await switchToEnglish(page).click()
    await page.goto('/courses')
    await expect(page).toHaveURL(/\/courses$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Courses')
  })
})

test('an English browser gets English pages and downloads no font', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || r.url().includes('/fonts/')) fonts.push(r.url())
  })
  await page.goto('/courses/web-development')
  await expect(page).toHaveURL(/:\/\/[^/]+\/courses\/web-development$/)
  await expect(switchToBangla(page)).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
  expect(fonts).toEqual([])
})

test('a Bangla course page: Bangla content, prices in Bangla digits, links that stay in Bangla, the Bangla font', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/fonts/')) fonts.push(new URL(r.url()).pathname)
  })
  await page.goto('/bn/courses/web-development')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2, name: 'কোর্সের সিলেবাস' })).toBeVisible()
  await expect(main).toContainText('৳৬৯৯')
  await expect(main).toContainText('৳১,৪৯৯')
  await expect(main).toContainText('৫৩% ছাড়')
  await expect(main).not.toContainText('৳699')
  await expect(page.getByRole('button', { name: 'মেনু' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'আমাদের কথা' })).toHaveAttribute(
    'href',
    '/bn/about',
  )
  await expect(footer.getByRole('link', { name: 'ক্রিয়েটিভ ডিজাইন' })).toHaveAttribute(
    'href',
    '/bn/courses/creative-design',
  )
  await expect(page.getByRole('link', { name: 'Skill Courses' }).first()).toHaveAttribute(
    'href',
    '/bn',
  )

  // The Bangla font draws the text: the machine's own Noto Sans Bengali when it has one (as
  // phones do), else the self-hosted copy, downloaded only then (decision 0027).
  await page.evaluate(() => document.fonts.ready)
  const hasOwn = execFileSync('fc-list', [':family=Noto Sans Bengali']).length > 0
  expect(fonts).toEqual(hasOwn ? [] : ['/fonts/noto-sans-bengali-bengali-400-normal.woff2'])
  expect(
    await page.evaluate(() => document.fonts.check('16px "Skill Courses Bangla"', 'কোর্স')),
  ).toBe(true)

  // Navigating inside the Bangla site stays Bangla.
  await footer.getByRole('link', { name: 'আমাদের কথা' }).click()
  await expect(page).toHaveURL(/\/bn\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('আমাদের কথা')
  await page
    .getByRole('main')
    .getByRole('heading', { name: 'আমাদের সহ-প্রতিষ্ঠাতা' })
    .scrollIntoViewIfNeeded()
})

test('the Bangla join-now form shows its errors in Bangla', async ({ page }) => {
  await page.goto('/bn/join-now')
  await page.getByLabel('ইমেইল ঠিকানা').fill('not-an-email')
  await page.getByLabel('হোয়াটসঅ্যাপ নম্বর').fill('12345')
  await page.getByRole('button', { name: 'জমা দিন' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('তথ্য অসম্পূর্ণ')
  await expect(alert).toContainText('অনুগ্রহ করে প্রয়োজনীয় সব ঘর পূরণ করুন।')
  await expect(page.getByLabel('পুরো নাম')).toBeFocused()
  await expect(page.getByLabel('পুরো নাম')).toHaveAccessibleDescription('আপনার নাম লিখুন।')
  await expect(page.getByLabel('ইমেইল ঠিকানা')).toHaveAccessibleDescription(
    'সঠিক একটি ইমেইল ঠিকানা লিখুন (যেমন name@example.com)।',
  )
  await expect(page.getByLabel('হোয়াটসঅ্যাপ নম্বর')).toHaveAccessibleDescription(
    /বাংলাদেশের একটি হোয়াটসঅ্যাপ নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।/,
  )
  await expect(page.getByLabel('কোর্স বেছে নিন')).toHaveAccessibleDescription('একটি কোর্স বেছে নিন।')
  // The payment methods are labelled in Bangla; the stored values stay as docs/product.md (Payments) names them.
  await page.getByLabel('কোর্স বেছে নিন').selectOption({ label: 'ক্রিয়েটিভ ডিজাইন' })
  await expect(
    page.getByLabel('কীভাবে পেমেন্ট করতে চান').locator('option[value="Bank Transfer"]'),
  ).toHaveText('ব্যাংক ট্রান্সফার')
})

test('the Bangla contact form shows its errors in Bangla', async ({ page }) => {
  await page.goto('/bn/contact')
  await page.getByLabel('ইমেইল ঠিকানা').fill('x@')
  await page.getByRole('button', { name: 'মেসেজ পাঠান' }).click()
  await expect(page.getByLabel('ইমেইল ঠিকানা')).toHaveAccessibleDescription(
    'সঠিক একটি ইমেইল ঠিকানা লিখুন (যেমন name@example.com)।',
  )
  await expect(page.getByLabel('আপনার নাম')).toHaveAccessibleDescription('আপনার নাম লিখুন।')
})

test('the Bangla enrol form (/bn/enroll, client-rendered) shows its errors in Bangla', async ({
  page,
}) => {
  const learner = await confirmedLearner('bangla')
  await page.goto('/login')
  await logIn(page, learner.email, learner.password)
  await expect(page).toHaveURL(/\/profile$/)

  await page.goto('/bn/enroll/web-development')
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'AI দিয়ে ওয়েব ডেভেলপমেন্ট কোর্সে ভর্তি',
  )
  await page.getByLabel('মোবাইল নম্বর').fill('12345')
  await page.getByRole('button', { name: 'ভর্তির আবেদন জমা দিন' }).click()
  await expect(page.getByLabel('পুরো নাম')).toHaveAccessibleDescription(/আপনার নাম লিখুন।/)
  await expect(page.getByLabel('মোবাইল নম্বর')).toHaveAccessibleDescription(
    /বাংলাদেশের একটি মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।/,
  )
  await expect(page.getByLabel('ট্রানজেকশন আইডি')).toHaveAccessibleDescription(
    /আপনার পেমেন্টের ট্রানজেকশন আইডি লিখুন।/,
  )
  await expect(page.getByRole('main')).not.toContainText(/Enter your|required/i)
})

test.describe('the account pages in Bangla', () => {
  const heading = (page: Page) => page.getByRole('heading', { level: 1 })

  const openBanglaMenu = (page: Page) => openMenu(page, m.shell_menu({}, { locale: 'bn' }))

  test('the header of a Bangla page opens the Bangla login and sign-up pages', async ({ page }) => {
    await page.goto('/bn')
    const menu = await openBanglaMenu(page)
    await expect(
      menu.getByRole('link', { name: m.shell_signup({}, { locale: 'bn' }) }),
    ).toHaveAttribute('href', '/bn/signup')
    await menu.getByRole('link', { name: m.shell_login({}, { locale: 'bn' }) }).click()
    await expect(page).toHaveURL(/\/bn\/login$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
    await expect(heading(page)).toHaveText(m.auth_login_heading({}, { locale: 'bn' }))
    await expect(page).toHaveTitle(
      `${m.auth_login_title({}, { locale: 'bn' })}${m.meta_titleSuffix({}, { locale: 'bn' })}`,
    )
    await expect(
      page.getByRole('link', { name: m.auth_login_forgot({}, { locale: 'bn' }) }),
    ).toHaveAttribute('href', '/bn/forgot-password')
    await page.getByRole('link', { name: m.auth_login_signupLink({}, { locale: 'bn' }) }).click()
    await expect(page).toHaveURL(/\/bn\/signup$/)
    await expect(heading(page)).toHaveText(m.auth_signup_heading({}, { locale: 'bn' }))
  })

  test('the language switch on /login goes to /bn/login and back', async ({ page }) => {
    await page.goto('/login')
    await expect(heading(page)).toHaveText(m.auth_login_heading({}, { locale: 'en' }))
    await expect(switchToBangla(page)).toHaveAttribute('href', '/bn/login')
    await switchToBangla(page).click()
    await expect(page).toHaveURL(/\/bn\/login$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
    await expect(heading(page)).toHaveText(m.auth_login_heading({}, { locale: 'bn' }))
    await switchToEnglish(page).click()
    await expect(page).toHaveURL(`${urls.web}/login`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(heading(page)).toHaveText(m.auth_login_heading({}, { locale: 'en' }))
  })

  test('a Bangla learner signs up, confirms from the mail back in Bangla, logs in and sees the Bangla profile', async ({
    page,
  }) => {
    const email = uniqueEmail('bnsignup')
    const password = 'bangla-pass-1'
    const username = unique('rahima')
    await page.goto('/bn/signup')
    await page.getByLabel(m.auth_emailLabel({}, { locale: 'bn' })).fill(email)
    await page.getByLabel(m.auth_signup_username({}, { locale: 'bn' })).fill(username)
    await page.locator('input[name=password]').fill('12345')
    await page.getByRole('button', { name: m.auth_signup_submit({}, { locale: 'bn' }) }).click()
    // The Bangla form rules: a Bangla error.
    const tooShort = formSchemasFor('bn').signup.safeParse({ email, username, password: '12345' })
      .error?.issues[0]?.message
    expect(tooShort).toBeTruthy()
    await expect(page.getByText(tooShort!, { exact: true })).toBeVisible()
    await page.locator('input[name=password]').fill(password)
    await page.getByRole('button', { name: m.auth_signup_submit({}, { locale: 'bn' }) }).click()
    await expect(toast(page)).toContainText(m.auth_signup_success({}, { locale: 'bn' }))
    await expect(page).toHaveURL(/\/bn\/login$/)

    // The confirmation mail leads back to the Bangla login page, which logs the learner in.
    const mail = await latestMail(email)
    expect(mail.type).toBe('signup')
    expect(mail.redirectTo).toBe(`${urls.web}/bn/login`)
    await page.goto(mail.actionLink)
    await expect(page).toHaveURL(/\/bn\/profile$/)
    await expect(toast(page)).toContainText(m.auth_login_confirmedTitle({}, { locale: 'bn' }))
    await expect(heading(page)).toHaveText(m.profile_heading({}, { locale: 'bn' }))

    // Logging out stays in Bangla; so does logging in again from the header.
    let menu = await openBanglaMenu(page)
    await menu.getByRole('button', { name: m.shell_logout({}, { locale: 'bn' }) }).click()
    await expect(page).toHaveURL(`${urls.web}/bn`)
    menu = await openBanglaMenu(page)
    await menu.getByRole('link', { name: m.shell_login({}, { locale: 'bn' }) }).click()
    await expect(page).toHaveURL(/\/bn\/login$/)
    await logIn(page, email, password, 'bn')
    await expect(toast(page)).toContainText(m.auth_login_successTitle({}, { locale: 'bn' }))
    await expect(page).toHaveURL(/\/bn\/profile$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
    await expect(heading(page)).toHaveText(m.profile_heading({}, { locale: 'bn' }))
    // No course yet (and no made-up progress), and the way to the Bangla list.
    await expect(
      page.getByRole('heading', { name: m.profile_enrollmentsTitle({}, { locale: 'bn' }) }),
    ).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await expect(page.getByText(m.profile_noEnrollments({}, { locale: 'bn' }))).toBeVisible()
    await expect(
      page.getByRole('link', { name: m.profile_browse({}, { locale: 'bn' }) }),
    ).toHaveAttribute('href', '/bn/courses')
    menu = await openBanglaMenu(page)
    await expect(
      menu.getByRole('link', { name: m.shell_profile({}, { locale: 'bn' }) }),
    ).toHaveAttribute('href', '/bn/profile')
  })

  test('a Bangla password reset: the mail leads to the Bangla reset page, then the Bangla profile', async ({
    page,
  }) => {
    const learner = await confirmedLearner('bnreset')
    await clearMailbox(learner.email)
    await page.goto('/bn/login')
    await page.getByRole('link', { name: m.auth_login_forgot({}, { locale: 'bn' }) }).click()
    await expect(page).toHaveURL(/\/bn\/forgot-password$/)
    await page.getByLabel(m.auth_emailLabel({}, { locale: 'bn' })).fill(learner.email)
    await page.getByRole('button', { name: m.auth_forgot_submit({}, { locale: 'bn' }) }).click()
    await expect(
      page.getByText(m.auth_forgot_sent({ email: learner.email }, { locale: 'bn' })),
    ).toBeVisible()

    const mail = await latestMail(learner.email)
    expect(mail.type).toBe('recovery')
    expect(mail.redirectTo).toBe(`${urls.web}/bn/reset-password`)
    await page.goto(mail.actionLink)
    await expect(page).toHaveURL(/\/bn\/reset-password/)
    await expect(heading(page)).toHaveText(m.auth_reset_heading({}, { locale: 'bn' }))
    await page.locator('input[name=password]').fill('brand-new-pass')
    await page.getByLabel(m.auth_reset_confirmPassword({}, { locale: 'bn' })).fill('brand-new-typo')
    await page.getByRole('button', { name: m.auth_reset_submit({}, { locale: 'bn' }) }).click()
    await expect(
      page.getByLabel(m.auth_reset_confirmPassword({}, { locale: 'bn' })),
    ).toHaveAccessibleDescription(m.auth_reset_mismatch({}, { locale: 'bn' }))
    await page.getByLabel(m.auth_reset_confirmPassword({}, { locale: 'bn' })).fill('brand-new-pass')
    await page.getByRole('button', { name: m.auth_reset_submit({}, { locale: 'bn' }) }).click()
    await expect(toast(page)).toContainText(m.auth_reset_successTitle({}, { locale: 'bn' }))
    await expect(page).toHaveURL(/\/bn\/profile$/)
    await expect(heading(page)).toHaveText(m.profile_heading({}, { locale: 'bn' }))
  })
})

testEachColorScheme(
  (scheme) =>
    `the Bangla pages have no accessibility violations (${scheme}), errors and menu included`,
  async (page) => {
    await expectNoViolationsOn(page, [
      '/bn',
      '/bn/courses',
      '/bn/courses/creative-design',
      '/bn/about',
      '/bn/success-stories',
      '/bn/contact',
      '/bn/form',
      '/bn/login',
      '/bn/signup',
      '/bn/forgot-password',
      '/bn/no-such-page',
    ])
    await page.goto('/bn/join-now')
    await page.getByRole('button', { name: 'জমা দিন' }).click()
    await expect(page.getByRole('alert')).toContainText('তথ্য অসম্পূর্ণ')
    await page.getByRole('button', { name: 'মেনু' }).click()
    expect(await axeViolations(page), '/bn/join-now').toEqual([])
  },
)
