import type { IncomingMessage, ServerResponse } from 'node:http'
import type { HttpBindings } from '@hono/node-server'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import { Hono, type Context } from 'hono'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof body === 'object' && body && 'message' in body
        ? String((body as { message: unknown }).message)
        : `HTTP ${status}`,
    )
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end()
    return
  }
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  res.end(text)
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`body larger than ${limit} bytes`)
  }
}

/** Reads the whole body, failing with BodyTooLargeError beyond `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) {
      req.resume()
      reject(new BodyTooLargeError(limit))
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let failed = false
    req.on('data', (c: Buffer) => {
      if (failed) return
      size += c.length
      if (size > limit) {
        failed = true
        reject(new BodyTooLargeError(limit))
        return
      }
      chunks.push(c)
    })
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks))
    })
    req.on('error', (e) => {
      if (!failed) reject(e)
    })
  })
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()]
  return Array.isArray(v) ? v[0] : v
}

/**
 * Request headers that name the client's address. A client may send any of them itself; the
 * gateway removes them all and writes its own (see vouchForClient).
 */
export const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-real-ip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'true-client-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'fastly-client-ip',
  'sb-forwarded-for',
] as const

/** The address of the TCP peer (`::ffff:127.0.0.2` is 127.0.0.2). */
export function peerAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? ''
  return address.startsWith('::ffff:') ? address.slice(7) : address
}

/**
 * What hosted's edge does before a request reaches PostgREST, Auth, Storage or a function: the
 * client's address, as the TCP connection shows it, in `CF-Connecting-IP` (the header the
 * database reads, `private.client_address()`), `X-Real-IP` and `X-Forwarded-For`; whatever the
 * client sent in any forwarding header is dropped first, so it can never pass for another
 * address (docs/decisions/0053-limits-in-the-database.md). Returns the address.
 */
export function vouchForClient(req: IncomingMessage): string {
  const address = peerAddress(req)
  const forwarding = new Set<string>(FORWARDING_HEADERS)
  const raw: string[] = []
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string
    if (!forwarding.has(name.toLowerCase())) raw.push(name, req.rawHeaders[i + 1] as string)
  }
  const ours = { 'cf-connecting-ip': address, 'x-real-ip': address, 'x-forwarded-for': address }
  for (const [name, value] of Object.entries(ours)) raw.push(name, value)
  req.rawHeaders = raw
  const headers = req.headers
  for (const name of FORWARDING_HEADERS) delete headers[name]
  Object.assign(headers, ours)
  return address
}

export function bearer(req: IncomingMessage): string | undefined {
  const auth = header(req, 'authorization')
  const m = auth ? /^bearer\s+(.+)$/i.exec(auth.trim()) : null
  return m?.[1]?.trim()
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i

export function isAllowedOrigin(origin: string | undefined): origin is string {
  return !!origin && LOCAL_ORIGIN.test(origin)
}

export const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Profile',
  'Content-Location',
  'Content-Length',
  'Content-Type',
  'Location',
  'Preference-Applied',
  'Range-Unit',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'ETag',
  'Cache-Control',
  'Last-Modified',
].join(', ')

/** CORS as Supabase's gateway answers it, for the local app origins (any localhost port). */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = header(req, 'origin')
  if (!isAllowedOrigin(origin)) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSED_HEADERS,
    vary: 'Origin',
  }
}

export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const base = corsHeaders(req)
  if (!base['access-control-allow-origin']) return {}
  return {
    ...base,
    'access-control-allow-methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
    'access-control-allow-headers':
      header(req, 'access-control-request-headers') ??
      'authorization, x-client-info, apikey, content-type, x-upsert, cache-control, prefer, range, accept-profile, content-profile, x-supabase-api-version',
    'access-control-max-age': '3600',
  }
}

export type Env = { Bindings: HttpBindings }
/** Routes: the gateway's, and a service's (auth, storage, the mailbox...) that it mounts. */
export type Room = Hono<Env>

/** Kong, GoTrue and Storage ignore a trailing slash (the gateway's setting decides). */
export const createRoom = (): Room => new Hono<Env>({ strict: false })

export type NodeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  c: Context<Env>,
) => Promise<void> | void

/**
 * hono routes; the handlers answer on Node's own response, because they stream files and
 * pipe proxies, so hono is told the response is already sent.
 */
export function node(fn: NodeHandler) {
  return async (c: Context<Env>): Promise<Response> => {
    const { incoming, outgoing } = c.env
    await fn(incoming, outgoing, new URL(incoming.url ?? '/', 'http://127.0.0.1'), c)
    return RESPONSE_ALREADY_SENT
  }
}

/** A route whose handler takes the route's path parameters, in the order named, after req and res. */
export function withParams(
  names: readonly string[],
  fn: (req: IncomingMessage, res: ServerResponse, ...params: string[]) => Promise<void>,
) {
  return node((req, res, _url, c) => fn(req, res, ...names.map((name) => param(c, name))))
}

/** A room's errors, answered on Node's response like its routes. */
export function answerErrors(
  room: Room,
  answer: (err: Error, req: IncomingMessage, res: ServerResponse) => void,
): void {
  room.onError((err, c) => {
    answer(err, c.env.incoming, c.env.outgoing)
    return RESPONSE_ALREADY_SENT
  })
}

/** A path parameter of the matched route (hono fills every parameter the route names). */
export function param(c: Context<Env>, name: string): string {
  return c.req.param(name) ?? ''
}
