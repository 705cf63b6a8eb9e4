import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normaliseCouponCode, normaliseTransactionId, transactionIdPattern } from './codes.ts'

describe('normaliseCouponCode', () => {
  it.each([
    [' save20 ', 'SAVE20'],
    ['Eid-Offer', 'EID-OFFER'],
    ['WELCOME', 'WELCOME'],
  ])('trims and upper-cases %j to %j', (input, code) => {
    expect(normaliseCouponCode(input)).toBe(code)
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
  it.each([
    [' 8n7a6b5c4d ', '8N7A6B5C4D'],
    ['ABC123', 'ABC123'],
    ['a'.repeat(30), 'A'.repeat(30)],
  ])('trims and upper-cases 6 to 30 letters and digits: %j to %j', (input, id) => {
    expect(normaliseTransactionId(input)).toBe(id)
  })

  it.each([
    '',
    'ABC12',
    'A'.repeat(31),
    '8N7A 6B5C4D',
    '8N7A-6B5C4D',
    'TrxID:8N7A6B5C4D',
    'ıd12345',
    '১২৩৪৫৬৭',
  ])('refuses %j: another length or other characters', (input) => {
    expect(normaliseTransactionId(input)).toBeNull()
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
