/**
 * `pnpm bench:console`'s browser half: the time from opening a console tab's address to its first
 * row on screen, in Debian's Chromium (the flags of every browser run here, @repo/perf/chromium)
 * at laptop width, against the same stack. The console is built for that stack first (its
 * `_headers` allow only the API it was built for) and served as the CDN serves it. Then History's
 * whole "Export CSV", clicked, timed to the downloaded file.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ANON_KEY } from '@repo/devstack'
import { chromiumFlags, chromiumPath } from '@repo/perf/chromium'
import { serveStatic } from '@repo/perf/serve'
import { chromium, type Page } from 'playwright-core'

export interface BrowserTab {
  tab: string
  /** the console's address of the tab */
  path: string
}

/** History's whole "Export CSV" as the admin runs it: click to file. */
export interface BrowserExport {
  seconds: number
  /** data rows in the downloaded file */
  rows: number
  megabytes: number
}

export interface FirstRow extends BrowserTab {
  /** ms from navigation to the first row visible, each run */
  times: number[]
  /** what the first row said (to see it was a real row) */
  firstRow: string
}

/** Every tab that opens on rows (Payments opens on the wallet Inbox, which the volume leaves empty). */
export const browserTabs: BrowserTab[] = [
  { tab: 'Pending', path: '/pending' },
  { tab: 'History', path: '/history' },
  { tab: 'Active Users', path: '/users' },
  { tab: 'Leads', path: '/leads' },
  { tab: 'Failed mails', path: '/mail' },
  { tab: 'Lessons: learners', path: '/lessons?course=web-development&view=enrolled' },
  { tab: 'Statistics', path: '/statistics' },
  { tab: 'Coupons', path: '/coupons' },
]

function buildConsole(api: string): string {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-console-'))
  execFileSync(
    'pnpm',
    ['--filter', 'admin', 'exec', 'vite', 'build', '--outDir', outDir, '--logLevel', 'warn'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        VITE_SUPABASE_URL: api,
        VITE_SUPABASE_ANON_KEY: ANON_KEY,
        // no security check at the bench's login, whatever a local .env says
        VITE_TURNSTILE_SITE_KEY: '',
      },
    },
  )
  return outDir
}

/** A row of a table's body: every list, the Statistics tables and Coupons render one. */
const firstRow = (page: Page) => page.locator('tbody tr').first()

/** Clicks History's "Export CSV" and times it to the downloaded file, whose rows it counts. */
async function exportHistory(page: Page, url: string): Promise<BrowserExport> {
  await page.goto(`${url}/history`)
  await firstRow(page).waitFor({ timeout: 60_000 })
  const started = performance.now()
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 300_000 }),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const file = await download.path()
  const seconds = (performance.now() - started) / 1000
  const text = readFileSync(file, 'utf8')
  // the header and the final line end are not rows
  const rows = text.split('\r\n').length - 2
  return { seconds, rows, megabytes: Buffer.byteLength(text) / 2 ** 20 }
}

/**
 * Builds and serves the console, signs in once through its login form, then opens each tab
 * `runs` times in a new page load (after one warm-up that caches the code, as an admin's second
 * visit does), timing navigation to the first row.
 */
export async function timeFirstRows(
  api: string,
  admin: { email: string; password: string },
  runs: number,
): Promise<{ firstRows: FirstRow[]; historyExport: BrowserExport }> {
  const root = buildConsole(api)
  const { url, server } = await serveStatic(root)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${url}/login`)
    await page.getByLabel('Email').fill(admin.email)
    await page.locator('input[name="password"]').fill(admin.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByRole('heading', { name: 'Pending enrollments' }).waitFor({ timeout: 60_000 })
    const results: FirstRow[] = []
    for (const tab of browserTabs) {
      const times: number[] = []
      let text = ''
      for (let run = 0; run <= runs; run++) {
        const started = performance.now()
        await page.goto(`${url}${tab.path}`)
        await firstRow(page).waitFor({ timeout: 60_000 })
        if (run > 0) times.push(performance.now() - started)
        text = (await firstRow(page).innerText()).replace(/\s+/g, ' ').slice(0, 60)
      }
      results.push({ ...tab, times, firstRow: text })
    }
    return { firstRows: results, historyExport: await exportHistory(page, url) }
  } finally {
    await browser.close()
    server.close()
    rmSync(root, { recursive: true, force: true })
  }
}
