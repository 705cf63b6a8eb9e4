// The last step of the learner site's build (react-router.config.ts: buildEnd): writes the
// hosting files the CDN reads, in the `_headers` / `_redirects` format of Cloudflare Pages, into
// build/client, and gives each HTML page a CSP <meta> with the hashes of its own inline scripts.
// The routes come from the list of pages (app/pages.ts).
// See docs/decisions/0013-hosting-and-security-headers.md and docs/deploy.md.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  idAnsweringPaths,
  matchesPattern,
  prerenderPaths,
  routePatterns,
  shellPaths,
} from '../app/pages.ts'
import {
  inlineScripts,
  securityHeaders,
  serialise,
  sha256,
} from '../../../scripts/hosting-headers.ts'
import { htmlFiles } from './builtPages.ts'

// The helpers and headers all three sites share (scripts/hosting-headers.ts).
export { inlineScripts, securityHeaders, serialise, sha256 }

export interface HostingEnv {
  /** VITE_SUPABASE_URL: REST, auth and realtime (https + wss), and storage images. */
  supabaseUrl?: string
  /** VITE_FORM_ENDPOINT: the form service the workshop and contact forms post to. */
  formEndpoint?: string
  /** VITE_ONESIGNAL_APP_ID: without it the SDK is never loaded, and its hosts are not allowed. */
  oneSignalAppId?: string
  /** VITE_TURNSTILE_SITE_KEY: without it no security check is loaded, and its host is not allowed. */
  turnstileSiteKey?: string
}

/**
 * OneSignal's v16 web SDK (the page script, and what its service worker imports). OneSignal
 * publishes no CSP list: script and API hosts are the ones its docs name; onesignal.com (the
 * prompt's stylesheet and icons, its legacy API) comes from the SDK's source.
 */
export const oneSignal = {
  // https://documentation.onesignal.com/docs/en/web-sdk-reference (the SDK's <script>)
  script: ['https://cdn.onesignal.com'],
  // https://documentation.onesignal.com/docs/web-push-setup-faq (must reach api.onesignal.com)
  connect: ['https://onesignal.com', 'https://api.onesignal.com'],
  style: ['https://onesignal.com'],
  // The bell's 'notifications blocked' help loads its pictures from media.onesignal.com (SDK source).
  img: ['https://onesignal.com', 'https://media.onesignal.com'],
}
/**
 * Cloudflare Turnstile, the security check of the account and join-now forms: its script and
 * its frame come from this host (developers.cloudflare.com/turnstile/frequently-asked-questions: script-src and frame-src).
 * Kept equal to @repo/api/captcha: TURNSTILE_HOST (hosting.test.ts).
 */
export const turnstileOrigin = 'https://challenges.cloudflare.com'
/** The click-to-load map on the contact page (app/config/site.ts: mapEmbedUrl). */
export const mapOrigin = 'https://www.google.com'
/** The lesson videos' players, embedded on tap (packages/ui VideoFacade: videoPlayerOrigins). */
export const videoPlayerOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

function origin(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    throw new Error(`Not a URL: ${url}`)
  }
}

/** The origins a Supabase URL needs: itself, and its websocket twin for realtime. */
export function supabaseOrigins(url: string | undefined): string[] {
  const https = origin(url)
  return https ? [https, https.replace(/^http/, 'ws')] : []
}

/**
 * The site's policy, sent as a header on every response. Inline scripts differ per page (React
 * Router's context and route imports), so the header allows them and each page's <meta> policy
 * (pagePolicy) narrows script-src to the hashes of its own scripts; both are enforced.
 */
export function siteDirectives(env: HostingEnv): Record<string, string[]> {
  const supabase = supabaseOrigins(env.supabaseUrl)
  const form = origin(env.formEndpoint)
  const push = env.oneSignalAppId ? oneSignal : { script: [], connect: [], style: [], img: [] }
  const captcha = env.turnstileSiteKey ? [turnstileOrigin] : []
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...push.script, ...captcha],
    // React's style attributes and OneSignal's prompt; no inline style can run code.
    'style-src': ["'self'", "'unsafe-inline'", ...push.style],
    'img-src': ["'self'", 'data:', ...supabase.slice(0, 1), ...push.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...supabase, ...(form ? [form] : []), ...push.connect],
    'frame-src': [mapOrigin, ...videoPlayerOrigins, ...captcha],
    // OneSignal's service worker, from the site root.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(form ? [form] : [])],
    'frame-ancestors': ["'none'"],
  }
}

/**
 * A page's own policy (a <meta>): scripts from the site, OneSignal's CDN and Cloudflare's
 * challenge host (each only when switched on), and its inline scripts' hashes.
 */
export function pagePolicy(html: string, env: HostingEnv): string {
  const hashes = inlineScripts(html).map(sha256)
  return serialise({
    'script-src': [
      "'self'",
      ...(env.oneSignalAppId ? oneSignal.script : []),
      ...(env.turnstileSiteKey ? [turnstileOrigin] : []),
      ...hashes,
    ],
  })
}

