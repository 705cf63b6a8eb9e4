import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normaliseCouponCode, normaliseTransactionId, transactionIdPattern } from './codes'

describe('normaliseCouponCode', () => {
  it('trims and upper-cases', () => {
    expect(normaliseCouponCode(' save20 ')).toBe('SAVE20')
    expect(normaliseCouponCode('Eid-Offer')).toBe('EID-OFFER')
    expect(normaliseCouponCode('WELCOME')).toBe('WELCOME')
  })

  it('refuses an empty or blank code', () => {
    expect(() => normaliseCouponCode('')).toThrow(RangeError)
    expect(() => normaliseCouponCode(' \t\n ')).toThrow('the coupon code is empty')
    expect(() => normaliseCouponCode(undefined as unknown as string)).toThrow(TypeError)
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        (s) => {
          const once = normaliseCouponCode(s)
          return normaliseCouponCode(once) === once
        },
      ),
    )
  })
})

describe('normaliseTransactionId', () => {
  it('trims and upper-cases 6 to 30 letters and digits', () => {
    expect(normaliseTransactionId(' 8n7a6b5c4d ')).toBe('8N7A6B5C4D')
    expect(normaliseTransactionId('ABC123')).toBe('ABC123')
    expect(normaliseTransactionId('a'.repeat(30))).toBe('A'.repeat(30))
  })

  it('refuses other lengths and characters', () => {
    for (const input of [
      '',
      'ABC12',
      'A'.repeat(31),
      '8N7A 6B5C4D',
      '8N7A-6B5C4D',
      'TrxID:8N7A6B5C4D',
      'ıd12345',
      '১২৩৪৫৬৭',
    ]) {
      expect(normaliseTransactionId(input), input).toBeNull()
    }
  })

  it('only ever gives ids that match the stored pattern', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const id = normaliseTransactionId(s)
        return id === null || transactionIdPattern.test(id)
      }),
    )
  })
})
