import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render } from '../../../tests/render'
import { m, type Locale } from '../../i18n'
import { Captcha, type CaptchaHandle } from './Captcha'
import { TURNSTILE_SCRIPT } from '@repo/api/captcha'
import { fakeTurnstile, turnstileScript, turnstileScripts } from '@repo/api/captcha-fake'

const SITEKEY = '1x00000000000000000000AA'

/** The form's handle on its check. */
let handle = createRef<CaptchaHandle>()
const captcha = {
  token: () => handle.current!.token(),
  ready: () => handle.current!.ready(),
  reset: () => handle.current!.reset(),
}
function Form({ locale }: { locale: Locale }) {
  return (
    <form>
      <Captcha handleRef={handle} locale={locale} siteKey={SITEKEY} />
    </form>
  )
}

let api = fakeTurnstile()
beforeEach(() => {
  handle = createRef<CaptchaHandle>()
  api = fakeTurnstile()
  window.turnstile = api
})
afterEach(() => api.clear())

/** The widget, once the page was idle and Turnstile rendered it. */
const rendered = () => waitFor(api.lastWidget)

describe('with a sitekey', () => {
  it('renders Turnstile once the page is idle, and hands over its token', async () => {
    render(<Form locale="en" />)
    const group = screen.getByRole('group', { name: m.captcha_label({}, { locale: 'en' }) })
    expect(group).toHaveTextContent(m.captcha_loading({}, { locale: 'en' }))
    const widget = await rendered()
    expect(widget).toMatchObject({ sitekey: SITEKEY, language: 'en', theme: 'light' })
    expect(group).toHaveTextContent(m.captcha_checking({}, { locale: 'en' }))
    expect(captcha.token()).toBeUndefined()
    act(() => widget.callback('XXXX.DUMMY.TOKEN.XXXX'))
    expect(group).toHaveTextContent(m.captcha_done({}, { locale: 'en' }))
    expect(captcha.token()).toBe('XXXX.DUMMY.TOKEN.XXXX')
    expect(captcha.ready()).toBe(true)
  })

  it('holds the form back until there is a token, saying so and moving focus to the check', async () => {
    render(<Form locale="en" />)
    await rendered()
    let ready = true
    act(() => {
      ready = captcha.ready()
    })
    expect(ready).toBe(false)
    expect(screen.getByRole('alert')).toHaveTextContent(m.captcha_required({}, { locale: 'en' }))
    expect(screen.getByRole('group')).toHaveFocus()
  })

  it('asks for a new token after each request (a token is good for one)', async () => {
    render(<Form locale="en" />)
    const widget = await rendered()
    act(() => widget.callback('first'))
    act(() => captcha.reset())
    expect(api.resets).toEqual(['w1'])
    expect(captcha.token()).toBeUndefined()
    act(() => widget.callback('second'))
    expect(captcha.token()).toBe('second')
  })

  it('says when the check failed or expired, and offers to try again', async () => {
    render(<Form locale="en" />)
    const widget = await rendered()
    act(() => widget.callback('t'))
    act(() => void widget['expired-callback']())
    expect(captcha.token()).toBeUndefined()
    expect(screen.getByRole('group')).toHaveTextContent(m.captcha_expired({}, { locale: 'en' }))
    act(() => void widget['error-callback']('600010'))
    expect(screen.getByRole('group')).toHaveTextContent(m.captcha_failed({}, { locale: 'en' }))
    await userEvent.click(
      screen.getByRole('button', { name: m.captcha_retry({}, { locale: 'en' }) }),
    )
    expect(api.resets).toEqual(['w1'])
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('in Bangla: its own words in Bangla, the widget in the browser language', async () => {
    render(<Form locale="bn" />, { locale: 'bn' })
    const widget = await rendered()
    expect(widget.language).toBe('auto')
    expect(screen.getByRole('group', { name: m.captcha_label({}, { locale: 'bn' }) })).toBeVisible()
    act(() => void widget['error-callback']())
    expect(screen.getByRole('group')).toHaveTextContent(m.captcha_failed({}, { locale: 'bn' }))
  })

  it("loads Cloudflare's script once, and again after it could not be fetched", async () => {
    delete window.turnstile
    render(<Form locale="en" />)
    const script = await waitFor(() => turnstileScript())
    expect(script.src).toBe(TURNSTILE_SCRIPT)
    act(() => void script.dispatchEvent(new Event('error')))
    await waitFor(() =>
      expect(screen.getByRole('group')).toHaveTextContent(
        m.captcha_unavailable({}, { locale: 'en' }),
      ),
    )
    expect(turnstileScripts()).toEqual([])
    await userEvent.click(
      screen.getByRole('button', { name: m.captcha_retry({}, { locale: 'en' }) }),
    )
    const again = await waitFor(() => turnstileScript())
    window.turnstile = api
    act(() => void again.dispatchEvent(new Event('load')))
    await rendered()
  })
})
