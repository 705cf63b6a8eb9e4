import type { Session } from '@repo/api'
import { useEffect, useState } from 'react'
import { getSupabase, type SupabaseClient } from '../../lib/supabase'

export type SessionState =
  | { status: 'loading' }
  /** The backend is not configured or could not be loaded. */
  | { status: 'unavailable' }
  /** `ended`: the learner was signed in on this page and has just logged out (or the session ended). */
  | { status: 'signed-out'; client: SupabaseClient; ended: boolean }
  | { status: 'signed-in'; client: SupabaseClient; session: Session }

/**
 * The learner's session on the client, kept current with the auth events (sign-in, sign-out,
 * token refresh, password recovery). Starts 'loading' until the first INITIAL_SESSION.
 */
export function useSession(): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading' })
  useEffect(() => {
    let cancelled = false
    let unsubscribe: (() => void) | undefined
    let wasSignedIn = false
    getSupabase()
      .then((client) => {
        if (cancelled) return
        if (!client) {
          setState({ status: 'unavailable' })
          return
        }
        const { data } = client.auth.onAuthStateChange((_event, session) => {
          if (cancelled) return
          setState(
            session
              ? { status: 'signed-in', client, session }
              : { status: 'signed-out', client, ended: wasSignedIn },
          )
          if (session) wasSignedIn = true
        })
        unsubscribe = () => data.subscription.unsubscribe()
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'unavailable' })
      })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [])
  return state
}

/** The client to call the auth server with, once the session is known (null: not yet, or none). */
export function clientOf(state: SessionState): SupabaseClient | null {
  return state.status === 'signed-in' || state.status === 'signed-out' ? state.client : null
}
