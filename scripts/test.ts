// pnpm test: every package's tests in three jobs, then one closing line that adds up the
// runners' JSON reports (`<package>/.test-report/*.json`, scripts/test-counts.ts). A package whose
// test task failed without a failing test in its report (it crashed, or ran nothing) counts as
// one failure (docs/decisions/0065-ci-jobs-and-test-counts.md).
// - The unit suites and the database suites side by side, each job one package at a time: they
//   share nothing but the 2 cores (each database suite starts its own stack on free ports).
// - Then the browser suite (e2e/) alone: it starts a stack on fixed ports and a Chromium, and its
//   7 s expectations time out when another suite competes for the cores.
import { spawn, spawnSync } from 'node:child_process'
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

/** The exit code of each package's test task, from turbo's run summaries (`--summarize`, one a lane). */
function exitCodes(summaryDir: string): Map<string, number> {
  const codes = new Map<string, number>()
  for (const file of readdirSync(summaryDir).filter((f) => f.endsWith('.json'))) {
    const summary = JSON.parse(readFileSync(join(summaryDir, file), 'utf8')) as {
      tasks: { directory: string; execution?: { exitCode?: number } }[]
    }
    for (const task of summary.tasks)
      codes.set(join(root, task.directory), task.execution?.exitCode ?? 1)
  }
  return codes
}

const dirs = packageDirs()
for (const dir of dirs) rmSync(join(dir, REPORT_DIR), { recursive: true, force: true })
const summaryDir = join(root, '.turbo', 'runs')
rmSync(summaryDir, { recursive: true, force: true })

const databaseSuites = ['@repo/supabase', '@repo/devstack']
const jobs = {
  unit: ['--filter=!e2e', ...databaseSuites.map((name) => `--filter=!${name}`)],
  database: databaseSuites.map((name) => `--filter=${name}`),
  browser: ['--filter=e2e'],
}

/** One job: turbo runs its packages' test tasks one at a time; resolves to its exit code. */
function runJob(filters: string[]): Promise<number> {
  const child = spawn(
    'pnpm',
    ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--continue', '--summarize', ...filters],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    },
  )
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

const status = Math.max(
  ...(await Promise.all([runJob(jobs.unit), runJob(jobs.database)])),
  await runJob(jobs.browser),
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
process.exit(status)
