import { mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { floorHtml, floorPath } from './floor'
import { serveStatic } from './serve'

describe('the floor page', () => {
  it('is a static page of under 1 KB with inline CSS and no script', () => {
    expect(Buffer.byteLength(floorHtml)).toBeLessThan(1024)
    expect(floorHtml).toMatch(/<style>[^<]+<\/style>/)
    expect(floorHtml).not.toMatch(/<script|<link|<img|@import|url\(|\bsrc=/i)
    expect(floorHtml).toMatch(/<h1>[^<]+<\/h1>/)
  })
})

describe('serveStatic with the floor page beside a build', () => {
  const root = mkdtempSync(join(tmpdir(), 'floor-test-'))
  let served: Awaited<ReturnType<typeof serveStatic>>

  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>')
    writeFileSync(join(root, '404.html'), '<!doctype html><title>Not found</title>')
    writeFileSync(join(root, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n')
    writeFileSync(join(root, '_redirects'), '/login  /index.html  200\n')
    served = await serveStatic(root, { http2: true, pages: { [floorPath]: floorHtml } })
  })
  afterAll(() => served.server.close())

  async function get(path: string) {
    const session = connect(served.url, { rejectUnauthorized: false })
    try {
      return await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          const req = session.request({ ':path': path, 'accept-encoding': 'gzip, br' })
          const chunks: Buffer[] = []
          let headers: Record<string, unknown> = {}
          req.on('response', (h) => (headers = h))
          req.on('data', (c: Buffer) => chunks.push(c))
          req.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }))
          req.on('error', reject)
        },
      )
    } finally {
      session.close()
    }
  }

  it('serves the floor over the same HTTP/2 with the build’s headers and brotli', async () => {
    const { headers, body } = await get(floorPath)
    expect(headers[':status']).toBe(200)
    expect(headers['content-type']).toBe('text/html; charset=utf-8')
    expect(headers['content-encoding']).toBe('br')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(brotliDecompressSync(body).toString()).toBe(floorHtml)
  })

  it('still serves the build at every other path', async () => {
    const home = await get('/')
    expect(brotliDecompressSync(home.body).toString()).toContain('<title>Home</title>')
    const missing = await get(`${floorPath}/other`)
    expect(missing.headers[':status']).toBe(404)
    expect(brotliDecompressSync(missing.body).toString()).toContain('Not found')
  })
})
