import { Navigate, Outlet } from 'react-router'
import { LoadingState } from '../../lib/states'
import { useSession } from '../../lib/session'

/** The console's routes: admins only (the UI side; RLS is the real guard). */
export function RequireAdmin() {
  const { session } = useSession()
  if (session.status === 'checking') return <LoadingState label="Checking your session…" />
  if (session.status === 'turnedAway') return <Navigate to="/not-admin" replace />
  if (session.status === 'signedOut') return <Navigate to="/login" replace />
  return <Outlet />
}
