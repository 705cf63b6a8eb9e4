// The performance budgets of the learner site (issue 14) and the console's first load (issue 24),
// checked by `pnpm perf`.
// docs/decisions/0030-perf-against-a-floor-page.md says how they are measured.
import type { PageKind } from './routes'

export interface Budget {
  /** LCP at most this many times the floor page's LCP of the same run. */
  lcpRatio: number
  performance: number
  /** TBT at most this much above the floor page's TBT of the same run (0 on a quiet machine). */
  tbtOverFloorMs: number
  cls: number
  /** Compressed JavaScript transferred; some pages have their own, tighter limit (pageJsBytes). */
  jsBytes: number
  accessibility: number
  /** Only where a page is for search engines and link previews: the public pages. */
  bestPractices?: number
  seo?: number
  /** The HTML, brotli: within the first 14 KB (one round trip of a new connection). */
  htmlBytes?: number
  /** Printed when broken, without failing the run: a budget measured, not yet met. */
  reportOnly?: boolean
}

/**
 * The admin settles payments from a phone: the login page within 1.5x the floor, its JavaScript
 * under 120 KB, accessibility 100, at 360 px and at 1,280 px (issues 24 and 36; decision 0075 has
 * the measured numbers).
 */
const consoleBudget: Budget = {
  lcpRatio: 1.5,
  performance: 90,
  tbtOverFloorMs: 50,
  cls: 0.01,
  jsBytes: 120 * 1024,
  accessibility: 100,
}

export const budgets: Record<PageKind, Budget> = {
  public: {
    lcpRatio: 1.3,
    performance: 98,
    tbtOverFloorMs: 50,
    cls: 0.01,
    jsBytes: 90 * 1024,
    accessibility: 100,
    bestPractices: 96,
    seo: 100,
    htmlBytes: 14 * 1024,
  },
  learner: {
    lcpRatio: 1.5,
    performance: 98,
    tbtOverFloorMs: 50,
    cls: 0.01,
    jsBytes: 90 * 1024,
    accessibility: 100,
  },
  console: consoleBudget,
  // Each tab's first load with a session, against the local backend: the same aim, reported and
  // not enforced (React, Mantine and the router are over 120 KB by themselves; decision 0075).
  consoleTab: { ...consoleBudget, reportOnly: true },
}

/**
 * Tighter JavaScript limits for some of the site's pages, by English path (a Bangla twin has its
 * page's): the home page (issue 14); the classroom and its lessons, and the account pages, whose
 * bytes had crept up (issue 34, decision 0082). The enrolment, project and quiz pages keep their
 * kind's.
 */
export const pageJsBytes: readonly { pages: RegExp; bytes: number }[] = [
  { pages: /^\/$/, bytes: 70 * 1024 },
  { pages: /^\/learn\/[^/]+(\/[^/]+)?$/, bytes: 60 * 1024 },
  { pages: /^\/(login|signup|forgot-password|reset-password|profile)$/, bytes: 42 * 1024 },
]

