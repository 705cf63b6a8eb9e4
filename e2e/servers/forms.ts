// A stand-in for the form-collection service (the edge of the world in these tests): it
// records every submission and can be told to fail.
//   POST /f/<form>           a submission (JSON or URL-encoded); 200, or 500 in fail mode
//   GET  /__requests         what was received, oldest first
//   POST /__reset            forget everything and stop failing
//   POST /__mode?fail=1      answer submissions with 500 from now on (fail=0: succeed again)
//   POST /__mode?delay=1500  answer submissions only after this many milliseconds
import { createServer, type IncomingMessage } from 'node:http'

export interface Recorded {
  path: string
  contentType: string
  accept: string
  body: string
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((ok, fail) => {
    let data = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (data += chunk))
    req.on('end', () => ok(data))
    req.on('error', fail)
  })
}

export function serveForms(port: number) {
  let recorded: Recorded[] = []
  let failing = false
  let delayMs = 0
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': 'content-type, accept',
  }
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    if (url.pathname === '/__requests')
      return void res
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify(recorded))
    if (url.pathname === '/__reset') {
      recorded = []
      failing = false
      delayMs = 0
      return void res.writeHead(204, cors).end()
    }
    if (url.pathname === '/__mode') {
      if (url.searchParams.has('fail')) failing = url.searchParams.get('fail') === '1'
      if (url.searchParams.has('delay')) delayMs = Number(url.searchParams.get('delay'))
      return void res.writeHead(204, cors).end()
    }
    if (req.method === 'POST' && url.pathname.startsWith('/f/')) {
      const body = await readBody(req)
      const accept = String(req.headers.accept ?? '')
      recorded.push({
        path: url.pathname,
        contentType: String(req.headers['content-type'] ?? ''),
        accept,
        body,
      })
      if (delayMs > 0) await new Promise((ok) => setTimeout(ok, delayMs))
      const status = failing ? 500 : 200
      if (accept.includes('application/json')) {
        return void res
          .writeHead(status, { ...cors, 'content-type': 'application/json' })
          .end(JSON.stringify(failing ? { error: 'failing on purpose' } : { ok: true }))
      }
      // A browser posting the form without JavaScript lands on the service's own page.
      return void res
        .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>Form service</title><h1>${failing ? 'Form service error' : 'Thanks! Your submission was received.'}</h1>`,
        )
    }
    res.writeHead(404, cors).end()
  })
  return new Promise<typeof server>((ok) => server.listen(port, '127.0.0.1', () => ok(server)))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2])
  await serveForms(port)
  console.log(`form service on http://127.0.0.1:${port}`)
}
