import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// index.html: nothing holds up the login's first paint (docs/decisions/0075).

const html = readFileSync(
  fileURLToPath(new URL('../../../index.html', `file://${__filename}`)),
  'utf8',
)
const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!)

describe('index.html', () => {
  it('has no script that blocks the first paint: each is a module or deferred', () => {
    expect(scripts.length).toBeGreaterThan(0)
    for (const attributes of scripts) expect(attributes).toMatch(/\btype="module"|\bdefer\b/)
  })

  it("switches zod to jitless before the console's modules (a deferred script runs first, in order)", () => {
    const jitless = scripts.findIndex((a) => a.includes('src="/zod-jitless.js"'))
    const entry = scripts.findIndex((a) => a.includes('type="module"'))
    expect(jitless).toBeGreaterThanOrEqual(0)
    expect(jitless).toBeLessThan(entry)
  })

  it('has the places the build writes the login page into', () => {
    expect(html).toContain('<!--login-styles-->')
    expect(html).toMatch(/<div id="login"><!--login--><\/div>/)
    expect(html).toContain('<div id="root"></div>')
  })
})
