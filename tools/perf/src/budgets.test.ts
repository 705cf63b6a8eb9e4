import { describe, expect, it } from 'vitest'
import { brokenBudgets, formatTable, medianRun, type RouteResult } from './budgets'

const passing: RouteResult = {
  route: '/courses',
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 10,
  cls: 0,
  jsBytes: 80 * 1024,
  totalBytes: 120 * 1024,
  htmlBytes: 6 * 1024,
}

describe('brokenBudgets', () => {
  it('passes a route within every budget', () => {
    expect(brokenBudgets(passing)).toEqual([])
  })
  it('holds the home page to the tighter JavaScript budget', () => {
    expect(brokenBudgets({ ...passing, route: '/' })).toEqual(['/: JS 80.0 KB > 70.0 KB'])
  })
  it('names each broken budget', () => {
    const broken = brokenBudgets({
      ...passing,
      performance: 97,
      accessibility: 96,
      lcpMs: 1501,
      tbtMs: 51,
      cls: 0.02,
      htmlBytes: 15 * 1024,
    })
    expect(broken).toEqual([
      '/courses: Performance 97 < 98',
      '/courses: Accessibility 96 < 100',
      '/courses: LCP 1501 ms > 1500 ms',
      '/courses: TBT 51 ms > 50 ms',
      '/courses: CLS 0.020 > 0.01',
      '/courses: HTML 15.0 KB > 14.0 KB',
    ])
  })
})

describe('formatTable', () => {
  it('prints a header and one aligned row per route', () => {
    const lines = formatTable([passing, { ...passing, route: '/' }]).split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatch(/^\| route +\| perf \| a11y \|/)
    expect(lines[2]).toContain('| 80.0 KB |')
    expect(new Set(lines.map((l) => l.length)).size).toBe(1)
  })
})

describe('medianRun', () => {
  it('reports the whole run with the median LCP, not a mix of runs', () => {
    const runs = [
      { ...passing, lcpMs: 1900, tbtMs: 80 },
      { ...passing, lcpMs: 1100, tbtMs: 5 },
      { ...passing, lcpMs: 1300, tbtMs: 20 },
    ]
    expect(medianRun(runs)).toEqual({ ...passing, lcpMs: 1300, tbtMs: 20 })
  })

  it('takes the lower middle of an even number of runs, and the only run of one', () => {
    expect(medianRun([{ ...passing, lcpMs: 1400 }, { ...passing, lcpMs: 1200 }]).lcpMs).toBe(1200)
    expect(medianRun([passing])).toEqual(passing)
    expect(() => medianRun([])).toThrow()
  })
})
