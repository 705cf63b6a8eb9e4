import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import type { MiddlewareHandler } from 'hono'
import { jwtVerify } from 'jose'
import { MOUNT } from './functions'
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from './keys'
import {
  bearer,
  corsHeaders,
  createRoom,
  header,
  HttpError,
  node,
  preflightHeaders,
  sendJson,
  vouchForClient,
  type Env,
  type Room,
} from './http'

export interface GatewayOptions {
  postgrestSocket: () => string | undefined
  auth?: Room
  storage?: Room
  mailbox?: Room
  functions?: Room
  log: (m: string) => void
}

const secret = new TextEncoder().encode(JWT_SECRET)

/** Supabase's gateway answers these when the key is missing or wrong. */
export const NO_API_KEY = {
  message: 'No API key found in request',
  hint: 'No `apikey` request header or url param was found.',
}
export const INVALID_API_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
}

async function isSignedJwt(token: string): Promise<boolean> {
  try {
    await jwtVerify(token, secret, { algorithms: ['HS256'] })
    return true
  } catch {
    return false
  }
}

/** apikey header or ?apikey= must be one of the project's keys; a signed bearer token alone also passes. */
export async function checkApiKey(req: IncomingMessage, url: URL): Promise<void> {
  const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined
  if (apikey !== undefined) {
    if (apikey === ANON_KEY || apikey === SERVICE_ROLE_KEY) return
    throw new HttpError(401, INVALID_API_KEY)
  }
  const token = bearer(req)
  if (!token) throw new HttpError(401, NO_API_KEY)
  if (!(await isSignedJwt(token))) throw new HttpError(401, INVALID_API_KEY)
}

function proxyToPostgrest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  socket: string,
): Promise<void> {
  return new Promise((resolve) => {
    const headers = { ...req.headers }
    delete headers.host
    delete headers.connection
    const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey')
    if (!headers.authorization && apikey) headers.authorization = `Bearer ${apikey}`
    const search = new URLSearchParams(url.search)
    search.delete('apikey')
    const qs = search.toString()
    const upstream = request(
      {
        socketPath: socket,
        method: req.method,
        path: (url.pathname.slice(REST.length) || '/') + (qs ? `?${qs}` : ''),
        headers: { ...headers, host: 'localhost' },
      },
      (up) => {
        const out: Record<string, string | string[]> = {}
        for (const [k, v] of Object.entries(up.headers)) {
          if (
            v === undefined ||
            k.startsWith('access-control-') ||
            k === 'connection' ||
            k === 'keep-alive'
          )
            continue
          out[k] = v
        }
        res.writeHead(up.statusCode ?? 502, out)
        up.pipe(res)
        up.on('end', resolve)
        up.on('error', () => {
          res.destroy()
          resolve()
        })
      },
    )
    upstream.on('error', (err) => {
      sendJson(res, 502, {
        message: 'An invalid response was received from the upstream server',
        detail: err.message,
      })
      resolve()
    })
    req.pipe(upstream)
  })
}

export interface Gateway {
  server: Server
  port: number
  close(): Promise<void>
}

const REST = '/rest/v1'

/** Kong's routes: which service answers a path, and whether it needs the apikey. */
function routes(opts: GatewayOptions): Room {
  const app = createRoom()
  // Edge Functions answer CORS themselves, preflight included, as on Supabase
  if (opts.functions) app.route(MOUNT, opts.functions)
  app.options(
    '*',
    node((req, res) => {
      res.writeHead(200, { ...preflightHeaders(req), 'content-length': '0' })
      res.end()
    }),
  )
  app.use('*', async (c, next) => {
    for (const [k, v] of Object.entries(corsHeaders(c.env.incoming))) c.env.outgoing.setHeader(k, v)
    await next()
  })

  // Kong's open routes: they reach their service without the apikey
  const keyless = new WeakSet<IncomingMessage>()
  const open: MiddlewareHandler<Env> = async (c, next) => {
    keyless.add(c.env.incoming)
    await next()
  }
  const keyed: MiddlewareHandler<Env> = async (c, next) => {
    if (!keyless.has(c.env.incoming)) await checkApiKey(c.env.incoming, new URL(c.req.url))
    await next()
  }
  app.use(`${REST}/*`, keyed)
  app.all(
    `${REST}/*`,
    node(async (req, res, url) => {
      const socket = opts.postgrestSocket()
      if (!socket) throw new HttpError(503, { message: 'The data API is not running' })
      await proxyToPostgrest(req, res, url, socket)
    }),
  )
  if (opts.auth) {
    // like Supabase's gateway: the links in mails (GET /verify) work without a key;
    // /health too, so `curl 127.0.0.1:54321/auth/v1/health` tells a person the stack is up
    for (const path of ['health', 'verify', 'callback', 'authorize', '.well-known/jwks.json'])
      app.get(`/auth/v1/${path}`, open)
    // the devstack's stand-in for Cloudflare's siteverify, which asks for no key either
    app.post('/auth/v1/devstack/turnstile/siteverify', open)
    app.use('/auth/v1/*', keyed)
    app.route('/auth/v1', opts.auth)
  }
  if (opts.storage) {
    // public objects are served without a key, as on Supabase; so are signed URLs (GET and
    // HEAD only: their token is the credential, and an <img src> cannot send an apikey)
    app.get('/storage/v1/object/public/*', open)
    app.get('/storage/v1/object/sign/*', open)
    app.use('/storage/v1/*', keyed)
    app.route('/storage/v1', opts.storage)
  }
  if (opts.mailbox) app.route('/mailbox', opts.mailbox)

  app.notFound(
    node((_req, res) => sendJson(res, 404, { message: 'no Route matched with those values' })),
  )
  app.onError((err, c) =>
    node((req, res, url) => {
      if (err instanceof HttpError) {
        sendJson(res, err.status, err.body, err.headers)
        return
      }
      opts.log(`gateway error on ${req.method} ${url.pathname}: ${err.stack ?? String(err)}`)
      sendJson(res, 500, { message: 'An unexpected error occurred', error: err.message })
    })(c),
  )
  return app
}

export async function startGateway(port: number, opts: GatewayOptions): Promise<Gateway> {
  const logRequests = !!process.env.DEVSTACK_LOG_REQUESTS
  // the services read request bodies themselves, and tests share the process: leave both alone
  const listener = getRequestListener(routes(opts).fetch, {
    overrideGlobalObjects: false,
    autoCleanupIncoming: false,
  })
  const server = createServer((req, res) => {
    // before any route reads a header: the client's address, from the connection only
    vouchForClient(req)
    if (logRequests) {
      const t0 = performance.now()
      res.on('finish', () => {
        opts.log(
          `${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode} ${Math.round(performance.now() - t0)} ms`,
        )
      })
    }
    void listener(req, res)
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const actual = (server.address() as AddressInfo).port
  return {
    server,
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
