import { createHash, randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname } from 'node:path'
import { BodyTooLargeError, header, node, param, readBody, type Room, sendJson } from '../http'
import { E, jsonObject, type ObjectRow, validKey, validateMimeType } from './model'
import type { StorageState } from './state'

/** Uploads: POST (create) and PUT (upsert) /object/{bucket}/{name}, multipart or binary. */
export function uploadRoutes(app: Room, state: StorageState): void {
  const { globalLimit, fileOf, caller, asCaller, bucketAsSuperuser } = state

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
        userMetadata: typeof md === 'string' && md ? jsonObject(md, 'Invalid metadata') : undefined,
      }
    }
    const md = header(req, 'x-metadata')
    return {
      body: raw,
      mimeType: contentType || 'application/octet-stream',
      cacheControl: header(req, 'cache-control') ?? 'no-cache',
      userMetadata: md
        ? jsonObject(Buffer.from(md, 'base64').toString('utf8'), 'Invalid metadata')
        : undefined,
    }
  }

  async function upload(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
    alwaysUpsert: boolean,
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
    // POST creates unless x-upsert is "true"; PUT (supabase-js update) always replaces, whatever x-upsert says
    const upsert = alwaysUpsert || header(req, 'x-upsert') === 'true'
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

  app.post(
    '/object/:bucket/:name{.+}',
    node((req, res, _url, c) => upload(req, res, param(c, 'bucket'), param(c, 'name'), false)),
  )
  app.put(
    '/object/:bucket/:name{.+}',
    node((req, res, _url, c) => upload(req, res, param(c, 'bucket'), param(c, 'name'), true)),
  )
}
