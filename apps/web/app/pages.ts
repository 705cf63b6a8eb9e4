// Every page of the learner site, declared once (docs/decisions/0026-pages-and-islands.md).
// routes.ts, the prerender list, the sitemap, robots.txt, the host's `_redirects` and the
// pages that have a Bangla twin (`mirroredPaths`) are all derived from this list.
// Plain data and small functions: the build config, the routes and the browser all import it.
import { courseIds } from '@repo/courses'

export interface Page {
  /** The English URL pattern, as React Router writes it: `/courses/:courseId`, `*`. */
  path: string
  /** The route module, relative to app/. */
  module: string
  /**
   * Prerendered to HTML at build time and served with islands only (its route module exports
   * `handle = islandsPage`): the English paths to render (a pattern with parameters lists its
   * values). Every page has one: the build fails on a page without (scripts/hosting.ts).
   */
  prerender?: readonly string[]
  /** Served under /bn too (`/bn/courses`, …), from the same module: its Bangla twin. */
  bangla: boolean
  /** Listed in sitemap.xml with its Bangla alternate: all its prerendered paths, or these. */
  sitemap?: true | readonly string[]
  /** Kept out of search engines by robots.txt: pages behind a login. */
  private?: boolean
  /**
   * The host serves each prerendered path for every address that starts with it and a dash
   * (`/certificates/web-development-<id>`): one page answers for ids issued after the build.
   */
  answersIds?: boolean
  /**
   * Each prerendered path is a shell for the pattern's last parameter: the host serves it for
   * every value (`/learn/web-development/lesson` for `/learn/web-development/<lesson id>`), for
   * ids the database hands out after the build (docs/decisions/0042-enrol-and-classroom-islands.md).
   */
  shell?: boolean
}

const courses = courseIds.map((id) => `/courses/${id}`)

/** The last segment of a course's lesson shell; lesson ids are UUIDs, so it never names one. */
export const lessonShellId = 'lesson'

/** The last segment of a course's project shell (project ids are UUIDs too). */
export const projectShellId = 'project'

/** The last segment of a course's quiz shell (quiz ids are UUIDs too). */
export const quizShellId = 'quiz'

/** A page at one path, prerendered there, with its Bangla twin: `routes/{module}.tsx`. */
function fixedPage(
  path: string,
  module: string,
  more: Pick<Page, 'sitemap' | 'private'> = {},
): Page {
  return { path, module: `routes/${module}.tsx`, prerender: [path], bangla: true, ...more }
}

export const pages: readonly Page[] = [
  fixedPage('/', 'home', { sitemap: true }),
  fixedPage('/courses', 'courses', { sitemap: true }),
  {
    path: '/courses/:courseId',
    module: 'routes/course-detail.tsx',
    // skill-pack, the footer's alias, is the video editing course (canonical: that course's URL).
    prerender: [...courses, '/courses/skill-pack'],
    bangla: true,
    sitemap: courses,
  },
  fixedPage('/about', 'about', { sitemap: true }),
  fixedPage('/success-stories', 'success-stories', { sitemap: true }),
  fixedPage('/join-now', 'join-now', { sitemap: true }),
  fixedPage('/contact', 'contact', { sitemap: true }),
  fixedPage('/form', 'form', { sitemap: true }),
  // Learner accounts and paid enrolment (docs/decisions/0010, 0011).
  fixedPage('/login', 'login'),
  fixedPage('/signup', 'signup'),
  fixedPage('/forgot-password', 'forgot-password'),
  fixedPage('/reset-password', 'reset-password'),
  fixedPage('/profile', 'profile', { private: true }),
  // Enrolment and the classroom (0011, 0019): one page per course; lessons share their
  // course's shell (0042). Unknown course ids get the route's own not-found (hosting.ts).
  {
    path: '/enroll/:courseId',
    module: 'routes/enroll.tsx',
    prerender: courseIds.map((id) => `/enroll/${id}`),
    bangla: true,
    private: true,
  },
  {
    path: '/learn/:courseId',
    module: 'routes/learn.tsx',
    // skill-pack, the footer's alias, is the video editing course.
    prerender: [...courseIds.map((id) => `/learn/${id}`), '/learn/skill-pack'],
    bangla: true,
    private: true,
  },
  {
    path: '/learn/:courseId/:lessonId',
    module: 'routes/lesson.tsx',
    prerender: courseIds.map((id) => `/learn/${id}/${lessonShellId}`),
    bangla: true,
    private: true,
    shell: true,
  },
  // A project of a course (issue 33): one shell per course, like the lessons'.
  {
    path: '/learn/:courseId/projects/:projectId',
    module: 'routes/project.tsx',
    prerender: courseIds.map((id) => `/learn/${id}/projects/${projectShellId}`),
    bangla: true,
    private: true,
    shell: true,
  },
  // A quiz of a course (issue 35): one shell per course, like the projects'.
  {
    path: '/learn/:courseId/quizzes/:quizId',
    module: 'routes/quiz.tsx',
    prerender: courseIds.map((id) => `/learn/${id}/quizzes/${quizShellId}`),
    bangla: true,
    private: true,
    shell: true,
  },
  // The certificates, one page per course (0018).
  {
    path: '/certificates/:id',
    module: 'routes/certificate.tsx',
    prerender: courseIds.map((id) => `/certificates/${id}`),
    bangla: true,
    answersIds: true,
  },
  // Not found: prerendered once per language as /404 (the host's 404.html).
  { path: '*', module: 'routes/not-found.tsx', prerender: ['/404'], bangla: true },
]

