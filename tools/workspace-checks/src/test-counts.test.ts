// The closing line of `pnpm test` adds up what each runner printed (scripts/test-counts.ts).
import { describe, expect, it } from 'vitest'
import { countLine } from '../../../scripts/test-counts.ts'

describe('countLine', () => {
  it('reads Vitest summaries', () => {
    expect(countLine('      Tests  289 passed (289)')).toEqual({ passed: 289 })
    expect(countLine('      Tests  2 failed | 40 passed | 1 skipped (43)')).toEqual({
      failed: 2,
      passed: 40,
      skipped: 1,
    })
    expect(countLine(' Failed Suites 1')).toEqual({ failed: 1 })
  })

  it('reads Playwright summaries, whatever unit the duration is in', () => {
    expect(countLine('  12 passed (31.2s)')).toEqual({ passed: 12 })
    expect(countLine('  108 passed (3.0m)')).toEqual({ passed: 108 })
    expect(countLine('  3 failed')).toEqual({ failed: 3 })
    expect(countLine('  1 flaky')).toEqual({ passed: 1 })
  })

  it('ignores everything else', () => {
    expect(countLine('  ✓  1 tests/a11y.spec.ts:46:3 › no violations (4.6s)')).toEqual({})
    expect(countLine('Tests are fun')).toEqual({})
  })
})
