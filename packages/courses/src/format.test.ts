import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toAsciiDigits, toBanglaDigits } from './digits.ts'
import { formatTaka, groupDigits } from './format.ts'

describe('formatTaka', () => {
  // The catalogue prices, and the Bangladeshi grouping: thousand, then lakh and crore.
  it.each([
    [0, '৳0'],
    [399, '৳399'],
    [999, '৳999'],
    [1000, '৳1,000'],
    [1499, '৳1,499'],
    [99999, '৳99,999'],
    [100000, '৳1,00,000'],
    [1234567, '৳12,34,567'],
    [12345678, '৳1,23,45,678'],
    [1000000000, '৳1,00,00,00,000'],
  ])('formats %i taka as %s (ASCII digits by default)', (amount, text) => {
    expect(formatTaka(amount)).toBe(text)
    expect(formatTaka(amount, { digits: 'en' })).toBe(text)
  })

  it.each([
    [0, '৳০'],
    [399, '৳৩৯৯'],
    [1299, '৳১,২৯৯'],
    [1499, '৳১,৪৯৯'],
    [100000, '৳১,০০,০০০'],
    [12345678, '৳১,২৩,৪৫,৬৭৮'],
  ])('formats %i taka as %s with Bangla digits', (amount, text) => {
    expect(formatTaka(amount, { digits: 'bn' })).toBe(text)
  })

  it('refuses amounts that are not whole taka, naming them', () => {
    expect(() => formatTaka(-1)).toThrow('got -1')
    expect(() => formatTaka(12.5)).toThrow(RangeError)
    expect(() => formatTaka(Number.NaN)).toThrow('got NaN')
    expect(() => formatTaka(Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => formatTaka('399' as unknown as number)).toThrow(TypeError)
    expect(() => formatTaka(1, { digits: 'fr' as 'en' })).toThrow(
      "digits must be 'en' or 'bn', got 'fr'",
    )
  })
})

describe('groupDigits', () => {
  it('agrees with the en-IN number format (same lakh/crore grouping)', () => {
    const indian = new Intl.NumberFormat('en-IN', { useGrouping: true })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(groupDigits(String(n))).toBe(indian.format(n))
      }),
    )
  })

  it('only inserts commas, in groups of 2 before the last 3 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,20}$/), (digits) => {
        const grouped = groupDigits(digits)
        expect(grouped.replaceAll(',', '')).toBe(digits)
        expect(grouped).toMatch(/^(?:\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})$/)
      }),
    )
  })

  it('refuses anything but digits', () => {
    expect(() => groupDigits('12a')).toThrow(TypeError)
    expect(() => groupDigits('')).toThrow(TypeError)
  })
})

describe('Bangla digits', () => {
  it('converts each digit both ways and leaves other text alone', () => {
    expect(toBanglaDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯')
    expect(toAsciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789')
    expect(toBanglaDigits('৳1,499 OFF')).toBe('৳১,৪৯৯ OFF')
  })

  it('round-trips', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9,.]*$/), (s) => toAsciiDigits(toBanglaDigits(s)) === s),
    )
  })
})
