// Serves the production build of the web app as a static host would: a prerendered
// file when there is one (/courses -> courses/index.html), else the SPA fallback
// (__spa-fallback.html), which renders client-only and unknown routes in the browser.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
}

export function resolveFile(root: string, url: string): string | null {
  const path = normalize(decodeURIComponent(url.split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '')
  for (const candidate of [join(root, path), join(root, path, 'index.html')]) {
    if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile())
      return candidate
  }
  // A missing asset is a real 404; a page URL gets the SPA fallback.
  if (extname(path) && extname(path) !== '.html') return null
  return join(root, '__spa-fallback.html')
}

export function serveStatic(rootDir: string, port: number) {
  const root = resolve(rootDir)
  const server = createServer((req, res) => {
    const file = resolveFile(root, req.url ?? '/')
    if (!file || !existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  })
  return new Promise<typeof server>((ok) => server.listen(port, '127.0.0.1', () => ok(server)))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port] = process.argv.slice(2)
  if (!dir || !port) throw new Error('usage: node servers/static.ts <dir> <port>')
  await serveStatic(dir, Number(port))
  console.log(`static ${dir} on http://127.0.0.1:${port}`)
}