const metaPattern = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i

/** Puts the page policy first in <head> (before any script), replacing one from an earlier run. */
export function withPagePolicy(html: string, env: HostingEnv): string {
  const clean = html.replace(metaPattern, '')
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(clean, env)}"/>`
  const anchor = /<meta charset="utf-8"\s*\/?>/i.exec(clean) ?? /<head\b[^>]*>/i.exec(clean)
  if (!anchor) throw new Error('No <head> to put the CSP in')
  const insertAt = anchor.index + anchor[0].length
  return clean.slice(0, insertAt) + meta + clean.slice(insertAt)
}

/**
 * The route patterns with no prerendered page (splat routes are the not-found pages: those URLs
 * get 404.html with status 404). Every page is prerendered (decision 0046): the build fails on
 * any, as the host would have no HTML to serve for it.
 */
export function unrenderedRoutes(patterns: string[], prerendered: string[]): string[] {
  return patterns
    .filter((p) => !p.includes('*') && !prerendered.some((path) => matchesPattern(p, path)))
    .sort()
}

/**
 * The folders of parameterised routes that are prerendered only for their known values
 * (`/courses/:courseId` -> `courses`). Any other value gets the closest `404.html` up the tree
 * (Cloudflare Pages' not-found lookup); writing the SPA fallback there lets the route render its
 * own not-found ('Course Not Found', with Back to Courses), still with status 404.
 */
export function notFoundFolders(patterns: string[], prerendered: string[]): string[] {
  return (
    patterns
      // One parameter, last: `/learn/:courseId/:lessonId` is the shell's (shellRewrites).
      .filter((p) => /^[^:]*\/:[^/]+$/.test(p) && !p.includes('*'))
      .filter((p) => prerendered.some((path) => matchesPattern(p, path)))
      .map((p) => p.replace(/\/:[^/]+$/, '').replace(/^\//, ''))
      .sort()
  )
}

export function headersFile(env: HostingEnv): string {
  const all = [
    ['Content-Security-Policy', serialise(siteDirectives(env))],
    ...securityHeaders,
    ['Cache-Control', 'public, max-age=0, must-revalidate'],
  ]
  return [
    '# Written by apps/web/scripts/hosting.ts at build time (Cloudflare Pages format). Do not edit.',
    '# Every path, OneSignalSDKWorker.js too: it runs under this CSP, and a service worker must be',
    '# revalidated for an update to reach the browser.',
    '/*',
    ...all.map(([name, value]) => `  ${name}: ${value}`),
    '',
    '# Hashed file names: cached for a year.',
    '/assets/*',
    '  ! Cache-Control',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n')
}

/**
 * The pages prerendered per value that answer for ids (`/certificates/web-development`, and in
 * /bn): every certificate id of that course (`web-development-<32 hex>`) is served that page,
 * whose meta tags name the course; the page reads the id from the address and checks it.
 */
export function idRewrites(paths: string[]): string[] {
  return [...paths].sort().map((p) => `${p}-*  ${p}/index.html  200`)
}

/**
 * The shells (pages.ts `shell`): `/learn/web-development/<lesson id>` is served the course's
 * lesson shell, which reads the id from the address. The classroom itself is its own file.
 */
export function shellRewrites(shells: Array<{ from: string; to: string }>): string[] {
  return shells.map(({ from, to }) => `${from}  ${to}/index.html  200`).sort()
}

export function redirectsFile(rewrites: string[]): string {
  return [
    '# Written by apps/web/scripts/hosting.ts at build time (Cloudflare Pages format). Do not edit.',
    "# Certificates: the page of their course; lessons: their course's shell. Prerendered pages",
    '# are files; anything else gets 404.html (404).',
    ...rewrites,
    '',
  ].join('\n')
}

export function writeHosting(client: string, env: HostingEnv) {
  const html = htmlFiles(client)
  for (const file of html) writeFileSync(file, withPagePolicy(readFileSync(file, 'utf8'), env))
  const patterns = routePatterns()
  const prerendered = prerenderPaths()
  const unrendered = unrenderedRoutes(patterns, prerendered)
  if (unrendered.length)
    throw new Error(
      `No prerendered page for ${unrendered.join(', ')}: give each a \`prerender\` list in app/pages.ts`,
    )
  const fallback = readFileSync(join(client, '__spa-fallback.html'))
  for (const folder of notFoundFolders(patterns, prerendered)) {
    writeFileSync(join(client, folder, '404.html'), fallback)
  }
  writeFileSync(join(client, '_headers'), headersFile(env))
  writeFileSync(
    join(client, '_redirects'),
    redirectsFile([...idRewrites(idAnsweringPaths()), ...shellRewrites(shellPaths())]),
  )
  return { pages: html.length }
}
