// pnpm perf: Lighthouse on the production build of apps/web, served compressed as a CDN would,
// in Debian's Chromium with Lighthouse's default mobile emulation and simulated throttling.
// Prints one table and exits non-zero when any budget is broken.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { adminInitialJsBytes, brokenBudgets, formatTable, kb, medianRun, type RouteResult } from './budgets'
import { resolveFile, serveStatic } from './serve'

const repo = resolve(import.meta.dirname, '../../..')
const webBuild = join(repo, 'apps/web/build/client')
const adminBuild = join(repo, 'apps/admin/dist')
// The Bangla pages too (docs/decisions/0012-bangla.md): their catalogue and font are extra bytes.
const routes = (
  process.env.PERF_ROUTES ??
  '/,/courses,/courses/web-development,/about,/contact,/join-now,/bn,/bn/courses,/bn/courses/web-development'
).split(',')
// Lighthouse's numbers move from run to run (more so on 2 shared cores): each route is measured
// this many times and the run with the median LCP is reported, as Lighthouse's docs advise.
const runs = Number(process.env.PERF_RUNS ?? 3)
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The local HTTPS server's certificate is self-signed (serve.ts).
  '--ignore-certificate-errors',
]

interface NetworkItem {
  resourceType?: string
  transferSize?: number
}

function htmlBytes(route: string): number {
  return brotliCompressSync(readFileSync(resolveFile(webBuild, route).file)).length
}

/** Gzip bytes of the admin console's entry script and the chunks its HTML preloads. */
function adminJsBytes(): number | null {
  let html: string
  try {
    html = readFileSync(join(adminBuild, 'index.html'), 'utf8')
  } catch {
    return null
  }
  const srcs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  return srcs.reduce((sum, src) => sum + gzipSync(readFileSync(join(adminBuild, src))).length, 0)
}

/** One Lighthouse run of one route. */
async function measure(port: number, pageUrl: string, route: string): Promise<RouteResult> {
  const runner = await lighthouse(pageUrl, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!runner) throw new Error(`Lighthouse returned nothing for ${route}`)
  const { categories, audits } = runner.lhr
  const items =
    (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const failed = Object.values(audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
  )
  if (failed.length && process.env.PERF_VERBOSE)
    console.log(route, failed.map((a) => a.id).join(', '))
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    jsBytes: items
      .filter((i) => i.resourceType === 'Script')
      .reduce((s, i) => s + (i.transferSize ?? 0), 0),
    totalBytes: items.reduce((s, i) => s + (i.transferSize ?? 0), 0),
    htmlBytes: htmlBytes(route),
  }
}

/** Phones have a Bangla system font; a machine without one draws boxes until the web font swaps in. */
function warnWithoutBanglaFont() {
  let families = ''
  try {
    families = execFileSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' })
  } catch {
    // No fontconfig: no fonts either.
  }
  if (!families.trim())
    console.warn(
      'perf: no Bangla system font here (scripts/setup-machine.sh installs one); Bangla pages will shift when their font swaps in',
    )
}

async function main() {
  warnWithoutBanglaFont()
  // HTTPS and HTTP/2, as the CDN serves the site (see ServeOptions.http2).
  const { url, server } = await serveStatic(webBuild, { http2: true })
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  })
  const results: RouteResult[] = []
  try {
    for (const route of routes) {
      const measured: RouteResult[] = []
      for (let run = 0; run < runs; run++) measured.push(await measure(chrome.port, `${url}${route}`, route))
      results.push(medianRun(measured))
    }
  } finally {
    chrome.kill()
    server.close()
  }
  console.log(formatTable(results))
  const broken = results.flatMap(brokenBudgets)
  const admin = adminJsBytes()
  if (admin === null)
    console.log(
      '\nadmin: no build at apps/admin/dist (run pnpm --filter admin build) - initial JS not checked',
    )
  else {
    console.log(`\nadmin initial JS: ${kb(admin)} gzip (budget ${kb(adminInitialJsBytes)})`)
    if (admin > adminInitialJsBytes)
      broken.push(`admin: initial JS ${kb(admin)} > ${kb(adminInitialJsBytes)}`)
  }
  if (broken.length) {
    console.error(`\n${broken.length} budget(s) broken:\n- ${broken.join('\n- ')}`)
    process.exit(1)
  }
  console.log('\nAll budgets met.')
}

await main()
