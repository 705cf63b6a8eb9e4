import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { header, node, param, type Room } from '../http'
import { E, type ObjectRow } from './model'
import type { StorageState } from './state'

const notFound = () => {
  throw E.notFound()
}

/** Downloads: public, authenticated and plain GET/HEAD /object/.../{bucket}/{name}. */
export function downloadRoutes(app: Room, state: StorageState): void {
  const { pool, fileOf, caller, asCaller, bucketAsSuperuser } = state

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
  const download = (url: URL) => url.searchParams.get('download')
  // GET answers HEAD too; a missing name is looked up as '' and answers Storage's not-found
  app.on(
    'GET',
    ['/object/public/:bucket', '/object/public/:bucket/:name{.+}'],
    node((req, res, url, c) =>
      getPublic(req, res, param(c, 'bucket'), param(c, 'name'), download(url)),
    ),
  )
  app.on(
    'GET',
    ['/object/authenticated/:bucket', '/object/authenticated/:bucket/:name{.+}'],
    node((req, res, url, c) =>
      getAuthenticated(req, res, param(c, 'bucket'), param(c, 'name'), download(url)),
    ),
  )
  // other methods on these never reach the object routes below
  app.all('/object/public/*', notFound)
  app.all('/object/authenticated/*', notFound)
  app.get(
    '/object/:bucket/:name{.+}',
    node((req, res, url, c) =>
      getAuthenticated(req, res, param(c, 'bucket'), param(c, 'name'), download(url)),
    ),
  )
}
