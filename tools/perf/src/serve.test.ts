import { mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { floorHtml, floorPath } from './floor'
import { serveStatic } from './serve'

/** One HTTP/2 GET that takes brotli; the body as sent (compressed). */
async function get(url: string, path: string) {
  const session = connect(url, { rejectUnauthorized: false })
  try {
    return await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const req = session.request({ ':path': path, 'accept-encoding': 'br' })
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

describe('serveStatic over HTTPS and HTTP/2 (as the CDN serves the site to pnpm perf)', () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-test-'))
  let served: Awaited<ReturnType<typeof serveStatic>>

  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>'.repeat(20))
    writeFileSync(join(root, '404.html'), '<!doctype html><title>Not found</title>')
    writeFileSync(join(root, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n')
    writeFileSync(join(root, '_redirects'), '/login  /index.html  200\n')
    served = await serveStatic(root, { http2: true, pages: { [floorPath]: floorHtml } })
  })
  afterAll(() => served.server.close())

  it('answers on https with HTTP/2, brotli and the build’s own headers', async () => {
    expect(served.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    const { headers, body } = await get(served.url, '/')
    expect(headers[':status']).toBe(200)
    expect(headers['content-encoding']).toBe('br')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(brotliDecompressSync(body).toString()).toContain('<title>Home</title>')
  })

  it('serves the floor page from memory, with the same protocol, headers and compression', async () => {
    const { headers, body } = await get(served.url, floorPath)
    expect(headers[':status']).toBe(200)
    expect(headers['content-type']).toBe('text/html; charset=utf-8')
    expect(headers['content-encoding']).toBe('br')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(brotliDecompressSync(body).toString()).toBe(floorHtml)
  })

  it('serves the build at every other path, the floor’s children too', async () => {
    const login = await get(served.url, '/login')
    expect(brotliDecompressSync(login.body).toString()).toContain('<title>Home</title>')
    const missing = await get(served.url, `${floorPath}/other`)
    expect(missing.headers[':status']).toBe(404)
    expect(brotliDecompressSync(missing.body).toString()).toContain('Not found')
  })
})
