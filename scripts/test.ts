// pnpm test: every package's tests, one package at a time (the database suite and the one
// end-to-end suite, e2e/, each start a local stack, the latter a browser too; two at once would
// starve a 2-core machine), then one closing line that adds up the counts the runners printed.
import { spawn } from 'node:child_process'
import { countLine } from './test-counts.ts'

// eslint-disable-next-line no-control-regex -- strips the colour codes the runners print
const ansi = /\x1b\[[0-9;]*m/g
const totals = { passed: 0, failed: 0, skipped: 0 }
/** Packages whose runner reported a failure; a package that fails without saying counts once. */
const failedPackages = new Set<string>()

const child = spawn(
  'pnpm',
  ['exec', 'turbo', 'run', 'test', '--concurrency=1', '--continue', ...process.argv.slice(2)],
  {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  },
)
/** Turbo reports a failed task on stderr, the runners their counts on stdout: read both. */
function follow(stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) {
  let pending = ''
  stream.on('data', (chunk: Buffer) => {
    out.write(chunk)
    const lines = (pending + chunk.toString()).split('\n')
    pending = lines.pop() ?? ''
    lines.forEach(readLine)
  })
}
function readLine(raw: string) {
  const plain = raw.replace(ansi, '')
  const prefix = /^(\S+):test: ?(.*)$/.exec(plain)
  const counts = countLine(prefix ? prefix[2]! : plain)
  totals.passed += counts.passed ?? 0
  totals.skipped += counts.skipped ?? 0
  if (counts.failed) {
    totals.failed += counts.failed
    if (prefix) failedPackages.add(prefix[1]!)
  }
  const taskFailed = /^(\S+)#test: .*ERROR/.exec(plain)
  if (taskFailed && !failedPackages.has(taskFailed[1]!)) {
    failedPackages.add(taskFailed[1]!)
    totals.failed += 1
  }
}
follow(child.stdout, process.stdout)
follow(child.stderr, process.stderr)
child.on('close', (code) => {
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
  if (failedPackages.size) console.log(`\nfailing packages: ${[...failedPackages].join(', ')}`)
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`)
  process.exit(code ?? 1)
})
