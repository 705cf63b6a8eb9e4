import { MantineProvider } from '@mantine/core'
import { ApiError } from '@repo/api'
import { TURNSTILE_HOST, type Turnstile, type TurnstileOptions } from '@repo/api/captcha'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectRefusedField } from '../../../tests/forms'
import { adminUser, fakeApi, json, never, renderConsole, scriptedApi } from '../../../tests/render'
import { captchaRequired, captchaRetry, captchaTexts } from './Captcha'
import { NotAdminScreen, TURN_AWAY_DELAY_MS } from './NotAdminScreen'

const signedOut = () => fakeApi({ currentUser: async () => null })

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
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expectRefusedField(email, 'Enter your email address.')
    expectRefusedField(password, 'Enter your password.', { first: false })
    await user.type(email, 'admin@')
    await user.type(password, 'admin-pass-123')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expectRefusedField(email, 'Enter a valid email address, like name@example.com.')
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

  it("shows the server's message in a red box and a 'Login Failed' notification", async () => {
    const api = signedOut()
    api.signIn.mockRejectedValue(
      new ApiError({
        kind: 'credentials',
        operation: 'auth.signIn',
        code: 'invalid_credentials',
        status: 400,
        serverText: 'Invalid login credentials',
      }),
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

const SITEKEY = '1x00000000000000000000AA'
const TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

/** Turnstile's browser API as a test double: keeps what render was given. */
function fakeTurnstile() {
  const widgets: TurnstileOptions[] = []
  const api = {
    widgets,
    render: vi.fn((_el: HTMLElement, options: TurnstileOptions) => {
      widgets.push(options)
      return `w${widgets.length}`
    }),
    reset: vi.fn(),
    remove: vi.fn(),
  } satisfies Turnstile & { widgets: TurnstileOptions[] }
  return api
}

const cloudflareScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) =>
    s.src.startsWith(TURNSTILE_HOST),
  )

async function fillLogin(user: ReturnType<typeof renderConsole>['user']) {
  await user.type(await screen.findByLabelText(/Email/), 'admin@example.com')
  await user.type(screen.getByLabelText(/Password/), 'admin-pass-123')
}

describe('Admin login without a Turnstile sitekey', () => {
  beforeEach(() => vi.stubEnv('VITE_TURNSTILE_SITE_KEY', ''))
  afterEach(() => vi.unstubAllEnvs())

  it('has no security check, asks nothing of Cloudflare and signs in without a token', async () => {
    const api = signedOut()
    api.signIn.mockResolvedValue({ ok: true, user: adminUser })
    const { user } = renderConsole(api, '/login')
    await fillLogin(user)
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('heading', { name: 'Pending enrollments' })).toBeVisible()
    expect(api.signIn).toHaveBeenCalledWith('admin@example.com', 'admin-pass-123')
    expect(cloudflareScripts()).toEqual([])
  })
})

