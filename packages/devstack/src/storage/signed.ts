import type { IncomingMessage, ServerResponse } from 'node:http'
import { jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { node, param, type Room, sendJson, withParams } from '../http'
import { E, secret, validKey, type ObjectRow } from './model'
import type { StorageState } from './state'

/**
 * Signed URLs, as Storage signs and serves them: the token is a JWT (HS256, the project's JWT
 * secret) holding `url: "{bucket}/{name}"`, `scope: "download"`, `iat` and `exp`. Signing asks
 * RLS whether the caller may select the row; serving asks nobody: the token is the credential.
 */

const SCOPE = 'download'
const NOT_READABLE = 'Either the object does not exist or you do not have access to it'
/** the furthest `exp` Storage signs: seconds whose milliseconds are still a safe integer */
const MAX_EXP = Math.floor(Number.MAX_SAFE_INTEGER / 1000)

type Body = Record<string, unknown>

/** What Fastify's schema check of the route answers for a missing property (a body is checked before its values). */
function required(body: Body, names: string[]): void {
  for (const name of names)
    if (body[name] === undefined) throw E.schema(`body must have required property '${name}'`)
}

/** `expiresIn`: an integer of at least 1 (Fastify coerces a numeric string, as here). */
function expiresInOf(body: Body): number {
  const v = body.expiresIn
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN
  if (!Number.isInteger(n)) throw E.schema('body/expiresIn must be integer')
  if (n < 1) throw E.schema('body/expiresIn must be >= 1')
  return n
}

function pathsOf(body: Body): string[] {
  const paths = body.paths
  if (!Array.isArray(paths)) throw E.schema('body/paths must be array')
  if (!paths.length) throw E.schema('body/paths must NOT have fewer than 1 items')
  const bad = paths.findIndex((p) => typeof p !== 'string')
  if (bad >= 0) throw E.schema(`body/paths/${bad} must be string`)
  return paths as string[]
}

/** The token of `{bucket}/{name}`, valid `expiresIn` seconds from now. */
async function sign(url: string, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  if (expiresIn > MAX_EXP - now) throw E.parameter('expiresIn')
  return new SignJWT({ url, scope: SCOPE })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(secret)
}

/** The path Storage answers, relative to /storage/v1 (supabase-js prefixes it and encodes it with encodeURI). */
const signedPath = (url: string, token: string) => `/object/sign/${url}?token=${token}`

/** Signed URLs: POST /object/sign/{bucket}/{name}, POST /object/sign/{bucket} (many), GET/HEAD /object/sign/{bucket}/{name}?token=. */
export function signedRoutes(app: Room, state: StorageState): void {
  const { pool, caller, asCaller, jsonBody, sendObject } = state

  /** createSignedUrl: only for a row the caller may select; otherwise Storage's "Object not found". */
  async function signOne(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
  ) {
    const who = await caller(req)
    const body = await jsonBody(req)
    required(body, ['expiresIn'])
    const expiresIn = expiresInOf(body)
    if (!validKey(name)) throw E.key(name)
    const seen = await asCaller(
      who,
      async (c) =>
        (
          await c.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
            bucketId,
            name,
          ])
        ).rowCount,
    )
    if (!seen) throw E.noSuchKey()
    const url = `${bucketId}/${name}`
    sendJson(res, 200, { signedURL: signedPath(url, await sign(url, expiresIn)) })
  }

  /** createSignedUrls: one entry per path asked, in order; a path the caller cannot select gets an error. */
  async function signMany(req: IncomingMessage, res: ServerResponse, bucketId: string) {
    const who = await caller(req)
    const body = await jsonBody(req)
    required(body, ['expiresIn', 'paths'])
    const expiresIn = expiresInOf(body)
    const paths = pathsOf(body)
    const readable = await asCaller(who, async (c) => {
      const { rows } = await c.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucketId, paths],
      )
      return new Set(rows.map((r) => r.name))
    })
    const out = await Promise.all(
      paths.map(async (path) => {
        if (!readable.has(path)) return { error: NOT_READABLE, path, signedURL: null }
        const url = `${bucketId}/${path}`
        return { error: null, path, signedURL: signedPath(url, await sign(url, expiresIn)) }
      }),
    )
    sendJson(res, 200, out)
  }

  /** The bytes behind a signed URL, for whoever holds the token (no apikey, no JWT of a caller). */
  async function getSigned(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucketId: string,
    name: string,
  ) {
    const token = url.searchParams.get('token')
    if (token === null) throw E.schema("querystring must have required property 'token'")
    let claims: JWTPayload & { url?: unknown; scope?: unknown }
    try {
      claims = (await jwtVerify(token, secret, { algorithms: ['HS256'] })).payload
    } catch (err) {
      // expired: '"exp" claim timestamp check failed'; tampered: 'signature verification failed'
      throw E.jwt((err as Error).message)
    }
    // an upload token (it carries `upsert`) never reads, as on Storage
    if (!(claims.scope === SCOPE || (claims.scope === undefined && !('upsert' in claims))))
      throw E.signature(`Token is not scoped for ${SCOPE}`)
    if (claims.url !== `${bucketId}/${name}`) throw E.signature()
    const { rows } = await pool.query<ObjectRow>(
      'select * from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    )
    if (!rows[0]) throw E.noSuchKey()
    await sendObject(req, res, rows[0], {
      download: url.searchParams.get('download'),
      expires: typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : undefined,
    })
  }

  app.post('/object/sign/:bucket', withParams(['bucket'], signMany))
  app.post('/object/sign/:bucket/:name{.+}', withParams(['bucket', 'name'], signOne))
  // GET answers HEAD too; a missing name is looked up as '' and fails the token's url
  app.on(
    'GET',
    ['/object/sign/:bucket', '/object/sign/:bucket/:name{.+}'],
    node((req, res, url, c) => getSigned(req, res, url, param(c, 'bucket'), param(c, 'name'))),
  )
}
