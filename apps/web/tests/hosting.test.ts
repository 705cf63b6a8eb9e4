import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ONESIGNAL_SDK_URL, ONESIGNAL_WORKER } from '../app/features/shell/pushNotifications'
import { videoPlayerOrigins } from '@repo/ui'
import {
  unrenderedRoutes,
  headersFile,
  idRewrites,
  inlineScripts,
  notFoundFolders,
  shellRewrites,
  pagePolicy,
  redirectsFile,
  sha256,
  siteDirectives,
  turnstileOrigin,
  withPagePolicy,
} from '../scripts/hosting'
import { TURNSTILE_HOST, TURNSTILE_SCRIPT } from '@repo/api/captcha'
import { courseIds } from '@repo/courses'
import { matchesPattern, prerenderPaths, routePatterns, shellPaths } from '../app/pages'

const env = {
  supabaseUrl: 'https://abc.supabase.co/',
  formEndpoint: 'https://formspree.io/f/xyz',
  oneSignalAppId: 'app-id',
}
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title><script>theme()</script><script type="module" async="">import "/assets/a.js";</script><script src="/assets/b.js"></script></head><body></body></html>`

describe('CSP', () => {
  it('allows exactly the configured Supabase (https + wss), form service, OneSignal and map hosts', () => {
    const d = siteDirectives(env)
    expect(d['connect-src']).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
      'https://formspree.io',
      'https://onesignal.com',
      'https://api.onesignal.com',
    ])
    expect(d['img-src']).toContain('https://abc.supabase.co')
    expect(d['img-src']).toContain('https://media.onesignal.com')
    expect(d['frame-src']).toEqual(['https://www.google.com', ...videoPlayerOrigins])
    expect(d['form-action']).toEqual(["'self'", 'https://formspree.io'])
    expect(d['frame-ancestors']).toEqual(["'none'"])
  })
  it('leaves OneSignal out when no app id is configured', () => {
    const d = siteDirectives({ ...env, oneSignalAppId: '' })
    expect(JSON.stringify(d)).not.toContain('onesignal')
  })
  it('hashes each inline script of a page, not the external ones', () => {
    expect(inlineScripts(page)).toEqual(['theme()', 'import "/assets/a.js";'])
    expect(sha256('theme()')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/)
    expect(pagePolicy(page, env)).toBe(
      `script-src 'self' https://cdn.onesignal.com ${sha256('theme()')} ${sha256('import "/assets/a.js";')}`,
    )
  })
  it('puts the page policy right after the charset, once, however often it runs', () => {
    const once = withPagePolicy(page, env)
    expect(withPagePolicy(once, env)).toBe(once)
    expect(once).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self' /,
    )
  })
})

describe('Turnstile (the security check, docs/decisions/0052)', () => {
  const withKey = { ...env, turnstileSiteKey: '1x00000000000000000000AA' }
  it("allows Cloudflare's challenge host for the script and its frame when a sitekey is set", () => {
    expect(turnstileOrigin).toBe(TURNSTILE_HOST)
    expect(new URL(TURNSTILE_SCRIPT).origin).toBe(turnstileOrigin)
    const d = siteDirectives(withKey)
    expect(d['script-src']).toContain(turnstileOrigin)
    expect(d['frame-src']).toContain(turnstileOrigin)
    expect(d['connect-src']).not.toContain(turnstileOrigin)
    expect(pagePolicy(page, withKey)).toBe(
      `script-src 'self' https://cdn.onesignal.com ${turnstileOrigin} ${sha256('theme()')} ${sha256('import "/assets/a.js";')}`,
    )
    // Cloudflare Pages reads a _headers line of at most 2,000 characters
    const csp = headersFile(withKey)
      .split('\n')
      .find((l) => l.includes('Content-Security-Policy'))
    expect(csp?.length).toBeLessThan(2000)
  })
  it('leaves Cloudflare out without a sitekey', () => {
    for (const key of [undefined, '']) {
      const plain = { ...env, turnstileSiteKey: key }
      expect(JSON.stringify(siteDirectives(plain))).not.toContain('cloudflare')
      expect(pagePolicy(page, plain)).not.toContain('cloudflare')
    }
  })
})

describe('OneSignal', () => {
  // The one line its docs give (docs/onesignal-service-worker), in public/: served from the root.
  const workerImport = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.sw.js'
  const worker = readFileSync(
    join(import.meta.dirname, '../public', ONESIGNAL_WORKER.serviceWorkerPath),
    'utf8',
  )
  it('ships the service worker that init registers, with root scope', () => {
    expect(worker.trim()).toBe(`importScripts('${workerImport}')`)
    expect(ONESIGNAL_WORKER.serviceWorkerParam).toEqual({ scope: '/' })
  })
  it('allows the hosts its docs name: the SDK and the worker import from its CDN, the API', () => {
    const d = siteDirectives(env)
    // The worker runs under the header policy: its importScripts needs script-src.
    expect(d['script-src']).toContain(new URL(workerImport).origin)
    expect(d['script-src']).toContain(new URL(ONESIGNAL_SDK_URL).origin)
    expect(d['connect-src']).toContain('https://api.onesignal.com')
    expect(d['worker-src']).toEqual(["'self'"])
  })
})

