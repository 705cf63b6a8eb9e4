import type { Session } from '@repo/api'
import { useEffect, useSyncExternalStore } from 'react'
import { getSupabase, hasStoredSession, whenSupabaseLoaded, type SupabaseClient } from './supabase'

export type SessionState =
  | { status: 'loading' }
  /** The backend is not configured or could not be loaded. */
  | { status: 'unavailable' }
  /** `ended`: the learner was signed in on this page and has just logged out (or the session ended). */
  | { status: 'signed-out'; client: SupabaseClient; ended: boolean }
  | { status: 'signed-in'; client: SupabaseClient; session: Session }

// The one session of the page, shared by every island that reads it (the header, the form,
// the profile): all follow the same auth events (sign-in, sign-out, token refresh, recovery).
let state: SessionState = { status: 'loading' }
const listeners = new Set<() => void>()
let following = false

function publish(next: SessionState) {
  state = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!following) {
    following = true
    // Whoever loads the client first (this page, or the header for a stored session), the
    // session follows it from then on.
    whenSupabaseLoaded((client) => {
      let wasSignedIn = false
      client.auth.onAuthStateChange((_event, session) => {
        publish(
          session
            ? { status: 'signed-in', client, session }
            : { status: 'signed-out', client, ended: wasSignedIn },
        )
        if (session) wasSignedIn = true
      })
    })
  }
  return () => listeners.delete(listener)
}

const serverState: SessionState = { status: 'loading' }

/** Loads the client (once per page); a failure or a missing configuration is 'unavailable'. */
function load() {
  getSupabase().then(
    (client) => client ?? publish({ status: 'unavailable' }),
    () => publish({ status: 'unavailable' }),
  )
}

/**
 * The learner's session on the client, 'loading' until the first auth event (and in the
 * prerendered HTML). A page that needs the session loads the auth client; the header passes
 * `{ lazy: true }`: a visitor with no stored session never downloads it, and the header follows
 * once a page (the login form) loads it.
 */
export function useSession({ lazy = false }: { lazy?: boolean } = {}): SessionState {
  useEffect(() => {
    if (!lazy || hasStoredSession()) load()
  }, [lazy])
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  )
}

/** The client to call the auth server with, once the session is known (null: not yet, or none). */
export function clientOf(session: SessionState): SupabaseClient | null {
  return session.status === 'signed-in' || session.status === 'signed-out' ? session.client : null
}

/** Logs the learner out; every island that reads the session follows. */
export async function signOut(): Promise<void> {
  try {
    const client = await getSupabase()
    await client?.auth.signOut()
  } catch (error) {
    console.warn('Sign-out failed:', error)
  }
}
