// pnpm test: every package's tests, one package at a time (the database suite and the one
// end-to-end suite, e2e/, each start a local stack, the latter a browser too; two at once would
// starve a 2-core machine), then one closing line that adds up the runners' JSON reports
// (`<package>/.test-report/*.json`, scripts/test-counts.ts). A package whose test task failed
// without a failing test in its report (it crashed, or ran nothing) counts as one failure.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { countReport, type Counts } from './test-counts.ts'

const REPORT_DIR = '.test-report'
const root = join(import.meta.dirname, '..')

/** The workspace's package folders (pnpm's own list), each of which may write a report. */
function packageDirs(): string[] {
  const listed = spawnSync('pnpm', ['ls', '-r', '--depth', '-1', '--json'], {
    cwd: root,
    encoding: 'utf8',
  })
  return (JSON.parse(listed.stdout) as { path: string }[]).map((p) => p.path)
}

function reportsOf(dir: string): unknown[] {
  const reports = join(dir, REPORT_DIR)
  if (!existsSync(reports)) return []
  return readdirSync(reports)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(reports, f), 'utf8')) as unknown)
}

/** The exit code of each package's test task, from turbo's run summary (`--summarize`). */
function exitCodes(summaryDir: string): Map<string, number> {
  const newest = readdirSync(summaryDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(summaryDir, f))
    .sort()
    .at(-1)
  const codes = new Map<string, number>()
  if (!newest) return codes
  const summary = JSON.parse(readFileSync(newest, 'utf8')) as {
    tasks: { directory: string; execution?: { exitCode?: number } }[]
  }
  for (const task of summary.tasks)
    codes.set(join(root, task.directory), task.execution?.exitCode ?? 1)
  return codes
}

const dirs = packageDirs()
for (const dir of dirs) rmSync(join(dir, REPORT_DIR), { recursive: true, force: true })
const summaryDir = join(root, '.turbo', 'runs')
rmSync(summaryDir, { recursive: true, force: true })

const run = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'test',
    '--concurrency=1',
    '--continue',
    '--summarize',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  },
)

const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
const failing: string[] = []
const codes = existsSync(summaryDir) ? exitCodes(summaryDir) : new Map<string, number>()
for (const dir of dirs) {
  const counts = reportsOf(dir).map(countReport)
  for (const c of counts) {
    totals.passed += c.passed
    totals.failed += c.failed
    totals.skipped += c.skipped
  }
  const code = codes.get(dir)
  const failedInReport = counts.some((c) => c.failed > 0)
  if (failedInReport || (code !== undefined && code !== 0)) {
    failing.push(dir.slice(root.length + 1) || '.')
    if (!failedInReport) totals.failed += 1
  }
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
if (failing.length) console.log(`\nfailing packages: ${failing.join(', ')}`)
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`)
process.exit(run.status ?? 1)
