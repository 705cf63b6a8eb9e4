import type { ApiClient, DataClient } from '@repo/api'
import { env } from '../config/env'

export type SupabaseClient = ApiClient
export type { DataClient }

const backend = { VITE_SUPABASE_URL: env.supabaseUrl, VITE_SUPABASE_ANON_KEY: env.supabaseAnonKey }

/**
 * A client made on first use, in the browser only, and shared by every caller. It resolves to
 * null when the backend is not configured or its code could not be loaded (a public page never
 * breaks because of it), and is tried again on the next call. `onMade` hears of the client once.
 */
function madeOnce<C>(make: () => Promise<C>, onMade: (client: C) => void = () => {}) {
  let pending: Promise<C | null> | null = null
  return {
    get(): Promise<C | null> {
      if (typeof window === 'undefined') return Promise.resolve(null)
      if (!pending) {
        pending = make().catch((error: unknown) => {
          console.warn('Backend unavailable:', error)
          pending = null
          return null
        })
        void pending.then((client) => client && onMade(client))
      }
      return pending
    },
    /** The load under way or done, without starting one. */
    started: () => pending,
  }
}

const learnerClient = madeOnce(
  () => import('./lazyApi').then(({ createBrowserClient }) => createBrowserClient(backend)),
  (client) => {
    const listeners = [...waiting]
    waiting.clear()
    listeners.forEach((listener) => listener(client))
  },
)

/**
 * The learner's Supabase client (auth, database and storage: packages/api createBrowserClient),
 * loaded on first use only: it stays out of the first page load.
 */
export const getSupabase: () => Promise<SupabaseClient | null> = learnerClient.get

/**
 * The database client alone, with the public key (packages/api createPublicClient): what a
 * visitor known to be signed out reads public data through, without the auth and storage clients
 * (a seventh of the bytes; decision 0082). Loaded on first use.
 */
export const getPublicClient: () => Promise<DataClient | null> = madeOnce(() =>
  import('./lazyPublicClient').then(({ createPublicClient }) => createPublicClient(backend)),
).get

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
  const pending = learnerClient.started()
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
