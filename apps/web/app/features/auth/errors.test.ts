import { ApiError, type ApiErrorKind } from '@repo/api'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '../../i18n'
import { authErrorText, rateLimitMinutes, weakPasswordReasons } from './errors'

const err = (kind: ApiErrorKind, serverText: string, reasons: string[] = []) =>
  new ApiError({ kind, operation: 'auth.signUp', status: 422, serverText, reasons })

afterEach(() => vi.unstubAllGlobals())

describe('authErrorText', () => {
  it("shows the server's message (docs/product.md#messages)", () => {
    expect(authErrorText(err('credentials', 'Invalid login credentials'), 'en')).toBe(
      'Invalid login credentials',
    )
    expect(authErrorText(err('unknown', 'User already registered'), 'en')).toBe(
      'User already registered',
    )
  })

  it("says a failure the server did not word in the site's words, in the page language", () => {
    const unworded = new ApiError({ kind: 'forbidden', operation: 'auth.signUp', status: 403 })
    expect(authErrorText(unworded, 'en')).toBe('You are not allowed to do this.')
    expect(authErrorText(unworded, 'bn')).toBe(m.errors_forbidden({}, { locale: 'bn' }))
  })

  it('uses the site words for a lost connection, an ended session, offline and a non-API error', () => {
    expect(authErrorText(err('network', 'x'), 'en')).toBe(m.auth_network({}, { locale: 'en' }))
    expect(authErrorText(err('session', 'x'), 'en')).toBe(m.auth_sessionEnded({}, { locale: 'en' }))
    expect(authErrorText(new Error('boom'), 'en')).toBe(m.auth_network({}, { locale: 'en' }))
    vi.stubGlobal('navigator', { onLine: false })
    expect(authErrorText(err('credentials', 'Invalid login credentials'), 'en')).toBe(
      m.auth_offline({}, { locale: 'en' }),
    )
  })
})

/** An ApiError as toApiError makes one of GoTrue's refusals: its code and status kept. */
const refusal = (code: string, serverText: string, status: number) =>
  new ApiError({ kind: 'unknown', operation: 'auth.signUp', code, status, serverText })

describe('over a limit (GoTrue 429) and a refused security check', () => {
  it.each([
    ['over_request_rate_limit', 'Request rate limit reached', 5],
    ['over_email_send_rate_limit', 'email rate limit exceeded', 60],
    [
      'over_email_send_rate_limit',
      'For security purposes, you can only request this after 59 seconds.',
      1,
    ],
    [
      'over_email_send_rate_limit',
      'For security purposes, you can only request this after 601 seconds.',
      11,
    ],
  ])('%s "%s": try again in %i minutes', (code, message, minutes) => {
    expect(rateLimitMinutes(refusal(code, message, 429))).toBe(minutes)
  })

  it('says "Too many attempts. Try again in N minutes." in the page language, never a generic error', () => {
    const over = refusal('over_request_rate_limit', 'Request rate limit reached', 429)
    expect(authErrorText(over, 'en')).toBe('Too many attempts. Try again in 5 minutes.')
    expect(authErrorText(over, 'bn')).toBe(m.limits_tooManyAttempts({ n: 5 }, { locale: 'bn' }))
    expect(authErrorText(over, 'bn')).toContain('৫ মিনিট')
    const soon = refusal(
      'over_email_send_rate_limit',
      'For security purposes, you can only request this after 30 seconds.',
      429,
    )
    expect(authErrorText(soon, 'en')).toBe('Too many attempts. Try again in 1 minute.')
    // a 429 without a code GoTrue documents still gets the words
    expect(authErrorText(refusal('', 'Too Many Requests', 429), 'en')).toBe(
      'Too many attempts. Try again in 5 minutes.',
    )
  })

  it('is no limit for other refusals', () => {
    expect(rateLimitMinutes(refusal('invalid_credentials', 'Invalid login credentials', 400))).toBe(
      null,
    )
    expect(rateLimitMinutes(new Error('x'))).toBe(null)
  })

  it("puts a refused captcha in the site's words", () => {
    const refused = refusal(
      'captcha_failed',
      'captcha protection: request disallowed (invalid-input-response)',
      400,
    )
    expect(authErrorText(refused, 'en')).toBe(m.auth_captchaRefused({}, { locale: 'en' }))
    expect(authErrorText(refused, 'bn')).toBe(m.auth_captchaRefused({}, { locale: 'bn' }))
  })
})

describe('weakPasswordReasons', () => {
  it("puts GoTrue's reasons in the site's words", () => {
    expect(
      weakPasswordReasons(
        err('weak_password', 'Password should be at least 6 characters.', ['length', 'pwned']),
        'en',
      ),
    ).toEqual([
      m.auth_signup_reasons_length({}, { locale: 'en' }),
      m.auth_signup_reasons_pwned({}, { locale: 'en' }),
    ])
  })

  it("falls back to the server's message for reasons it does not know, and is empty for other errors", () => {
    expect(weakPasswordReasons(err('weak_password', 'Too weak', ['entropy']), 'en')).toEqual([
      'Too weak',
    ])
    expect(weakPasswordReasons(err('credentials', 'x'), 'en')).toEqual([])
  })
})
