import type { IncomingMessage, ServerResponse } from 'node:http'
import { node, param, type Room } from '../http'
import { E, type ObjectRow } from './model'
import type { StorageState } from './state'

const notFound = () => {
  throw E.notFound()
}

/** Downloads: public, authenticated and plain GET/HEAD /object/.../{bucket}/{name}. */
export function downloadRoutes(app: Room, state: StorageState): void {
  const { pool, caller, asCaller, bucketAsSuperuser, sendObject } = state

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
    await sendObject(req, res, rows[0], { download })
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
    await sendObject(req, res, row, { download })
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
