// Every built page under the production headers (docs/decisions/0013-hosting-and-security-headers.md):
// the learner site and the admin console are built with push notifications switched on and served
// by the server `pnpm perf` uses (tools/perf/src/serve.ts), which applies the builds' own
// `_headers` and `_redirects`. A page fails on any CSP violation, page error or console error;
// then again with the push and map hosts unreachable, where the user must see no error.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { join, relative } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { serveStatic } from '@repo/perf/serve'
import { ANON_KEY } from '@repo/devstack'
import { adminBuildDir, urls, webBuildDir, whatsappNumber } from '../../ports'

const repo = new URL('../../../', import.meta.url).pathname
const cspBuild = join(repo, 'apps/web/build/csp/')
const oneSignalAppId = '2f1e6c1a-0000-4000-8000-00000000c5b0'

/** The prerendered pages of a build: every <path>/index.html. */
function prerenderedPaths(client: string): string[] {
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => `/${relative(client, e.parentPath)}`)
    .sort()
}

// The page list comes from the suite's own build (`pnpm test` runs e2e/build-web.ts first);
// the first test checks that this file's build has exactly the same pages.
const e2eClient = join(webBuildDir, 'client')
const pages = existsSync(e2eClient) ? prerenderedPaths(e2eClient) : []
// Opened without the mail's link, the reset page says the link is invalid: its alert is the page.
const showsAnError = (path: string) => /^(\/bn)?\/reset-password$/.test(path)

// Not found (status 404): an unknown course gets the route's own page from the SPA fallback,
// any other unknown address the prerendered not-found page.
const notFoundPaths = ['/courses/no-such-course', '/bn/enroll/no-such-course', '/no-such-page']
const thirdParty = /^https:\/\/([a-z0-9-]+\.)*(onesignal\.com|google\.com)\//

/** Stands in for OneSignal's SDK: uses the hosts the real one does (API, styles), then inits. */
const fakeSdk = `(async () => {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = 'https://onesignal.com/sdks/web/v16/OneSignalSDK.page.styles.css'
  document.head.appendChild(link)
  await fetch('https://api.onesignal.com/sync/${oneSignalAppId}/web').catch(() => {})
  for (const callback of window.OneSignalDeferred || []) await callback({ init: async () => {} })
})()`

// The suite bypasses CSP for its axe injection (playwright.config.ts); this file is about the CSP.
test.use({ bypassCSP: false })

let web: { url: string; server: Server }
let admin: { url: string; server: Server }

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const env = { ...process.env, VITE_SUPABASE_URL: urls.api, VITE_SUPABASE_ANON_KEY: ANON_KEY }
  rmSync(cspBuild, { recursive: true, force: true })
  execFileSync('pnpm', ['--filter', 'web', 'build'], {
    stdio: 'ignore',
    env: {
      ...env,
      WEB_BUILD_DIR: 'build/csp',
      VITE_FORM_ENDPOINT: urls.formEndpoint,
      VITE_WHATSAPP_NUMBER: whatsappNumber,
      VITE_ONESIGNAL_APP_ID: oneSignalAppId,
    },
  })
  web = await serveStatic(join(cspBuild, 'client'))
  // The suite's admin build (build-apps.ts): the console has no push or map to switch on.
  admin = await serveStatic(adminBuildDir)
})

test.afterAll(() => {
  web?.server.close()
  admin?.server.close()
})

interface Watch {
  problems: string[]
  /** Requests to the third parties, answered or refused. */
  thirdPartyRequests: string[]
}

