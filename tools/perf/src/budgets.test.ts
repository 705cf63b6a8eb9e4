import { describe, expect, it } from 'vitest'
import {
  brokenBudgets,
  enforced,
  formatTable,
  medianOf,
  routeResult,
  type Measurement,
  type RouteResult,
} from './budgets'

const run: Measurement = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1000,
  tbtMs: 10,
  cls: 0,
  jsBytes: 40 * 1024,
  totalBytes: 120 * 1024,
}
const floor = { lcpMs: 800, tbtMs: 0 }
const publicPage: RouteResult = routeResult('/courses', 'public', [run], floor, 6 * 1024)
const learnerPage: RouteResult = routeResult('/login', 'learner', [run], floor, 20 * 1024)

describe('routeResult', () => {
  it("gives a page's LCP as a ratio to the floor's LCP", () => {
    expect(publicPage.lcpRatio).toBe(1.25)
    const faster = { ...floor, lcpMs: 760 }
    expect(routeResult('/', 'public', [{ ...run, lcpMs: 1520 }], faster, 0).lcpRatio).toBe(2)
  })
  it("gives a page's TBT above the floor's, the machine's own load", () => {
    const busy = { ...floor, tbtMs: 110 }
    expect(routeResult('/', 'public', [{ ...run, tbtMs: 166 }], busy, 0).tbtOverFloorMs).toBe(56)
  })
  it('refuses a floor without an LCP or a TBT (no comparison can be trusted)', () => {
    const at = (f: typeof floor) => () => routeResult('/', 'public', [run], f, 0)
    expect(at({ ...floor, lcpMs: Number.NaN })).toThrow(/floor page has no LCP/)
    expect(at({ ...floor, lcpMs: 0 })).toThrow(/floor page has no LCP/)
    expect(at({ ...floor, tbtMs: Number.NaN })).toThrow(/floor page has no TBT/)
  })
})

describe('brokenBudgets', () => {
  it('passes pages within every budget of their kind', () => {
    expect(brokenBudgets(publicPage)).toEqual([])
    expect(brokenBudgets(learnerPage)).toEqual([])
  })
  it('holds public pages to 1.3x the floor and learner pages to 1.5x', () => {
    const at = (lcpMs: number, page: RouteResult) =>
      brokenBudgets(routeResult(page.route, page.kind, [{ ...run, lcpMs }], floor, 0))
    expect(at(1040, publicPage)).toEqual([])
    expect(at(1041, publicPage)).toEqual(['/courses: LCP 1041 ms is 1.30x the floor > 1.30x'])
    expect(at(1200, learnerPage)).toEqual([])
    expect(at(1201, learnerPage)).toEqual(['/login: LCP 1201 ms is 1.50x the floor > 1.50x'])
  })
  it('holds TBT to 50 ms above the floor page of the same run', () => {
    const busy = { ...floor, tbtMs: 110 }
    const at = (tbtMs: number) =>
      brokenBudgets(routeResult('/login', 'learner', [{ ...run, tbtMs }], busy, 0))
    expect(at(160)).toEqual([])
    expect(at(161)).toEqual(['/login: TBT 161 ms is 51 ms over the floor > 50 ms'])
  })
  it('holds the home page, in both languages, to the tighter JavaScript budget', () => {
    const home = { ...publicPage, jsBytes: 80 * 1024 }
    expect(brokenBudgets({ ...home, route: '/courses' })).toEqual([])
    expect(brokenBudgets({ ...home, route: '/' })).toEqual(['/: JS 80.0 KB > 70.0 KB'])
    expect(brokenBudgets({ ...home, route: '/bn' })).toEqual(['/bn: JS 80.0 KB > 70.0 KB'])
    const enrol = { ...learnerPage, route: '/enroll/web-development' }
    expect(brokenBudgets({ ...enrol, jsBytes: 90 * 1024 })).toEqual([])
    expect(brokenBudgets({ ...enrol, jsBytes: 91 * 1024 })).toEqual([
      '/enroll/web-development: JS 91.0 KB > 90.0 KB',
    ])
  })
  it('holds the classroom and its lessons to 60 KB of JavaScript, in both languages, and fails a 61 KB classroom', () => {
    const at = (route: string, kb: number) =>
      brokenBudgets({ ...learnerPage, route, jsBytes: kb * 1024 })
    for (const route of [
      '/learn/web-development',
      '/bn/learn/web-development',
      '/learn/web-development/00000000-0000-4000-8000-000000000000',
    ])
      expect(at(route, 60)).toEqual([])
    expect(at('/learn/web-development', 61)).toEqual([
      '/learn/web-development: JS 61.0 KB > 60.0 KB',
    ])
    expect(enforced(learnerPage)).toBe(true)
    // a project or a quiz of the course is not a lesson: its kind's limit
    expect(at('/learn/web-development/projects/00000000-0000-4000-8000-000000000000', 89)).toEqual(
      [],
    )
    expect(at('/learn/web-development/quizzes/00000000-0000-4000-8000-000000000000', 89)).toEqual(
      [],
    )
  })
  it('holds every account page, in both languages, to 42 KB of JavaScript', () => {
    for (const page of ['/login', '/signup', '/forgot-password', '/reset-password', '/profile']) {
      for (const route of [page, `/bn${page}`]) {
        expect(brokenBudgets({ ...learnerPage, route, jsBytes: 42 * 1024 })).toEqual([])
        expect(brokenBudgets({ ...learnerPage, route, jsBytes: 43 * 1024 })).toEqual([
          `${route}: JS 43.0 KB > 42.0 KB`,
        ])
      }
    }
  })
  it('names each broken budget of a public page', () => {
    expect(
      brokenBudgets({
        ...publicPage,
        lcpMs: 1600,
        lcpRatio: 2,
        performance: 97,
        tbtMs: 61,
        tbtOverFloorMs: 51,
        cls: 0.02,
        accessibility: 96,
        bestPractices: 92,
        seo: 69,
        htmlBytes: 15 * 1024,
      }),
    ).toEqual([
      '/courses: LCP 1600 ms is 2.00x the floor > 1.30x',
      '/courses: Performance 97 < 98',
      '/courses: TBT 61 ms is 51 ms over the floor > 50 ms',
      '/courses: CLS 0.020 > 0.01',
      '/courses: Accessibility 96 < 100',
      '/courses: Best Practices 92 < 96',
      '/courses: SEO 69 < 100',
      '/courses: HTML 15.0 KB > 14.0 KB',
    ])
  })
  it('does not hold learner pages (noindex, the app shell) to SEO, best practices or 14 KB of HTML', () => {
    expect(
      brokenBudgets({ ...learnerPage, seo: 60, bestPractices: 70, htmlBytes: 40 * 1024 }),
    ).toEqual([])
    expect(
      brokenBudgets({ ...learnerPage, accessibility: 90, performance: 78, cls: 0.214 }),
    ).toEqual([
      '/login: Performance 78 < 98',
      '/login: CLS 0.214 > 0.01',
      '/login: Accessibility 90 < 100',
    ])
  })
  it('counts a page Lighthouse could not measure as broken', () => {
    expect(brokenBudgets({ ...learnerPage, lcpMs: Number.NaN, lcpRatio: Number.NaN })).toEqual([
      '/login: LCP not measured in any run (see the warnings above)',
    ])
  })
  it("holds the console's login, at either width, to 1.5x the floor, under 120 KB of JavaScript and accessibility 100, and fails on it", () => {
    const login = (m: Partial<Measurement>) =>
      brokenBudgets(routeResult('console/@360', 'console', [{ ...run, ...m }], floor, 1024))
    expect(login({ lcpMs: 1200, jsBytes: 119 * 1024 })).toEqual([])
    expect(login({ lcpMs: 1201, jsBytes: 120 * 1024 + 1, accessibility: 98 })).toEqual([
      'console/@360: LCP 1201 ms is 1.50x the floor > 1.50x',
      'console/@360: JS 120.0 KB > 120.0 KB',
      'console/@360: Accessibility 98 < 100',
    ])
    expect(enforced({ kind: 'console' })).toBe(true)
  })
  it("reports the console's tabs against the same budgets without failing the run", () => {
    const tab = routeResult(
      'console/pending@360',
      'consoleTab',
      [{ ...run, jsBytes: 230 * 1024 }],
      floor,
      1024,
    )
    expect(brokenBudgets(tab)).toEqual(['console/pending@360: JS 230.0 KB > 120.0 KB'])
    expect(enforced(tab)).toBe(false)
    expect(enforced({ kind: 'floor' })).toBe(false)
    expect(enforced(publicPage)).toBe(true)
    expect(enforced(learnerPage)).toBe(true)
  })
  it('sets no budget on the floor page itself', () => {
    expect(brokenBudgets({ ...publicPage, kind: 'floor', performance: 0, lcpRatio: 9 })).toEqual([])
  })
})

