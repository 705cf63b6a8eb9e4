import type { Session } from '@repo/api'
import { createStore } from '@repo/ui'
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import {
  getPublicClient,
  getSupabase,
  hasStoredSession,
  whenSupabaseLoaded,
  type DataClient,
  type SupabaseClient,
} from './supabase'

export type SessionState =
  | { status: 'loading' }
  /** The backend is not configured or could not be loaded. */
  | { status: 'unavailable' }
  /**
   * `ended`: the learner was signed in on this page and has just logged out (or the session
   * ended). `client` is null while the auth client is not loaded: a browser with no session to
   * restore is known to be logged out without it.
   */
  | { status: 'signed-out'; client: SupabaseClient | null; ended: boolean }
  | { status: 'signed-in'; client: SupabaseClient; session: Session }

/**
 * True when this browser has no session to restore: nothing stored and no sign-in or recovery
 * link in the address (supabase-js reads those from the fragment).
 */
function surelySignedOut(): boolean {
  return !hasStoredSession() && !/access_token|error_description/.test(window.location.hash)
}

// The one session of the page, shared by every island that reads it (the header, the form,
// the profile): all follow the same auth events (sign-in, sign-out, token refresh, recovery).
// A visitor who never logged in is known at once: a page that needs a login sends them to it
// without waiting for the auth client.
let following = false
const sessionStore = createStore<SessionState>(
  () =>
    surelySignedOut()
      ? { status: 'signed-out', client: null, ended: false }
      : { status: 'loading' },
  () => {
    if (following) return // once per page, even if every island unsubscribes in between
    following = true
    // Whoever loads the client first (this page, or the header for a stored session), the
    // session follows it from then on.
    whenSupabaseLoaded((client) => {
      let wasSignedIn = false
      client.auth.onAuthStateChange((_event, session) => {
        sessionStore.set(
          session
            ? { status: 'signed-in', client, session }
            : { status: 'signed-out', client, ended: wasSignedIn },
        )
        if (session) wasSignedIn = true
      })
    })
  },
)

const serverState: SessionState = { status: 'loading' }

/** Loads the client (once per page); a failure or a missing configuration is 'unavailable'. */
function load() {
  getSupabase().then(
    (client) => client ?? sessionStore.set({ status: 'unavailable' }),
    () => sessionStore.set({ status: 'unavailable' }),
  )
}

/**
 * The learner's session on the client, 'loading' until the first auth event (and in the
 * prerendered HTML). A page that needs the session loads the auth client; the header and the
 * account forms pass `{ lazy: true }`: for a visitor with no session to restore the client loads
 * only when something needs it (a form's first focus), and the session follows it then.
 */
export function useSession({ lazy = false }: { lazy?: boolean } = {}): SessionState {
  useEffect(() => {
    if (!lazy || !surelySignedOut()) load()
  }, [lazy])
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, () => serverState)
}

/**
 * The client a page reads the database through, for a session from `useSession({ lazy: true })`:
 * the learner's, or for a visitor known to be signed out, the public client, so their page reads
 * what is public (a syllabus) without the auth client loading (decision 0082). null until one is
 * known; the session is 'unavailable' when the public client cannot be had either.
 */
export function useDataClient(session: SessionState): DataClient | null {
  const [publicClient, setPublicClient] = useState<DataClient | null>(null)
  const wanted = session.status === 'signed-out' && !session.client
  useEffect(() => {
    if (!wanted) return
    let active = true
    void getPublicClient().then((client) => {
      if (!active) return
      if (client) setPublicClient(client)
      else sessionStore.set({ status: 'unavailable' })
    })
    return () => {
      active = false
    }
  }, [wanted])
  if (session.status === 'signed-in') return session.client
  if (session.status === 'signed-out') return session.client ?? publicClient
  return null
}

/**
 * The reads of a page that may read nothing (a quiz asks nothing of a visitor), for a session
 * from `useSession({ lazy: true })`: the session's client, else the public client, loaded on the
 * first call only. A page that always reads takes `useDataClient`.
 */
export function useReader(session: SessionState): () => Promise<DataClient> {
  const client =
    session.status === 'signed-in' || session.status === 'signed-out' ? session.client : null
  return useCallback(async () => {
    const reads = client ?? (await getPublicClient())
    if (!reads) throw new Error('The backend is unavailable')
    return reads
  }, [client])
}

/** What a signed-in learner's reads and writes need: their client (with its session) and id. */
export interface Learner {
  client: SupabaseClient
  userId: string
}

/** The signed-in learner of `session` (the same value while it lasts); null for a visitor. */
export function useLearner(session: SessionState): Learner | null {
  const client = session.status === 'signed-in' ? session.client : null
  const userId = session.status === 'signed-in' ? session.session.user.id : null
  return useMemo(() => (client && userId ? { client, userId } : null), [client, userId])
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
