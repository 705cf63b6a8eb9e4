// The parts of the hosting files every static site of the project shares: the learner site
// (apps/web/scripts/hosting.ts), the admin console (apps/admin/hosting.ts) and the designers'
// Storybook (packages/ui/scripts/hosting.ts). Each writes its own `_headers` (Cloudflare Pages'
// format, docs/decisions/0013-hosting-and-security-headers.md) with its own policy, from these
// helpers, so the security headers are one list. Node only (build time); no dependency.
import { createHash } from 'node:crypto'

/** The headers every site sends on every path, besides its own CSP (and Cache-Control). */
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

/** For a site no search engine should list (the console, Storybook). */
export const noindexHeader: [string, string] = ['X-Robots-Tag', 'noindex, nofollow']

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

/** A CSP source for a script's text: `'sha256-<base64>'`. */
export function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** One rule of a `_headers` file: the path, then its headers indented. */
export function headersRule(path: string, headers: Array<[string, string]>): string[] {
  return [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)]
}

/** The rule for hashed file names: cached for a year (replacing the site-wide Cache-Control). */
export function immutableRule(path = '/assets/*'): string[] {
  return [
    '# Hashed file names: cached for a year.',
    path,
    '  ! Cache-Control',
    '  Cache-Control: public, max-age=31536000, immutable',
  ]
}
