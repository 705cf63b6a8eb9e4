// The pages `pnpm perf` measures: every page of the learner site, from its one declaration
// (apps/web/app/pages.ts), in both languages (docs/decisions/0030-perf-against-a-floor-page.md).
import { pages, type Page } from '../../../apps/web/app/pages'

/**
 * Public pages are indexed and shared; learner pages are where an account, money or a lesson is;
 * console pages are the admin console's (apps/admin, its own origin): its login, and its tabs as
 * a signed-in admin opens them (`consoleTab`, measured against the local backend).
 */
export type PageKind = 'public' | 'learner' | 'console' | 'consoleTab'

/**
 * The screen a page is measured on (screens.ts): Lighthouse's mobile default (412 px, the learner
 * site's pages), a 360 px phone, or a 1,280 px laptop (Lighthouse's desktop run).
 */
export type Screen = 'mobile' | 'phone' | 'desktop'

export interface PerfRoute {
  path: string
  kind: PageKind
  /** 'mobile' when absent */
  screen?: Screen
}

/** The course the parameterised pages are measured with (any course has the same page). */
const course = 'web-development'
/** A lesson id as the database hands them out (a uuid): the host serves it the course's shell. */
const lesson = '00000000-0000-4000-8000-000000000000'
/** A well-formed certificate id (`<course>-<32 hex>`, decision 0018): served the course's page. */
const certificateSuffix = `-${'0'.repeat(32)}`

/** The address a visitor opens for a page: a real course, a real-looking id. */
function visitedPath(page: Page): string {
  const rendered = page.prerender?.find((p) => p.includes(course)) ?? page.prerender?.[0]
  const path = rendered ?? page.path.replace(/:[^/]+/g, course)
  if (page.answersIds) return `${path}${certificateSuffix}`
  if (page.shell) return path.replace(/[^/]+$/, lesson)
  return path
}

/** The Bangla twin of an English path (docs/decisions/0012-bangla.md): `/` is `/bn`. */
export function banglaTwin(path: string): string {
  return path === '/' ? '/bn' : `/bn${path}`
}

/** Every measured page of a page list, each English page followed by its Bangla twin. */
export function perfRoutesOf(list: readonly Page[]): PerfRoute[] {
  return list
    .filter((page) => page.path !== '*')
    .flatMap((page) => {
      const route: PerfRoute = {
        path: visitedPath(page),
        kind: page.sitemap ? 'public' : 'learner',
      }
      return page.bangla ? [route, { ...route, path: banglaTwin(route.path) }] : [route]
    })
}

/** Each console page on the admin's phone and at laptop width (issue 36). */
const consoleScreens = ['phone', 'desktop'] as const

/**
 * The console's tabs (apps/admin's `dashboardTabs`; tools may not import the app): each measured
 * as a signed-in admin opens it, against the local backend (consoleSession.ts).
 */
export const consoleTabPaths = [
  '/pending',
  '/payments',
  '/history',
  '/users',
  '/statistics',
  '/coupons',
  '/lessons',
  '/leads',
  '/mail',
  '/reviews',
  '/questions',
] as const

/**
 * The console's first load (issues 24, 36): its login page, which every visit without a session
 * shows, then each tab's first load with a session.
 */
export const consoleRoutes: readonly PerfRoute[] = [
  ...consoleScreens.map((screen): PerfRoute => ({ path: '/', kind: 'console', screen })),
  ...consoleTabPaths.flatMap((path) =>
    consoleScreens.map((screen): PerfRoute => ({ path, kind: 'consoleTab', screen })),
  ),
]

export const perfRoutes: readonly PerfRoute[] = [...perfRoutesOf(pages), ...consoleRoutes]

/** The width a screen is named by in a label ('' for Lighthouse's mobile default). */
const screenSuffix: Record<Screen, string> = { mobile: '', phone: '@360', desktop: '@1280' }

/**
 * How a route is named in the table and in PERF_ROUTES: a console page as `console/…`, and a
 * screen other than the default by its width (`console/@360`, `console/pending@1280`).
 */
export function routeLabel(route: PerfRoute): string {
  const page = route.kind === 'console' || route.kind === 'consoleTab' ? 'console' : ''
  return `${page}${route.path}${screenSuffix[route.screen ?? 'mobile']}`
}

/**
 * The routes of one run: all of them, or the comma-separated labels of `PERF_ROUTES` (each must
 * name one of the list, whose entry says which budgets apply; `console/` is the login at both
 * widths, `console/@360` at one).
 */
export function selectRoutes(only: string | undefined): PerfRoute[] {
  if (!only) return [...perfRoutes]
  return only.split(',').flatMap((path) => {
    const label = path.trim()
    // a label without its width names the page on every screen it is measured on
    const routes = perfRoutes.filter(
      (r) => routeLabel(r) === label || routeLabel(r).replace(/@\d+$/, '') === label,
    )
    if (!routes.length)
      throw new Error(
        `PERF_ROUTES: ${path} is not a measured page (tools/perf/src/routes.ts lists them)`,
      )
    return routes
  })
}
