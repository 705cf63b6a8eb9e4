// @vitest-environment node
/// <reference types="node" />
// The designers' Storybook as it is deployed (docs/deploy.md, "Storybook"): the package's own
// `build` (storybook build, then scripts/hosting.ts) runs here, so CI builds it on every run, and
// its output must carry noindex and the security headers every site of the project sends.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  inlineScripts,
  noindexHeader,
  securityHeaders,
  sha256,
} from '../../../scripts/hosting-headers.ts'
import { headersFile, robotsMeta, videoPlayerOrigins, withRobotsMeta } from '../scripts/hosting.ts'
import { videoPlayerOrigins as componentPlayers } from '../src'

const pkg = resolve(import.meta.dirname, '..')
const out = join(pkg, 'storybook-static')

/** The headers of the `/*` rule of a `_headers` file. */
function siteWide(file: string): Map<string, string> {
  const lines = file.split('\n')
  const start = lines.indexOf('/*')
  const headers = new Map<string, string>()
  for (const line of lines.slice(start + 1)) {
    const match = /^ {2}([\w-]+): (.*)$/.exec(line)
    if (!match) break
    headers.set(match[1]!, match[2]!)
  }
  return headers
}

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('the hosting step', () => {
  it('puts the robots meta first in the head, once', () => {
    const page = '<html><head><meta charset="utf-8" /><title>x</title></head></html>'
    const once = withRobotsMeta(page)
    expect(once).toMatch(new RegExp(`<meta charset="utf-8" />\\s*${robotsMeta}<title>`))
    expect(withRobotsMeta(once)).toBe(once)
  })

  it('lets only the pages frame each other, and never eval', () => {
    const headers = siteWide(headersFile(["'sha256-abc'"]))
    const csp = headers.get('Content-Security-Policy')!
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-abc'"])
    expect(csp).not.toContain('unsafe-eval')
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"])
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    // the video stories' players, the same as the component's
    expect(videoPlayerOrigins).toEqual([...componentPlayers])
    expect(directive(csp, 'frame-src')).toEqual(["'self'", ...componentPlayers])
  })
})

describe('pnpm --filter @repo/ui build', () => {
  it('builds Storybook with noindex, the shared security headers and a CSP that names each inline script', () => {
    execFileSync('pnpm', ['run', '--silent', 'build'], { cwd: pkg, stdio: 'pipe' })

    const pages = readdirSync(out).filter((f) => f.endsWith('.html'))
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'iframe.html']))
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n')

    const headers = siteWide(readFileSync(join(out, '_headers'), 'utf8'))
    for (const [name, value] of [...securityHeaders, noindexHeader]) {
      expect(headers.get(name), name).toBe(name === 'X-Frame-Options' ? 'SAMEORIGIN' : value)
    }
    const csp = headers.get('Content-Security-Policy')!
    const scripts = directive(csp, 'script-src')
    expect(csp).not.toContain('unsafe-eval')
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'")
    for (const page of pages) {
      const html = readFileSync(join(out, page), 'utf8')
      expect(html, page).toContain(robotsMeta)
      for (const script of inlineScripts(html)) expect(scripts, page).toContain(sha256(script))
    }
    // nothing outside the build's own origin but the video players' frames
    expect(csp.replace(directive(csp, 'frame-src').join(' '), '')).not.toMatch(/https?:\/\//)
    expect(existsSync(join(out, 'assets'))).toBe(true)
  }, 300_000)
})
