import { courseIds } from '@repo/courses'
import { describe, expect, it } from 'vitest'
import { banglaTwin, perfRoutes, perfRoutesOf, routeLabel, selectRoutes } from './routes'

describe('perfRoutes', () => {
  it('measures every page in English and in Bangla, with the same budgets', () => {
    const site = perfRoutes.filter((r) => r.kind !== 'console')
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
  it("is measured by its login page, on the console's own origin, named apart from the site's /", () => {
    expect(perfRoutes.filter((r) => r.kind === 'console')).toEqual([{ path: '/', kind: 'console' }])
    expect(routeLabel({ path: '/', kind: 'console' })).toBe('console/')
    expect(routeLabel({ path: '/', kind: 'public' })).toBe('/')
  })
})

describe('selectRoutes', () => {
  it('takes every page, or the ones PERF_ROUTES names', () => {
    expect(selectRoutes(undefined)).toEqual(perfRoutes)
    expect(selectRoutes('/bn/login, /courses, console/')).toEqual([
      { path: '/bn/login', kind: 'learner' },
      { path: '/courses', kind: 'public' },
      { path: '/', kind: 'console' },
    ])
  })
  it('refuses a page it has no budgets for', () => {
    expect(() => selectRoutes('/nope')).toThrow('PERF_ROUTES: /nope is not a measured page')
  })
})
