import { Navigate, Outlet } from 'react-router'
import { LoadingState } from '../../lib/states'
import { consoleHome, useSession, useStaff } from '../../lib/session'

export { consoleHome }

/** The console's routes: admins and mentors only (the UI side; RLS is the real guard). */
export function RequireStaff() {
  const { session } = useSession()
  if (session.status === 'checking') return <LoadingState label="Checking your session…" />
  if (session.status === 'turnedAway') return <Navigate to="/not-admin" replace />
  if (session.status === 'signedOut') return <Navigate to="/login" replace />
  return <Outlet />
}

/**
 * The tabs of admins only: a mentor is sent to the review queue before a tab asks the server
 * for anything (a mentor's console never meets an "Admins only" refusal).
 */
export function AdminOnly() {
  const staff = useStaff()
  if (staff.status === 'mentor') return <Navigate to="/reviews" replace />
  return <Outlet />
}

/** `/`: the staff member's own first tab. */
export function ConsoleHome() {
  const staff = useStaff()
  return <Navigate to={consoleHome(staff)} replace />
}
