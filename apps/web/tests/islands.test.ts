import { describe, expect, it } from 'vitest'
import { islandPage } from '../scripts/islands'

// The shape of a page as `react-router build` prerenders it (abridged).
const prerendered = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Courses</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<script>(function(){theme()})()</script><link rel="stylesheet" href="/assets/root-3.css"/></head>',
  '<body><div data-island="header" class="contents"><header>Menu</header></div><main><h1>Courses</h1></main>',
  '<script>((storageKey, restoreKey) => {})("react-router-scroll-positions", null)</script>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nwindow.__reactRouterRouteModules = {};\nimport("/assets/entry.client-2.js");</script>',
  '<!--$--><script>window.__reactRouterContext.streamController.enqueue("[]");</script><!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$-->',
  '</body></html>',
].join('')

describe('islandPage', () => {
  const page = islandPage(prerendered, '/assets/islands/client-a.js', ['/assets/islands/src-b.js'])

  it('drops every script and preload of the React Router app', () => {
    expect(page).not.toMatch(
      /__reactRouter|react-router-scroll-positions|entry\.client|manifest-1|<!--\/?\$-->/,
    )
  })

  it('keeps the page: its content, styles and its own inline scripts', () => {
    expect(page).toContain('<h1>Courses</h1>')
    expect(page).toContain('<div data-island="header" class="contents"><header>Menu</header></div>')
    expect(page).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>')
    expect(page).toContain('<script>(function(){theme()})()</script>')
  })

  it('loads the islands script and preloads its imports from <head>', () => {
    expect(page).toContain(
      '<link rel="modulepreload" href="/assets/islands/src-b.js"/><script type="module" src="/assets/islands/client-a.js"></script></head>',
    )
  })

  it('refuses a page where a router script would be left (React Router changed its output)', () => {
    const changed = prerendered.replace(
      '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
      '<link href="/assets/manifest-1.js" rel="modulepreload"/>',
    )
    expect(() => islandPage(changed, '/e.js', [])).toThrow(/React Router script left/)
  })
})
