import { test as base, expect, type Page } from '@playwright/test'
import { urls } from '../ports'

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
 * Every test fails on a page error or a console error (a hydration mismatch, a failed
 * chunk), except the ones a test expects and lists in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  // A prerendered page is interactive once its islands have rendered (`data-islands="ready"` on
  // <html>, docs/decisions/0014-islands.md); `page.goto` waits for that, as a learner waits for
  // the page to respond. Before it, links and forms work as plain HTML.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (javaScriptEnabled)
        await page
          .locator('html[data-islands="ready"], html:not(:has(script[src*="/assets/islands/"]))')
          .waitFor({ state: 'attached' })
      return response
    }
    await use(page)
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      // A not-found page is served with status 404, as the CDN does, and Chromium logs that
      // status for the document itself: expected for those pages, an error for anything else.
      const notFoundPages = new Set<string>()
      page.on('response', (r) => {
        if (r.status() === 404 && r.request().isNavigationRequest()) notFoundPages.add(r.url())
      })
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
      page.on('console', (m) => {
        if (m.type() !== 'error' || allowedConsoleErrors.some((r) => r.test(m.text()))) return
        if (/status of 404/.test(m.text()) && notFoundPages.has(m.location().url)) return
        errors.push(m.text())
      })
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

/** The visible toast (polite or assertive region). */
export function toast(page: Page) {
  return page.getByTestId('toast')
}
