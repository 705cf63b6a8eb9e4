// The admin console's hosting files, written into the build by a Vite plugin (vite.config.ts):
// `_headers` in the format of Cloudflare Pages, like the learner site's
// (docs/decisions/0013-hosting-and-security-headers.md, docs/deploy.md).
import { TURNSTILE_HOST } from '@repo/api/captcha'
import type { Plugin } from 'vite'
import { noindexHeader, securityHeaders } from '../../scripts/hosting-headers.ts'

/**
 * The console talks to Supabase only (REST, auth, realtime); everything else is its own files.
 * With a Turnstile sitekey (VITE_TURNSTILE_SITE_KEY) the login's security check adds
 * Cloudflare's challenge host, for its script and its frame; without one, no Cloudflare at all.
 */
export function consolePolicy(
  supabaseUrl: string | undefined,
  turnstileSiteKey?: string | undefined,
): string {
  const supabase = supabaseUrl ? new URL(supabaseUrl).origin : null
  const captcha = turnstileSiteKey ? [TURNSTILE_HOST] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...captcha],
    // Mantine writes its CSS variables into <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(supabase ? [supabase] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(supabase ? [supabase, supabase.replace(/^http/, 'ws')] : [])],
    'frame-src': captcha.length ? captcha : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

export function headersFile(
  supabaseUrl: string | undefined,
  turnstileSiteKey?: string | undefined,
): string {
  return `# Written by apps/admin/hosting.ts at build time (Cloudflare Pages format). Do not edit.
/*
  Content-Security-Policy: ${consolePolicy(supabaseUrl, turnstileSiteKey)}
${[...securityHeaders, noindexHeader].map(([name, value]) => `  ${name}: ${value}`).join('\n')}
  Cache-Control: no-cache

# Hashed file names: cached for a year.
/assets/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable
`
}

/**
 * Emits `_headers` with the build's VITE_SUPABASE_URL and VITE_TURNSTILE_SITE_KEY. No `_redirects`: with no 404.html in the
 * build, Cloudflare Pages serves index.html for every unknown URL (a single-page app); a
 * `/* /index.html 200` rule would also catch `/assets/*`, since its rules come before files.
 */
export function hostingFiles(): Plugin {
  let supabaseUrl: string | undefined
  let turnstileSiteKey: string | undefined
  return {
    name: 'hosting-files',
    apply: 'build',
    configResolved(config) {
      supabaseUrl = config.env.VITE_SUPABASE_URL as string | undefined
      turnstileSiteKey = config.env.VITE_TURNSTILE_SITE_KEY as string | undefined
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFile(supabaseUrl, turnstileSiteKey),
      })
    },
  }
}
