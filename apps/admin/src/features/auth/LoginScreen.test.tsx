import { MantineProvider } from '@mantine/core'
import { ApiError } from '@repo/api'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { adminUser, fakeApi, never, renderConsole } from '../../../tests/render'
import { NotAdminScreen, TURN_AWAY_DELAY_MS } from './NotAdminScreen'

const signedOut = () => fakeApi({ currentUser: async () => null })

describe('Admin login', () => {
  it('asks for email and password', async () => {
    renderConsole(signedOut(), '/login')
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeVisible()
    expect(screen.getByLabelText(/Email/)).toBeRequired()
    expect(screen.getByLabelText(/Password/)).toBeRequired()
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

  it("shows the server's message in a red box and a 'Login Failed' notification", async () => {
    const api = signedOut()
    api.signIn.mockRejectedValue(
      new ApiError(
        'Invalid login credentials',
        'credentials',
        'auth.signIn',
        'invalid_credentials',
        400,
      ),
    )
    const { user } = renderConsole(api, '/login')
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com')
    await user.type(screen.getByLabelText(/Password/), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Login Failed')).toBeVisible()
    expect(screen.getAllByText('Invalid login credentials').length).toBeGreaterThanOrEqual(1)
    expect(api.signIn).toHaveBeenCalledWith('admin@example.com', 'wrong')
  })

  it('takes an admin to the Pending tab', async () => {
    const api = signedOut()
    api.signIn.mockResolvedValue({ ok: true, user: adminUser })
    const { user, router } = renderConsole(api, '/login')
    await user.type(await screen.findByLabelText(/Email/), 'admin@example.com')
    await user.type(screen.getByLabelText(/Password/), 'admin-pass-123')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('heading', { name: 'Pending enrollments' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/pending')
    expect(screen.getByText('admin@example.com')).toBeInTheDocument()
  })

  it('turns away someone who is not an admin', async () => {
    const api = signedOut()
    api.signIn.mockResolvedValue({ ok: false, reason: 'not_admin' })
    const { user, router } = renderConsole(api, '/login')
    await user.type(await screen.findByLabelText(/Email/), 'learner@example.com')
    await user.type(screen.getByLabelText(/Password/), 'learner-pass-123')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('This console is for admins only')).toBeVisible()
    expect(router.state.location.pathname).toBe('/not-admin')
    expect(api.listPending).not.toHaveBeenCalled()
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
