import { useCallback, useEffect, useState } from 'react'
import {
  getSupabase,
  hasStoredSession,
  whenSupabaseLoaded,
  type SupabaseClient,
} from '../../lib/supabase'

export interface AuthUser {
  id: string
  email?: string | undefined
}

/**
 * The logged-in user, read on the client only and lazily: a visitor with no stored session
 * never downloads the auth library. Any backend failure leaves the header logged out.
 */
export function useAuthUser() {
  const [user, setUser] = useState<AuthUser | null>(null)

  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let stopWaiting: (() => void) | undefined
    let cancelled = false
    // Without a stored session nothing is loaded; the header follows once a page (login) loads the client.
    const loaded = hasStoredSession()
      ? getSupabase()
      : new Promise<SupabaseClient | null>((resolve) => {
          stopWaiting = whenSupabaseLoaded(resolve)
        })
    loaded
      .then(async (client) => {
        if (!client || cancelled) return
        const { data } = await client.auth.getSession()
        if (!cancelled)
          setUser(
            data.session ? { id: data.session.user.id, email: data.session.user.email } : null,
          )
        const { data: sub } = client.auth.onAuthStateChange((_event, session) => {
          setUser(session ? { id: session.user.id, email: session.user.email } : null)
        })
        unsubscribe = () => sub.subscription.unsubscribe()
      })
      .catch((error: unknown) => console.warn('Could not read the session:', error))
    return () => {
      cancelled = true
      stopWaiting?.()
      unsubscribe?.()
    }
  }, [])

  const logout = useCallback(async () => {
    try {
      const client = await getSupabase()
      await client?.auth.signOut()
    } catch (error) {
      console.warn('Sign-out failed:', error)
    }
    setUser(null)
  }, [])

  return { user, logout }
}
