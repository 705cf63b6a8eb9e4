import { AuthClient } from '@supabase/auth-js'
import { PostgrestClient } from '@supabase/postgrest-js'
import { StorageClient } from '@supabase/storage-js'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types'
import { readEnv, type SupabaseEnv } from './env'

/** The Supabase client typed with the generated `Database` (src/database.types.ts). */
export type AppSupabaseClient = SupabaseClient<Database>

/**
 * What the functions of this package use of a client: its auth, the database (tables and rpc)
 * and storage. Both the full supabase-js client (tests, scripts) and the apps' lighter one
 * (createBrowserClient) are one.
 */
export type ApiClient = Pick<AppSupabaseClient, 'auth' | 'from' | 'rpc' | 'storage'>

/**
 * The apps' client (the learner site's and the console's): supabase-js's auth, database and
 * storage clients, set up as supabase-js sets them up (the same stored session, the same
 * headers), without realtime and edge functions, which neither app uses: about half the bytes on
 * a slow phone (docs/decisions/0046-learner-pages-as-islands.md). Join-now's one function call
 * has its own caller (createJoinNowCaller).
 */
export function createBrowserClient(
  env: Partial<Record<keyof SupabaseEnv, string | undefined>>,
): ApiClient {
  const { url, key } = readEnv(env)
  const keyHeaders = { apikey: key, Authorization: `Bearer ${key}` }
  const auth = new AuthClient({
    url: new URL('auth/v1', url).href,
    headers: keyHeaders,
    // supabase-js's key, so a session stored by either is found by both.
    storageKey: `sb-${url.hostname.split('.')[0]}-auth-token`,
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  })
  // As supabase-js: every database and storage call carries the learner's token, else the key.
  const fetchWithAuth: typeof fetch = async (input, init) => {
    const { data } = await auth.getSession()
    const headers = new Headers(init?.headers)
    if (!headers.has('apikey')) headers.set('apikey', key)
    if (!headers.has('Authorization'))
      headers.set('Authorization', `Bearer ${data.session?.access_token ?? key}`)
    return fetch(input, { ...init, headers })
  }
  const rest = new PostgrestClient<Database>(new URL('rest/v1', url).href, {
    fetch: fetchWithAuth,
  })
  const storage = new StorageClient(new URL('storage/v1', url).href, {}, fetchWithAuth)
  return { auth, from: rest.from.bind(rest), rpc: rest.rpc.bind(rest), storage }
}
