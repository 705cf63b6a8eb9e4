import { MantineProvider } from '@mantine/core'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectRefusedField, findAlert } from '../../../tests/forms'
import { fillLogin, logInAs, logInButton, loginRefusedWith, signedOut } from '../../../tests/login'
import { adminUser, fakeApi, never, renderConsole } from '../../../tests/render'
import { NotAdminScreen, TURN_AWAY_DELAY_MS } from './NotAdminScreen'

describe('Admin login', () => {
  it('asks for email and password', async () => {
    renderConsole(signedOut(), '/login')
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeVisible()
    expect(screen.getByLabelText(/Email/)).toBeRequired()
    expect(screen.getByLabelText(/Password/)).toBeRequired()
  })

  it("refuses a blank or malformed email and a blank password on their fields, with the learner site's words", async () => {
    const api = signedOut()
    const { user } = renderConsole(api, '/login')
    const email = await screen.findByLabelText(/Email/)
    const password = screen.getByLabelText(/Password/)
    await user.click(logInButton())
    // the schema comes with the sign-in's code, fetched when the form is first used
    await waitFor(() => expectRefusedField(email, 'Enter your email address.'))
    expectRefusedField(password, 'Enter your password.', { first: false })
    await user.type(email, 'admin@')
    // typing clears that field's error only
    expect(email).not.toHaveAttribute('aria-invalid')
    expectRefusedField(password, 'Enter your password.', { first: false })
    await user.type(password, 'admin-pass-123')
    await user.click(logInButton())
    await waitFor(() =>
      expectRefusedField(email, 'Enter a valid email address, like name@example.com.'),
    )
    expect(password).not.toHaveAttribute('aria-invalid')
    expect(api.signIn).not.toHaveBeenCalled()
  })

  it('sends a signed-out visitor of a tab to the login screen', async () => {
    const { router } = renderConsole(signedOut(), '/coupons')
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('shows a loading state while the session is checked', async () => {
    renderConsole(fakeApi({ currentUser: never }), '/pending')
    expect(await screen.findByText('Checking your session…')).toBeVisible()
  })

  it("shows the server's message in a red box titled 'Login Failed'", async () => {
    const { api, user } = loginRefusedWith({
      kind: 'credentials',
      code: 'invalid_credentials',
      serverText: 'Invalid login credentials',
    })
    await fillLogin(user, 'admin@example.com', 'wrong')
    await user.click(logInButton())
    const box = await findAlert('Invalid login credentials')
    expect(within(box).getByText('Login Failed')).toBeVisible()
    expect(api.signIn).toHaveBeenCalledWith('admin@example.com', 'wrong')
    // the next attempt clears it while it runs, and says the new answer
    api.signIn.mockRejectedValueOnce(new Error('offline'))
    await user.click(logInButton())
    await waitFor(() => expect(api.signIn).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1))
    expect(screen.getByRole('alert')).toHaveTextContent(/^Login Failed$/)
  })

  it('takes an admin to the Pending tab', async () => {
    const { router } = await logInAs(
      { ok: true, user: adminUser },
      'admin@example.com',
      'admin-pass-123',
    )
    expect(await screen.findByRole('heading', { name: 'Pending enrollments' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/pending')
    expect(screen.getByText('admin@example.com')).toBeInTheDocument()
    expect(await screen.findByText('Login Successful')).toBeVisible()
  })

  it('turns away someone who is not an admin', async () => {
    const { api, router } = await logInAs(
      { ok: false, reason: 'not_admin' },
      'learner@example.com',
      'learner-pass-123',
    )
    expect(await screen.findByText('This console is for admins only')).toBeVisible()
    expect(router.state.location.pathname).toBe('/not-admin')
    expect(api.pendingPage).not.toHaveBeenCalled()
  })

  it('turns away a learner whose session was already there', async () => {
    renderConsole(
      fakeApi({ currentUser: async () => ({ ok: false, reason: 'not_admin' }) }),
      '/pending',
    )
    expect(await screen.findByText('This console is for admins only')).toBeVisible()
  })

  it('logs out back to the login screen', async () => {
    const api = fakeApi()
    const { user } = renderConsole(api, '/pending')
    await user.click(await screen.findByRole('button', { name: 'Log out' }))
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeVisible()
    expect(api.signOut).toHaveBeenCalled()
  })
})

describe('NotAdminScreen', () => {
  it('sends the visitor to the learner site after a moment', () => {
    vi.useFakeTimers()
    try {
      const redirect = vi.fn()
      render(
        <MantineProvider env="test">
          <NotAdminScreen redirect={redirect} />
        </MantineProvider>,
      )
      expect(screen.getByRole('link', { name: 'Go to the learner site now' })).toHaveAttribute(
        'href',
        'http://localhost:5173',
      )
      act(() => vi.advanceTimersByTime(TURN_AWAY_DELAY_MS - 1))
      expect(redirect).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(1))
      expect(redirect).toHaveBeenCalledWith('http://localhost:5173')
    } finally {
      vi.useRealTimers()
    }
  })
})
