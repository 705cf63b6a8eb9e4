/**
 * Who is using the console, as plain data (no React, no client): the login page decides with it
 * before the console's code is there (features/auth/loginForm.ts), the console keeps it in
 * context (session.tsx). Admins (profiles.role) and mentors (rows in course_mentors,
 * docs/decisions/0071) get past the login; the real guard is RLS.
 */
import type { ConsoleSignIn } from '@repo/api'

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

/** Where the console opens: Pending for an admin, the review queue for a mentor. */
export function consoleHome(session: Session): string {
  return session.status === 'mentor' ? '/reviews' : '/pending'
}

/** Where a sign-in leads: the person's first tab, or the turn-away page. */
export const afterSignIn = (session: Session): string =>
  isStaff(session) ? consoleHome(session) : '/not-admin'
