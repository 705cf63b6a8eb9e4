import type { ApiClient } from '@repo/api'
import { env } from '../config/env'

export type SupabaseClient = ApiClient

let pending: Promise<SupabaseClient | null> | null = null

/**
 * The learner's Supabase client (auth, database and storage: packages/api createBrowserClient),
 * loaded on first use only (it stays out of the first page load) and only in the browser. Resolves to null when the backend is not configured, so a
 * public page never breaks because of it.
 */
export function getSupabase(): Promise<SupabaseClient | null> {
  if (typeof window === 'undefined') return Promise.resolve(null)
  pending ??= import('./lazyApi')
    .then(({ createBrowserClient }) =>
      createBrowserClient({
        VITE_SUPABASE_URL: env.supabaseUrl,
        VITE_SUPABASE_ANON_KEY: env.supabaseAnonKey,
      }),
    )
    .catch((error: unknown) => {
      console.warn('Backend unavailable:', error)
      pending = null
      return null
    })
  void pending.then((client) => {
    if (!client) return
    const listeners = [...waiting]
    waiting.clear()
    listeners.forEach((listener) => listener(client))
  })
  return pending
}

const waiting = new Set<(client: SupabaseClient) => void>()

/**
 * Calls `listener` once the client is loaded by anyone (at once if it is already), without
 * loading it: the header waits this way for a visitor who logs in. Returns the cancel.
 */
export function whenSupabaseLoaded(listener: (client: SupabaseClient) => void): () => void {
  let active = true
  const call = (client: SupabaseClient) => {
    if (active) listener(client)
  }
  if (pending) void pending.then((client) => client && call(client))
  else waiting.add(call)
  return () => {
    active = false
    waiting.delete(call)
  }
}

/**
 * True when supabase-js has a session stored in this browser (its `sb-<ref>-auth-token` key).
 * Visitors who never logged in need no auth library at all.
 */
export function hasStoredSession(
  storage: Pick<Storage, 'length' | 'key'> = window.localStorage,
): boolean {
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key && key.startsWith('sb-') && key.endsWith('-auth-token')) return true
    }
  } catch {
    // Storage can be blocked (private mode, settings): treat as logged out.
  }
  return false
}