describe('routes', () => {
  const patterns = [
    '/',
    '/courses/:courseId',
    '/login',
    '/enroll/:courseId',
    '*',
    '/bn',
    '/bn/courses/:courseId',
    '/bn/login',
    '/bn/enroll/:courseId',
    '/bn/*',
  ]
  it('finds every route without a prerendered page (the build refuses them), never the not-found splat', () => {
    expect(unrenderedRoutes(patterns, ['/', '/bn', '/courses/web-development'])).toEqual([
      '/bn/courses/:courseId',
      '/bn/enroll/:courseId',
      '/bn/login',
      '/enroll/:courseId',
      '/login',
    ])
  })
  it("this site's pages are all prerendered", () => {
    expect(unrenderedRoutes(routePatterns(), prerenderPaths())).toEqual([])
  })
  it('serves each certificate id the page of its course, in either language', () => {
    const rewrites = idRewrites([
      '/certificates/web-development',
      '/bn/certificates/web-development',
    ])
    expect(rewrites).toEqual([
      '/bn/certificates/web-development-*  /bn/certificates/web-development/index.html  200',
      '/certificates/web-development-*  /certificates/web-development/index.html  200',
    ])
    const file = redirectsFile(rewrites)
    expect(file).toContain(
      '/certificates/web-development-*  /certificates/web-development/index.html  200',
    )
    expect(file).not.toContain('__spa-fallback')
  })
  it('gives unknown values of a prerendered parameter route a folder 404 that boots the SPA', () => {
    expect(notFoundFolders(patterns, ['/', '/bn', '/courses/web-development'])).toEqual(['courses'])
    expect(notFoundFolders(patterns, ['/', '/bn'])).toEqual([])
    // A route with two parameters has no folder of its own: its shells answer (below).
    expect(
      notFoundFolders(['/learn/:courseId/:lessonId'], ['/learn/web-development/lesson']),
    ).toEqual([])
  })
  it("serves every lesson id its course's lesson shell, never the classroom itself", () => {
    const rules = shellRewrites(shellPaths())
    expect(rules).toContain(
      '/learn/web-development/:id  /learn/web-development/lesson/index.html  200',
    )
    expect(rules).toContain(
      '/bn/learn/video-editing/:id  /bn/learn/video-editing/lesson/index.html  200',
    )
    // and every project id its course's project shell (issue 33)
    expect(rules).toContain(
      '/learn/web-development/projects/:id  /learn/web-development/projects/project/index.html  200',
    )
    expect(rules).toContain(
      '/bn/learn/creative-design/projects/:id  /bn/learn/creative-design/projects/project/index.html  200',
    )
    // and every quiz id its course's quiz shell (issue 35)
    expect(rules).toContain(
      '/learn/video-editing/quizzes/:id  /learn/video-editing/quizzes/quiz/index.html  200',
    )
    expect(rules).toContain(
      '/bn/learn/web-development/quizzes/:id  /bn/learn/web-development/quizzes/quiz/index.html  200',
    )
    expect(rules).toHaveLength(courseIds.length * 3 * 2)
    // `:id` is one non-empty segment: /learn/web-development and its trailing slash keep their page.
    const from = '/learn/web-development/:id'
    expect(
      matchesPattern(from, '/learn/web-development/0b5e0c1e-1111-4222-8333-944445555666'),
    ).toBe(true)
    expect(matchesPattern(from, '/learn/web-development/')).toBe(false)
    expect(matchesPattern(from, '/learn/web-development')).toBe(false)
  })
})

describe('_headers', () => {
  it('caches hashed assets for a year and HTML briefly, with the security headers on every path', () => {
    const file = headersFile(env)
    expect(file).toMatch(
      /\/assets\/\*\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable/,
    )
    expect(file).toContain('Cache-Control: public, max-age=0, must-revalidate')
    expect(file).toContain(
      'Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    )
    expect(file).toContain('Referrer-Policy: strict-origin-when-cross-origin')
    expect(file).toContain('X-Content-Type-Options: nosniff')
    expect(file).toMatch(/Permissions-Policy: .*camera=\(\).*geolocation=\(\)/)
  })
  it('revalidates the service worker: no rule but /* applies to a file at the root', () => {
    const patterns = headersFile(env)
      .split('\n')
      .filter((line) => line.startsWith('/'))
    expect(patterns).toEqual(['/*', '/assets/*'])
  })
})
