/**
 * Who is using the console. The UI only lets admins past the login screen; the real guard is
 * RLS in the database (a learner's token reads nothing here whatever the UI does).
 */
import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react'
import { useAdminApi } from './api'

export type Session =
  | { status: 'checking' }
  | { status: 'signedOut' }
  /** Someone who is not an admin tried: they were signed out of the console. */
  | { status: 'turnedAway' }
  | { status: 'admin'; email: string }

interface SessionContextValue {
  session: Session
  setSession: (session: Session) => void
  signOut: () => Promise<void>
}

const SessionContext = createContext<SessionContextValue | null>(null)

export function SessionProvider({ children }: { children: React.ReactNode }) {
  const api = useAdminApi()
  const [session, setSession] = useState<Session>({ status: 'checking' })

  useEffect(() => {
    let current = true
    api.currentUser().then(
      (result) => {
        if (!current) return
        if (result === null) setSession({ status: 'signedOut' })
        else if (result.ok) setSession({ status: 'admin', email: result.user.email ?? '' })
        else setSession({ status: 'turnedAway' })
      },
      () => current && setSession({ status: 'signedOut' }),
    )
    const unsubscribe = api.onSignedOut(() => {
      setSession((s) => (s.status === 'admin' ? { status: 'signedOut' } : s))
    })
    return () => {
      current = false
      unsubscribe()
    }
  }, [api])

  const signOut = useCallback(async () => {
    try {
      await api.signOut()
    } finally {
      setSession({ status: 'signedOut' })
    }
  }, [api])

  const value = useMemo(() => ({ session, setSession, signOut }), [session, signOut])
  return <SessionContext value={value}>{children}</SessionContext>
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext)
  if (!value) throw new Error('useSession needs a <SessionProvider>')
  return value
}
