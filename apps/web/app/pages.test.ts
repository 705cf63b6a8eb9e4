import { describe, expect, it } from 'vitest'
import { mirroredPaths } from './i18n'
import { rendersIslands } from './islands/handle'
import {
  disallowedPaths,
  idAnsweringPaths,
  pages,
  prerenderPaths,
  routePatterns,
  sitemapPairs,
} from './pages'
import routes from './routes'

const modules = import.meta.glob<{ handle?: unknown }>('./routes/*.tsx')

describe('the list of pages', () => {
  it('gives every prerendered page, and only those, the handle that leaves out React Router', async () => {
    for (const page of pages) {
      const load = modules[`./${page.module}`]
      expect(load, page.module).toBeDefined()
      const { handle } = await load!()
      expect(rendersIslands(handle), `${page.path} (${page.module})`).toBe(Boolean(page.prerender))
    }
  })

  it('derives the routes: every page in English and, under the /bn layout, its Bangla twin', () => {
    const bn = routes.find((r) => r.path === 'bn')
    expect(routes.filter((r) => r.path !== 'bn')).toHaveLength(pages.length)
    expect(bn?.file).toBe('routes/bn.tsx')
    expect(bn?.children?.map((r) => r.id)).toContain('bn/enroll')
    expect(bn?.children).toHaveLength(pages.filter((p) => p.bangla).length)
    expect(routePatterns()).toEqual(
      expect.arrayContaining(['/enroll/:courseId', '/bn/enroll/:courseId', '/bn/*']),
    )
  })

  it('prerenders each listed path in both languages, the not-found page as /404', () => {
    const paths = prerenderPaths()
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/bn',
        '/courses/web-development',
        '/bn/courses/skill-pack',
        '/404',
        '/bn/404',
        '/login',
        '/bn/signup',
        '/forgot-password',
        '/bn/reset-password',
        '/profile',
        '/bn/profile',
      ]),
    )
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('lists canonical public pages in the sitemap: no alias, certificate or not-found page', () => {
    const english = sitemapPairs().map((pair) => pair.en)
    expect(english).toContain('/courses/video-editing')
    expect(english).not.toContain('/courses/skill-pack')
    expect(english.some((p) => p.startsWith('/certificates') || p === '/404')).toBe(false)
    expect(sitemapPairs()).toContainEqual({ en: '/', bn: '/bn' })
  })

  it('keeps pages behind a login out of search engines, in both languages', () => {
    expect(disallowedPaths()).toEqual(
      ['/profile', '/enroll/', '/learn/'].flatMap((path) => [path, `/bn${path}`]),
    )
  })

  it('prerenders one certificate page per course and language, answering for its ids', () => {
    const english = ['creative-design', 'web-development', 'video-editing'].map(
      (id) => `/certificates/${id}`,
    )
    expect(idAnsweringPaths()).toEqual([...english, ...english.map((path) => `/bn${path}`)])
  })

  it('gives the language switch exactly the pages with a Bangla twin', () => {
    for (const path of [
      '/',
      '/courses',
      '/courses/web-development',
      '/login',
      '/learn/x/y',
      '/certificates/x',
      '/about/',
    ])
      expect(mirroredPaths.test(path), path).toBe(true)
    for (const path of ['/404', '/nowhere', '/learn/x/y/z', '/courses/x/y', '/enroll'])
      expect(mirroredPaths.test(path), path).toBe(false)
  })
})
