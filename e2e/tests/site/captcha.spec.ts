// Auth's limits and the security check (docs/decisions/0052-auth-limits-and-captcha.md), at 360 px.
//
// The suite's own build has no Turnstile sitekey, as production without one: the first test checks
// that nothing of the check is on its pages. The other tests use a second build of the site, made
// here with Turnstile's always-passes test sitekey (as csp.spec.ts makes its own), and switch the
// shared devstack's [auth.captcha] and [auth.rate_limit] with its test hook for themselves only,
// putting config.toml's values back after each test. Cloudflare cannot be reached from the tests:
// its script is answered by a stub of the API the site uses (render, reset, remove) that answers
// as Turnstile's test sitekeys do (the dummy token, or an error for the always-blocks key).
import { execFileSync } from 'node:child_process'
import type { Server } from 'node:http'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { serveStatic } from '@repo/perf/serve'
import { ANON_KEY, SERVICE_ROLE_KEY } from '@repo/devstack'
import { m } from '@repo/courses/i18n'
import type { Locale } from '@repo/courses'
import { urls, whatsappNumber } from '../../ports'
import { axeViolations } from '../axe'
import { expect, expectNoSidewaysScroll, test } from '../fixtures'
import { confirmedLearner, latestMail, unique, uniqueEmail } from '../learners'

// Turnstile's documented test keys.
const sitekeys = { passes: '1x00000000000000000000AA', blocks: '2x00000000000000000000AB' }
const secrets = {
  passes: '1x0000000000000000000000000000000AA',
  fails: '2x0000000000000000000000000000000AA',
}
const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'
const CHALLENGE_HOST = 'https://challenges.cloudflare.com'

/** Turnstile's browser API as the site uses it, answering as the test sitekeys do. */
const turnstileStub = `(() => {
  const widgets = new Map()
  let n = 0
  const answer = (id) => setTimeout(() => {
    const w = widgets.get(id)
    if (!w) return
    if (w.options.sitekey.startsWith('2x')) w.options['error-callback']?.('600010')
    else w.options.callback?.(${JSON.stringify(DUMMY_TOKEN)})
  }, 100)
  window.turnstile = {
    render(container, options) {
      const id = 'stub-' + ++n
      const box = document.createElement('div')
      box.setAttribute('data-turnstile-stub', options.sitekey)
      box.style.cssText = options.size === 'compact'
        ? 'width:150px;height:140px'
        : 'width:100%;min-width:300px;height:65px'
      container.appendChild(box)
      widgets.set(id, { box, options })
      answer(id)
      return id
    },
    reset(id) { window.turnstileStubResets = (window.turnstileStubResets || 0) + 1; answer(id) },
    remove(id) { widgets.get(id)?.box.remove(); widgets.delete(id) },
  }
})()`

// Chromium logs the refused calls (400, 429) as failed resources.
test.use({ allowedConsoleErrors: [/Failed to load resource/] })

const repo = new URL('../../../', import.meta.url).pathname
const captchaBuild = join(repo, 'apps/web/build/captcha/')
let site: { url: string; server: Server }

test.beforeAll(async () => {
  test.setTimeout(300_000)
  execFileSync('pnpm', ['--filter', 'web', 'build'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      WEB_BUILD_DIR: 'build/captcha',
      VITE_SUPABASE_URL: urls.api,
      VITE_SUPABASE_ANON_KEY: ANON_KEY,
      VITE_FORM_ENDPOINT: urls.formEndpoint,
      VITE_WHATSAPP_NUMBER: whatsappNumber,
      VITE_ONESIGNAL_APP_ID: '',
      VITE_TURNSTILE_SITE_KEY: sitekeys.passes,
    },
  })
  site = await serveStatic(join(captchaBuild, 'client'))
})

test.afterAll(async () => {
  site?.server.close()
  await stackSettings('DELETE')
})

test.afterEach(async () => {
  await stackSettings('DELETE')
})

