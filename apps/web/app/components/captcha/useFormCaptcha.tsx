import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { Locale } from '../../i18n'
import type { CaptchaHandle } from './Captcha'
import { captchaRoomHeight } from './room'

// Cloudflare Turnstile's sitekey (public): without one there is no security check. Read here and
// the check imported on demand, so a build without a key has none of its code (0052).
const captchaSiteKey: string = import.meta.env.VITE_TURNSTILE_SITE_KEY ?? ''
const Captcha = captchaSiteKey
  ? lazy(() => import('./Captcha').then((c) => ({ default: c.Captcha })))
  : null

/** A form's security check, as its submit handler and its markup use it. */
export interface FormCaptcha {
  /** For useForm's `ready`: true without a check, else whether it has a token. */
  ready(): boolean
  /** The token to send with the request; undefined without a check. */
  token(): string | undefined
  /** After every request: a token is good for one request only. */
  reset(): void
  /** The check, with room kept for it while its code loads; null without one. */
  element: ReactNode
}

/** The security check of a form that sends to Auth or to the join-now function (0052, 0054). */
export function useFormCaptcha(locale: Locale): FormCaptcha {
  // a holder made once (not a ref: the submit handler reads it)
  const [handle] = useState<{ current: CaptchaHandle | null }>(() => ({ current: null }))
  return {
    ready: () => !captchaSiteKey || !!handle.current?.ready(),
    token: () => (captchaSiteKey ? handle.current?.token() : undefined),
    reset: () => {
      if (captchaSiteKey) handle.current?.reset()
    },
    element: Captcha ? (
      <Suspense fallback={<div style={{ minHeight: captchaRoomHeight }} />}>
        <Captcha handleRef={handle} locale={locale} siteKey={captchaSiteKey} />
      </Suspense>
    ) : null,
  }
}