describe('Admin login with a Turnstile sitekey', () => {
  let turnstile: ReturnType<typeof fakeTurnstile>
  beforeEach(() => {
    vi.stubEnv('VITE_TURNSTILE_SITE_KEY', SITEKEY)
    turnstile = fakeTurnstile()
    window.turnstile = turnstile
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    delete window.turnstile
    cloudflareScripts().forEach((s) => s.remove())
  })

  /** The widget, once Turnstile rendered it. */
  async function widget() {
    await waitFor(() => expect(turnstile.render).toHaveBeenCalled())
    return turnstile.widgets.at(-1)!
  }

  it('renders the check and sends its token with the sign-in, then asks for a new one', async () => {
    const api = signedOut()
    api.signIn.mockResolvedValue({ ok: true, user: adminUser })
    const { user } = renderConsole(api, '/login')
    const group = await screen.findByRole('group', { name: 'Security check' })
    const options = await widget()
    expect(options).toMatchObject({ sitekey: SITEKEY, language: 'en' })
    expect(group).toHaveTextContent(captchaTexts.checking)
    act(() => options.callback(TOKEN))
    expect(group).toHaveTextContent(captchaTexts.done)
    await fillLogin(user)
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('heading', { name: 'Pending enrollments' })).toBeVisible()
    expect(api.signIn).toHaveBeenCalledWith('admin@example.com', 'admin-pass-123', TOKEN)
  })

  it('sends nothing before there is a token: says to wait, focus on the check', async () => {
    const api = signedOut()
    const { user } = renderConsole(api, '/login')
    await widget()
    await fillLogin(user)
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    const group = screen.getByRole('group', { name: 'Security check' })
    expect(within(group).getByRole('alert')).toHaveTextContent(captchaRequired)
    expect(group).toHaveFocus()
    expect(api.signIn).not.toHaveBeenCalled()
  })

  it("says a refused token in the check's words, and fetches a new token for the next try", async () => {
    const api = signedOut()
    api.signIn.mockRejectedValue(
      new ApiError({
        kind: 'unknown',
        operation: 'auth.signIn',
        code: 'captcha_failed',
        status: 400,
        serverText: 'captcha protection: request disallowed (invalid-input-response)',
      }),
    )
    const { user } = renderConsole(api, '/login')
    const options = await widget()
    act(() => options.callback(TOKEN))
    await fillLogin(user)
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((a) => a.textContent?.includes(captchaTexts.failed)),
      ).toBe(true),
    )
    expect(turnstile.reset).toHaveBeenCalledWith('w1')
    // the spent token is gone: sending again waits for the new one
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(api.signIn).toHaveBeenCalledTimes(1)
    act(() => options.callback('second-token'))
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(api.signIn).toHaveBeenCalledTimes(2))
    expect(api.signIn).toHaveBeenLastCalledWith(
      'admin@example.com',
      'admin-pass-123',
      'second-token',
    )
  })

  it('says when the check failed, and tries it again', async () => {
    const { user } = renderConsole(signedOut(), '/login')
    const options = await widget()
    act(() => void options['error-callback']('600010'))
    const group = screen.getByRole('group', { name: 'Security check' })
    expect(group).toHaveTextContent(captchaTexts.failed)
    await user.click(within(group).getByRole('button', { name: captchaRetry }))
    expect(turnstile.reset).toHaveBeenCalledWith('w1')
    expect(group).toHaveTextContent(captchaTexts.checking)
  })

  it("loads Cloudflare's script when Turnstile is not there yet, and again after it failed", async () => {
    delete window.turnstile
    const { user } = renderConsole(signedOut(), '/login')
    const script = await waitFor(() => {
      expect(cloudflareScripts()).toHaveLength(1)
      return cloudflareScripts()[0]!
    })
    act(() => void script.dispatchEvent(new Event('error')))
    const group = screen.getByRole('group', { name: 'Security check' })
    await waitFor(() => expect(group).toHaveTextContent(captchaTexts.unavailable))
    await user.click(within(group).getByRole('button', { name: captchaRetry }))
    const again = await waitFor(() => {
      expect(cloudflareScripts()).toHaveLength(1)
      return cloudflareScripts()[0]!
    })
    window.turnstile = turnstile
    act(() => void again.dispatchEvent(new Event('load')))
    await widget()
  })

  it('hands the token to Auth as supabase-js does (gotrue_meta_security)', async () => {
    const bodies: unknown[] = []
    const api = scriptedApi((method, url, body) => {
      if (url.pathname === '/auth/v1/token') {
        bodies.push(body)
        return json(400, {
          code: 'captcha_failed',
          error_code: 'captcha_failed',
          msg: 'captcha protection: request disallowed (invalid-input-response)',
        })
      }
      return json(404, {})
    })
    await expect(api.signIn('admin@example.com', 'pw-123456', TOKEN)).rejects.toMatchObject({
      code: 'captcha_failed',
    })
    expect(bodies).toEqual([
      expect.objectContaining({
        email: 'admin@example.com',
        gotrue_meta_security: { captcha_token: TOKEN },
      }),
    ])
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
