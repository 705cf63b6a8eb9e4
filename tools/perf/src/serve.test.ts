import { mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic } from './serve'

describe('serveStatic over HTTPS and HTTP/2 (as the CDN serves the site to pnpm perf)', () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-test-'))
  let served: Awaited<ReturnType<typeof serveStatic>>

  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>'.repeat(20))
    writeFileSync(join(root, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n')
    served = await serveStatic(root, { http2: true })
  })
  afterAll(() => served.server.close())

  it('answers on https with HTTP/2, brotli and the build’s own headers', async () => {
    expect(served.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    const session = connect(served.url, { rejectUnauthorized: false })
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const req = session.request({ ':path': '/', 'accept-encoding': 'br' })
        const chunks: Buffer[] = []
        let headers: Record<string, unknown> = {}
        req.on('response', (h) => (headers = h))
        req.on('data', (c: Buffer) => chunks.push(c))
        req.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }))
        req.on('error', reject)
      },
    )
    session.close()
    expect(headers[':status']).toBe(200)
    expect(headers['content-encoding']).toBe('br')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(brotliDecompressSync(body).toString()).toContain('<title>Home</title>')
  })
})
