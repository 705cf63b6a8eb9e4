// What `pnpm test` (scripts/test.ts) reads to print its closing line: each runner's own JSON
// report (Vitest's `json` reporter, Playwright's `json` reporter), never its printed output.

export interface Counts {
  passed: number
  failed: number
  skipped: number
}

/** The parts of Vitest's JSON report (`--reporter=json`) the count needs. */
interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: { status: string; assertionResults: { status: string }[] }[]
}

/** The parts of Playwright's JSON report the count needs. */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  errors?: unknown[]
}

/**
 * The counts of one report. A test file that failed before any of its tests ran (an import
 * error, a crashed hook) counts as one failure, as does a Playwright run that stopped on an error
 * outside any test (its global setup).
 */
export function countReport(report: unknown): Counts {
  if (isPlaywright(report)) {
    const { expected, unexpected, flaky, skipped } = report.stats
    const outside = report.errors?.length && !unexpected ? 1 : 0
    return { passed: expected + flaky, failed: unexpected + outside, skipped }
  }
  if (isVitest(report)) {
    const brokenFiles = report.testResults.filter(
      (file) =>
        file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
    ).length
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + brokenFiles,
      skipped: report.numPendingTests + report.numTodoTests,
    }
  }
  throw new Error('Not a Vitest or Playwright JSON report.')
}

function isPlaywright(report: unknown): report is PlaywrightReport {
  return typeof report === 'object' && report !== null && 'stats' in report
}

function isVitest(report: unknown): report is VitestReport {
  return typeof report === 'object' && report !== null && 'numPassedTests' in report
}
