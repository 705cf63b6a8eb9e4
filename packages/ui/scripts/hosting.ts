/// <reference types="node" />
// The last step of the designers' Storybook build (`pnpm --filter @repo/ui build`): makes the
// static Storybook in `storybook-static/` safe to host as the project's third static site, on its
// own subdomain (docs/deploy.md, "Storybook"), with the hosting helpers the learner site and the
// console use (scripts/hosting-headers.ts):
// - `_headers` (Cloudflare Pages' format): Storybook's own CSP, the same security headers as the
//   other sites, `X-Robots-Tag: noindex, nofollow`;
// - `robots.txt` disallowing everything, and a robots `<meta>` in every page;
// - the CSP's script-src lists the SHA-256 of every inline script of the pages (Storybook writes
//   its configuration into them), so no other inline script runs, and no `eval`.
// Run with Node (type stripping): `node scripts/hosting.ts [outDir]`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  headersRule,
  immutableRule,
  inlineScripts,
  noindexHeader,
  securityHeaders,
  serialise,
  sha256,
} from '../../../scripts/hosting-headers.ts'

/**
 * The lesson videos' players, which the VideoFacade stories embed on tap, as the site does.
 * Kept equal to src/components/VideoFacade.tsx: videoPlayerOrigins (tests/storybook-build.test.ts;
 * this script runs in Node, which cannot import the component).
 */
export const videoPlayerOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

export const robotsMeta = '<meta name="robots" content="noindex, nofollow" />'
export const robotsTxt = 'User-agent: *\nDisallow: /\n'

/**
 * Storybook's policy: everything from its own origin. The manager (`index.html`) shows the
 * stories in a frame of the same origin (`iframe.html`), hence `frame-src 'self'` and
 * `frame-ancestors 'self'` (and `X-Frame-Options: SAMEORIGIN`) where the other sites say none.
 * The video stories' players are the only other frames. Styles inline: Storybook's UI and the a11y addon write their CSS at run time. Inline scripts
 * only by hash: the configuration Storybook writes into its two pages.
 */
export function storybookDirectives(scriptHashes: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...videoPlayerOrigins],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
}

/** The page with the robots `<meta>` first in its head (once). */
export function withRobotsMeta(html: string): string {
  if (html.includes(robotsMeta)) return html
  const anchor = /<meta charset="utf-8"\s*\/?>/i.exec(html) ?? /<head\b[^>]*>/i.exec(html)
  if (!anchor) throw new Error('No <head> to put the robots meta in')
  const at = anchor.index + anchor[0].length
  return `${html.slice(0, at)}\n    ${robotsMeta}${html.slice(at)}`
}

export function headersFile(scriptHashes: string[]): string {
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', serialise(storybookDirectives(scriptHashes))],
    // the manager frames its own preview
    ...securityHeaders.map(([name, value]): [string, string] =>
      name === 'X-Frame-Options' ? [name, 'SAMEORIGIN'] : [name, value],
    ),
    noindexHeader,
    ['Cache-Control', 'public, max-age=0, must-revalidate'],
  ]
  return [
    '# Written by packages/ui/scripts/hosting.ts after `storybook build` (Cloudflare Pages format). Do not edit.',
    ...headersRule('/*', headers),
    '',
    ...immutableRule('/assets/*'),
    '',
  ].join('\n')
}

/** Writes the hosting files into a built Storybook; returns the pages it changed. */
export function writeHostingFiles(outDir: string): string[] {
  const pages = readdirSync(outDir).filter((f) => f.endsWith('.html'))
  if (!pages.includes('index.html') || !pages.includes('iframe.html'))
    throw new Error(`${outDir} is not a built Storybook (no index.html and iframe.html)`)
  const hashes = new Set<string>()
  for (const page of pages) {
    const file = join(outDir, page)
    const html = withRobotsMeta(readFileSync(file, 'utf8'))
    writeFileSync(file, html)
    for (const script of inlineScripts(html)) hashes.add(sha256(script))
  }
  writeFileSync(join(outDir, '_headers'), headersFile([...hashes].sort()))
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt)
  return pages
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = resolve(process.argv[2] ?? 'storybook-static')
  const pages = writeHostingFiles(outDir)
  console.log(`hosting: _headers, robots.txt and noindex in ${pages.length} pages of ${outDir}`)
}
