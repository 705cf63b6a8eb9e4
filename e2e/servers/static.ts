// Serves a production build for the end-to-end run exactly as the CDN (and `pnpm perf`) does:
// the build's own _headers and _redirects, 404.html for unknown URLs. One server for both apps.
import { serveStatic } from '@repo/perf/serve'

const [dir, port] = process.argv.slice(2)
if (!dir || !port) throw new Error('usage: tsx servers/static.ts <build dir> <port>')
await serveStatic(dir, { port: Number(port) })
console.log(`static ${dir} on http://127.0.0.1:${port}`)
