import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headersFor, matchPattern, parseHeaders, parseRedirects, redirectFor } from './hosting'
import { resolveFile } from './serve'

const headersFile = `# comment
/*
  X-Content-Type-Options: nosniff
  Cache-Control: public, max-age=0, must-revalidate
  Content-Security-Policy: default-src 'self'; script-src 'self' https://cdn.onesignal.com; connect-src 'self' https://api.onesignal.com

/assets/*
  ! Cache-Control
  Cache-Control: public, max-age=31536000, immutable
/login
  X-Robots-Tag: noindex
`

describe('parseHeaders', () => {
  it('reads patterns, headers (value may hold colons) and detaches', () => {
    const rules = parseHeaders(headersFile)
    expect(rules.map((r) => r.pattern)).toEqual(['/*', '/assets/*', '/login'])
    expect(rules[0]?.set[2]).toEqual([
      'content-security-policy',
      "default-src 'self'; script-src 'self' https://cdn.onesignal.com; connect-src 'self' https://api.onesignal.com",
    ])
    expect(rules[1]?.detach).toEqual(['cache-control'])
  })
  it('refuses a header line before any pattern and a line without a colon', () => {
    expect(() => parseHeaders('  X-A: b\n')).toThrow(/line 1/)
    expect(() => parseHeaders('/*\n  nonsense\n')).toThrow(/line 2/)
  })
})

describe('headersFor', () => {
  const rules = parseHeaders(headersFile)
  it('applies every matching rule, a detach replacing the earlier value', () => {
    expect(headersFor(rules, '/assets/root-abc.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(headersFor(rules, '/courses')['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    )
    expect(headersFor(rules, '/login')).toMatchObject({
      'x-robots-tag': 'noindex',
      'x-content-type-options': 'nosniff',
    })
    expect(headersFor(rules, '/courses')['x-robots-tag']).toBeUndefined()
  })
  it("serves a root file such as OneSignal's service worker revalidated, under the site's CSP", () => {
    const worker = headersFor(rules, '/OneSignalSDKWorker.js')
    expect(worker['cache-control']).toBe('public, max-age=0, must-revalidate')
    // Its importScripts and API calls: the hosts OneSignal's docs name.
    expect(worker['content-security-policy']).toContain(
      "script-src 'self' https://cdn.onesignal.com",
    )
    expect(worker['content-security-policy']).toContain('https://api.onesignal.com')
  })
  it('joins the same header from two rules with a comma, as the CDN does', () => {
    const twice = parseHeaders('/*\n  X-A: one\n/a\n  X-A: two\n')
    expect(headersFor(twice, '/a')['x-a']).toBe('one, two')
  })
})

describe('_redirects', () => {
  const rules = parseRedirects(`# client routes
/login  /__spa-fallback.html  200
/enroll/*  /__spa-fallback.html  200
/old/:id  /courses/:id  301
/gone /
`)
  it('parses status codes, 302 by default', () => {
    expect(rules.map((r) => r.status)).toEqual([200, 200, 301, 302])
  })
  it('matches exact paths, splats and placeholders', () => {
    expect(redirectFor(rules, '/login')?.to).toBe('/__spa-fallback.html')
    expect(redirectFor(rules, '/login/extra')).toBeNull()
    expect(redirectFor(rules, '/enroll/web-development')?.status).toBe(200)
    expect(redirectFor(rules, '/old/graphic-design')).toMatchObject({
      to: '/courses/graphic-design',
      status: 301,
    })
    expect(redirectFor(rules, '/nothing')).toBeNull()
  })
  it('refuses a malformed line', () => {
    expect(() => parseRedirects('/a /b 200 extra\n')).toThrow(/line 1/)
    expect(() => parseRedirects('/a /b abc\n')).toThrow(/line 1/)
  })
  it('escapes dots in patterns', () => {
    expect(matchPattern('/a.html', '/aXhtml')).toBeNull()
  })
})

describe('resolveFile', () => {
  const root = mkdtempSync(join(tmpdir(), 'hosting-'))
  mkdirSync(join(root, 'courses'))
  writeFileSync(join(root, 'courses/index.html'), 'courses')
  writeFileSync(join(root, '__spa-fallback.html'), 'spa')
  writeFileSync(join(root, '404.html'), 'not found')
  mkdirSync(join(root, 'bn'))
  writeFileSync(join(root, 'bn/404.html'), 'not found in Bangla')
  writeFileSync(
    join(root, '_redirects'),
    '/login /__spa-fallback.html 200\n/bn/login /__spa-fallback.html 200\n/enroll/* /__spa-fallback.html 200\n/home / 301\n',
  )
  it('serves prerendered pages, client routes from the fallback, unknown URLs as 404', () => {
    const served = [
      ['/courses', 'courses/index.html', 200],
      ['/login?next=/profile', '__spa-fallback.html', 200],
      // A Bangla client route boots the SPA; only unknown Bangla URLs get the Bangla 404.
      ['/bn/login?next=/bn/profile', '__spa-fallback.html', 200],
      ['/bn/no-such-page', 'bn/404.html', 404],
      ['/enroll/x', '__spa-fallback.html', 200],
      ['/no-such-page', '404.html', 404],
    ] as const
    for (const [url, file, status] of served) {
      expect(resolveFile(root, url), url).toEqual({ file: join(root, file), status })
    }
    expect(resolveFile(root, '/home')).toMatchObject({ status: 301, location: '/' })
  })
  it('serves the closest 404.html up the tree, as Cloudflare Pages does', () => {
    writeFileSync(join(root, 'courses/404.html'), 'course not found')
    expect(resolveFile(root, '/courses/cooking')).toEqual({
      file: join(root, 'courses/404.html'),
      status: 404,
    })
    expect(resolveFile(root, '/about/team')).toEqual({ file: join(root, '404.html'), status: 404 })
  })
  it('applies a rule before a file, as Cloudflare Pages does', () => {
    writeFileSync(join(root, 'old.html'), 'old')
    writeFileSync(join(root, '_redirects'), '/old.html /courses 301\n')
    expect(resolveFile(root, '/old.html')).toMatchObject({ status: 301, location: '/courses' })
  })
  it('serves index.html for any URL of a build without 404.html (a single-page app)', () => {
    const spa = mkdtempSync(join(tmpdir(), 'hosting-spa-'))
    writeFileSync(join(spa, 'index.html'), 'app')
    expect(resolveFile(spa, '/pending')).toEqual({ file: join(spa, 'index.html'), status: 200 })
  })
  it("serves a certificate id its course's prerendered page with 200, an unknown course the folder 404", () => {
    const site = mkdtempSync(join(tmpdir(), 'hosting-certificates-'))
    mkdirSync(join(site, 'certificates/web-development'), { recursive: true })
    writeFileSync(
      join(site, 'certificates/web-development/index.html'),
      'web development certificate',
    )
    writeFileSync(join(site, 'certificates/404.html'), 'spa')
    writeFileSync(join(site, '404.html'), 'not found')
    writeFileSync(
      join(site, '_redirects'),
      '/certificates/web-development-*  /certificates/web-development/index.html  200\n',
    )
    const id = 'web-development-0123456789abcdef0123456789abcdef'
    expect(resolveFile(site, `/certificates/${id}`)).toEqual({
      file: join(site, 'certificates/web-development/index.html'),
      status: 200,
    })
    expect(resolveFile(site, '/certificates/cooking-0123')).toEqual({
      file: join(site, 'certificates/404.html'),
      status: 404,
    })
  })
  it('never leaves the build folder', () => {
    expect(resolveFile(root, '/../../etc/passwd').status).toBe(404)
  })
})
