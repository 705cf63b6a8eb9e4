/**
 * Who is using the console. The UI lets the course team past the login screen: admins
 * (profiles.role) and mentors (rows in course_mentors, docs/decisions/0071), who see only the
 * Reviews and Questions tabs. The real guard is RLS in the database (a learner's token reads nothing here
 * whatever the UI does).
 */
import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react'
import type { ConsoleSignIn } from '@repo/api'
import { useAdminApi } from './api'

export type Session =
  | { status: 'checking' }
  | { status: 'signedOut' }
  /** Someone who is neither an admin nor a mentor tried: they were signed out of the console. */
  | { status: 'turnedAway' }
  | { status: 'admin'; email: string }
  /** A mentor of these courses (and of nothing else): the Reviews and Questions tabs only. */
  | { status: 'mentor'; email: string; courses: readonly string[] }

/** The session of a sign-in or of a restored session (`email`: what was typed, if Auth has none). */
export function sessionOf(result: ConsoleSignIn, email = ''): Session {
  if (!result.ok) return { status: 'turnedAway' }
  const known = result.user.email ?? email
  return 'mentorOf' in result
    ? { status: 'mentor', email: known, courses: result.mentorOf }
    : { status: 'admin', email: known }
}

/** Someone let into the console: an admin or a mentor. */
export type StaffSession = Extract<Session, { email: string }>

export const isStaff = (session: Session): session is StaffSession =>
  session.status === 'admin' || session.status === 'mentor'

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

/** The signed-in admin or mentor (inside the console's guard, RequireStaff). */
export function useStaff(): StaffSession {
  const { session } = useSession()
  if (!isStaff(session)) throw new Error('useStaff needs a signed-in admin or mentor')
  return session
}
