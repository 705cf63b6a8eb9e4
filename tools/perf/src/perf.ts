// pnpm perf: Lighthouse on the production builds of apps/web and apps/admin (its login page, and
// its tabs as a signed-in admin against the local backend), each served compressed as a CDN
// would, in Debian's Chromium with simulated throttling: Lighthouse's mobile emulation for the
// site, a 360 px phone and a 1,280 px laptop for the console (screens.ts). Every page is measured
// against a floor page served in the same run on the same screen (decision 0030).
// Prints one table and exits non-zero when any enforced budget is broken.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import {
  brokenBudgets,
  enforced,
  formatTable,
  type Measurement,
  medianOf,
  routeResult,
  type RouteResult,
} from './budgets'
import { chromiumFlags, chromiumPath } from './chromium'
import {
  blankHtml,
  blankPath,
  consoleBackend,
  seededAdmin,
  sessionKey,
  signIn,
  storeSession,
} from './consoleSession'
import { floorHtml, floorPath } from './floor'
import { type PerfRoute, routeLabel, type Screen, selectRoutes } from './routes'
import { lighthouseSettings, screenWidths } from './screens'
import { resolveFile, serveStatic } from './serve'

const repo = resolve(import.meta.dirname, '../../..')
const webBuild = join(repo, 'apps/web/build/client')
const adminBuild = join(repo, 'apps/admin/dist')
const selected = selectRoutes(process.env.PERF_ROUTES)
// Lighthouse's numbers move from run to run (more so on 2 shared cores): every page is measured
// this many times, in rounds (the floor, then each page), and each metric's median is reported.
const runs = Number(process.env.PERF_RUNS ?? 3)
// The local HTTPS server's certificate is self-signed (serve.ts).
const chromeFlags = [...chromiumFlags, '--ignore-certificate-errors']

interface NetworkItem {
  resourceType?: string
  transferSize?: number
}

const isConsole = (route: PerfRoute) => route.kind === 'console' || route.kind === 'consoleTab'
/** The build a route is served from: the console's pages from its own. */
const buildOf = (route: PerfRoute) => (isConsole(route) ? adminBuild : webBuild)

/** The page's HTML as the CDN sends it (brotli), whatever file the URL resolves to. */
function htmlBytes(route: PerfRoute): number {
  return brotliCompressSync(readFileSync(resolveFile(buildOf(route), route.path).file)).length
}