/** The Bangla path of an English one: `/` -> `/bn`, `/courses` -> `/bn/courses`. */
export function banglaPath(path: string): string {
  return path === '/' ? '/bn' : `/bn${path.startsWith('/') ? path : `/${path}`}`
}

/** Every page's paths in each language it has: English first, then its Bangla twin. */
function inBothLanguages(page: Page, paths: readonly string[]): string[] {
  return page.bangla ? [...paths, ...paths.map(banglaPath)] : [...paths]
}

/** Every path the build prerenders, in both languages. */
export function prerenderPaths(list: readonly Page[] = pages): string[] {
  return list.flatMap((page) => inBothLanguages(page, page.prerender ?? []))
}

/** The sitemap's pages: each English path with its Bangla twin (canonical URLs only). */
export function sitemapPairs(list: readonly Page[] = pages): Array<{ en: string; bn: string }> {
  return list
    .flatMap((page) => (page.sitemap === true ? (page.prerender ?? []) : (page.sitemap ?? [])))
    .map((en) => ({ en, bn: banglaPath(en) }))
}

/** robots.txt's Disallow lines: each private page up to its first parameter, in both languages. */
export function disallowedPaths(list: readonly Page[] = pages): string[] {
  const paths = list
    .filter((page) => page.private)
    .flatMap((page) => inBothLanguages(page, [page.path.replace(/:.*$/, '')]))
  return [...new Set(paths)]
}

/** Every URL pattern, both languages (`/enroll/:courseId`, `/bn/enroll/:courseId`). */
export function routePatterns(list: readonly Page[] = pages): string[] {
  return list.flatMap((page) => inBothLanguages(page, [page.path]))
}

/** The prerendered pages that answer for ids (`/certificates/web-development`), both languages. */
export function idAnsweringPaths(list: readonly Page[] = pages): string[] {
  return list
    .filter((page) => page.answersIds)
    .flatMap((p) => inBothLanguages(p, p.prerender ?? []))
}

/**
 * The shells' paths with the address pattern each serves, both languages:
 * `{ from: '/learn/web-development/:id', to: '/learn/web-development/lesson' }`.
 */
export function shellPaths(list: readonly Page[] = pages): Array<{ from: string; to: string }> {
  return list
    .filter((page) => page.shell)
    .flatMap((p) => inBothLanguages(p, p.prerender ?? []))
    .map((to) => ({ from: to.replace(/\/[^/]+$/, '/:id'), to }))
}

/** A pattern's segments as a regular expression source: `courses/:id` -> `courses/[^/]+`. */
function patternSource(path: string): string {
  return path
    .replace(/^\//, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
}

/** Whether a path matches a URL pattern (`/courses/:courseId`). */
export function matchesPattern(pattern: string, path: string): boolean {
  return new RegExp(`^/${patternSource(pattern)}/?$`).test(path)
}

/**
 * The English paths of the pages that have a Bangla twin (the header's language switch, the
 * inline locale script, `href()`): one pattern built from the list, so it can be written into
 * the inline script with `toString()`.
 */
export function mirroredPattern(list: readonly Page[] = pages): RegExp {
  const sources = [
    ...new Set(
      list
        .filter((p) => p.bangla && p.path !== '*' && p.path !== '/')
        .map((p) => patternSource(p.path)),
    ),
  ]
  return new RegExp(`^\\/(?:${sources.map((s) => s.replace(/\//g, '\\/')).join('|')})?\\/?$`)
}
