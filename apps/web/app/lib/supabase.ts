import type { ApiClient, DataClient } from '@repo/api'
import { env } from '../config/env'

export type SupabaseClient = ApiClient
export type { DataClient }

const backend = { VITE_SUPABASE_URL: env.supabaseUrl, VITE_SUPABASE_ANON_KEY: env.supabaseAnonKey }

let pending: Promise<SupabaseClient | null> | null = null

/**
 * The learner's Supabase client (auth, database and storage: packages/api createBrowserClient),
 * loaded on first use only (it stays out of the first page load) and only in the browser. Resolves to null when the backend is not configured, so a
 * public page never breaks because of it.
 */
export function getSupabase(): Promise<SupabaseClient | null> {
  if (typeof window === 'undefined') return Promise.resolve(null)
  pending ??= import('./lazyApi')
    .then(({ createBrowserClient }) => createBrowserClient(backend))
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

let pendingPublic: Promise<DataClient | null> | null = null

/**
 * The database client alone, with the public key (packages/api createPublicClient): what a
 * visitor known to be signed out reads public data through, without the auth and storage clients
 * (a quarter of the bytes; decision 0082). Loaded on first use, in the browser only; null when the
 * backend is not configured or its code could not be loaded.
 */
export function getPublicClient(): Promise<DataClient | null> {
  if (typeof window === 'undefined') return Promise.resolve(null)
  pendingPublic ??= import('./lazyPublicClient')
    .then(({ createPublicClient }) => createPublicClient(backend))
    .catch((error: unknown) => {
      console.warn('Backend unavailable:', error)
      pendingPublic = null
      return null
    })
  return pendingPublic
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
