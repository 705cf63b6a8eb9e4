import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import { jwtVerify, type JWTPayload } from 'jose'
import pg from 'pg'
import type { StackConfig } from './config'
import type { RouteContext } from './gateway'
import { bearer, BodyTooLargeError, header, readBody, sendJson } from './http'
import { JWT_SECRET } from './keys'

/**
 * The Supabase Storage subset the project uses, written for the devstack: object upload,
 * upsert, download, delete and list, bucket create/read. Bucket rules and RLS decide as on
 * Supabase: every row of storage.objects is written as the caller's role with the caller's
 * JWT claims set, so the policies of supabase/migrations apply. Bytes live under dataDir.
 */

const secret = new TextEncoder().encode(JWT_SECRET)

/** Storage API errors: {statusCode, code, error, message}; like Storage, the HTTP status is 400 unless it is a 500. */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
    readonly httpStatus = statusCode >= 500 ? 500 : 400,
  ) {
    super(message)
  }
}

const E = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  tooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  mime: (m: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${m} is not supported`,
    ),
  exists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  denied: (m: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', m),
  jwt: (m: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', m),
  key: (k: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${k}`),
  request: (m: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', m),
  noContent: () => new StorageError(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  notFound: () => new StorageError(404, 'NotFound', 'not_found', 'Route not found'),
}

function sendError(res: ServerResponse, e: StorageError) {
  sendJson(res, e.httpStatus, {
    statusCode: String(e.statusCode),
    code: e.code,
    error: e.error,
    message: e.message,
  })
}

function fromPg(err: unknown): StorageError {
  const e = err as { code?: string; message?: string }
  if (e.code === '42501') {
    return E.denied(
      e.message?.includes('row-level security')
        ? 'new row violates row-level security policy'
        : (e.message ?? 'Access denied'),
    )
  }
  if (e.code === '23505') return E.exists()
  if (e.code === '23503')
    return new StorageError(
      404,
      'RelatedResourceNotFound',
      'RelatedResourceNotFound',
      'The related resource does not exist',
    )
  if (e.code === '57014')
    return new StorageError(
      544,
      'DatabaseTimeout',
      'DatabaseTimeout',
      'The connection to the database timed out',
      500,
    )
  return new StorageError(
    500,
    'DatabaseError',
    'DatabaseError',
    `database error, code: ${e.code ?? 'unknown'}`,
  )
}

interface Caller {
  role: 'anon' | 'authenticated' | 'service_role'
  claims: JWTPayload & { role?: string; sub?: string }
}

interface BucketRow {
  id: string
  name: string
  public: boolean | null
  file_size_limit: string | number | null
  allowed_mime_types: string[] | null
  owner: string | null
  owner_id: string | null
  created_at: Date
  updated_at: Date
}

interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  owner_id: string | null
  version: string | null
  metadata: Record<string, unknown> | null
  user_metadata: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  last_accessed_at: Date
}

function validKey(name: string): boolean {
  if (!name || name.length > 1024) return false
  if (name.startsWith('/') || name.split('/').some((s) => s === '..' || s === '.')) return false
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(name)
}

function validateMimeType(mimeType: string, allowed: string[]): void {
  const [type, ext, ...rest] = mimeType.split('/')
  if (type === undefined || ext === undefined || rest.length) throw E.mime(mimeType)
  for (const a of allowed) {
    const [at, ae] = a.split('/')
    if (at === type && (ae === '*' || ae === ext)) return
  }
  throw E.mime(mimeType)
}

export interface StorageService {
  handle(ctx: RouteContext): Promise<void>
  close(): Promise<void>
}

