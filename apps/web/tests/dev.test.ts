// @vitest-environment node
// `pnpm dev` runs the islands that ship (docs/decisions/0026-pages-and-islands.md): the dev
// server renders a page of islands without React Router's client and with the islands script
// as source; the islands navigate with app/islands/navigation.tsx, as in the build (0062).
// Every page is such a page.
import { join } from 'node:path'
import { chromiumFlags, chromiumPath } from '@repo/perf/chromium'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'

const app = join(import.meta.dirname, '..')
let server: ViteDevServer
let origin: string

beforeAll(async () => {
  server = await createServer({
    root: app,
    configFile: join(app, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', hmr: false },
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('The dev server has no port')
  origin = `http://127.0.0.1:${address.port}`
}, 60_000)

afterAll(() => server?.close())

const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

describe('the dev server', () => {
  it('renders a page of islands with the islands script and no React Router client', async () => {
    const html = await get('/courses')
    expect(html).toContain('<h1')
    expect(html).toContain('data-island="course-catalogue"')
    // After the first paint the loader requests the whole stylesheet, then the islands script
    // (root.tsx, decision 0047).
    const sheet = /data-stylesheet="([^"]+)"/.exec(html)?.[1]
    expect(await get(sheet!)).toContain('.lesson-body')
    const script = /data-script="([^"]+)"/.exec(html)?.[1]
    expect(script).toBe('/@id/__x00__virtual:islands-dev-entry')
    expect(html).not.toMatch(/__reactRouterContext|entry\.client|<link rel="modulepreload"/)
    const entry = await get(script!)
    expect(entry).toContain('/app/islands/client.ts')
  }, 60_000)

  it('serves the islands the modules the build bundles: their own navigation, no React Router', async () => {
    const header = await get('/app/features/shell/SiteHeader.tsx')
    expect(header).toContain('/app/islands/navigation.tsx')
    expect(header).not.toMatch(/from "\/node_modules\/[^"]*react-router/)
  }, 60_000)

  it('serves the pages behind a login as islands too, in both languages', async () => {
    for (const [path, island] of [
      ['/profile', 'profile'],
      ['/bn/login', 'login'],
    ]) {
      const html = await get(path!)
      expect(html).toContain(`data-island="${island}"`)
      expect(html).toContain('virtual:islands-dev-entry')
      expect(html).not.toContain('__reactRouterContext')
    }
  }, 60_000)

  it('runs the islands in the browser: the header menu and the course filter work', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
    try {
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text())
      })
      await page.goto(`${origin}/courses`)
      await page.waitForSelector('html[data-islands="ready"]', { timeout: 30_000 })
      const menu = page.getByRole('button', { name: 'Menu' })
      await menu.click()
      expect(await menu.getAttribute('aria-expanded')).toBe('true')
      await menu.click()
      const filter = page.getByRole('navigation', { name: 'Filter by category' })
      await filter.getByRole('link', { name: 'Design', exact: true }).click()
      await page.waitForURL(/\?category=design$/)
      expect(await filter.getByRole('link', { name: 'Design' }).getAttribute('aria-current')).toBe(
        'true',
      )
      expect(
        await page.evaluate(() => 'reactRouter' in window || '__reactRouterContext' in window),
      ).toBe(false)
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  }, 90_000)
})
