import { screen } from '@testing-library/react'
import { fakeApi, type renderConsole } from './render'

/** A visitor with no session: the console shows its login screen. */
export const signedOut = () => fakeApi({ currentUser: async () => null })
export const logInButton = () => screen.getByRole('button', { name: 'Log in' })

/** Types an email and a password into the login form. */
export async function fillLogin(
  user: ReturnType<typeof renderConsole>['user'],
  email = 'admin@example.com',
  password = 'admin-pass-123',
) {
  await user.type(await screen.findByLabelText(/Email/), email)
  await user.type(screen.getByLabelText(/Password/), password)
}
