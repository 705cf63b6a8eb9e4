import { PostgrestClient } from '@supabase/postgrest-js'
import type { ApiClient } from './client'
import type { Database } from './database.types'
import { readEnv, type SupabaseEnv } from './env'

/** What a read of public data uses of a client: the database alone (tables and rpc). */
export type DataClient = Pick<ApiClient, 'from' | 'rpc'>

/**
 * The database client alone, with the public key: what the learner site reads public data
 * through for a visitor with no session (a course's syllabus), without auth-js and storage-js,
 * three quarters of the apps' client (docs/decisions/0082-classroom-and-account-bytes.md).
 */
export function createPublicClient(
  env: Partial<Record<keyof SupabaseEnv, string | undefined>>,
): DataClient {
  const { url, key } = readEnv(env)
  const rest = new PostgrestClient<Database>(new URL('rest/v1', url).href, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  })
  return { from: rest.from.bind(rest), rpc: rest.rpc.bind(rest) }
}
