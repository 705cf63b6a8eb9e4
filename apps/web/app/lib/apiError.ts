import type { ApiError } from '@repo/api'
import { m, type Locale } from '../i18n'

/**
 * True for the ApiError of packages/api (checked by shape, so a page that loads @repo/api
 * lazily can tell without importing the class).
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ApiError' &&
    typeof (error as { kind?: unknown }).kind === 'string'
  )
}

/** Offline right now, as far as the browser knows: the one offline check of the site (forms too). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * "Too many attempts. Try again in N minutes." in the page's language, for a call refused by a
 * limit of the database or the platform (kind `rate_limited`, the seconds to wait in
 * `retryAfter`); undefined for any other failure. Every place that turns a refusal into words
 * asks this first, so a limit never reads as a generic error.
 */
export function rateLimitedText(error: unknown, locale: Locale): string | undefined {
  if (!isApiError(error) || error.kind !== 'rate_limited') return undefined
  const seconds = error.retryAfter
  if (seconds === undefined || !Number.isFinite(seconds))
    return m.limits_tooManyAttemptsLater({}, { locale })
  return m.limits_tooManyAttempts({ n: Math.max(1, Math.ceil(seconds / 60)) }, { locale })
}

/**
 * "The security check did not pass. Try again." in the page's language, for a call whose
 * Turnstile token was missing or refused (code `captcha_failed`: Auth's, and the join-now
 * function's); undefined for any other failure.
 */
export function captchaRefusedText(error: unknown, locale: Locale): string | undefined {
  if (!isApiError(error) || error.code !== 'captcha_failed') return undefined
  return m.auth_captchaRefused({}, { locale })
}
