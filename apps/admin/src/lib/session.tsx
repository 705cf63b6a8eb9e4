/**
 * Who is using the console. The UI lets the course team past the login screen: admins
 * (profiles.role) and mentors (rows in course_mentors, docs/decisions/0071), who see only the
 * Reviews and Questions tabs. The real guard is RLS in the database (a learner's token reads nothing here
 * whatever the UI does).
 */
import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react'
import { useAdminApi } from './api'
import { isStaff, sessionOf, type Session, type StaffSession } from './sessionState'

export { consoleHome, isStaff, sessionOf, type Session, type StaffSession } from './sessionState'

interface SessionContextValue {
  session: Session
  setSession: (session: Session) => void
  signOut: () => Promise<void>
}

const SessionContext = createContext<SessionContextValue | null>(null)

/**
 * The session, checked with the server when the console opens (`known`: the login page just
 * signed in and checked it, so it is not asked again).
 */
export function SessionProvider({
  children,
  known,
}: {
  children: React.ReactNode
  known?: Session
}) {
  const api = useAdminApi()
  const [session, setSession] = useState<Session>(known ?? { status: 'checking' })
  const [checked] = useState(known !== undefined)

  useEffect(() => {
    let current = true
    if (!checked)
      api.currentUser().then(
        (result) => {
          if (!current) return
          setSession(result === null ? { status: 'signedOut' } : sessionOf(result))
        },
        () => current && setSession({ status: 'signedOut' }),
      )
    const unsubscribe = api.onSignedOut(() => {
      setSession((s) => (isStaff(s) ? { status: 'signedOut' } : s))
    })
    return () => {
      current = false
      unsubscribe()
    }
  }, [api, checked])

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

/** The signed-in admin or mentor (inside the console's guard, RequireStaff). */
export function useStaff(): StaffSession {
  const { session } = useSession()
  if (!isStaff(session)) throw new Error('useStaff needs a signed-in admin or mentor')
  return session
}
