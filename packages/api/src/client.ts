import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js'
import { z } from 'zod'
import type { Database } from './database.types'

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url(),
  VITE_SUPABASE_ANON_KEY: z.string().min(1),
})
export type SupabaseEnv = z.input<typeof envSchema>

/** The Supabase client typed with the generated `Database` (src/database.types.ts). */
export type AppSupabaseClient = SupabaseClient<Database>

/** Creates the Supabase client from the app's env, failing with the name of what is missing. */
export function createSupabaseClient(
  env: Partial<Record<keyof SupabaseEnv, string | undefined>>,
  options?: SupabaseClientOptions<'public'>,
): AppSupabaseClient {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw new Error(
      `Supabase is not configured: ${parsed.error.issues.map((i) => `${String(i.path[0])} is missing or invalid (${i.message})`).join('; ')}`,
    )
  }
  return createClient<Database>(
    parsed.data.VITE_SUPABASE_URL,
    parsed.data.VITE_SUPABASE_ANON_KEY,
    options,
  )
}
