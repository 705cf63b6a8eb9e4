import type { Config } from '@react-router/dev/config'
import { copyFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { courseIds } from '@repo/courses'
import { site } from './app/config/site'

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

/** Also prerendered: the alias (canonical points at video-editing) and the not-found page. */
const extraPaths = ['/courses/skill-pack', '/404']

export default {
  ssr: false,
  // The end-to-end run builds with its own env into its own folder (see e2e/build-web.ts).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  async prerender() {
    return [...publicPaths, ...extraPaths]
  },
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client')
    // Static hosts serve 404.html for unknown paths (with status 404).
    await copyFile(join(client, '404', 'index.html'), join(client, '404.html'))
    const urls = publicPaths
      .map((p) => `  <url><loc>${new URL(p, site.url).href}</loc></url>`)
      .join('\n')
    await writeFile(
      join(client, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    )
    await writeFile(
      join(client, 'robots.txt'),
      `User-agent: *\nAllow: /\nDisallow: /profile\nDisallow: /enroll/\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`,
    )
  },
} satisfies Config
