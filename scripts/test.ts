// pnpm test: every package's tests, one package at a time (the database and end-to-end suites
// each start a local stack and a browser; two at once would starve a 2-core machine), then
// one closing line that adds up the counts the runners printed.
import { spawn } from 'node:child_process'

// eslint-disable-next-line no-control-regex -- strips the colour codes the runners print
const ansi = /\x1b\[[0-9;]*m/g
const totals = { passed: 0, failed: 0, skipped: 0 }

/** Reads one output line of Vitest ("Tests  2 failed | 40 passed (42)") or Playwright ("  12 passed (31s)"). */
function countLine(raw: string): Partial<typeof totals> {
  const line = raw.replace(ansi, '').replace(/^[^:]+:test: /, '')
  const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line)
  const counts: Partial<typeof totals> = {}
  const add = (kind: string, n: number) => {
    const key = kind === 'failed' ? 'failed' : kind === 'passed' || kind === 'flaky' ? 'passed' : 'skipped'
    counts[key] = (counts[key] ?? 0) + n
  }
  if (vitest) {
    for (const m of vitest[1]!.matchAll(/(\d+) (passed|failed|skipped|todo)/g)) add(m[2]!, Number(m[1]))
  } else {
    const pw = /^\s+(\d+) (passed|failed|flaky|skipped)( \([\d.]+m?s\))?\s*$/.exec(line)
    if (pw) add(pw[2]!, Number(pw[1]))
  }
  return counts
}

const child = spawn('pnpm', ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--continue', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
})
let pending = ''
child.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk)
  const lines = (pending + chunk.toString()).split('\n')
  pending = lines.pop() ?? ''
  for (const line of lines) {
    const c = countLine(line)
    totals.passed += c.passed ?? 0
    totals.failed += c.failed ?? 0
    totals.skipped += c.skipped ?? 0
  }
})
child.on('close', (code) => {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`)
  process.exit(code ?? 1)
})
