import { ApiError, apiErrorKinds } from '@repo/api'
import { describe, expect, it } from 'vitest'
import { m } from '../i18n'
import { attemptsUsedUpText, errorText, kindTexts, rateLimitedText } from './apiError'

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

describe('the refusals of questions and quizzes (issue 35)', () => {
  const usedUp = (retryAt?: string) =>
    new ApiError({
      kind: 'attempts_used_up',
      operation: 'quiz.submit',
      hint: 'attempts_used_up',
      retryAt,
    })

  it("says when today's attempts at a quiz come back, in Dhaka time, in both languages", () => {
    const at = '2026-11-27T18:00:00.000Z'
    expect(errorText(usedUp(at), 'en')).toBe(
      "You have used today's attempts at this quiz. Try again after Sat, 28 Nov 2026, 12:00 am.",
    )
    const bn = errorText(usedUp(at), 'bn')
    expect(bn).toMatch(/^আজ এই কুইজের সব চেষ্টা শেষ।/)
    expect(bn).toContain('২৮ নভেম্বর')
    expect(errorText(usedUp(), 'en')).toBe(
      "You have used today's attempts at this quiz. Try again tomorrow.",
    )
    expect(attemptsUsedUpText(limited(60), 'en')).toBeUndefined()
  })

  it('says the refusals of a question, an answer and a quiz by their hint or code', () => {
    const hinted = (kind: (typeof apiErrorKinds)[number], hint: string) =>
      new ApiError({ kind, operation: 'question.edit', hint: hint as never })
    expect(errorText(hinted('conflict', 'edit_window_closed'), 'en')).toBe(
      'You can edit your text for 15 minutes after writing it. That time has passed.',
    )
    expect(errorText(hinted('forbidden', 'not_asker'), 'en')).toBe(
      'Only the learner who asked can accept an answer.',
    )
    expect(errorText(hinted('invalid', 'quiz_incomplete'), 'bn')).toBe(
      'পাঠানোর আগে প্রতিটি প্রশ্নের উত্তর দিন।',
    )
    expect(errorText(hinted('quizzes_pending', 'quizzes_incomplete'), 'en')).toBe(
      'Your certificate comes once every required quiz is passed.',
    )
    const blank = new ApiError({
      kind: 'invalid',
      operation: 'question.ask',
      code: 'question_empty',
    })
    expect(errorText(blank, 'en')).toBe('Write your question first.')
    expect(errorText(blank, 'bn')).toBe('আগে আপনার প্রশ্নটি লিখুন।')
  })
})
