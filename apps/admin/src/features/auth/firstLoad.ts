import type { Session } from '../../lib/sessionState'
import { mountLogin, type LoginActions } from './loginForm'
import { loadingHtml } from './loginMarkup'

export interface FirstLoadOptions {
  /** index.html's login page, painted before any script ran */
  login: HTMLElement
  /** a session in the client's storage (lib/sessionStore.ts) */
  storedSession: boolean
  /** Turnstile's sitekey, or '' */
  siteKey: string
  /** the console's code (App.tsx): React, Mantine, the router and the tabs */
  loadConsole: () => Promise<{ mountConsole: (session?: Session) => void }>
  /** the sign-in's code (loginActions.ts on the console's one client) */
  actions: () => Promise<LoginActions>
}

/**
 * The console's first load (docs/decisions/0075): index.html already shows the login. With a
 * stored session (or on the turn-away page) the console's code is fetched and takes over at the
 * address asked for; without one the address becomes /login and the form gets its behaviour, the
 * console's code fetched while the admin types and started once the server says who signed in.
 */
export function firstLoad({
  login,
  storedSession,
  siteKey,
  loadConsole,
  actions,
}: FirstLoadOptions) {
  let started: Promise<unknown> | null = null
  const start = (session?: Session) =>
    (started = loadConsole().then(
      (app) => app.mountConsole(session),
      (error: unknown) => {
        started = null
        throw error
      },
    ))
  if (storedSession || location.pathname === '/not-admin') {
    login.innerHTML = loadingHtml
    return void start()
  }
  if (location.pathname !== '/login') history.replaceState(null, '', '/login')
  mountLogin(login, {
    siteKey,
    actions,
    prefetch: () => void loadConsole().catch(() => {}),
    signedIn: (session) => started ?? start(session),
  })
}
