// Post-build step of the learner site (`pnpm --filter web build`): writes the hosting files the
// CDN reads, in the `_headers` / `_redirects` format of Cloudflare Pages, into build/client, and
// gives each HTML page a CSP <meta> with the hashes of its own inline scripts.
// See docs/decisions/0013-hosting-and-security-headers.md and docs/deploy.md.
// Self-contained on purpose: Node runs it directly (type stripping), after `react-router build`.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'

export interface HostingEnv {
  /** VITE_SUPABASE_URL: REST, auth and realtime (https + wss), and storage images. */
  supabaseUrl?: string
  /** VITE_FORM_ENDPOINT: the form service the workshop and contact forms post to. */
  formEndpoint?: string
  /** VITE_ONESIGNAL_APP_ID: without it the SDK is never loaded, and its hosts are not allowed. */
  oneSignalAppId?: string
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

/** Serialises directives, dropping duplicates: `name a b; name2 c`. */
export function serialise(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ')
}

/** The text of every inline <script> (no src) in an HTML document, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs ?? ''))
    .map(([, , body]) => body ?? '')
}

export function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
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
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...push.script],
    // React's style attributes and OneSignal's prompt; no inline style can run code.
    'style-src': ["'self'", "'unsafe-inline'", ...push.style],
    'img-src': ["'self'", 'data:', ...supabase.slice(0, 1), ...push.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...supabase, ...(form ? [form] : []), ...push.connect],
    'frame-src': [mapOrigin, ...videoPlayerOrigins],
    // OneSignal's service worker, from the site root.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(form ? [form] : [])],
    'frame-ancestors': ["'none'"],
  }
}

/** A page's own policy (a <meta>): scripts from the site, OneSignal's CDN, and its inline scripts' hashes. */
export function pagePolicy(html: string, env: HostingEnv): string {
  const hashes = inlineScripts(html).map(sha256)
  return serialise({
    'script-src': ["'self'", ...(env.oneSignalAppId ? oneSignal.script : []), ...hashes],
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

interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
}

/** Every route's full URL pattern (`/bn/enroll/:courseId`) from React Router's build manifest. */
export function routePatterns(routes: Record<string, ManifestRoute>): string[] {
  const full = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined
    const base = parent ? full(parent) : ''
    const own = route.path ?? ''
    return own ? `${base.replace(/\/$/, '')}/${own}` : base || '/'
  }
  return [...new Set(Object.values(routes).map(full))]
}

/**
 * The routes the SPA fallback must serve: every route pattern with no prerendered page
 * (splat routes are the not-found pages: those URLs get 404.html with status 404).
 */
export function clientRoutes(patterns: string[], prerendered: string[]): string[] {
  const matches = (pattern: string, path: string) =>
    new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path)
  return patterns
    .filter((p) => !p.includes('*') && !prerendered.some((path) => matches(p, path)))
    .sort()
}

/**
 * The folders of parameterised routes that are prerendered only for their known values
 * (`/courses/:courseId` -> `courses`). Any other value gets the closest `404.html` up the tree
 * (Cloudflare Pages' not-found lookup); writing the SPA fallback there lets the route render its
 * own not-found ('Course Not Found', with Back to Courses), still with status 404.
 */
export function notFoundFolders(patterns: string[], prerendered: string[]): string[] {
  return patterns
    .filter((p) => /\/:[^/]+$/.test(p) && !p.includes('*'))
    .filter((p) =>
      prerendered.some((path) => new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+')}$`).test(path)),
    )
    .map((p) => p.replace(/\/:[^/]+$/, '').replace(/^\//, ''))
    .sort()
}

export const securityHeaders: Array<[string, string]> = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
  ],
]

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
 * The certificate pages prerendered per course (`/certificates/web-development`, and in /bn):
 * every certificate id of that course (`web-development-<32 hex>`) is served that page, whose
 * meta tags name the course; the page reads the id from the address and checks it.
 */
export function certificateRewrites(prerendered: string[]): string[] {
  return prerendered
    .filter((p) => /^(?:\/bn)?\/certificates\/[a-z][a-z-]*$/.test(p))
    .sort()
    .map((p) => `${p}-*  ${p}/index.html  200`)
}

export function redirectsFile(routes: string[], rewrites: string[] = []): string {
  return [
    '# Written by apps/web/scripts/hosting.ts at build time (Cloudflare Pages format). Do not edit.',
    '# Certificates: the page of their course. Client-rendered routes boot the SPA; prerendered',
    '# pages are files; anything else gets 404.html (404).',
    ...rewrites,
    ...routes.map((r) => `${r}  /__spa-fallback.html  200`),
    '',
  ].join('\n')
}

/** Every HTML file of a build, at any depth. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
}

/** The prerendered URL of an index.html (`courses/index.html` -> `/courses`). */
function pagePath(client: string, file: string): string | null {
  const rel = relative(client, file)
  if (rel === 'index.html') return '/'
  return rel.endsWith('/index.html') ? `/${rel.slice(0, -'/index.html'.length)}` : null
}

export function writeHosting(client: string, env: HostingEnv) {
  const html = htmlFiles(client)
  for (const file of html) writeFileSync(file, withPagePolicy(readFileSync(file, 'utf8'), env))
  const manifestFile = readdirSync(join(client, 'assets')).find((f) => /^manifest-.*\.js$/.test(f))
  if (!manifestFile) throw new Error('No React Router manifest in build/client/assets')
  const manifestText = readFileSync(join(client, 'assets', manifestFile), 'utf8')
  const json = manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1)
  const { routes } = JSON.parse(json) as { routes: Record<string, ManifestRoute> }
  const prerendered = html.map((f) => pagePath(client, f)).filter((p): p is string => p !== null)
  const client_ = clientRoutes(routePatterns(routes), prerendered)
  const fallback = readFileSync(join(client, '__spa-fallback.html'))
  for (const folder of notFoundFolders(routePatterns(routes), prerendered)) {
    writeFileSync(join(client, folder, '404.html'), fallback)
  }
  writeFileSync(join(client, '_headers'), headersFile(env))
  writeFileSync(
    join(client, '_redirects'),
    redirectsFile(client_, certificateRewrites(prerendered)),
  )
  return { pages: html.length, clientRoutes: client_ }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const app = resolve(import.meta.dirname, '..')
  const env = { ...loadEnv('production', app, 'VITE_'), ...process.env }
  const client = resolve(app, process.env.WEB_BUILD_DIR ?? 'build', 'client')
  if (!existsSync(client)) throw new Error(`No build at ${client}`)
  const done = writeHosting(client, {
    supabaseUrl: env.VITE_SUPABASE_URL,
    formEndpoint: env.VITE_FORM_ENDPOINT,
    oneSignalAppId: env.VITE_ONESIGNAL_APP_ID,
  })
  console.log(
    `hosting: CSP hashes in ${done.pages} pages; SPA fallback for ${done.clientRoutes.join(' ')}`,
  )
}
