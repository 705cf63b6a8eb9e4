import {
  test as base,
  expect,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { urls } from '../ports'
import { accounts, service } from './backend'
import { txId } from './learners'

export interface Recorded {
  path: string
  contentType: string
  accept: string
  body: string
}

/** Talks to the recording form service (servers/forms.ts). */
export const formService = {
  async reset() {
    await fetch(`${urls.forms}/__reset`, { method: 'POST' })
  },
  async fail(on: boolean) {
    await fetch(`${urls.forms}/__mode?fail=${on ? 1 : 0}`, { method: 'POST' })
  },
  async delay(ms: number) {
    await fetch(`${urls.forms}/__mode?delay=${ms}`, { method: 'POST' })
  },
  async requests(): Promise<Recorded[]> {
    return (await fetch(`${urls.forms}/__requests`)).json() as Promise<Recorded[]>
  },
}

/**
 * Collects what would worry a user of `page`: page errors and console errors, except those
 * `allowed` matches. A not-found page is served with status 404, as the CDN does, and Chromium
 * logs that status for the document itself: expected for those pages, an error for anything else.
 */
function collectErrors(page: Page, allowed: RegExp[]): string[] {
  const errors: string[] = []
  const notFoundPages = new Set<string>()
  page.on('response', (r) => {
    if (r.status() === 404 && r.request().isNavigationRequest()) notFoundPages.add(r.url())
  })
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() !== 'error' || allowed.some((r) => r.test(m.text()))) return
    if (/status of 404/.test(m.text()) && notFoundPages.has(m.location().url)) return
    errors.push(m.text())
  })
  return errors
}

/**
 * Waits until the page's islands have rendered (`data-islands="ready"` on <html>), or at once
 * on a page without islands: what a learner waits for before a button of an island responds.
 */
export async function islandsReady(page: Page) {
  await page
    .locator('html[data-islands="ready"], html:not(:has(script[data-islands-loader]))')
    .waitFor({ state: 'attached' })
}

/**
 * Opens the header's menu (a phone-sized page) and returns it. The menu button is an island's:
 * on a page reached by a click or a redirect it answers once that page's islands have loaded.
 */
export async function openMenu(page: Page, label = 'Menu') {
  await islandsReady(page)
  await page.getByRole('button', { name: label }).click()
  return page.getByRole('navigation', { name: label })
}

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  // A prerendered page is interactive once its islands have rendered (`data-islands="ready"` on
  // <html>, docs/decisions/0014-islands.md); `page.goto` waits for that, as a learner waits for
  // the page to respond. Before it, links and forms work as plain HTML.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (javaScriptEnabled) await islandsReady(page)
      return response
    }
    await use(page)
  },
  // Every test fails on a page error or a console error (a hydration mismatch, a failed
  // chunk), except the ones a test expects and lists in `allowedConsoleErrors`.
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors = collectErrors(page, allowedConsoleErrors)
      // Third parties are never reached from tests.
      await page.route(/google\.com|onesignal\.com/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
      )
      await formService.reset()
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

type ColorScheme = 'light' | 'dark'

/**
 * The test once per colour scheme, its page showing that scheme with reduced motion: the
 * accessibility checks run in both themes (colour contrast differs between them).
 */
export function testEachColorScheme(
  title: (scheme: ColorScheme) => string,
  body: (page: Page, scheme: ColorScheme) => Promise<void>,
) {
  for (const scheme of ['light', 'dark'] as const) {
    test(title(scheme), async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await body(page, scheme)
    })
  }
}

/** The visible toast (polite or assertive region). */
export function toast(page: Page) {
  return page.getByTestId('toast')
}

/**
 * Sends the learner site's enrolment form (English) as `name`, with a fresh transaction id, and
 * waits for its success toast. Returns the transaction id.
 */
export async function submitEnrollmentForm(page: Page, name: string): Promise<string> {
  const tx = txId()
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Mobile Number').fill('01812345678')
  await page.getByLabel('Transaction ID').fill(tx)
  await page.getByRole('button', { name: 'Submit Enrollment' }).click()
  await expect(toast(page)).toContainText('✅ Enrollment submitted successfully!')
  return tx
}

/** Fills and sends the admin console's login form (the page's baseURL is the console). */
export async function logInToConsole(
  page: Page,
  account: { email: string; password: string } = accounts.admin,
) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

