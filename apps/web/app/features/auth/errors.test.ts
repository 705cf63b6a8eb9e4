import { ApiError, type ApiErrorKind } from '@repo/api'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '../../i18n'
import { authErrorText, weakPasswordReasons } from './errors'

const err = (kind: ApiErrorKind, message: string, reasons: string[] = []) =>
  new ApiError(message, kind, 'auth.signUp', undefined, 422, reasons)

afterEach(() => vi.unstubAllGlobals())

describe('authErrorText', () => {
  it("shows the server's message (SPEC.md section 8)", () => {
    expect(authErrorText(err('credentials', 'Invalid login credentials'), 'en')).toBe(
      'Invalid login credentials',
    )
    expect(authErrorText(err('unknown', 'User already registered'), 'en')).toBe(
      'User already registered',
    )
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