export function createStorageService(opts: {
  dbUrl: string
  config: StackConfig
  root: string
}): StorageService {
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

  function splitBucketPath(rest: string): { bucket: string; name: string } {
    const cut = rest.indexOf('/')
    const bucket = decodeURIComponent(cut < 0 ? rest : rest.slice(0, cut))
    const name =
      cut < 0
        ? ''
        : rest
            .slice(cut + 1)
            .split('/')
            .map(decodeURIComponent)
            .join('/')
    return { bucket, name }
  }

  async function readUpload(
    req: IncomingMessage,
    limit: number,
  ): Promise<{
    body: Buffer
    mimeType: string
    cacheControl: string
    userMetadata?: Record<string, unknown>
  }> {
    const contentType = header(req, 'content-type') ?? ''
    let raw: Buffer
    const multipart = contentType.startsWith('multipart/form-data')
    try {
      // a multipart body carries a little more than the file itself
      raw = await readBody(req, multipart ? limit + 64 * 1024 : limit)
    } catch (err) {
      if (err instanceof BodyTooLargeError) throw E.tooLarge()
      throw err
    }
    if (multipart) {
      let form: FormData
      try {
        form = await new Request('http://local/', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: new Uint8Array(raw),
        }).formData()
      } catch {
        throw E.request('The multipart body could not be parsed')
      }
      let file: File | undefined
      for (const [, v] of form.entries()) {
        if (typeof v !== 'string') {
          file = v
          break
        }
      }
      if (!file) throw E.noContent()
      const cacheTime = form.get('cacheControl')
      const ct = form.get('contentType')
      const md = form.get('metadata')
      const body = Buffer.from(await file.arrayBuffer())
      if (body.length > limit) throw E.tooLarge()
      return {
        body,
        mimeType: (typeof ct === 'string' && ct) || file.type || 'application/octet-stream',
        cacheControl:
          typeof cacheTime === 'string' && cacheTime ? `max-age=${cacheTime}` : 'no-cache',
        userMetadata: typeof md === 'string' && md ? parseMetadata(md) : undefined,
      }
    }
    const md = header(req, 'x-metadata')
    return {
      body: raw,
      mimeType: contentType || 'application/octet-stream',
      cacheControl: header(req, 'cache-control') ?? 'no-cache',
      userMetadata: md ? parseMetadata(Buffer.from(md, 'base64').toString('utf8')) : undefined,
    }
  }

  function parseMetadata(text: string): Record<string, unknown> {
    try {
      const v = JSON.parse(text) as unknown
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>
    } catch {
      // fall through
    }
    throw E.request('Invalid metadata')
  }

  async function upload(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
    upsertDefault: boolean,
  ) {
    const who = await caller(req)
    if (!validKey(name)) throw E.key(name)
    const bucket = await bucketAsSuperuser(bucketId)
    const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit)
    const limit = Math.min(globalLimit, bucketLimit)
    const contentType = header(req, 'content-type') ?? ''
    // reject the wrong type before reading a large body
    if (!contentType.startsWith('multipart/form-data') && bucket.allowed_mime_types?.length) {
      validateMimeType(contentType || 'application/octet-stream', bucket.allowed_mime_types)
    }
    const declared = Number(header(req, 'content-length'))
    if (
      !contentType.startsWith('multipart/form-data') &&
      Number.isFinite(declared) &&
      declared > limit
    ) {
      req.resume()
      throw E.tooLarge()
    }
    const file = await readUpload(req, limit)
    if (bucket.allowed_mime_types?.length)
      validateMimeType(file.mimeType, bucket.allowed_mime_types)
    const upsert = (header(req, 'x-upsert') ?? String(upsertDefault)) === 'true'
    const version = randomUUID()
    const etag = `"${createHash('md5').update(file.body).digest('hex')}"`
    const now = new Date()
    const metadata = {
      eTag: etag,
      size: file.body.length,
      mimetype: file.mimeType,
      cacheControl: file.cacheControl,
      lastModified: now.toUTCString(),
      contentLength: file.body.length,
      httpStatusCode: 200,
    }
    const target = fileOf(bucket.id, name, version)
    await mkdir(dirname(target), { recursive: true })
    const tmp = `${target}.part`
    await writeFile(tmp, file.body)
    let previousVersion: string | null = null
    let row: ObjectRow
    try {
      row = await asCaller(who, async (c) => {
        const owner = who.claims.sub ?? null
        const ownerUuid = owner && /^[0-9a-f-]{36}$/i.test(owner) ? owner : null
        if (upsert) {
          const { rows: old } = await c.query<{ version: string | null }>(
            'select version from storage.objects where bucket_id = $1 and name = $2',
            [bucket.id, name],
          )
          previousVersion = old[0]?.version ?? null
          const { rows } = await c.query<ObjectRow>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
             values ($1, $2, $3, $4, $5, $6, $7)
             on conflict (bucket_id, name) do update set
               owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
               user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now(), last_accessed_at = now()
             returning *`,
            [bucket.id, name, ownerUuid, owner, metadata, file.userMetadata ?? null, version],
          )
          return rows[0] as ObjectRow
        }
        const { rows } = await c.query<ObjectRow>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4, $5, $6, $7) returning *`,
          [bucket.id, name, ownerUuid, owner, metadata, file.userMetadata ?? null, version],
        )
        return rows[0] as ObjectRow
      })
    } catch (err) {
      await rm(tmp, { force: true })
      throw err
    }
    await rename(tmp, target)
    if (previousVersion && previousVersion !== version)
      await rm(fileOf(bucket.id, name, previousVersion), { force: true })
    sendJson(res, 200, { Id: row.id, Key: `${bucket.id}/${name}` })
  }

  async function sendObject(
    req: IncomingMessage,
    res: ServerResponse,
    row: ObjectRow,
    download: string | null,
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
      'cache-control': typeof md.cacheControl === 'string' ? md.cacheControl : 'no-cache',
      'content-length': String(size),
      'last-modified': (row.updated_at ?? row.created_at).toUTCString(),
      'accept-ranges': 'bytes',
    }
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

  async function getPublic(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
    download: string | null,
  ) {
    await bucketAsSuperuser(bucketId, true)
    const { rows } = await pool.query<ObjectRow>(
      'select * from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    )
    if (!rows[0]) throw E.noSuchKey()
    await sendObject(req, res, rows[0], download)
  }

  async function getAuthenticated(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
    download: string | null,
  ) {
    const who = await caller(req)
    const row = await asCaller(who, async (c) => {
      const { rows } = await c.query<ObjectRow>(
        'select * from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      )
      return rows[0]
    })
    if (!row) throw E.noSuchKey()
    await sendObject(req, res, row, download)
  }

  async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    let raw: Buffer
    try {
      raw = await readBody(req, 1024 * 1024)
    } catch (err) {
      if (err instanceof BodyTooLargeError) throw E.tooLarge()
      throw err
    }
    try {
      const v = JSON.parse(raw.toString('utf8') || '{}') as unknown
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>
    } catch {
      // fall through
    }
    throw E.request('Body is not valid JSON')
  }

  function objectJson(r: ObjectRow) {
    return {
      bucket_id: r.bucket_id,
      name: r.name,
      owner: r.owner,
      owner_id: r.owner_id,
      version: r.version,
      id: r.id,
      updated_at: r.updated_at,
      created_at: r.created_at,
      last_accessed_at: r.last_accessed_at,
      metadata: r.metadata,
      user_metadata: r.user_metadata,
    }
  }

  async function removeMany(req: IncomingMessage, res: ServerResponse, bucketId: string) {
    const who = await caller(req)
    const body = await jsonBody(req)
    const prefixes = body.prefixes
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.some((p) => typeof p !== 'string')
    ) {
      throw new StorageError(
        400,
        'InvalidRequest',
        'Bad Request',
        'body/prefixes must be a non-empty array of strings',
      )
    }
    await bucketAsSuperuser(bucketId)
    const deleted = await asCaller(who, async (c) => {
      const { rows } = await c.query<ObjectRow>(
        'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
        [bucketId, prefixes],
      )
      return rows
    })
    for (const r of deleted) await rm(fileOf(r.bucket_id, r.name, r.version ?? ''), { force: true })
    sendJson(res, 200, deleted.map(objectJson))
  }

  async function removeOne(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
  ) {
    const who = await caller(req)
    await bucketAsSuperuser(bucketId)
    const deleted = await asCaller(who, async (c) => {
      const { rows } = await c.query<ObjectRow>(
        'delete from storage.objects where bucket_id = $1 and name = $2 returning *',
        [bucketId, name],
      )
      return rows
    })
    if (!deleted.length) throw E.noSuchKey()
    for (const r of deleted) await rm(fileOf(r.bucket_id, r.name, r.version ?? ''), { force: true })
    sendJson(res, 200, { message: 'Successfully deleted' })
  }

  /** POST /object/list/{bucket}: files and folders one level below `prefix`, like Storage's search. */
  async function list(req: IncomingMessage, res: ServerResponse, bucketId: string) {
    const who = await caller(req)
    const body = await jsonBody(req)
    const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : ''
    const limit = typeof body.limit === 'number' ? body.limit : 100
    const offset = typeof body.offset === 'number' ? body.offset : 0
    const search = typeof body.search === 'string' ? body.search : ''
    const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string }
    const column = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(
      sortBy.column ?? '',
    )
      ? sortBy.column
      : 'name'
    const order = sortBy.order === 'desc' ? 'desc' : 'asc'
    await bucketAsSuperuser(bucketId)
    const dir = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix
    const rows = await asCaller(who, async (c) => {
      const { rows } = await c.query<ObjectRow>(
        `select * from storage.objects where bucket_id = $1 and name like $2 || '%' order by name`,
        [bucketId, dir.replace(/[\\%_]/g, '\\$&')],
      )
      return rows
    })
    interface Entry {
      name: string
      id: string | null
      updated_at: Date | null
      created_at: Date | null
      last_accessed_at: Date | null
      metadata: Record<string, unknown> | null
    }
    const entries = new Map<string, Entry>()
    for (const r of rows) {
      const rest = r.name.slice(dir.length)
      const slash = rest.indexOf('/')
      const entryName = slash < 0 ? rest : rest.slice(0, slash)
      if (search && !entryName.toLowerCase().startsWith(search.toLowerCase())) continue
      if (slash >= 0) {
        if (!entries.has(entryName))
          entries.set(entryName, {
            name: entryName,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          })
      } else {
        // the columns of Storage's search(): name, id, timestamps, metadata
        entries.set(entryName, {
          name: entryName,
          id: r.id,
          updated_at: r.updated_at,
          created_at: r.created_at,
          last_accessed_at: r.last_accessed_at,
          metadata: r.metadata,
        })
      }
    }
    const key = (e: Entry) => {
      const v = e[column as keyof Entry]
      return v instanceof Date ? v.toISOString() : String(v ?? '')
    }
    const all = [...entries.values()].sort((a, b) => {
      const av = key(a)
      const bv = key(b)
      return (av < bv ? -1 : av > bv ? 1 : 0) * (order === 'desc' ? -1 : 1)
    })
    sendJson(res, 200, all.slice(offset, offset + limit))
  }

  function bucketJson(b: BucketRow) {
    return {
      id: b.id,
      name: b.name,
      owner: b.owner ?? '',
      public: !!b.public,
      file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
      allowed_mime_types: b.allowed_mime_types,
      created_at: b.created_at,
      updated_at: b.updated_at,
    }
  }

  function bucketFields(body: Record<string, unknown>) {
    const limit = body.file_size_limit
    let fileSizeLimit: number | null = null
    if (typeof limit === 'number') fileSizeLimit = limit
    else if (typeof limit === 'string' && limit) {
      const m = /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(limit.trim())
      if (!m) throw E.request('Invalid file_size_limit')
      const mult = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[
        (m[2] ?? 'b').toLowerCase() as 'b'
      ]
      fileSizeLimit = Number(m[1]) * mult
    }
    const mimes = body.allowed_mime_types
    if (
      mimes !== undefined &&
      mimes !== null &&
      (!Array.isArray(mimes) || mimes.some((x) => typeof x !== 'string'))
    ) {
      throw E.request('allowed_mime_types must be an array of strings')
    }
    return {
      isPublic: body.public === true,
      fileSizeLimit,
      mimes: (mimes as string[] | null | undefined) ?? null,
    }
  }

  async function createBucket(req: IncomingMessage, res: ServerResponse) {
    const who = await caller(req)
    const body = await jsonBody(req)
    const name = typeof body.name === 'string' ? body.name : ''
    const id = typeof body.id === 'string' && body.id ? body.id : name
    if (!name || !/^[A-Za-z0-9_.\- ]+$/.test(name))
      throw new StorageError(400, 'InvalidBucketName', 'Invalid Input', `Bucket name invalid`)
    const f = bucketFields(body)
    await asCaller(who, async (c) => {
      await c.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          name,
          who.claims.sub && /^[0-9a-f-]{36}$/i.test(who.claims.sub) ? who.claims.sub : null,
          who.claims.sub ?? null,
          f.isPublic,
          f.fileSizeLimit,
          f.mimes,
        ],
      )
    }).catch((err) => {
      if (err instanceof StorageError && err.code === 'ResourceAlreadyExists')
        throw new StorageError(
          409,
          'BucketAlreadyExists',
          'Duplicate',
          'The resource already exists',
        )
      throw err
    })
    sendJson(res, 200, { name: id })
  }

  async function listBuckets(req: IncomingMessage, res: ServerResponse) {
    const who = await caller(req)
    const rows = await asCaller(
      who,
      async (c) => (await c.query<BucketRow>('select * from storage.buckets order by name')).rows,
    )
    sendJson(res, 200, rows.map(bucketJson))
  }

  async function getBucket(req: IncomingMessage, res: ServerResponse, id: string) {
    const who = await caller(req)
    const rows = await asCaller(
      who,
      async (c) =>
        (await c.query<BucketRow>('select * from storage.buckets where id = $1', [id])).rows,
    )
    if (!rows[0]) throw E.noSuchBucket()
    sendJson(res, 200, bucketJson(rows[0]))
  }

  async function updateBucket(req: IncomingMessage, res: ServerResponse, id: string) {
    const who = await caller(req)
    const body = await jsonBody(req)
    const f = bucketFields(body)
    // only what the request names changes (Storage's updateBucket)
    const sets: string[] = []
    const values: unknown[] = [id]
    if (typeof body.public === 'boolean') {
      values.push(f.isPublic)
      sets.push(`public = $${values.length}`)
    }
    if (body.file_size_limit !== undefined) {
      values.push(f.fileSizeLimit)
      sets.push(`file_size_limit = $${values.length}`)
    }
    if (body.allowed_mime_types !== undefined) {
      values.push(f.mimes)
      sets.push(`allowed_mime_types = $${values.length}`)
    }
    if (!sets.length) throw E.noContent()
    const n = await asCaller(
      who,
      async (c) =>
        (
          await c.query(
            `update storage.buckets set ${sets.join(', ')}, updated_at = now() where id = $1`,
            values,
          )
        ).rowCount,
    )
    if (!n) throw E.noSuchBucket()
    sendJson(res, 200, { message: 'Successfully updated' })
  }

  async function deleteBucket(req: IncomingMessage, res: ServerResponse, id: string) {
    const who = await caller(req)
    await bucketAsSuperuser(id)
    const { rowCount: objects } = await pool.query(
      'select 1 from storage.objects where bucket_id = $1 limit 1',
      [id],
    )
    if (objects)
      throw new StorageError(
        409,
        'ResourceNotEmpty',
        'ResourceNotEmpty',
        'The bucket you tried to delete is not empty',
      )
    const n = await asCaller(
      who,
      async (c) => (await c.query('delete from storage.buckets where id = $1', [id])).rowCount,
    )
    if (!n) throw E.noSuchBucket()
    sendJson(res, 200, { message: 'Successfully deleted' })
  }

  /** POST /bucket/{id}/empty: the caller must see the bucket; the objects then go as the service would delete them. */
  async function emptyBucket(req: IncomingMessage, res: ServerResponse, id: string) {
    const who = await caller(req)
    const visible = await asCaller(who, async (c) => {
      const { rowCount: bucket } = await c.query('select 1 from storage.buckets where id = $1', [
        id,
      ])
      if (!bucket) throw E.noSuchBucket()
      const { rows } = await c.query<{ id: string }>(
        'select id from storage.objects where bucket_id = $1 limit 1',
        [id],
      )
      return rows.length > 0
    })
    if (visible) {
      const { rows } = await pool.query<ObjectRow>(
        'delete from storage.objects where bucket_id = $1 and created_at <= now() returning *',
        [id],
      )
      for (const r of rows) await rm(fileOf(r.bucket_id, r.name, r.version ?? ''), { force: true })
    }
    sendJson(res, 200, {
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    })
  }

  async function route({ req, res, path, url }: RouteContext): Promise<void> {
    const m = req.method ?? 'GET'
    const download = url.searchParams.get('download')
    let rest: string
    if ((rest = strip(path, '/object/public/')) !== '') {
      if (m !== 'GET' && m !== 'HEAD') throw E.notFound()
      const { bucket, name } = splitBucketPath(rest)
      return getPublic(req, res, bucket, name, download)
    }
    if ((rest = strip(path, '/object/authenticated/')) !== '') {
      if (m !== 'GET' && m !== 'HEAD') throw E.notFound()
      const { bucket, name } = splitBucketPath(rest)
      return getAuthenticated(req, res, bucket, name, download)
    }
    if ((rest = strip(path, '/object/list/')) !== '' && m === 'POST') {
      return list(req, res, decodeURIComponent(rest.replace(/\/+$/, '')))
    }
    if ((rest = strip(path, '/object/')) !== '') {
      const { bucket, name } = splitBucketPath(rest)
      if (m === 'POST' && name) return upload(req, res, bucket, name, false)
      if (m === 'PUT' && name) return upload(req, res, bucket, name, true)
      if (m === 'DELETE' && !name) return removeMany(req, res, bucket)
      if (m === 'DELETE' && name) return removeOne(req, res, bucket, name)
      if ((m === 'GET' || m === 'HEAD') && name)
        return getAuthenticated(req, res, bucket, name, download)
      throw E.notFound()
    }
    if (path === '/bucket' || path === '/bucket/') {
      if (m === 'POST') return createBucket(req, res)
      if (m === 'GET') return listBuckets(req, res)
      throw E.notFound()
    }
    if ((rest = strip(path, '/bucket/')) !== '') {
      const empty = /^([^/]+)\/empty\/?$/.exec(rest)
      if (empty && m === 'POST')
        return emptyBucket(req, res, decodeURIComponent(empty[1] as string))
      const id = decodeURIComponent(rest.replace(/\/+$/, ''))
      if (m === 'GET') return getBucket(req, res, id)
      if (m === 'PUT') return updateBucket(req, res, id)
      if (m === 'DELETE') return deleteBucket(req, res, id)
      throw E.notFound()
    }
    throw E.notFound()
  }

  return {
    async handle(ctx) {
      try {
        await route(ctx)
      } catch (err) {
        if (err instanceof StorageError) {
          if (!ctx.req.readableEnded) ctx.req.resume()
          sendError(ctx.res, err)
          return
        }
        console.error(`[devstack] storage: ${(err as Error).stack ?? String(err)}`)
        sendError(
          ctx.res,
          new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error'),
        )
      }
    },
    close: () => pool.end(),
  }
}

function strip(path: string, prefix: string): string {
  return path.startsWith(prefix) ? path.slice(prefix.length) : ''
}
