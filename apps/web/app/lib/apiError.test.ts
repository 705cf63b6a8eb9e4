import { ApiError } from '@repo/api'
import { describe, expect, it } from 'vitest'
import { rateLimitedText } from './apiError'

const limited = (retryAfter?: number) =>
  new ApiError('Too many attempts.', 'rate_limited', 'certificate.verify', 'PT429', 429, [], {
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
    const other = new ApiError('x', 'network', 'certificate.verify', undefined, 0)
    expect(rateLimitedText(other, 'en')).toBeUndefined()
    expect(rateLimitedText(new Error('429'), 'en')).toBeUndefined()
    expect(rateLimitedText(null, 'en')).toBeUndefined()
  })
})
