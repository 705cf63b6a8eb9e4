import { describe, expect, it } from 'vitest'
import { floorHtml } from './floor'

// How the server sends it: serve.test.ts.
describe('the floor page', () => {
  it('is a static page of under 1 KB with inline CSS and no script', () => {
    expect(Buffer.byteLength(floorHtml)).toBeLessThan(1024)
    expect(floorHtml).toMatch(/<style>[^<]+<\/style>/)
    expect(floorHtml).not.toMatch(/<script|<img|@import|url\(|\bsrc=/i)
    // No request after the page: its only link is an empty icon, in the page itself.
    expect([...floorHtml.matchAll(/\bhref="([^"]*)"/g)].map((m) => m[1])).toEqual(['data:,'])
  })
  it('paints text, as the first screen of a page does', () => {
    expect(floorHtml).toMatch(/<h1>[^<]+<\/h1>/)
    expect(floorHtml).toMatch(/<meta name="viewport" content="width=device-width/)
  })
})
