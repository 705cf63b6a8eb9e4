import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { LoginScreen } from './features/auth/LoginScreen'

const router = createBrowserRouter([{ path: '*', element: <LoginScreen /> }])

export function App() {
  return (
    <MantineProvider defaultColorScheme="auto">
      <Notifications limit={1} />
      <RouterProvider router={router} />
    </MantineProvider>
  )
}
