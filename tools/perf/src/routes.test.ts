import { courseIds } from '@repo/courses'
import { describe, expect, it } from 'vitest'
import {
  banglaTwin,
  consoleTabPaths,
  perfRoutes,
  perfRoutesOf,
  routeLabel,
  selectRoutes,
  type PerfRoute,
} from './routes'

describe('perfRoutes', () => {
  it('measures every page in English and in Bangla, with the same budgets', () => {
    const site = perfRoutes.filter((r) => r.kind !== 'console' && r.kind !== 'consoleTab')
    const english = site.filter((r) => !/^\/bn(\/|$)/.test(r.path))
    expect(english).toHaveLength(19)
    for (const r of english)
      expect(perfRoutes).toContainEqual({ path: banglaTwin(r.path), kind: r.kind })
    expect(site).toHaveLength(38)
    expect(new Set(site.map((r) => r.path)).size).toBe(38)
  })
  it('holds the account, enrolment, classroom and certificate pages to the learner budgets', () => {
    const learner = perfRoutes.filter((r) => r.kind === 'learner').map((r) => r.path)
    for (const prefix of ['/login', '/signup', '/forgot-password', '/reset-password', '/profile'])
      expect(learner).toEqual(expect.arrayContaining([prefix, `/bn${prefix}`]))
    for (const prefix of ['/enroll/', '/learn/', '/certificates/'])
      expect(learner.filter((p) => p.replace(/^\/bn/, '').startsWith(prefix))).not.toHaveLength(0)
    expect(perfRoutes.filter((r) => r.kind === 'public').map((r) => r.path)).toContain('/bn')
  })
  it('opens parameterised pages with a real course and a well-formed certificate id', () => {
    const course = /^\/(?:courses|enroll|learn)\/([a-z-]+)/
    for (const { path } of perfRoutes) {
      const id = course.exec(path.replace(/^\/bn/, ''))?.[1]
      if (id) expect(courseIds).toContain(id)
    }
    const certificate = perfRoutes.find((r) => r.path.startsWith('/certificates/'))!.path
    expect(certificate).toMatch(/^\/certificates\/[a-z-]+-[0-9a-f]{32}$/)
  })
})

describe('perfRoutesOf', () => {
  it('measures what the page list declares: a new page is measured without another list', () => {
    const routes = perfRoutesOf([
      {
        path: '/news',
        module: 'routes/news.tsx',
        prerender: ['/news'],
        bangla: true,
        sitemap: true,
      },
      { path: '/wallet', module: 'routes/wallet.tsx', bangla: false, private: true },
      { path: '*', module: 'routes/not-found.tsx', prerender: ['/404'], bangla: true },
    ])
    expect(routes).toEqual([
      { path: '/news', kind: 'public' },
      { path: '/bn/news', kind: 'public' },
      { path: '/wallet', kind: 'learner' },
    ])
  })
  it('opens a lesson through its course shell with a lesson id', () => {
    const lesson = perfRoutes.find(
      (r) => r.path.startsWith('/learn/') && r.path.split('/').length === 4,
    )
    expect(lesson?.path).toMatch(/^\/learn\/web-development\/[0-9a-f-]{36}$/)
  })
  it('opens a project through its course shell with a project id', () => {
    const project = perfRoutes.find((r) => r.path.startsWith('/learn/web-development/projects/'))
    expect(project).toEqual({
      path: expect.stringMatching(/^\/learn\/web-development\/projects\/[0-9a-f-]{36}$/),
      kind: 'learner',
    })
  })
  it('opens a quiz through its course shell with a quiz id', () => {
    const quiz = perfRoutes.find((r) => r.path.startsWith('/learn/web-development/quizzes/'))
    expect(quiz).toEqual({
      path: expect.stringMatching(/^\/learn\/web-development\/quizzes\/[0-9a-f-]{36}$/),
      kind: 'learner',
    })
  })
})

describe('the console', () => {
  it("is measured by its login page at 360 px and 1,280 px, on the console's own origin, named apart from the site's /", () => {
    expect(perfRoutes.filter((r) => r.kind === 'console')).toEqual([
      { path: '/', kind: 'console', screen: 'phone' },
      { path: '/', kind: 'console', screen: 'desktop' },
    ])
    expect(routeLabel({ path: '/', kind: 'console', screen: 'phone' })).toBe('console/@360')
    expect(routeLabel({ path: '/', kind: 'console', screen: 'desktop' })).toBe('console/@1280')
    expect(routeLabel({ path: '/', kind: 'public' })).toBe('/')
  })
  it('and by each tab, signed in, at both widths', () => {
    const tabs = perfRoutes.filter((r) => r.kind === 'consoleTab')
    expect(tabs).toHaveLength(consoleTabPaths.length * 2)
    expect(tabs).toContainEqual({ path: '/statistics', kind: 'consoleTab', screen: 'phone' })
    expect(routeLabel({ path: '/statistics', kind: 'consoleTab', screen: 'desktop' })).toBe(
      'console/statistics@1280',
    )
  })
  it("measures the learner site's pages on Lighthouse's mobile screen, as always", () => {
    expect(perfRoutes.filter((r) => r.kind === 'public' || r.kind === 'learner')).toSatisfy(
      (routes: PerfRoute[]) => routes.every((r) => r.screen === undefined),
    )
  })
})

describe('selectRoutes', () => {
  it('takes every page, or the ones PERF_ROUTES names; a console page without a width at both', () => {
    expect(selectRoutes(undefined)).toEqual(perfRoutes)
    expect(selectRoutes('/bn/login, /courses, console/')).toEqual([
      { path: '/bn/login', kind: 'learner' },
      { path: '/courses', kind: 'public' },
      { path: '/', kind: 'console', screen: 'phone' },
      { path: '/', kind: 'console', screen: 'desktop' },
    ])
    expect(selectRoutes('console/@1280,console/pending@360')).toEqual([
      { path: '/', kind: 'console', screen: 'desktop' },
      { path: '/pending', kind: 'consoleTab', screen: 'phone' },
    ])
  })
  it('refuses a page it has no budgets for', () => {
    expect(() => selectRoutes('/nope')).toThrow('PERF_ROUTES: /nope is not a measured page')
    expect(() => selectRoutes('console/nope')).toThrow('PERF_ROUTES: console/nope is not a')
  })
})
