import { describe, expect, it } from 'vitest'
import './i18n'
import { tooManyAttemptsText } from './limits'

describe('tooManyAttemptsText: the wait of a limit, in whole minutes', () => {
  it.each<[number | undefined, string, string]>([
    [600, 'en', 'Too many attempts. Try again in 10 minutes.'],
    [601, 'en', 'Too many attempts. Try again in 11 minutes.'],
    [1, 'en', 'Too many attempts. Try again in 1 minute.'],
    [0, 'en', 'Too many attempts. Try again in 1 minute.'],
    [undefined, 'en', 'Too many attempts. Try again in a few minutes.'],
    [Number.NaN, 'en', 'Too many attempts. Try again in a few minutes.'],
    [600, 'bn', 'অনেকবার চেষ্টা করা হয়েছে। ১০ মিনিট পরে আবার চেষ্টা করুন।'],
    [undefined, 'bn', 'অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট পরে আবার চেষ্টা করুন।'],
  ])('%s seconds in %s', (seconds, locale, text) => {
    expect(tooManyAttemptsText(seconds, locale as 'en' | 'bn')).toBe(text)
  })
})