/** The JavaScript limit of a measured page: its own, else its kind's. */
export function jsLimitOf(route: string, kind: PageKind): number {
  const english = route === '/bn' ? '/' : route.replace(/^\/bn\//, '/')
  const own =
    kind === 'public' || kind === 'learner'
      ? pageJsBytes.find((p) => p.pages.test(english))
      : undefined
  return own?.bytes ?? budgets[kind].jsBytes
}

/** Whether a page's broken budgets fail the run (the floor has none). */
export const enforced = (r: Pick<RouteResult, 'kind'>) =>
  r.kind !== 'floor' && !budgets[r.kind].reportOnly

/** What one Lighthouse run (or the median of several) says about a page. */
export interface Measurement {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsBytes: number
  totalBytes: number
}

export interface RouteResult extends Measurement {
  route: string
  kind: PageKind | 'floor'
  /** This page's LCP divided by the floor page's LCP of the same run. */
  lcpRatio: number
  /** This page's TBT minus the floor page's TBT of the same run. */
  tbtOverFloorMs: number
  htmlBytes: number
}

/** The median; a run Lighthouse could not measure (NaN) does not count. */
function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = sorted.length / 2
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * Of several runs of one page, the median of each number on its own. On two shared cores TBT
 * jumps by tens of milliseconds from run to run regardless of LCP: the median of each metric is
 * the honest middle of each, where the run with the median LCP could carry its outlying TBT.
 */
export function medianOf(runs: readonly Measurement[]): Measurement {
  if (runs.length === 0) throw new Error('No runs to take the median of')
  const of = (key: keyof Measurement) => median(runs.map((r) => r[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
    totalBytes: of('totalBytes'),
  }
}

/**
 * A page's result: the median of its runs, compared with the floor's medians. A page without
 * script blocks nothing, so the floor's TBT is the machine's own load, not the site's.
 */
export function routeResult(
  route: string,
  kind: RouteResult['kind'],
  runs: readonly Measurement[],
  floor: Pick<Measurement, 'lcpMs' | 'tbtMs'>,
  htmlBytes: number,
): RouteResult {
  if (!(floor.lcpMs > 0)) throw new Error(`The floor page has no LCP (${floor.lcpMs})`)
  if (!Number.isFinite(floor.tbtMs)) throw new Error(`The floor page has no TBT (${floor.tbtMs})`)
  const m = medianOf(runs)
  return {
    route,
    kind,
    ...m,
    lcpRatio: m.lcpMs / floor.lcpMs,
    tbtOverFloorMs: m.tbtMs - floor.tbtMs,
    htmlBytes,
  }
}

/** Every budget a page breaks, as sentences a person can act on (the floor page has none). */
export function brokenBudgets(r: RouteResult): string[] {
  if (r.kind === 'floor') return []
  const b = budgets[r.kind]
  const jsLimit = jsLimitOf(r.route, r.kind)
  const min = (value: number, limit: number | undefined, name: string): [boolean, string] => [
    limit === undefined || value >= limit,
    `${name} ${value} < ${limit}`,
  ]
  const checks: [boolean, string][] = [
    [
      r.lcpRatio <= b.lcpRatio,
      Number.isFinite(r.lcpMs)
        ? `LCP ${Math.round(r.lcpMs)} ms is ${ratio(r.lcpRatio)} the floor > ${ratio(b.lcpRatio)}`
        : 'LCP not measured in any run (see the warnings above)',
    ],
    min(r.performance, b.performance, 'Performance'),
    [
      r.tbtOverFloorMs <= b.tbtOverFloorMs,
      `TBT ${Math.round(r.tbtMs)} ms is ${Math.round(r.tbtOverFloorMs)} ms over the floor > ${b.tbtOverFloorMs} ms`,
    ],
    [r.cls <= b.cls, `CLS ${r.cls.toFixed(3)} > ${b.cls}`],
    [r.jsBytes <= jsLimit, `JS ${kb(r.jsBytes)} > ${kb(jsLimit)}`],
    min(r.accessibility, b.accessibility, 'Accessibility'),
    min(r.bestPractices, b.bestPractices, 'Best Practices'),
    min(r.seo, b.seo, 'SEO'),
    [
      b.htmlBytes === undefined || r.htmlBytes <= b.htmlBytes,
      `HTML ${kb(r.htmlBytes)} > ${kb(b.htmlBytes ?? 0)}`,
    ],
  ]
  return checks.filter(([ok]) => !ok).map(([, message]) => `${r.route}: ${message}`)
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

function ratio(value: number): string {
  return `${value.toFixed(2)}x`
}

/** The results as a fixed-width table for the terminal and the closing note. */
export function formatTable(results: RouteResult[]): string {
  const head = [
    'route',
    'kind',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP ms',
    'LCP ms',
    'LCP/floor',
    'TBT ms',
    'TBT-floor',
    'CLS',
    'JS',
    'total',
    'HTML',
  ]
  const rows = results.map((r) => [
    r.route,
    r.kind,
    String(Math.round(r.performance)),
    String(Math.round(r.accessibility)),
    String(Math.round(r.bestPractices)),
    String(Math.round(r.seo)),
    String(Math.round(r.fcpMs)),
    String(Math.round(r.lcpMs)),
    ratio(r.lcpRatio),
    String(Math.round(r.tbtMs)),
    String(Math.round(r.tbtOverFloorMs)),
    r.cls.toFixed(3),
    kb(r.jsBytes),
    kb(r.totalBytes),
    kb(r.htmlBytes),
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}
