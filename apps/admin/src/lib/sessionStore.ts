/**
 * The console's one session source: where the apps' Supabase client keeps the session
 * (`createBrowserClient` in @repo/api, supabase-js's key `sb-<first label of the host>-auth-token`
 * in localStorage). The login page reads it before any client is loaded, to know whether to open
 * the console at once; sessionStore.test.ts checks the key is the client's.
 */

/** supabase-js's storage key for a project URL. */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`
}

/**
 * Whether a session is stored (a refresh token, expired or not: the console's client refreshes
 * it, or finds it gone and shows the login). Unreadable storage or a missing URL: none.
 */
export function hasStoredSession(
  supabaseUrl: string | undefined = import.meta.env.VITE_SUPABASE_URL,
  storage: Pick<Storage, 'getItem'> = localStorage,
): boolean {
  try {
    if (!supabaseUrl) return false
    const stored: unknown = JSON.parse(storage.getItem(sessionStorageKey(supabaseUrl)) ?? 'null')
    return (
      typeof stored === 'object' &&
      stored !== null &&
      typeof (stored as { refresh_token?: unknown }).refresh_token === 'string'
    )
  } catch {
    return false
  }
}