/** Records CSP violations, page errors and console errors; the third parties answer or are unreachable. */
async function watch(page: Page, thirdParties: 'up' | 'down'): Promise<Watch> {
  const w: Watch = { problems: [], thirdPartyRequests: [] }
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `securitypolicyviolation: ${e.effectiveDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      ),
    )
  })
  page.on('pageerror', (e) => w.problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() !== 'error') return
    // On a bad day the browser reports the unreachable hosts; nothing else may fail.
    const unreachable =
      thirdParties === 'down' &&
      /^Failed to load resource/.test(m.text()) &&
      thirdParty.test(m.location().url)
    // The browser logs the 404 status of an unknown address's own document.
    const notFound =
      /status of 404/.test(m.text()) &&
      notFoundPaths.some((path) => m.location().url.endsWith(path))
    if (!unreachable && !notFound) w.problems.push(`${m.text()} (${m.location().url})`)
  })
  await page.route(thirdParty, (route) => {
    const url = route.request().url()
    w.thirdPartyRequests.push(url)
    if (thirdParties === 'down') return route.abort('internetdisconnected')
    if (url.startsWith('https://cdn.onesignal.com/'))
      return route.fulfill({ contentType: 'text/javascript', body: fakeSdk })
    if (url.endsWith('.css')) return route.fulfill({ contentType: 'text/css', body: '' })
    if (url.startsWith('https://api.onesignal.com/'))
      return route.fulfill({ contentType: 'application/json', body: '{}' })
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Map</title><p>Map</p>',
    })
  })
  return w
}

/** Opens a page and waits until it has hydrated and, once idle, asked for the push SDK. */
async function open(page: Page, w: Watch, url: string, status = 200) {
  const sdk = page.waitForRequest((r) => r.url().startsWith('https://cdn.onesignal.com/'), {
    timeout: 15_000,
  })
  const response = await page.goto(url)
  expect(response?.status(), url).toBe(status)
  expect(response?.headers()['content-security-policy'], url).toContain("frame-ancestors 'none'")
  await sdk
  await page.waitForLoadState('networkidle')
  expect(w.thirdPartyRequests.some((r) => r.startsWith('https://cdn.onesignal.com/'))).toBe(true)
}

/** What a learner would see as an error: an alert, a toast, the error boundary. */
async function expectNoErrorShown(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible()
  // The toaster's live regions are always there (role=alert among them): only their text counts.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0)
  await expect(page.getByTestId('toast')).toHaveCount(0)
  await expect(page.getByText(/unexpected error|something went wrong|কিছু একটা ভুল/i)).toHaveCount(0)
}

test('the CSP build has every prerendered page of the suite build, each with its own script hashes', () => {
  expect(pages.length).toBeGreaterThan(20)
  expect(prerenderedPaths(join(cspBuild, 'client'))).toEqual(pages)
})

for (const thirdParties of ['up', 'down'] as const) {
  test.describe(`third parties ${thirdParties === 'up' ? 'reachable' : 'unreachable'}`, () => {
    test('every prerendered page, English and Bangla', async ({ page }) => {
      test.setTimeout(pages.length * 8_000)
      const w = await watch(page, thirdParties)
      for (const path of pages) {
        await open(page, w, `${web.url}${path}`)
        if (!showsAnError(path)) await expectNoErrorShown(page)
      }
      expect(w.problems).toEqual([])
    })

    test('unknown courses and addresses, with status 404', async ({ page }) => {
      test.setTimeout(notFoundPaths.length * 8_000 + 20_000)
      const w = await watch(page, thirdParties)
      for (const path of notFoundPaths) {
        await open(page, w, `${web.url}${path}`, 404)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      }
      expect(w.problems).toEqual([])
    })

    test('the map on the contact page loads on request', async ({ page }) => {
      const w = await watch(page, thirdParties)
      await open(page, w, `${web.url}/contact`)
      await page.getByRole('button', { name: 'Show map' }).click()
      const frame = page.locator('iframe[src^="https://www.google.com/"]')
      await expect(frame).toBeVisible()
      if (thirdParties === 'up') await expect(frame.contentFrame().getByText('Map')).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoErrorShown(page)
      expect(w.thirdPartyRequests.some((r) => r.startsWith('https://www.google.com/maps'))).toBe(
        true,
      )
      expect(w.problems).toEqual([])
    })
  })
}

test('the admin console: its login under its own CSP, noindex, for any URL', async ({ page }) => {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`securitypolicyviolation: ${e.effectiveDirective} blocked ${e.blockedURI}`),
    )
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  for (const path of ['/', '/pending']) {
    const response = await page.goto(`${admin.url}${path}`)
    expect(response?.status()).toBe(200)
    const headers = response?.headers() ?? {}
    expect(headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(headers['content-security-policy']).toContain(
      `connect-src 'self' ${urls.api} ${urls.api.replace('http', 'ws')};`,
    )
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  expect(problems).toEqual([])
})

test('hashed assets are cached for a year, pages are revalidated, and the security headers are sent', async ({
  request,
}) => {
  const home = await request.get(`${web.url}/`)
  const headers = home.headers()
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  const asset = (await home.text()).match(/\/assets\/[^"]+\.js/)?.[0]
  expect(asset).toBeTruthy()
  const script = await request.get(`${web.url}${asset}`)
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})
