import { rm } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Room, sendJson, withParams } from '../http'
import { StorageError, E, type Caller, type ObjectRow } from './model'
import type { StorageState } from './state'

/** Objects: list a folder (POST /object/list/{bucket}) and delete one or many. */
export function objectRoutes(app: Room, state: StorageState): void {
  const { fileOf, caller, asCaller, bucketAsSuperuser, jsonBody } = state

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

  /** Deletes the named objects the caller may delete (RLS decides), then their files. */
  async function deleteObjects(
    who: Caller,
    bucketId: string,
    names: string[],
  ): Promise<ObjectRow[]> {
    await bucketAsSuperuser(bucketId)
    const deleted = await asCaller(who, async (c) => {
      const { rows } = await c.query<ObjectRow>(
        'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
        [bucketId, names],
      )
      return rows
    })
    for (const r of deleted) await rm(fileOf(r.bucket_id, r.name, r.version ?? ''), { force: true })
    return deleted
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
    const deleted = await deleteObjects(who, bucketId, prefixes)
    sendJson(res, 200, deleted.map(objectJson))
  }

  async function removeOne(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
  ) {
    const deleted = await deleteObjects(await caller(req), bucketId, [name])
    if (!deleted.length) throw E.noSuchKey()
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

  app.post('/object/list/:bucket', withParams(['bucket'], list))
  app.delete('/object/:bucket', withParams(['bucket'], removeMany))
  app.delete('/object/:bucket/:name{.+}', withParams(['bucket', 'name'], removeOne))
}
