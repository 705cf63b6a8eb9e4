// The closing line of `pnpm test` adds up the runners' JSON reports (scripts/test-counts.ts).
// Vitest's report is made here by a real run over a scratch folder; Playwright's shape is
// written out (a real run needs the browser and the stack: e2e/ writes it in `pnpm test`).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { countReport } from '../../../scripts/test-counts.ts'

const scratch = mkdtempSync(join(tmpdir(), 'test-counts-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Runs Vitest on `files` in the scratch folder and returns its JSON report. */
function vitestReport(files: Record<string, string>): unknown {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(scratch, name), text)
  const report = join(scratch, 'report.json')
  spawnSync(
    'npx',
    ['vitest', 'run', '--root', scratch, '--reporter=json', `--outputFile.json=${report}`],
    { cwd: import.meta.dirname, encoding: 'utf8' },
  )
  return JSON.parse(readFileSync(report, 'utf8'))
}

describe('countReport', () => {
  it("reads Vitest's report: passed, failed, skipped, and a file that broke before its tests as one failure", () => {
    const report = vitestReport({
      'a.test.js': `import { it, expect } from 'vitest'
        it('passes', () => expect(1).toBe(1))
        it('passes too', () => expect(2).toBe(2))
        it('fails', () => expect(1).toBe(2))
        it('is skipped while it runs', (context) => context.skip())`,
      'b.test.js': `import './missing-module.js'`,
    })
    expect(countReport(report)).toEqual({ passed: 2, failed: 2, skipped: 1 })
  })

  it("reads Playwright's report: flaky tests passed in the end; an error outside any test is a failure", () => {
    const stats = { expected: 12, unexpected: 1, flaky: 2, skipped: 3 }
    expect(countReport({ stats, errors: [] })).toEqual({ passed: 14, failed: 1, skipped: 3 })
    expect(
      countReport({
        stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
        errors: [{ message: 'globalSetup failed' }],
      }),
    ).toEqual({ passed: 0, failed: 1, skipped: 0 })
  })

  it('refuses what is not a report', () => {
    expect(() => countReport({ tests: 3 })).toThrow('Not a Vitest or Playwright JSON report.')
  })
})
