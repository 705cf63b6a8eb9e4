import { fakeTurnstile, turnstileScript, turnstileScripts } from '@repo/api/captcha-fake'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fillLogin, logInButton, loginRefusedWith, signedOut } from '../../../tests/login'
import { adminUser, json, renderConsole, scriptedApi } from '../../../tests/render'
import { captchaRequired, captchaRetry, captchaTexts } from './loginForm'

// The login's security check (docs/decisions/0052), with and without a sitekey.

const SITEKEY = '1x00000000000000000000AA'
const TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

describe('Admin login without a Turnstile sitekey', () => {
  beforeEach(() => vi.stubEnv('VITE_TURNSTILE_SITE_KEY', ''))
  afterEach(() => vi.unstubAllEnvs())

  it('has no security check, asks nothing of Cloudflare and signs in without a token', async () => {
    const api = signedOut()
    api.signIn.mockResolvedValue({ ok: true, user: adminUser })
    const { user } = renderConsole(api, '/login')
    await fillLogin(user)
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull()
    await user.click(logInButton())
    expect(await screen.findByRole('heading', { name: 'Pending enrollments' })).toBeVisible()
    expect(api.signIn).toHaveBeenCalledWith('admin@example.com', 'admin-pass-123')
    expect(turnstileScripts()).toEqual([])
  })
})

describe('Admin login with a Turnstile sitekey', () => {
  let turnstile = fakeTurnstile()
  beforeEach(() => {
    vi.stubEnv('VITE_TURNSTILE_SITE_KEY', SITEKEY)
    turnstile = fakeTurnstile()
    window.turnstile = turnstile
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    turnstile.clear()
  })

  /** The widget, once Turnstile rendered it. */
  const widget = () => waitFor(turnstile.lastWidget)

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
    await user.click(logInButton())
    expect(await screen.findByRole('heading', { name: 'Pending enrollments' })).toBeVisible()
    expect(api.signIn).toHaveBeenCalledWith('admin@example.com', 'admin-pass-123', TOKEN)
  })

  it('sends nothing before there is a token: says to wait, focus on the check', async () => {
    const api = signedOut()
    const { user } = renderConsole(api, '/login')
    await widget()
    await fillLogin(user)
    await user.click(logInButton())
    const group = screen.getByRole('group', { name: 'Security check' })
    expect(within(group).getByRole('alert')).toHaveTextContent(captchaRequired)
    expect(group).toHaveFocus()
    expect(api.signIn).not.toHaveBeenCalled()
  })

  it("says a refused token in the check's words, and fetches a new token for the next try", async () => {
    const { api, user } = loginRefusedWith({
      kind: 'unknown',
      code: 'captcha_failed',
      serverText: 'captcha protection: request disallowed (invalid-input-response)',
    })
    const options = await widget()
    act(() => options.callback(TOKEN))
    await fillLogin(user)
    await user.click(logInButton())
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((a) => a.textContent?.includes(captchaTexts.failed)),
      ).toBe(true),
    )
    expect(turnstile.resets).toEqual(['w1'])
    // the spent token is gone: sending again waits for the new one
    await user.click(logInButton())
    expect(api.signIn).toHaveBeenCalledTimes(1)
    act(() => options.callback('second-token'))
    await user.click(logInButton())
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
    expect(turnstile.resets).toEqual(['w1'])
    expect(group).toHaveTextContent(captchaTexts.checking)
  })

  it("loads Cloudflare's script when Turnstile is not there yet, and again after it failed", async () => {
    delete window.turnstile
    const { user } = renderConsole(signedOut(), '/login')
    const script = await waitFor(() => turnstileScript())
    act(() => void script.dispatchEvent(new Event('error')))
    const group = screen.getByRole('group', { name: 'Security check' })
    await waitFor(() => expect(group).toHaveTextContent(captchaTexts.unavailable))
    await user.click(within(group).getByRole('button', { name: captchaRetry }))
    const again = await waitFor(() => turnstileScript())
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
