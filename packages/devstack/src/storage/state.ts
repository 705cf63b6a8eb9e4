import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { jwtVerify } from 'jose'
import pg from 'pg'
import type { StackConfig } from '../config'
import { bearer, BodyTooLargeError, header, readBody } from '../http'
import {
  secret,
  StorageError,
  E,
  fromPg,
  jsonObject,
  type Caller,
  type BucketRow,
  type ObjectRow,
} from './model'

export interface StorageOptions {
  dbUrl: string
  config: StackConfig
  root: string
}

/** How an object is served: `download` asks for an attachment, `expires` (a signed URL's) replaces cache-control. */
export interface SendOptions {
  download?: string | null
  expires?: Date
}

/** What the rooms of the storage service share: the pool, the caller and its transaction, buckets, serving a file. */
export function createStorageState(opts: StorageOptions) {
  const pool = new pg.Pool({ connectionString: opts.dbUrl, max: 6 })
  pool.on('error', () => undefined)

  const globalLimit = opts.config.storage.fileSizeLimit

  const fileOf = (bucket: string, name: string, version: string) =>
    join(opts.root, bucket, ...name.split('/'), version)

  async function caller(req: IncomingMessage): Promise<Caller> {
    const token = bearer(req) ?? header(req, 'apikey')
    if (!token) throw E.jwt('No authorization header provided')
    let claims: Caller['claims']
    try {
      claims = (await jwtVerify(token, secret, { algorithms: ['HS256'] }))
        .payload as Caller['claims']
    } catch (err) {
      throw E.jwt((err as Error).message)
    }
    const role = claims.role
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role')
      throw E.jwt(`role ${String(role)} is not allowed`)
    return { role, claims }
  }

  /** Runs `fn` in a transaction as the caller's role with request.jwt.claims set, as PostgREST would. */
  async function asCaller<T>(who: Caller, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await pool.connect()
    try {
      await c.query('begin')
      await c.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
        [who.role, JSON.stringify(who.claims), who.claims.sub ?? ''],
      )
      const out = await fn(c)
      await c.query('commit')
      return out
    } catch (err) {
      await c.query('rollback').catch(() => undefined)
      if (err instanceof StorageError) throw err
      if ((err as { code?: string }).code) throw fromPg(err)
      throw err
    } finally {
      c.release()
    }
  }

  async function bucketAsSuperuser(id: string, publicOnly = false): Promise<BucketRow> {
    const { rows } = await pool.query<BucketRow>(
      `select * from storage.buckets where id = $1${publicOnly ? ' and public = true' : ''}`,
      [id],
    )
    const b = rows[0]
    if (!b) throw E.noSuchBucket()
    return b
  }

  async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    let raw: Buffer
    try {
      raw = await readBody(req, 1024 * 1024)
    } catch (err) {
      if (err instanceof BodyTooLargeError) throw E.tooLarge()
      throw err
    }
    return jsonObject(raw.toString('utf8') || '{}', 'Body is not valid JSON')
  }

  /** Streams an object's bytes (HEAD: its headers only) with the metadata Storage stored at upload. */
  async function sendObject(
    req: IncomingMessage,
    res: ServerResponse,
    row: ObjectRow,
    { download = null, expires }: SendOptions = {},
  ) {
    const md = row.metadata ?? {}
    const path = fileOf(row.bucket_id, row.name, row.version ?? '')
    let size: number
    try {
      size = (await stat(path)).size
    } catch {
      throw E.noSuchKey()
    }
    const etag = typeof md.eTag === 'string' ? md.eTag : undefined
    const headers: Record<string, string> = {
      'content-type': typeof md.mimetype === 'string' ? md.mimetype : 'application/octet-stream',
      'content-length': String(size),
      'last-modified': (row.updated_at ?? row.created_at).toUTCString(),
      'accept-ranges': 'bytes',
    }
    // Storage's renderer: a signed URL's answer expires with its token, and then carries no cache-control
    if (expires) headers.expires = expires.toUTCString()
    else
      headers['cache-control'] = typeof md.cacheControl === 'string' ? md.cacheControl : 'no-cache'
    if (etag) headers.etag = etag
    if (download !== null) {
      // ?download (supabase-js getPublicUrl(path, { download })) asks for a file to save
      const filename = download || row.name.split('/').pop() || 'download'
      headers['content-disposition'] =
        `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`
    }
    if (etag && header(req, 'if-none-match') === etag) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    res.writeHead(200, headers)
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    await new Promise<void>((resolve) => {
      const s = createReadStream(path)
      s.on('error', () => {
        res.destroy()
        resolve()
      })
      s.on('end', () => resolve())
      s.pipe(res)
    })
  }

  return {
    pool,
    globalLimit,
    fileOf,
    caller,
    asCaller,
    bucketAsSuperuser,
    jsonBody,
    sendObject,
  }
}

export type StorageState = ReturnType<typeof createStorageState>
