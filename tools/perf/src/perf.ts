// pnpm perf: Lighthouse on the production builds of apps/web and apps/admin (its login page),
// each served compressed as a CDN would,
// in Debian's Chromium with Lighthouse's default mobile emulation and simulated throttling.
// Every page is measured against a floor page served in the same run (decision 0030).
// Prints one table and exits non-zero when any budget is broken.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import {
  brokenBudgets,
  formatTable,
  type Measurement,
  medianOf,
  routeResult,
  type RouteResult,
} from './budgets'
import { chromiumFlags, chromiumPath } from './chromium'
import { floorHtml, floorPath } from './floor'
import { type PerfRoute, routeLabel, selectRoutes } from './routes'
import { resolveFile, serveStatic } from './serve'

const repo = resolve(import.meta.dirname, '../../..')
const webBuild = join(repo, 'apps/web/build/client')
const adminBuild = join(repo, 'apps/admin/dist')
const routes = selectRoutes(process.env.PERF_ROUTES)
// Lighthouse's numbers move from run to run (more so on 2 shared cores): every page is measured
// this many times, in rounds (the floor, then each page), and each metric's median is reported.
const runs = Number(process.env.PERF_RUNS ?? 3)
// The local HTTPS server's certificate is self-signed (serve.ts).
const chromeFlags = [...chromiumFlags, '--ignore-certificate-errors']

interface NetworkItem {
  resourceType?: string
  transferSize?: number
}

/** The build a route is served from: the console's pages from its own. */
const buildOf = (route: PerfRoute) => (route.kind === 'console' ? adminBuild : webBuild)

/** The page's HTML as the CDN sends it (brotli), whatever file the URL resolves to. */
function htmlBytes(route: PerfRoute): number {
  return brotliCompressSync(readFileSync(resolveFile(buildOf(route), route.path).file)).length
}

/** One Lighthouse run of one page, as a first visit (Lighthouse clears storage before each). */
async function measure(port: number, pageUrl: string, route: string): Promise<Measurement> {
  const runner = await lighthouse(pageUrl, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!runner) throw new Error(`Lighthouse returned nothing for ${route}`)
  const { categories, audits, runtimeError } = runner.lhr
  if (runtimeError) console.warn(`perf: ${route}: ${runtimeError.code} ${runtimeError.message}`)
  const items =
    (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const failed = Object.values(audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
  )
  if (failed.length && process.env.PERF_VERBOSE)
    console.log(route, failed.map((a) => a.id).join(', '))
  return {
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
  // HTTPS and HTTP/2, as the CDN serves each app (see ServeOptions.http2); the floor page from
  // the site's server, so it pays the same protocol, headers and compression as every page.
  const site = await serveStatic(webBuild, { http2: true, pages: { [floorPath]: floorHtml } })
  const admin = await serveStatic(adminBuild, { http2: true })
  const urlOf = (route: PerfRoute) =>
    `${route.kind === 'console' ? admin.url : site.url}${route.path}`
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags,
  })
  // Rounds rather than three runs in a row: a burst of load on the shared machine then touches
  // one run of several pages, not every run of one page (or of the floor).
  const floorRoute: PerfRoute = { path: floorPath, kind: 'public' }
  const samples = new Map<string, Measurement[]>(
    [floorPath, ...routes.map(routeLabel)].map((label) => [label, []]),
  )
  try {
    for (let round = 1; round <= runs; round++) {
      for (const route of [floorRoute, ...routes]) {
        const label = route === floorRoute ? floorPath : routeLabel(route)
        const m = await measure(chrome.port, urlOf(route), label)
        samples.get(label)!.push(m)
        console.log(`round ${round}/${runs}: ${label} LCP ${Math.round(m.lcpMs)} ms`)
      }
    }
  } finally {
    chrome.kill()
    site.server.close()
    admin.server.close()
  }
  const floorRuns = samples.get(floorPath)!
  const floor = medianOf(floorRuns)
  const results: RouteResult[] = [
    routeResult(floorPath, 'floor', floorRuns, floor, brotliCompressSync(floorHtml).length),
    ...routes.map((r) =>
      routeResult(routeLabel(r), r.kind, samples.get(routeLabel(r))!, floor, htmlBytes(r)),
    ),
  ]
  console.log(
    `\nMedian of ${runs} run(s) per metric; floor LCP ${Math.round(floor.lcpMs)} ms, TBT ${Math.round(floor.tbtMs)} ms.\n`,
  )
  console.log(formatTable(results))
  const broken = results.flatMap(brokenBudgets)
  if (broken.length) {
    console.error(`\n${broken.length} budget(s) broken:\n- ${broken.join('\n- ')}`)
    process.exit(1)
  }
  console.log('\nAll budgets met.')
}

await main()
