import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminUser } from '../../../tests/render'
import { words } from '../../lib/words'
import type { Session } from '../../lib/sessionState'
import { firstLoad } from './firstLoad'
import { loginActions, type SignIn } from './loginActions'
import { loginHtml } from './loginMarkup'

// The console's first load (docs/decisions/0075): index.html's login page, before React.

/** index.html's body as the build writes it, at `path`. */
function page(path: string) {
  history.replaceState(null, '', path)
  document.body.innerHTML = `<div id="login">${loginHtml({ captcha: false })}</div><div id="root"></div>`
  return document.getElementById('login')!
}

function start(path: string, storedSession = false, signIn = vi.fn<SignIn>()) {
  const login = page(path)
  const mountConsole = vi.fn<(session?: Session) => void>()
  const loadConsole = vi.fn(async () => ({ mountConsole }))
  const actions = vi.fn(async () => loginActions(signIn))
  firstLoad({ login, storedSession, siteKey: '', loadConsole, actions })
  return { signIn, mountConsole, loadConsole, actions, user: userEvent.setup() }
}

const logInButton = () => screen.getByRole('button', { name: 'Log in' })

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'admin@example.com') {
  await user.type(screen.getByLabelText(/Email/), email)
  await user.type(screen.getByLabelText(/Password/), 'admin-pass-123')
}

describe("The console's first load", () => {
  beforeEach(() => vi.stubEnv('VITE_TURNSTILE_SITE_KEY', ''))
  afterEach(() => {
    vi.unstubAllEnvs()
    document.body.innerHTML = ''
  })

  it('cannot be sent before its script runs (no password in an address), then can', () => {
    page('/login')
    expect(logInButton()).toBeDisabled()
    start('/login')
    expect(logInButton()).toBeEnabled()
    expect(screen.getByRole('heading', { name: 'Admin login' })).toBeVisible()
  })

  it('without a session: the address becomes /login and nothing more is fetched until the form is used', async () => {
    const { loadConsole, actions, user } = start('/statistics')
    expect(location.pathname).toBe('/login')
    expect(loadConsole).not.toHaveBeenCalled()
    expect(actions).not.toHaveBeenCalled()
    // the first focus fetches the sign-in's code and the console's, once
    await user.click(screen.getByLabelText(/Email/))
    await user.click(screen.getByLabelText(/Password/))
    expect(actions).toHaveBeenCalledTimes(1)
    expect(loadConsole).toHaveBeenCalledTimes(1)
  })

  it('signs an admin in and starts the console with who signed in', async () => {
    const { signIn, mountConsole, user } = start('/login')
    signIn.mockResolvedValue({ ok: true, user: adminUser })
    await fill(user, ' admin@example.com ')
    await user.click(logInButton())
    await waitFor(() =>
      expect(mountConsole).toHaveBeenCalledWith({ status: 'admin', email: 'admin@example.com' }),
    )
    expect(signIn).toHaveBeenCalledWith('admin@example.com', 'admin-pass-123')
  })

  it('starts the console with a mentor, and with someone turned away (its turn-away page)', async () => {
    const mentor = start('/login')
    mentor.signIn.mockResolvedValue({ ok: true, user: adminUser, mentorOf: ['web-development'] })
    await fill(mentor.user)
    await mentor.user.click(logInButton())
    await waitFor(() =>
      expect(mentor.mountConsole).toHaveBeenCalledWith({
        status: 'mentor',
        email: 'admin@example.com',
        courses: ['web-development'],
      }),
    )
    const learner = start('/login')
    learner.signIn.mockResolvedValue({ ok: false, reason: 'not_admin' })
    await fill(learner.user, 'learner@example.com')
    await learner.user.click(logInButton())
    await waitFor(() => expect(learner.mountConsole).toHaveBeenCalledWith({ status: 'turnedAway' }))
  })

  it('with a stored session: says the console is loading and starts it at the address asked for', async () => {
    const { mountConsole, actions } = start('/statistics', true)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the console…')
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull()
    expect(location.pathname).toBe('/statistics')
    await waitFor(() => expect(mountConsole).toHaveBeenCalledWith(undefined))
    expect(actions).not.toHaveBeenCalled()
  })

  it('on the turn-away page: starts the console, which shows it', async () => {
    const { mountConsole } = start('/not-admin')
    await waitFor(() => expect(mountConsole).toHaveBeenCalledWith(undefined))
  })

  it("says so when the sign-in's code does not arrive, and fetches it again on the next press", async () => {
    const { actions, signIn, mountConsole, user } = start('/login')
    actions.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'))
    signIn.mockResolvedValue({ ok: true, user: adminUser })
    await fill(user)
    await user.click(logInButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(words.retry)
    await user.click(logInButton())
    await waitFor(() => expect(mountConsole).toHaveBeenCalled())
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("says so when the console's code does not arrive after the sign-in, and tries again", async () => {
    const { loadConsole, signIn, mountConsole, user } = start('/login')
    signIn.mockResolvedValue({ ok: true, user: adminUser })
    loadConsole.mockRejectedValue(new Error('offline'))
    await fill(user)
    await user.click(logInButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(words.retry)
    expect(logInButton()).toBeEnabled()
    loadConsole.mockResolvedValue({ mountConsole })
    await user.click(logInButton())
    await waitFor(() => expect(mountConsole).toHaveBeenCalledTimes(1))
  })
})
