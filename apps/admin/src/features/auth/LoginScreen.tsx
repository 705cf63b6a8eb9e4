import { useEffect, useRef } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { turnstileSiteKey } from '../../lib/config'
import { notify } from '../../lib/notify'
import { afterSignIn, consoleHome, isStaff } from '../../lib/sessionState'
import { useSession } from '../../lib/session'
import { mountLogin } from './loginForm'
import { loginHtml } from './loginMarkup'

/**
 * The login inside the console (after a sign-out, or a stored session that ended): the same HTML
 * and behaviour as the first load's (index.html, loginForm.ts), signing in through the console's
 * backend.
 */
export function LoginScreen() {
  const api = useAdminApi()
  const navigate = useNavigate()
  const { session, setSession } = useSession()
  const root = useRef<HTMLDivElement>(null)
  // With captcha on, Auth asks for a token at every password sign-in (docs/decisions/0052).
  const siteKey = turnstileSiteKey()
  const staff = isStaff(session)

  useEffect(() => {
    if (!root.current) return
    return mountLogin(root.current, {
      siteKey,
      actions: async () => (await import('./loginActions')).loginActions(api.signIn),
      signedIn: (signedIn) => {
        setSession(signedIn)
        if (isStaff(signedIn)) notify({ color: 'green', message: 'Login Successful' })
        navigate(afterSignIn(signedIn), { replace: true })
      },
    })
  }, [api, navigate, setSession, siteKey, staff])

  if (isStaff(session)) return <Navigate to={consoleHome(session)} replace />
  return <div ref={root} dangerouslySetInnerHTML={{ __html: loginHtml({ captcha: !!siteKey }) }} />
}
