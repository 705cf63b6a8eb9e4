import type { Config } from '@react-router/dev/config'
import { copyFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { courseIds } from '@repo/courses'
import { site } from './app/config/site'
import { certificateShellPaths } from './app/features/certificate/certificateId'

/** Every public route, prerendered to HTML at build time. See docs/decisions/0007-prerendering.md. */
export const publicPaths = [
  '/',
  '/courses',
  ...courseIds.map((id) => `/courses/${id}`),
  '/about',
  '/success-stories',
  '/join-now',
  '/contact',
  '/form',
]

/** The same pages in Bangla (docs/decisions/0012-bangla.md): `/bn`, `/bn/courses`, … */
export const banglaPaths = publicPaths.map((p) => (p === '/' ? '/bn' : `/bn${p}`))

/**
 * Also prerendered: the alias (canonical points at video-editing), the not-found page, and one
 * certificate page per course and language, which the host serves for every certificate id of
 * that course (scripts/hosting.ts; docs/decisions/0019-classroom-pages.md). Not in the sitemap.
 */
const extraPaths = ['/courses/skill-pack', '/bn/courses/skill-pack', '/404', '/bn/404', ...certificateShellPaths()]

export default {
  ssr: false,
  // The end-to-end run builds with its own env into its own folder (see e2e/build-web.ts).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  async prerender() {
    return [...publicPaths, ...banglaPaths, ...extraPaths]
  },
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client')
    // Static hosts serve the closest 404.html for unknown paths (with status 404): Bangla
    // URLs get the Bangla not-found page, so it hydrates as the page the router renders there.
    await copyFile(join(client, '404', 'index.html'), join(client, '404.html'))
    await copyFile(join(client, 'bn', '404', 'index.html'), join(client, 'bn', '404.html'))
    // Each page in both languages, each naming its alternates (and English as x-default).
    const url = (p: string) => new URL(p, site.url).href
    const urls = publicPaths
      .flatMap((p, i) => {
        const pair = { en: url(p), bn: url(banglaPaths[i] ?? p) }
        const alternates = [
          `    <xhtml:link rel="alternate" hreflang="en" href="${pair.en}"/>`,
          `    <xhtml:link rel="alternate" hreflang="bn" href="${pair.bn}"/>`,
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${pair.en}"/>`,
        ].join('\n')
        return [pair.en, pair.bn].map(
          (loc) => `  <url>\n    <loc>${loc}</loc>\n${alternates}\n  </url>`,
        )
      })
      .join('\n')
    await writeFile(
      join(client, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
    )
    await writeFile(
      join(client, 'robots.txt'),
      `User-agent: *\nAllow: /\nDisallow: /profile\nDisallow: /enroll/\nDisallow: /learn/\nDisallow: /bn/profile\nDisallow: /bn/enroll/\nDisallow: /bn/learn/\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`,
    )
  },
} satisfies Config
