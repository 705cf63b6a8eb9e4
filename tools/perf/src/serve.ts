import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest'])

/** Maps a URL path to a prerendered file: /courses -> courses/index.html, else the SPA fallback. */
export function resolveFile(root: string, urlPath: string): { file: string; status: number } {
  const clean = normalize(decodeURIComponent(urlPath.split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '')
  const candidates = [join(root, clean), join(root, clean, 'index.html'), join(root, `${clean.replace(/\/$/, '')}.html`)]
  for (const file of candidates) {
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return { file, status: 200 }
  }
  const fallback = join(root, '__spa-fallback.html')
  return existsSync(fallback) ? { file: fallback, status: 200 } : { file: join(root, '404.html'), status: 404 }
}

/** Serves a static build as a CDN would: brotli or gzip, immutable hashed assets, SPA fallback. */
export async function serveStatic(root: string, port = 0): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const { file, status } = resolveFile(root, req.url ?? '/')
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const ext = extname(file)
    const headers: Record<string, string> = {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      vary: 'accept-encoding',
    }
    const accept = String(req.headers['accept-encoding'] ?? '')
    const stream = createReadStream(file)
    if (compressible.has(ext) && accept.includes('br')) {
      res.writeHead(status, { ...headers, 'content-encoding': 'br' })
      stream.pipe(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })).pipe(res)
    } else if (compressible.has(ext) && accept.includes('gzip')) {
      res.writeHead(status, { ...headers, 'content-encoding': 'gzip' })
      stream.pipe(createGzip({ level: 9 })).pipe(res)
    } else {
      res.writeHead(status, headers)
      stream.pipe(res)
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${actual}`, server }
}
