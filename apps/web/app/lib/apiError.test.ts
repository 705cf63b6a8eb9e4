import { ApiError, apiErrorKinds } from '@repo/api'
import { describe, expect, it } from 'vitest'
import { m } from '../i18n'
import { errorText, kindTexts, rateLimitedText } from './apiError'

const limited = (retryAfter?: number) =>
  new ApiError({
    kind: 'rate_limited',
    operation: 'certificate.verify',
    code: 'PT429',
    status: 429,
    retryAfter,
  })

describe('rateLimitedText', () => {
  it('says how many minutes to wait, rounded up, in English and in Bangla', () => {
    expect(rateLimitedText(limited(600), 'en')).toBe('Too many attempts. Try again in 10 minutes.')
    expect(rateLimitedText(limited(601), 'en')).toBe('Too many attempts. Try again in 11 minutes.')
    expect(rateLimitedText(limited(600), 'bn')).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। ১০ মিনিট পরে আবার চেষ্টা করুন।',
    )
  })

  it('says one minute for less than a minute, and a few minutes when the wait is unknown', () => {
    expect(rateLimitedText(limited(1), 'en')).toBe('Too many attempts. Try again in 1 minute.')
    expect(rateLimitedText(limited(), 'en')).toBe('Too many attempts. Try again in a few minutes.')
    expect(rateLimitedText(limited(), 'bn')).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
    )
  })

  it('answers nothing for any other failure', () => {
    const other = new ApiError({ kind: 'network', operation: 'certificate.verify', status: 0 })
    expect(rateLimitedText(other, 'en')).toBeUndefined()
    expect(rateLimitedText(new Error('429'), 'en')).toBeUndefined()
    expect(rateLimitedText(null, 'en')).toBeUndefined()
  })
})

describe('errorText: every kind in both languages', () => {
  const bangla = /[\u0980-\u09FF]/

  it.each(apiErrorKinds)('%s has words in English and in Bangla, never a code', (kind) => {
    const e = new ApiError({ kind, operation: 'enrollment.submit' })
    const en = errorText(e, 'en')
    const bn = errorText(e, 'bn')
    expect(en).toBe(kindTexts[kind]({}, { locale: 'en' }))
    expect(en).toMatch(/^[A-Z❌]/)
    expect(bn).toMatch(bangla)
    expect(bn).not.toBe(en)
    for (const text of [en, bn]) expect(text).not.toMatch(/_/)
  })

  it.each<[(typeof apiErrorKinds)[number], string]>([
    ['network', 'Could not reach the server. Check your connection and try again.'],
    ['session', 'Your session has ended. Please log in again.'],
    ['invalid_coupon', '❌ Invalid or expired coupon.'],
    ['invalid_course', 'Invalid course selected.'],
    ['forbidden', 'You are not allowed to do this.'],
    ['not_enrolled', 'You are not enrolled in this course.'],
  ])('says %s in the words the site already used', (kind, text) => {
    expect(errorText(new ApiError({ kind, operation: 'profile.update' }), 'en')).toBe(text)
  })

  it("prefers the wait of a limit, a refused check, then the server's or the form's own words", () => {
    expect(errorText(limited(120), 'bn')).toBe(m.limits_tooManyAttempts({ n: 2 }, { locale: 'bn' }))
    const captcha = new ApiError({
      kind: 'unknown',
      operation: 'lead.submit',
      code: 'captcha_failed',
    })
    expect(errorText(captcha, 'en')).toBe(m.auth_captchaRefused({}, { locale: 'en' }))
    const worded = new ApiError({
      kind: 'credentials',
      operation: 'auth.signIn',
      serverText: 'Invalid login credentials',
    })
    expect(errorText(worded, 'en')).toBe('Invalid login credentials')
    expect(errorText(new Error('boom'), 'bn')).toBe(m.errors_unknown({}, { locale: 'bn' }))
  })
})
