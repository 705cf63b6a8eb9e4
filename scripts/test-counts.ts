// What `pnpm test` (scripts/test.ts) reads in the runners' output to print its closing line.

export type Counts = Partial<Record<'passed' | 'failed' | 'skipped', number>>

/** Reads Vitest ("Tests  2 failed | 40 passed (42)", "Failed Suites 1") or Playwright ("  12 passed (31s)", "  108 passed (3.0m)"). */
export function countLine(line: string): Counts {
  const counts: Counts = {}
  const add = (kind: string, n: number) => {
    const key =
      kind === 'failed' ? 'failed' : kind === 'passed' || kind === 'flaky' ? 'passed' : 'skipped'
    counts[key] = (counts[key] ?? 0) + n
  }
  const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line)
  const suites = /Failed Suites (\d+)/.exec(line)
  const playwright = /^\s+(\d+) (passed|failed|flaky|skipped)( \([\d.]+(?:ms|s|m|h)\))?\s*$/.exec(
    line,
  )
  if (vitest)
    for (const m of vitest[1]!.matchAll(/(\d+) (passed|failed|skipped|todo)/g))
      add(m[2]!, Number(m[1]))
  else if (suites) add('failed', Number(suites[1]))
  else if (playwright) add(playwright[2]!, Number(playwright[1]))
  return counts
}
