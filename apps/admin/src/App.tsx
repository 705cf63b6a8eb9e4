import { createTheme, MantineProvider, type CSSVariablesResolver } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { SessionProvider } from './lib/session'
import { AdminApiContext, createBrowserAdminApi, type AdminApi } from './lib/api'
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
}: {
  api: AdminApi
  children: React.ReactNode
  /** 'test' turns off transitions and portals (component tests). */
  env?: 'default' | 'test'
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
        <SessionProvider>{children}</SessionProvider>
      </AdminApiContext>
    </MantineProvider>
  )
}

export function App() {
  const [api] = useState(createBrowserAdminApi)
  const [router] = useState(() => createBrowserRouter(routes))
  return (
    <AppProviders api={api}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
