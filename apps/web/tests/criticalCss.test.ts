// @vitest-environment node
// The critical CSS step of the build (scripts/criticalCss.ts): a page of islands keeps the rules
// its HTML uses; a page without the islands loader (the SPA fallback) keeps the whole sheet.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { pruneInlineCss } from '../scripts/criticalCss'

const sheet = [
  '.used{color:red}',
  '.unused{color:blue}',
  '.bg-white{background:#fff}',
  // Tailwind's dark variant (packages/ui/src/styles.css): kept for an element on the page.
  '.dark\\:bg-slate-950:where(.dark,.dark *){background:#020617}',
  '.dark\\:text-unused:where(.dark,.dark *){color:#eee}',
  "@font-face{font-family:'Skill Courses Bangla';src:url(/fonts/bn.woff2) format('woff2')}",
  "html[lang='bn'] body{font-family:'Skill Courses Bangla',sans-serif}",
  '@media (min-width:48rem){.used{color:green}.unused{color:black}}',
].join('')

function page(lang: string, loader: boolean): string {
  return `<!doctype html><html lang="${lang}"><head><style>${sheet}</style>${
    loader ? '<script data-islands-loader="">void 0</script>' : ''
  }</head><body class="bg-white dark:bg-slate-950"><p class="used">Hello</p></body></html>`
}

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function build(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'critical-css-'))
  for (const [name, html] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), html)
  }
  return dir
}
const read = (name: string) => readFileSync(join(dir, name), 'utf8')
const inlineCss = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''

describe('pruneInlineCss', () => {
  it("keeps the rules a page's HTML uses, in and out of media queries, and drops the rest", async () => {
    const result = await pruneInlineCss(build({ 'index.html': page('en', true) }))
    const css = inlineCss(read('index.html'))
    expect(css).toContain('.used{color:red}')
    expect(css).toMatch(/@media \(min-width:48rem\)\{\.used\{color:green\}\}/)
    expect(css).toContain('.bg-white{')
    expect(css).not.toContain('.unused')
    expect(result).toMatchObject({ pages: 1 })
    expect(result.bytesAfter).toBeLessThan(result.bytesBefore)
  })

  it('changes nothing but the content of the <style>', async () => {
    await pruneInlineCss(build({ 'index.html': page('en', true) }))
    const pruned = read('index.html')
    const outside = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '<style></style>')
    expect(outside(pruned)).toBe(outside(page('en', true)))
  })

  it('keeps the dark variant of a class on the page, not of one that is absent', async () => {
    await pruneInlineCss(build({ 'index.html': page('en', true) }))
    const css = inlineCss(read('index.html'))
    expect(css).toContain('dark\\:bg-slate-950')
    expect(css).not.toContain('dark\\:text-unused')
  })

  it('keeps the Bangla font face on a Bangla page only, and never preloads it', async () => {
    await pruneInlineCss(
      build({ 'index.html': page('en', true), 'bn/index.html': page('bn', true) }),
    )
    expect(inlineCss(read('bn/index.html'))).toContain('@font-face')
    expect(inlineCss(read('index.html'))).not.toContain('@font-face')
    expect(read('bn/index.html')).not.toContain('rel="preload"')
  })

  it('leaves a page without the islands loader (the SPA fallback) with the whole sheet', async () => {
    const result = await pruneInlineCss(build({ '__spa-fallback.html': page('en', false) }))
    expect(read('__spa-fallback.html')).toBe(page('en', false))
    expect(result.pages).toBe(0)
  })
})
