/** The performance budgets of the learner site (issue "Fast on a cheap phone"). Bytes are compressed. */
export const routeBudgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  /** JavaScript on any public route, and the tighter limit on the home page. */
  jsBytes: 90 * 1024,
  homeJsBytes: 70 * 1024,
  htmlBytes: 14 * 1024,
} as const

/** The admin console's initial JavaScript (entry + modulepreloads), gzip. Mantine sets the floor. */
export const adminInitialJsBytes = 240 * 1024

export interface RouteResult {
  route: string
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
  htmlBytes: number
}

/** Every budget a route breaks, as sentences a person can act on. */
export function brokenBudgets(r: RouteResult): string[] {
  const b = routeBudgets
  const jsLimit = r.route === '/' || r.route === '/bn' ? b.homeJsBytes : b.jsBytes
  const checks: [boolean, string][] = [
    [r.performance >= b.performance, `Performance ${r.performance} < ${b.performance}`],
    [r.accessibility >= b.accessibility, `Accessibility ${r.accessibility} < ${b.accessibility}`],
    [r.bestPractices >= b.bestPractices, `Best Practices ${r.bestPractices} < ${b.bestPractices}`],
    [r.seo >= b.seo, `SEO ${r.seo} < ${b.seo}`],
    [r.lcpMs <= b.lcpMs, `LCP ${Math.round(r.lcpMs)} ms > ${b.lcpMs} ms`],
    [r.tbtMs <= b.tbtMs, `TBT ${Math.round(r.tbtMs)} ms > ${b.tbtMs} ms`],
    [r.cls <= b.cls, `CLS ${r.cls.toFixed(3)} > ${b.cls}`],
    [r.jsBytes <= jsLimit, `JS ${kb(r.jsBytes)} > ${kb(jsLimit)}`],
    [r.htmlBytes <= b.htmlBytes, `HTML ${kb(r.htmlBytes)} > ${kb(b.htmlBytes)}`],
  ]
  return checks.filter(([ok]) => !ok).map(([, message]) => `${r.route}: ${message}`)
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

/** The results as a fixed-width table for the terminal and the closing note. */
export function formatTable(results: RouteResult[]): string {
  const head = [
    'route',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS',
    'total',
    'HTML',
  ]
  const rows = results.map((r) => [
    r.route,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    String(Math.round(r.fcpMs)),
    String(Math.round(r.lcpMs)),
    String(Math.round(r.tbtMs)),
    r.cls.toFixed(3),
    kb(r.jsBytes),
    kb(r.totalBytes),
    kb(r.htmlBytes),
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/** Of several runs of one route, the run with the median LCP (all its numbers, not a mix). */
export function medianRun(runs: readonly RouteResult[]): RouteResult {
  if (runs.length === 0) throw new Error('No runs to choose from')
  const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}
