/**
 * What the tests of the console's lists at volume share (volume, pending-pages, list-pages): the
 * console's own @repo/api calls on a client signed in as the seeded admin, and a reader of every
 * page of a keyset list, as the console pages and exports.
 */
import type { AppSupabaseClient } from '../../packages/api/src/client.ts'
import type { KeysetPage, KeysetQuery } from '../../packages/api/src/keyset.ts'
import { createSupabaseClient } from '../../packages/api/src/supabaseClient.ts'
import { seedAccount, stack } from './support'

/** PostgREST's max_rows (supabase/config.toml): a list of MAX_ROWS + 1 rows is past one answer. */
export const MAX_ROWS = 1000

/** The console's client: @repo/api's supabase-js, signed in as the seeded admin. */
export async function consoleClient(): Promise<AppSupabaseClient> {
  const client = createSupabaseClient(
    { VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey },
    { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } },
  )
  const { email, password } = seedAccount('admin')
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return client
}

/**
 * Every page of a keyset list, each after the last row of the one before, the first counted (as
 * the CSV export reads them); `limit` rows a page, or the list's own size.
 */
export async function everyPage<T>(
  read: (query: KeysetQuery) => Promise<KeysetPage<T>>,
  limit?: number,
): Promise<{ rows: T[]; sizes: number[]; pages: number; total: number | null }> {
  const rows: T[] = []
  const sizes: number[] = []
  let total: number | null = null
  let after: KeysetQuery['after']
  for (;;) {
    const page = await read({
      ...(limit === undefined ? {} : { limit }),
      ...(after ? { after } : { count: true }),
    })
    if (!after) total = page.total
    rows.push(...page.rows)
    sizes.push(page.rows.length)
    if (!page.next) return { rows, sizes, pages: sizes.length, total }
    after = page.next
  }
}
