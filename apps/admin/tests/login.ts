import { ApiError, type ApiErrorInit } from '@repo/api'
import { screen } from '@testing-library/react'
import type { AdminApi } from '../src/lib/api'
import { fakeApi, renderConsole } from './render'

/** A visitor with no session: the console shows its login screen. */
export const signedOut = () => fakeApi({ currentUser: async () => null })
/**
 * The login screen of a visitor with no session, whose sign-in Auth refuses (a 400 with
 * `refusal`'s code and words).
 */
export function loginRefusedWith(refusal: Omit<ApiErrorInit, 'operation' | 'status'>) {
  const api = signedOut()
  api.signIn.mockRejectedValue(new ApiError({ operation: 'auth.signIn', status: 400, ...refusal }))
  return { api, ...renderConsole(api, '/login') }
}

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

/** Logs in from the login screen as `email`, Auth answering `answer`: the console it leads to. */
export async function logInAs(
  answer: Awaited<ReturnType<AdminApi['signIn']>>,
  email: string,
  password: string,
) {
  const api = signedOut()
  api.signIn.mockResolvedValue(answer)
  const rendered = renderConsole(api, '/login')
  await fillLogin(rendered.user, email, password)
  await rendered.user.click(logInButton())
  return { api, ...rendered }
}