/** One Lighthouse run of one page, as a first visit (or signed in: its localStorage kept). */
async function measure(
  port: number,
  pageUrl: string,
  route: PerfRoute,
): Promise<Measurement & { finalPath: string }> {
  const label = routeLabel(route)
  const { flags, config } = lighthouseSettings(route.screen ?? 'mobile', {
    signedIn: route.kind === 'consoleTab',
  })
  const runner = await lighthouse(
    pageUrl,
    {
      ...flags,
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    config,
  )
  if (!runner) throw new Error(`Lighthouse returned nothing for ${label}`)
  const { categories, audits, runtimeError, finalDisplayedUrl } = runner.lhr
  if (runtimeError) console.warn(`perf: ${label}: ${runtimeError.code} ${runtimeError.message}`)
  const items =
    (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const failed = Object.values(audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
  )
  if (failed.length && process.env.PERF_VERBOSE)
    console.log(label, failed.map((a) => a.id).join(', '))
  return {
    finalPath: new URL(finalDisplayedUrl).pathname,
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

/**
 * The signed-in admin of the tabs' runs: a function that stores a fresh session before a run, or
 * null (with a warning) when the console's backend does not answer: the tabs are then not
 * measured, and their budgets, reported only, are not either.
 */
async function adminSession(consoleUrl: string) {
  const backend = consoleBackend(join(repo, 'apps/admin'))
  const account = seededAdmin(repo)
  try {
    if (!backend) throw new Error('the build has no VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY')
    await signIn(backend, account)
  } catch (error) {
    console.warn(
      `perf: the console's tabs are not measured: no signed-in admin (${String(error)}). Start the local backend (pnpm stack) to measure them.`,
    )
    return null
  }
  return async (port: number) =>
    storeSession(port, consoleUrl, sessionKey(backend), await signIn(backend, account))
}

async function main() {
  warnWithoutBanglaFont()
  // HTTPS and HTTP/2, as the CDN serves each app (see ServeOptions.http2); the floor page from
  // the site's server, so it pays the same protocol, headers and compression as every page.
  const site = await serveStatic(webBuild, { http2: true, pages: { [floorPath]: floorHtml } })
  const admin = await serveStatic(adminBuild, { http2: true, pages: { [blankPath]: blankHtml } })
  const urlOf = (route: PerfRoute) => `${isConsole(route) ? admin.url : site.url}${route.path}`
  const signedIn = selected.some((r) => r.kind === 'consoleTab')
    ? await adminSession(admin.url)
    : null
  const routes = selected.filter((r) => r.kind !== 'consoleTab' || signedIn)
  // one floor page per screen of the run, measured like the pages on that screen
  const screens = [...new Set(routes.map((r) => r.screen ?? 'mobile'))]
  const floors = new Map<Screen, PerfRoute>(
    screens.map((screen) => [screen, { path: floorPath, kind: 'public', screen }]),
  )
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags,
  })
  // Rounds rather than three runs in a row: a burst of load on the shared machine then touches
  // one run of several pages, not every run of one page (or of the floor).
  const samples = new Map<string, Measurement[]>(
    [...floors.values(), ...routes].map((route) => [routeLabel(route), []]),
  )
  try {
    for (let round = 1; round <= runs; round++) {
      for (const route of [...floors.values(), ...routes]) {
        const label = routeLabel(route)
        if (route.kind === 'consoleTab') await signedIn!(chrome.port)
        const m = await measure(chrome.port, urlOf(route), route)
        // a tab that showed the login instead measured the wrong page
        if (route.kind === 'consoleTab' && m.finalPath !== route.path)
          throw new Error(`${label}: the console opened ${m.finalPath}, not ${route.path}`)
        samples.get(label)!.push(m)
        console.log(`round ${round}/${runs}: ${label} LCP ${Math.round(m.lcpMs)} ms`)
      }
    }
  } finally {
    chrome.kill()
    site.server.close()
    admin.server.close()
  }
  const floorResults = new Map(
    [...floors].map(([screen, floorRoute]) => {
      const floorRuns = samples.get(routeLabel(floorRoute))!
      return [screen, { runs: floorRuns, median: medianOf(floorRuns) }] as const
    }),
  )
  const floorSize = brotliCompressSync(floorHtml).length
  const results: RouteResult[] = [
    ...[...floors].map(([screen, floorRoute]) => {
      const floor = floorResults.get(screen)!
      return routeResult(routeLabel(floorRoute), 'floor', floor.runs, floor.median, floorSize)
    }),
    ...routes.map((r) =>
      routeResult(
        routeLabel(r),
        r.kind,
        samples.get(routeLabel(r))!,
        floorResults.get(r.screen ?? 'mobile')!.median,
        htmlBytes(r),
      ),
    ),
  ]
  console.log(`\nMedian of ${runs} run(s) per metric.`)
  for (const [screen, floor] of floorResults)
    console.log(
      `Floor on ${screenWidths[screen]}: LCP ${Math.round(floor.median.lcpMs)} ms, TBT ${Math.round(floor.median.tbtMs)} ms.`,
    )
  console.log(`\n${formatTable(results)}`)
  const reported = results.filter((r) => !enforced(r)).flatMap(brokenBudgets)
  if (reported.length)
    console.log(
      `\n${reported.length} budget(s) missed, reported and not enforced (decision 0075):\n- ${reported.join('\n- ')}`,
    )
  const broken = results.filter(enforced).flatMap(brokenBudgets)
  if (broken.length) {
    console.error(`\n${broken.length} budget(s) broken:\n- ${broken.join('\n- ')}`)
    process.exit(1)
  }
  console.log('\nAll enforced budgets met.')
}

await main()
