// The whole supabase-js client, for the admin console and tests: its own entry
// (`@repo/api/supabase-js`), so the learner site's pages never bundle it (decision 0046).
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import type { AppSupabaseClient } from './client'
import type { Database } from './database.types'
import { readEnv, type SupabaseEnv } from './env'

/** Creates the Supabase client from the app's env, failing with the name of what is missing. */
export function createSupabaseClient(
  env: Partial<Record<keyof SupabaseEnv, string | undefined>>,
  options?: SupabaseClientOptions<'public'>,
): AppSupabaseClient {
  const { url, key } = readEnv(env)
  return createClient<Database>(url.href, key, options)
}
