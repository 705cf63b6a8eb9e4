import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { jwtVerify } from 'jose'
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from './keys'
import { bearer, corsHeaders, header, HttpError, preflightHeaders, sendJson } from './http'

export interface RouteContext {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  /** the path below the service prefix, e.g. "/signup" for /auth/v1/signup */
  path: string
}

export type Handler = (ctx: RouteContext) => Promise<void>

export interface GatewayOptions {
  postgrestSocket: () => string | undefined
  auth?: Handler
  storage?: Handler
  mailbox?: Handler
  functions?: Handler
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

function proxyToPostgrest(ctx: RouteContext, socket: string): Promise<void> {
  const { req, res, url } = ctx
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
        path: (ctx.path || '/') + (qs ? `?${qs}` : ''),
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

export async function startGateway(port: number, opts: GatewayOptions): Promise<Gateway> {
  const logRequests = !!process.env.DEVSTACK_LOG_REQUESTS
  const server = createServer((req, res) => {
    if (logRequests) {
      const t0 = performance.now()
      res.on('finish', () => {
        opts.log(
          `${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode} ${Math.round(performance.now() - t0)} ms`,
        )
      })
    }
    void handle(req, res)
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL
    try {
      url = new URL(req.url ?? '/', 'http://127.0.0.1')
    } catch {
      sendJson(res, 400, { message: 'Bad request' })
      return
    }
    const route = (prefix: string) =>
      url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)
        ? url.pathname.slice(prefix.length)
        : undefined
    // Edge Functions answer CORS themselves, preflight included, as on Supabase
    const fn = opts.functions ? route('/functions/v1') : undefined
    if (req.method === 'OPTIONS' && fn === undefined) {
      res.writeHead(200, { ...preflightHeaders(req), 'content-length': '0' })
      res.end()
      return
    }
    if (fn === undefined) for (const [k, v] of Object.entries(corsHeaders(req))) res.setHeader(k, v)
    try {
      let path: string | undefined
      if (fn !== undefined && opts.functions) {
        await opts.functions({ req, res, url, path: fn })
        return
      }
      if ((path = route('/rest/v1')) !== undefined) {
        await checkApiKey(req, url)
        const socket = opts.postgrestSocket()
        if (!socket) throw new HttpError(503, { message: 'The data API is not running' })
        await proxyToPostgrest({ req, res, url, path }, socket)
        return
      }
      if ((path = route('/auth/v1')) !== undefined && opts.auth) {
        // like Supabase's gateway: the links in mails (GET /verify) work without a key;
        // /health too, so `curl 127.0.0.1:54321/auth/v1/health` tells a person the stack is up
        const open =
          req.method === 'GET' &&
          /^\/(health|verify|callback|authorize|\.well-known\/jwks\.json)\/?$/.test(path)
        if (!open) await checkApiKey(req, url)
        await opts.auth({ req, res, url, path })
        return
      }
      if ((path = route('/storage/v1')) !== undefined && opts.storage) {
        // public objects are served without a key, as on Supabase
        const open =
          (req.method === 'GET' || req.method === 'HEAD') && path.startsWith('/object/public/')
        if (!open) await checkApiKey(req, url)
        await opts.storage({ req, res, url, path })
        return
      }
      if ((path = route('/mailbox')) !== undefined && opts.mailbox) {
        await opts.mailbox({ req, res, url, path })
        return
      }
      sendJson(res, 404, { message: 'no Route matched with those values' })
    } catch (err) {
      if (err instanceof HttpError) {
        sendJson(res, err.status, err.body, err.headers)
        return
      }
      opts.log(
        `gateway error on ${req.method} ${url.pathname}: ${(err as Error).stack ?? String(err)}`,
      )
      sendJson(res, 500, { message: 'An unexpected error occurred', error: (err as Error).message })
    }
  }

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
