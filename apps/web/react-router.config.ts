import type { Config } from '@react-router/dev/config'
import { copyFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { site } from './app/config/site'
import { disallowedPaths, prerenderPaths, sitemapPairs } from './app/pages'
import { pruneInlineCss } from './scripts/criticalCss'
import { writeHosting } from './scripts/hosting'

// Which paths are prerendered, and what the sitemap and robots.txt say, all come from the list
// of pages (app/pages.ts). See docs/decisions/0007-prerendering.md and 0026-pages-and-islands.md.
export default {
  ssr: false,
  // The end-to-end run builds with its own env into its own folder (see e2e/build-apps.ts).
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  async prerender() {
    return prerenderPaths()
  },
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client')
    // Static hosts serve the closest 404.html for unknown paths (with status 404): Bangla
    // URLs get the Bangla not-found page.
    await copyFile(join(client, '404', 'index.html'), join(client, '404.html'))
    await copyFile(join(client, 'bn', '404', 'index.html'), join(client, 'bn', '404.html'))
    // Each page in both languages, each naming its alternates (and English as x-default).
    const url = (p: string) => new URL(p, site.url).href
    const urls = sitemapPairs()
      .flatMap((page) => {
        const pair = { en: url(page.en), bn: url(page.bn) }
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
    const disallow = disallowedPaths().map((p) => `Disallow: ${p}\n`)
    await writeFile(
      join(client, 'robots.txt'),
      `User-agent: *\nAllow: /\n${disallow.join('')}\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`,
    )
    // Each page of islands keeps inline only the CSS its HTML uses (decision 0047).
    const css = await pruneInlineCss(client)
    const kb = (n: number) => `${Math.round(n / css.pages / 1024)} KB`
    console.log(
      `critical CSS: ${css.pages} pages, inline CSS ${kb(css.bytesBefore)} -> ${kb(css.bytesAfter)} a page`,
    )
    // Last: the CSP of each page hashes its final inline scripts.
    const env = viteConfig.env as Record<string, string | undefined>
    const done = writeHosting(client, {
      supabaseUrl: env.VITE_SUPABASE_URL,
      formEndpoint: env.VITE_FORM_ENDPOINT,
      oneSignalAppId: env.VITE_ONESIGNAL_APP_ID,
      turnstileSiteKey: env.VITE_TURNSTILE_SITE_KEY,
    })
    console.log(`hosting: CSP hashes in ${done.pages} pages`)
  },
} satisfies Config
