/** What a client is made from: the app's env (Vite's names). */
export interface SupabaseEnv {
  VITE_SUPABASE_URL: string
  VITE_SUPABASE_ANON_KEY: string
}

/**
 * The env's URL and key, or an error naming what is missing (no schema library: this runs on every
 * page). A module of its own, so a caller that needs only these (join-now's function call, the
 * public client) does not bundle the auth client with them.
 */
export function readEnv(env: Partial<Record<keyof SupabaseEnv, string | undefined>>): {
  url: URL
  key: string
} {
  const problems: string[] = []
  let url: URL | undefined
  try {
    url = new URL(env.VITE_SUPABASE_URL ?? '')
    if (url.protocol !== 'https:' && url.protocol !== 'http:') url = undefined
  } catch {
    url = undefined
  }
  if (!url) problems.push('VITE_SUPABASE_URL is missing or not an http(s) URL')
  const key = env.VITE_SUPABASE_ANON_KEY ?? ''
  if (!key) problems.push('VITE_SUPABASE_ANON_KEY is missing')
  if (!url || problems.length) throw new Error(`Supabase is not configured: ${problems.join('; ')}`)
  return { url, key }
}
