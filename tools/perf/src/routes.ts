// The pages `pnpm perf` measures: every page of the learner site, from its one declaration
// (apps/web/app/pages.ts), in both languages (docs/decisions/0030-perf-against-a-floor-page.md).
import { pages, type Page } from '../../../apps/web/app/pages'

/**
 * Public pages are indexed and shared; learner pages are where an account, money or a lesson is;
 * console pages are the admin console's (apps/admin, its own origin).
 */
export type PageKind = 'public' | 'learner' | 'console'

export interface PerfRoute {
  path: string
  kind: PageKind
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

/**
 * The console's first load on the admin's phone (issue 24): its login page, which every visit
 * without a session shows. Its tabs need a signed-in admin and a backend, which perf has not.
 */
export const consoleRoutes: readonly PerfRoute[] = [{ path: '/', kind: 'console' }]

export const perfRoutes: readonly PerfRoute[] = [...perfRoutesOf(pages), ...consoleRoutes]

/** How a route is named in the table and in PERF_ROUTES: a console page as `console/…`. */
export function routeLabel(route: PerfRoute): string {
  return route.kind === 'console' ? `console${route.path}` : route.path
}

/**
 * The routes of one run: all of them, or the comma-separated paths of `PERF_ROUTES` (each must
 * be one of the list, whose entry says which budgets apply).
 */
export function selectRoutes(only: string | undefined): PerfRoute[] {
  if (!only) return [...perfRoutes]
  return only.split(',').map((path) => {
    const route = perfRoutes.find((r) => routeLabel(r) === path.trim())
    if (!route)
      throw new Error(
        `PERF_ROUTES: ${path} is not a measured page (tools/perf/src/routes.ts lists them)`,
      )
    return route
  })
}
