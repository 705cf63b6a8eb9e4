import { answerErrors, createRoom, type Room } from '../http'
import { bucketRoutes } from './buckets'
import { downloadRoutes } from './downloads'
import { E, sendError, StorageError } from './model'
import { objectRoutes } from './objects'
import { signedRoutes } from './signed'
import { createStorageState, type StorageOptions } from './state'
import { uploadRoutes } from './uploads'

/**
 * The Supabase Storage subset the project uses, written for the devstack: object upload,
 * upsert, download, delete and list, signed URLs, bucket create/read. Bucket rules and RLS
 * decide as on Supabase: every row of storage.objects is written (and, to sign a URL, read) as
 * the caller's role with the caller's JWT claims set, so the policies of supabase/migrations
 * apply. Bytes live under dataDir.
 */

export interface StorageService {
  /** mounted by the gateway at /storage/v1 */
  app: Room
  close(): Promise<void>
}

export function createStorageService(opts: StorageOptions): StorageService {
  const state = createStorageState(opts)
  const app = createRoom()
  // the order matters: /object/sign/..., /object/public/..., /object/authenticated/... and
  // POST /object/list/... are answered before the generic /object/{bucket}/{name} routes
  // could take them
  signedRoutes(app, state)
  downloadRoutes(app, state)
  objectRoutes(app, state)
  uploadRoutes(app, state)
  bucketRoutes(app, state)
  app.all('*', () => {
    throw E.notFound()
  })

  answerErrors(app, (err, req, res) => {
    if (err instanceof StorageError) {
      if (!req.readableEnded) req.resume()
      sendError(res, err)
      return
    }
    console.error(`[devstack] storage: ${err.stack ?? String(err)}`)
    sendError(res, new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error'))
  })

  return { app, close: () => state.pool.end() }
}