/** The devstack's test hook: [auth.captcha] and [auth.rate_limit] of the running stack. */
async function stackSettings(method: 'PUT' | 'DELETE', json?: unknown) {
  const res = await fetch(`${urls.api}/auth/v1/devstack/settings`, {
    method,
    headers: {
      apikey: SERVICE_ROLE_KEY,
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

const captchaWith = (secret: string) =>
  stackSettings('PUT', { captcha: { enabled: true, provider: 'turnstile', secret } })

/**
 * Cloudflare's script answered by the stub; with `sitekey` the build's own key is swapped for it
 * in the site's scripts (the same build, as if made with that key).
 */
async function stubTurnstile(page: Page, sitekey = sitekeys.passes) {
  await page.route(`${CHALLENGE_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: turnstileStub }),
  )
  if (sitekey !== sitekeys.passes) {
    await page.route(`${site.url}/assets/**/*.js`, async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replaceAll(sitekeys.passes, sitekey)
      await route.fulfill({ response, body })
    })
  }
}

/** Text that is all of an element's text. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

const check = (page: Page, locale: Locale = 'en') =>
  page.getByRole('group', { name: m.captcha_label({}, { locale }) })

async function fillSignup(page: Page, email: string, locale: Locale = 'en') {
  await page.getByLabel(m.auth_emailLabel({}, { locale })).fill(email)
  await page.getByLabel(m.auth_signup_username({}, { locale })).fill(unique('u'))
  await page.locator('input[name=password]').fill('learner-pass-1')
}

const signupButton = (page: Page, locale: Locale = 'en') =>
  page.getByRole('button', { name: m.auth_signup_submit({}, { locale }), exact: true })

test('without a sitekey (the suite build) no page shows a check or reaches Cloudflare', async ({
  page,
}) => {
  const reached: string[] = []
  page.on('request', (r) => {
    if (r.url().startsWith(CHALLENGE_HOST)) reached.push(r.url())
  })
  for (const path of ['/signup', '/login', '/forgot-password', '/join-now', '/bn/signup']) {
    await page.goto(`${urls.web}${path}`)
    await expect(page.locator('form')).toBeVisible()
    await expect(page.locator('[data-captcha]')).toHaveCount(0)
    const csp = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    expect(csp).not.toContain('cloudflare')
  }
  expect(reached).toEqual([])
})

test('sign-up with the passing pair: the check passes, Auth takes its token, the mail goes out', async ({
  page,
}) => {
  await captchaWith(secrets.passes)
  await stubTurnstile(page)
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.url().startsWith(CHALLENGE_HOST)) scripts.push(r.url())
  })
  await page.goto(`${site.url}/signup`)
  await expect(check(page)).toBeVisible()
  // the script is fetched for this page, once
  await expect(check(page)).toContainText(m.captcha_done({}, { locale: 'en' }))
  expect(scripts).toEqual([`${CHALLENGE_HOST}/turnstile/v0/api.js?render=explicit`])
  await expectNoSidewaysScroll(page)
  expect(await axeViolations(page)).toEqual([])

  const email = uniqueEmail('captcha-pass')
  await fillSignup(page, email)
  const sent = page.waitForRequest((r) => r.url().includes('/auth/v1/signup'))
  await signupButton(page).click()
  expect((await sent).postDataJSON()).toMatchObject({
    email,
    gotrue_meta_security: { captcha_token: DUMMY_TOKEN },
  })
  await expect(page).toHaveURL(/\/login$/)
  await expect(
    page.locator('#main').getByText(m.auth_signup_success({}, { locale: 'en' })),
  ).toBeVisible()
  expect((await latestMail(email)).type).toBe('signup')
})

test('sign-up with the failing pair: the check fails and says so; nothing is sent', async ({
  page,
}) => {
  await captchaWith(secrets.fails)
  await stubTurnstile(page, sitekeys.blocks)
  let signups = 0
  page.on('request', (r) => {
    if (r.url().includes('/auth/v1/signup')) signups++
  })
  await page.goto(`${site.url}/signup`)
  await expect(check(page)).toContainText(m.captcha_failed({}, { locale: 'en' }))
  const retry = page.getByRole('button', { name: m.captcha_retry({}, { locale: 'en' }) })
  await expect(retry).toBeVisible()
  await fillSignup(page, uniqueEmail('captcha-blocked'))
  await signupButton(page).click()
  await expect(
    page.getByRole('alert').filter({ hasText: m.captcha_required({}, { locale: 'en' }) }),
  ).toBeVisible()
  await expect(check(page)).toBeFocused()
  // trying again fails again, as the always-blocks key does
  await retry.click()
  await expect(check(page)).toContainText(m.captcha_failed({}, { locale: 'en' }))
  expect(signups).toBe(0)
})

test('in Bangla: a token Auth refuses is said in Bangla, and the check runs again', async ({
  page,
}) => {
  await captchaWith(secrets.fails)
  await stubTurnstile(page)
  await page.goto(`${site.url}/bn/signup`)
  await expect(check(page, 'bn')).toContainText(m.captcha_done({}, { locale: 'bn' }))
  await fillSignup(page, uniqueEmail('captcha-refused'), 'bn')
  const answer = page.waitForResponse((r) => r.url().includes('/auth/v1/signup'))
  await signupButton(page, 'bn').click()
  const refused = await answer
  expect(refused.status()).toBe(400)
  expect(await refused.json()).toMatchObject({ code: 'captcha_failed' })
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: exactly(m.auth_captchaRefused({}, { locale: 'bn' })) }),
  ).toBeVisible()
  // a token is good for one request: the widget was asked for a new one, and has it
  await expect
    .poll(() =>
      page.evaluate(() => (window as { turnstileStubResets?: number }).turnstileStubResets),
    )
    .toBe(1)
  await expect(check(page, 'bn')).toContainText(m.captcha_done({}, { locale: 'bn' }))
  await expect(page.locator('input[name=password]')).toHaveValue('learner-pass-1')
})

test('login and password reset carry the token; join-now shows the check too', async ({ page }) => {
  // made before the check is on: the API call of the helper sends no token
  const learner = await confirmedLearner('captcha-login')
  await captchaWith(secrets.passes)
  await stubTurnstile(page)

  await page.goto(`${site.url}/forgot-password`)
  await expect(check(page)).toContainText(m.captcha_done({}, { locale: 'en' }))
  await page.getByLabel(m.auth_emailLabel({}, { locale: 'en' })).fill(learner.email)
  const recover = page.waitForRequest((r) => r.url().includes('/auth/v1/recover'))
  await page.getByRole('button', { name: m.auth_forgot_submit({}, { locale: 'en' }) }).click()
  expect((await recover).postDataJSON()).toMatchObject({
    gotrue_meta_security: { captcha_token: DUMMY_TOKEN },
  })
  await expect(page.getByText(m.auth_forgot_sentTitle({}, { locale: 'en' }))).toBeVisible()
  expect((await latestMail(learner.email)).type).toBe('recovery')

  await page.goto(`${site.url}/login`)
  await expect(check(page)).toContainText(m.captcha_done({}, { locale: 'en' }))
  await page.getByLabel(m.auth_emailLabel({}, { locale: 'en' })).fill(learner.email)
  await page.locator('input[name=password]').fill(learner.password)
  await page
    .getByRole('button', { name: m.auth_login_submit({}, { locale: 'en' }), exact: true })
    .click()
  await expect(page).toHaveURL(/\/profile$/)

  await page.goto(`${site.url}/bn/join-now`)
  await expect(check(page, 'bn')).toContainText(m.captcha_done({}, { locale: 'bn' }))
  await expectNoSidewaysScroll(page)
})

/** The leads stored with `email` (read behind RLS with the service role). */
async function leadsWith(email: string): Promise<unknown[]> {
  const res = await fetch(`${urls.api}/rest/v1/leads?select=course_id&email=eq.${email}`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  })
  expect(res.status).toBe(200)
  return (await res.json()) as unknown[]
}

async function fillJoinNow(page: Page, email: string, locale: Locale) {
  await page
    .getByLabel(m.joinNow_name({}, { locale }))
    .fill(locale === 'bn' ? 'করিম আহমেদ' : 'Karim Ahmed')
  await page.getByLabel(m.joinNow_email({}, { locale })).fill(email)
  await page.getByLabel(m.joinNow_whatsapp({}, { locale })).fill('01712345678')
  await page.getByLabel(m.joinNow_course({}, { locale })).selectOption('skill-pack')
}

test('join-now: the server checks the token; the passing pair stores the lead, a refused token is said in Bangla and stores nothing', async ({
  page,
}) => {
  await captchaWith(secrets.passes)
  await stubTurnstile(page)
  await page.goto(`${site.url}/join-now`)
  await expect(check(page)).toContainText(m.captcha_done({}, { locale: 'en' }))
  const email = uniqueEmail('captcha-lead')
  await fillJoinNow(page, email, 'en')
  const sent = page.waitForResponse((r) => r.url().includes('/functions/v1/join-now'))
  await page.getByRole('button', { name: m.joinNow_submit({}, { locale: 'en' }) }).click()
  const answer = await sent
  expect(answer.request().postDataJSON()).toMatchObject({ email, captchaToken: DUMMY_TOKEN })
  expect(answer.status()).toBe(201)
  await expect(page.getByText(m.joinNow_successTitle({}, { locale: 'en' }))).toBeVisible()
  expect(await leadsWith(email)).toEqual([{ course_id: 'video-editing' }])

  // the always-failing secret: Cloudflare (here the devstack) refuses the token
  await captchaWith(secrets.fails)
  await page.goto(`${site.url}/bn/join-now`)
  await expect(check(page, 'bn')).toContainText(m.captcha_done({}, { locale: 'bn' }))
  const refusedEmail = uniqueEmail('captcha-lead-refused')
  await fillJoinNow(page, refusedEmail, 'bn')
  const refused = page.waitForResponse((r) => r.url().includes('/functions/v1/join-now'))
  await page.getByRole('button', { name: m.joinNow_submit({}, { locale: 'bn' }) }).click()
  expect((await refused).status()).toBe(400)
  await expect(page.getByText(exactly(m.auth_captchaRefused({}, { locale: 'bn' })))).toBeVisible()
  // what was typed stays, and a new token is asked for
  await expect(page.getByLabel(m.joinNow_email({}, { locale: 'bn' }))).toHaveValue(refusedEmail)
  await expect
    .poll(() =>
      page.evaluate(() => (window as { turnstileStubResets?: number }).turnstileStubResets),
    )
    .toBe(1)
  expect(await leadsWith(refusedEmail)).toEqual([])
})

/** `times` requests of the same kind from this machine (the browser's address too). */
async function drain(times: number, path: string, json: unknown) {
  for (let i = 0; i < times; i++) {
    await fetch(`${urls.api}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    })
  }
}

test.describe('over a limit (DEVSTACK_AUTH_RATE_LIMITS through the test hook)', () => {
  test.beforeEach(async () => {
    // a bucket of 30 refilled by one request per 5 minutes: nothing refills during the test
    await stackSettings('PUT', {
      rate_limit: { enforced: true, sign_in_sign_ups: 1, token_refresh: 1 },
    })
  })

  test('sign-up, login and password reset say how long to wait, in English and Bangla', async ({
    page,
  }) => {
    // the page's own box (the toast says it too)
    const tooMany = (locale: Locale) =>
      page
        .getByRole('alert')
        .filter({ hasText: exactly(m.limits_tooManyAttempts({ n: 5 }, { locale })) })

    // sign-ups: GoTrue counts a refused one too (a weak password here)
    await drain(30, '/signup', { email: 'drain@example.com', password: '1' })
    await page.goto(`${urls.web}/signup`)
    await fillSignup(page, uniqueEmail('limited'))
    await signupButton(page).click()
    await expect(tooMany('en')).toBeVisible()
    await expect(tooMany('en')).toContainText('Too many attempts. Try again in 5 minutes.')

    // password sign-ins share the token bucket with refreshes
    await drain(30, '/token?grant_type=password', {
      email: 'drain@example.com',
      password: 'wrong-password',
    })
    await page.goto(`${urls.web}/bn/login`)
    await page.getByLabel(m.auth_emailLabel({}, { locale: 'bn' })).fill('someone@example.com')
    await page.locator('input[name=password]').fill('some-password')
    await page
      .getByRole('button', { name: m.auth_login_submit({}, { locale: 'bn' }), exact: true })
      .click()
    await expect(tooMany('bn')).toBeVisible()

    await drain(30, '/recover', { email: 'drain@example.com' })
    await page.goto(`${urls.web}/forgot-password`)
    await page.getByLabel(m.auth_emailLabel({}, { locale: 'en' })).fill('someone@example.com')
    await page.getByRole('button', { name: m.auth_forgot_submit({}, { locale: 'en' }) }).click()
    await expect(tooMany('en')).toBeVisible()
  })
})
