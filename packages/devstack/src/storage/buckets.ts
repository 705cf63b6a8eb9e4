import { rm } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { node, type Room, sendJson, withParams } from '../http'
import { StorageError, E, type BucketRow, type ObjectRow } from './model'
import type { StorageState } from './state'

/** Buckets: create, list, read, update, empty and delete. */
export function bucketRoutes(app: Room, state: StorageState): void {
  const { pool, fileOf, caller, asCaller, bucketAsSuperuser, jsonBody } = state

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

  app.post('/bucket', node(createBucket))
  app.get('/bucket', node(listBuckets))
  app.post('/bucket/:id/empty', withParams(['id'], emptyBucket))
  app.get('/bucket/:id', withParams(['id'], getBucket))
  app.put('/bucket/:id', withParams(['id'], updateBucket))
  app.delete('/bucket/:id', withParams(['id'], deleteBucket))
}
