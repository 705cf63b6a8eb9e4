import { createTheme, MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { SessionProvider } from './lib/session'
import { AdminApiContext, createBrowserAdminApi, type AdminApi } from './lib/api'
import { routes } from './routes'

export const theme = createTheme({ primaryColor: 'teal' })

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
    <MantineProvider theme={theme} defaultColorScheme="auto" env={env}>
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
