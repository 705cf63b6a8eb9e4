import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, extname, join, normalize } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import {
  type HeaderRule,
  headersFor,
  parseHeaders,
  parseRedirects,
  type RedirectRule,
  redirectFor,
} from './hosting'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
])

export interface Hosting {
  headers: HeaderRule[]
  redirects: RedirectRule[] | null
}

/** The build's `_headers` and `_redirects` (none: no headers, and the old SPA fallback for every URL). */
export function readHosting(root: string): Hosting {
  const read = (name: string) =>
    existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : null
  const headers = read('_headers')
  const redirects = read('_redirects')
  return {
    headers: headers ? parseHeaders(headers) : [],
    redirects: redirects === null ? null : parseRedirects(redirects),
  }
}

function existingFile(root: string, path: string): string | null {
  const file = join(root, path)
  return file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? file : null
}

/**
 * Maps a URL path to what Cloudflare Pages serves, in its order: a `_redirects` rule first (it
 * applies whether or not a file matches; 200: the target's content, 3xx: a redirect), then the
 * file itself or `<path>/index.html` (a prerendered page), then `404.html` with status 404, or,
 * when the build has no `404.html`, `index.html` with 200 (a single-page app, like the console).
 * A build without `_redirects` but with `__spa-fallback.html` (older web builds): that fallback.
 */
export function resolveFile(
  root: string,
  urlPath: string,
  redirects: RedirectRule[] | null = readHosting(root).redirects,
): { file: string; status: number; location?: string } {
  const clean = normalize(decodeURIComponent(urlPath.split('?')[0] ?? '/')).replace(
    /^(\.\.[/\\])+/,
    '',
  )
  const rule = redirects ? redirectFor(redirects, clean) : null
  if (rule && rule.status !== 200) return { file: '', status: rule.status, location: rule.to }
  const target = rule ? rule.to : clean
  const direct = existingFile(root, target) ?? existingFile(root, join(target, 'index.html'))
  if (direct) return { file: direct, status: 200 }
  const spa = redirects === null ? existingFile(root, '__spa-fallback.html') : null
  if (spa) return { file: spa, status: 200 }
  // Cloudflare Pages serves the closest 404.html up the tree (courses/404.html for /courses/x).
  for (let dir = dirname(target); ; dir = dirname(dir)) {
    const notFound = existingFile(root, join(dir, '404.html'))
    if (notFound) return { file: notFound, status: 404 }
    if (dir === '/' || dir === '.') break
  }
  const index = existingFile(root, 'index.html')
  return index ? { file: index, status: 200 } : { file: join(root, '404.html'), status: 404 }
}

/** A CDN compresses each file once, at its best level; so does this server (kept in memory). */
const compressedCache = new Map<string, Buffer>()
function compressed(key: string, raw: () => Buffer, encoding: 'br' | 'gzip'): Buffer {
  let body = compressedCache.get(`${encoding}:${key}`)
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(raw(), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw(), { level: 9 })
    compressedCache.set(`${encoding}:${key}`, body)
  }
  return body
}

/** A throwaway certificate for 127.0.0.1 (openssl), valid for a day; the browser is told to accept it. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'serve-tls-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The part of a response (HTTP/1.1 or HTTP/2 compatibility API) this server uses. */
interface Response {
  writeHead(status: number, headers: Record<string, string>): unknown
  end(body?: string | Buffer): unknown
}

/** Sends a body with its content type, brotli or gzip when the client takes it (cached by `key`). */
function send(
  res: Response,
  req: IncomingMessage | Http2ServerRequest,
  status: number,
  ext: string,
  ruled: Record<string, string>,
  key: string,
  raw: () => Buffer,
) {
  const headers: Record<string, string> = {
    'content-type': types[ext] ?? 'application/octet-stream',
    ...ruled,
    vary: 'accept-encoding',
  }
  const accept = String(req.headers['accept-encoding'] ?? '')
  const encoding = !compressible.has(ext)
    ? null
    : accept.includes('br')
      ? 'br'
      : accept.includes('gzip')
        ? 'gzip'
        : null
  if (!encoding) {
    res.writeHead(status, headers)
    res.end(raw())
    return
  }
  res.writeHead(status, { ...headers, 'content-encoding': encoding })
  res.end(compressed(key, raw, encoding))
}

export interface ServeOptions {
  port?: number
  /**
   * HTTPS with HTTP/2, as the CDN serves the site (`pnpm perf`: Lighthouse then models one
   * multiplexed connection, not six HTTP/1.1 ones). The certificate is self-signed: the browser
   * needs --ignore-certificate-errors. Off for the e2e suite, whose backend expects http origins.
   */
  http2?: boolean
  /**
   * HTML pages served from memory at these exact paths, before the build's files, with the same
   * headers and compression (`pnpm perf`'s floor page, measured by the same server in the run).
   */
  pages?: Record<string, string>
}

/**
 * Serves a static build as the CDN does: its `_headers` and `_redirects` (404.html with status
 * 404 for unknown URLs), brotli or gzip. Without hosting files: immutable `/assets/`, SPA fallback.
 */
export async function serveStatic(
  root: string,
  { port = 0, http2 = false, pages = {} }: ServeOptions = {},
): Promise<{ url: string; server: Server }> {
  const hosting = readHosting(root)
  const handle = (
    req: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) => {
    const res = response as Response
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const ruled = headersFor(hosting.headers, path)
    const page = Object.hasOwn(pages, path) ? pages[path]! : null
    if (page !== null) {
      send(res, req, 200, '.html', ruled, `page:${path}`, () => Buffer.from(page))
      return
    }
    const { file, status, location } = resolveFile(root, req.url ?? '/', hosting.redirects)
    if (location) {
      res.writeHead(status, { ...ruled, location })
      res.end()
      return
    }
    if (!existsSync(file)) {
      res.writeHead(404, { ...ruled, 'content-type': 'text/plain' })
      res.end('Not found')
      return
    }
    const cache = file.includes('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate'
    send(
      res,
      req,
      status,
      extname(file),
      { 'cache-control': cache, ...ruled },
      `${file}:${statSync(file).mtimeMs}`,
      () => readFileSync(file),
    )
  }
  const server = http2
    ? (createSecureServer(
        { ...selfSignedCertificate(), allowHTTP1: true },
        handle,
      ) as unknown as Server)
    : createServer(handle)
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return { url: `${http2 ? 'https' : 'http'}://127.0.0.1:${actual}`, server }
}
