import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { AdminApiContext, createAdminApi, type AdminApi } from './lib/api'
import { notify } from './lib/notify'
import { SessionProvider } from './lib/session'
import { browserClient } from './lib/sessionClient'
import { afterSignIn, isStaff, type Session } from './lib/sessionState'
import { routes } from './routes'

/**
 * The console's look. Lighthouse's contrast check (pnpm perf) failed Mantine's defaults: white on
 * teal buttons and dimmed grey text. `autoContrast` puts dark text on light fills, and dimmed text
 * is a shade darker in the light scheme (4.5:1 at least, WCAG AA).
 */
export const theme = createTheme({ primaryColor: 'teal', autoContrast: true })

const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
})

/** Providers shared by the app and the component tests. */
export function AppProviders({
  api,
  children,
  env,
  session,
}: {
  api: AdminApi
  children: React.ReactNode
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test'
  /** who the login page just signed in (not checked again) */
  session?: Session
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={contrastVariables}
      defaultColorScheme="auto"
      env={env}
    >
      <Notifications limit={1} position="top-center" />
      <AdminApiContext value={api}>
        <SessionProvider known={session}>{children}</SessionProvider>
      </AdminApiContext>
    </MantineProvider>
  )
}

export function App({ session }: { session?: Session }) {
  // the client the login page signed in with, if it did: one client holds the session
  const [api] = useState(() => createAdminApi(browserClient()))
  const [router] = useState(() => createBrowserRouter(routes))
  useEffect(() => {
    if (session && isStaff(session)) notify({ color: 'green', message: 'Login Successful' })
  }, [session])
  return (
    <AppProviders api={api} session={session}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}

/**
 * Starts the console in `root` in place of the login page (index.html): for a stored session
 * (checked with the server first), or for the one the login page just signed in, at its first
 * tab or the turn-away page.
 */
export function mountConsole(root: HTMLElement, session?: Session) {
  if (session) history.replaceState(null, '', afterSignIn(session))
  document.getElementById('login')?.remove()
  createRoot(root).render(
    <StrictMode>
      <App session={session} />
    </StrictMode>,
  )
}