/** Logs the seeded admin into the console and waits for its first tab. */
export async function logInAsAdmin(page: Page) {
  await logInToConsole(page)
  await expect(page.getByRole('heading', { name: 'Pending enrollments' })).toBeVisible()
}

/**
 * The admin console on its own origin, logged in as the seeded admin, on a phone, beside the
 * learner's page of a cross-app journey: the page (on the Pending tab) and a `close` for its
 * browser context, which fails the test on any error the console showed or logged.
 */
export async function consoleAsAdmin(browser: Browser) {
  const context = await browser.newContext({
    baseURL: urls.admin,
    viewport: { width: 390, height: 844 },
  })
  const page = await context.newPage()
  const errors = collectErrors(page, [])
  await logInAsAdmin(page)
  return {
    page,
    close: async () => {
      await context.close()
      expect(errors, 'console errors in the admin console').toEqual([])
    },
  }
}

/**
 * The console on a 360 px phone, logged in as a mentor (the seeded one unless told), on their
 * Reviews tab: the page and a `close` that fails the test on any error the console showed or
 * logged, except those `allowed` matches (a refused claim is a failed call Chromium logs).
 */
export async function consoleAsMentor(
  browser: Browser,
  account: { email: string; password: string } = accounts.mentor,
  allowed: RegExp[] = [],
) {
  const context = await browser.newContext({
    baseURL: urls.admin,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  })
  const page = await context.newPage()
  const errors = collectErrors(page, allowed)
  await logInToConsole(page, account)
  await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible()
  return {
    page,
    close: async () => {
      await context.close()
      expect(errors, 'console errors in the mentor console').toEqual([])
    },
  }
}

/**
 * Opens the console's tab `name` at any width: its tab from Mantine's `sm` (768 px) up; on a
 * phone, the one button (one row) naming the current tab, which shows the tabs as links. Waits
 * for whichever the page shows, then for the tab to be the current one.
 */
export async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true })
  const nav = page.getByRole('navigation', { name: 'Tabs' })
  const button = nav.getByRole('button')
  await expect(tab.or(button)).toBeVisible()
  if (await tab.isVisible()) {
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    return
  }
  // one row on a phone, where the eleven tabs wrapped into three
  expect((await button.boundingBox())?.height).toBeLessThanOrEqual(48)
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
  await nav.getByRole('link', { name, exact: true }).click()
  await expect(button).toHaveText(name)
  await expect(button).toHaveAttribute('aria-expanded', 'false')
}

/** Nothing wider than the screen: no sideways scrolling of the page itself. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The console's visible notification (Mantine renders one at a time). */
export const notification = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text })

/** The device a console test runs on ('phone' or 'laptop'): its project is `console-<device>`. */
export const device = (testInfo: TestInfo) => testInfo.project.name.replace(/^console-/, '')

/**
 * A request in the console's Pending tab, found by its transaction id: the tab shows the oldest
 * 50 a page and searches on the server, so the search (`typed`, the id itself unless told) names
 * it; its card on a phone, its row in the table at laptop width (docs/decisions/0056).
 */
export async function pendingRequestIn(page: Page, tx: string, typed = tx): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(typed)
  const name = `Request ${tx}`
  return page.getByRole('article', { name }).or(page.getByRole('row', { name }))
}

/** A row of public.rate_limits: how many calls a window of seconds allows. */
export interface RateLimit {
  max_requests: number
  window_seconds: number
}

/**
 * A limit of public.rate_limits that the spec's tests change on the shared stack: saved before
 * each test and put back after it. Returns the setter, which checks the change was stored.
 */
export function changesRateLimit(limit: { call: string; scope: string }) {
  let saved: RateLimit | undefined
  async function setLimit(values: RateLimit) {
    const { data, error } = await service
      .from('rate_limits')
      .update(values)
      .match(limit)
      .select('max_requests, window_seconds')
    if (error) throw error
    expect(data).toEqual([values])
  }
  test.beforeEach(async () => {
    const { data, error } = await service
      .from('rate_limits')
      .select('max_requests, window_seconds')
      .match(limit)
      .single()
    if (error) throw error
    saved = data
  })
  test.afterEach(async () => {
    if (saved) await setLimit(saved)
    saved = undefined
  })
  return setLimit
}