describe('medianOf', () => {
  it('takes the median of each metric on its own, not the run with the median LCP', () => {
    const runs = [
      { ...run, lcpMs: 1900, tbtMs: 5, performance: 90 },
      { ...run, lcpMs: 1100, tbtMs: 80, performance: 99 },
      { ...run, lcpMs: 1300, tbtMs: 20, performance: 97 },
    ]
    expect(medianOf(runs)).toEqual({ ...run, lcpMs: 1300, tbtMs: 20, performance: 97 })
  })
  it('averages the two middle runs of an even number, and takes the only run of one', () => {
    expect(
      medianOf([
        { ...run, lcpMs: 1400 },
        { ...run, lcpMs: 1200 },
      ]).lcpMs,
    ).toBe(1300)
    expect(medianOf([run])).toEqual(run)
    expect(() => medianOf([])).toThrow()
  })
  it('leaves out runs Lighthouse could not measure', () => {
    const runs = [
      { ...run, lcpMs: Number.NaN },
      { ...run, lcpMs: 1200 },
      { ...run, lcpMs: 1000 },
    ]
    expect(medianOf(runs).lcpMs).toBe(1100)
    expect(medianOf([{ ...run, cls: Number.NaN }]).cls).toBeNaN()
  })
})

describe('formatTable', () => {
  it('prints a header and one aligned row per page, with the ratio to the floor', () => {
    const floorRow = routeResult('/__perf-floor', 'floor', [{ ...run, ...floor }], floor, 400)
    const lines = formatTable([floorRow, publicPage, learnerPage]).split('\n')
    expect(lines).toHaveLength(5)
    expect(lines[0]).toMatch(/^\| route +\| kind +\| perf \| a11y \|.*\| LCP\/floor \|/)
    expect(lines[2]).toMatch(/^\| \/__perf-floor \| floor +\|.*\| 1\.00x +\|/)
    expect(lines[3]).toMatch(/\| public +\|.*\| 1000 +\| 1\.25x +\| 10 +\| 10 +\|.*\| 40\.0 KB \|/)
    expect(new Set(lines.map((l) => l.length)).size).toBe(1)
  })
})
