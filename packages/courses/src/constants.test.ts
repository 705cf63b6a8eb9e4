import { describe, expect, it } from 'vitest'
import {
  authClient,
  avatarUpload,
  limits,
  realtime,
  stats,
  storageDefaults,
  storageKeys,
  support,
  thresholds,
  timings,
} from './constants.ts'
import { messages } from './messages.ts'
import {
  defaultEnrollPaymentMethod,
  enrollPaymentMethods,
  joinNowPaymentMethods,
} from './payment.ts'

describe('the constants of docs/product.md#constants', () => {
  it.each<[keyof typeof limits, number]>([
    ['passwordMinLength', 6],
    ['couponPercentMin', 1],
    ['couponPercentMax', 100],
    ['highlightsShown', 3],
    ['maxToasts', 1],
    ['transactionIdMinLength', 6],
    ['transactionIdMaxLength', 30],
  ])('has the validation limit %s = %i', (name, value) => {
    expect(limits[name]).toBe(value)
  })

  it.each<[string, unknown, unknown]>([
    [
      'home stats: 250+ students, 95% success, 3 courses',
      stats,
      {
        students: { value: 250, suffix: '+' },
        successRate: { value: 95, suffix: '%' },
        courses: { value: 3, suffix: '' },
      },
    ],
    [
      'timings',
      timings,
      {
        statsCountUpMs: 2000,
        statsCountUpSteps: 60,
        carouselIntervalMs: 5000,
        enrollRedirectMs: 1500,
        toastDurationMs: 5000,
      },
    ],
    ['thresholds', thresholds, { headerCompactScrollPx: 50, toastSwipePx: 50 }],
    [
      'support promises',
      support,
      {
        replyWithinHours: 24,
        opensAtHour: 9,
        closesAtHour: 21,
        daily: true,
        moneyBackGuaranteeDays: 30,
      },
    ],
    [
      'storage defaults',
      storageDefaults,
      {
        listLimit: 100,
        listOffset: 0,
        sortBy: { column: 'name', order: 'asc' },
        cacheControlSeconds: 3600,
        upsert: false,
      },
    ],
    [
      'auth client timings',
      authClient,
      {
        autoRefreshTickMs: 30_000,
        autoRefreshThresholdTicks: 3,
        retryBaseDelayMs: 200,
        retryBackoffFactor: 2,
        jwksCacheMs: 600_000,
      },
    ],
    [
      'realtime client timings',
      realtime,
      {
        timeoutMs: 10_000,
        heartbeatIntervalMs: 25_000,
        reconnectDelaysMs: [1000, 2000, 5000, 10_000],
      },
    ],
  ])('has the %s', (_name, constant, expected) => {
    expect(constant).toEqual(expected)
  })

  it('words the support hours', () => {
    expect(messages.support.hours).toBe('9 AM to 9 PM daily')
  })

  it('has the avatar upload defaults', () => {
    expect(avatarUpload.bucket).toBe('avatars')
    expect(avatarUpload.cacheControlSeconds).toBe(3600)
    expect(avatarUpload.upsert).toBe(false)
    expect(avatarUpload.maxBytes).toBe(2_097_152)
    expect(avatarUpload.mimeTypes).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
    expect(Object.keys(avatarUpload.extensions)).toEqual([...avatarUpload.mimeTypes])
  })

  it('names the join-now local storage list', () => {
    expect(storageKeys.joinNowEnrollments).toBe('skill-courses_enrollments')
  })

  it('has the payment methods of each page', () => {
    expect(joinNowPaymentMethods).toEqual(['bKash', 'Nagad', 'Rocket', 'Bank Transfer'])
    expect(enrollPaymentMethods).toEqual(['bKash', 'Nagad', 'Bank'])
    expect(defaultEnrollPaymentMethod).toBe('bKash')
  })
})

describe('messages', () => {
  it('carries the texts of docs/product.md#messages word for word', () => {
    expect(messages.missingInformation.text).toBe(
      'Missing Information - Please fill in all required fields.',
    )
    expect(
      `${messages.missingInformation.title} - ${messages.missingInformation.description}`,
    ).toBe(messages.missingInformation.text)
    expect(messages.course.invalid).toBe('Invalid course selected.')
    expect(messages.coupon.fillAllFields).toBe('Fill all fields')
    expect(messages.coupon.applied(25)).toBe('✅ Coupon applied! 25% discount.')
    expect(messages.coupon.invalidOrExpired).toBe('❌ Invalid or expired coupon.')
  })

  it('has no empty text anywhere', () => {
    const texts: string[] = []
    const walk = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value)
      else if (typeof value === 'function') texts.push(String(value(1)))
      else if (value && typeof value === 'object') Object.values(value).forEach(walk)
    }
    walk(messages)
    expect(texts.length).toBeGreaterThan(30)
    for (const text of texts) expect(text.trim()).not.toBe('')
  })
})
