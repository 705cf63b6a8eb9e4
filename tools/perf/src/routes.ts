// The pages `pnpm perf` measures, in one place (docs/decisions/0030-perf-against-a-floor-page.md).
// When apps/web declares each page once (issue 14), this list should be derived from that
// declaration instead; until then a new page of the learner site is added here.
import type { CourseId } from '@repo/courses'

/** Public pages are indexed and shared; learner pages are where an account, money or a lesson is. */
export type PageKind = 'public' | 'learner'

export interface PerfRoute {
  path: string
  kind: PageKind
}

/** The course the parameterised pages are measured with (any course has the same page). */
const course: CourseId = 'web-development'
/**
 * Lesson ids are the database's uuids, unknown at build time. A logged-out visitor's first view
 * of a lesson (what is measured) does not depend on which id it is.
 */
const lesson = '00000000-0000-4000-8000-000000000000'
/** A well-formed certificate id (`<course>-<32 hex>`, decision 0018): served the course's shell page. */
const certificate = `${course}-${'0'.repeat(32)}`

const english: PerfRoute[] = [
  { path: '/', kind: 'public' },
  { path: '/courses', kind: 'public' },
  { path: `/courses/${course}`, kind: 'public' },
  { path: '/about', kind: 'public' },
  { path: '/success-stories', kind: 'public' },
  { path: '/join-now', kind: 'public' },
  { path: '/contact', kind: 'public' },
  { path: '/form', kind: 'public' },
  { path: '/login', kind: 'learner' },
  { path: '/signup', kind: 'learner' },
  { path: '/forgot-password', kind: 'learner' },
  { path: '/reset-password', kind: 'learner' },
  { path: '/profile', kind: 'learner' },
  { path: `/enroll/${course}`, kind: 'learner' },
  { path: `/learn/${course}`, kind: 'learner' },
  { path: `/learn/${course}/${lesson}`, kind: 'learner' },
  { path: `/certificates/${certificate}`, kind: 'learner' },
]

/** The Bangla twin of an English path (docs/decisions/0012-bangla.md): `/` is `/bn`. */
export function banglaTwin(path: string): string {
  return path === '/' ? '/bn' : `/bn${path}`
}

/** Every measured page, each English page followed by its Bangla twin. */
export const perfRoutes: readonly PerfRoute[] = english.flatMap((r) => [
  r,
  { ...r, path: banglaTwin(r.path) },
])

/**
 * The routes of one run: all of them, or the comma-separated paths of `PERF_ROUTES` (each must
 * be one of the list, whose entry says which budgets apply).
 */
export function selectRoutes(only: string | undefined): PerfRoute[] {
  if (!only) return [...perfRoutes]
  return only.split(',').map((path) => {
    const route = perfRoutes.find((r) => r.path === path.trim())
    if (!route)
      throw new Error(
        `PERF_ROUTES: ${path} is not a measured page (tools/perf/src/routes.ts lists them)`,
      )
    return route
  })
}
