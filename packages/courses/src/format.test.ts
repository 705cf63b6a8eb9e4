import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toAsciiDigits, toBanglaDigits } from './digits'
import { formatTaka, groupDigits } from './format'

describe('formatTaka', () => {
  it('formats the catalogue prices in both digit styles', () => {
    expect(formatTaka(399)).toBe('৳399')
    expect(formatTaka(1499)).toBe('৳1,499')
    expect(formatTaka(1499, { digits: 'en' })).toBe('৳1,499')
    expect(formatTaka(1499, { digits: 'bn' })).toBe('৳১,৪৯৯')
    expect(formatTaka(399, { digits: 'bn' })).toBe('৳৩৯৯')
    expect(formatTaka(1299, { digits: 'bn' })).toBe('৳১,২৯৯')
    expect(formatTaka(0)).toBe('৳0')
    expect(formatTaka(0, { digits: 'bn' })).toBe('৳০')
  })

  it('groups by thousand, then lakh and crore (Bangladeshi style) in both digit styles', () => {
    expect(formatTaka(999)).toBe('৳999')
    expect(formatTaka(1000)).toBe('৳1,000')
    expect(formatTaka(99999)).toBe('৳99,999')
    expect(formatTaka(100000)).toBe('৳1,00,000')
    expect(formatTaka(1234567)).toBe('৳12,34,567')
    expect(formatTaka(12345678)).toBe('৳1,23,45,678')
    expect(formatTaka(1000000000)).toBe('৳1,00,00,00,000')
    expect(formatTaka(100000, { digits: 'bn' })).toBe('৳১,০০,০০০')
    expect(formatTaka(12345678, { digits: 'bn' })).toBe('৳১,২৩,৪৫,৬৭৮')
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
