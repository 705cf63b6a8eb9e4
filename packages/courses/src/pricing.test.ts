import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  discountAmount,
  discountedPrice,
  discountLabel,
  isValidDiscountPercent,
  maxPrice,
  percentOff,
} from './pricing.ts'

describe('discountedPrice', () => {
  // Worked by hand: price × (100 − percent) / 100, halves rounded up.
  it.each([
    // Creative Design, ৳399
    [399, 1, 395], // 399 × 99 = 39501 -> 395.01
    [399, 33, 267], // 399 × 67 = 26733 -> 267.33
    [399, 50, 200], // 399 × 50 = 19950 -> 199.5
    [399, 100, 0],
    // Web Development with AI, ৳699
    [699, 1, 692], // 69201 -> 692.01
    [699, 33, 468], // 46833 -> 468.33
    [699, 50, 350], // 34950 -> 349.5
    [699, 100, 0],
    // Video Editing, ৳499
    [499, 1, 494], // 49401 -> 494.01
    [499, 33, 334], // 33433 -> 334.33
    [499, 50, 250], // 24950 -> 249.5
    [499, 100, 0],
  ])('%i taka at %i%% off is %i', (price, percent, expected) => {
    expect(discountedPrice(price, percent)).toBe(expected)
  })

  it('rounds exact halves up where floating point would fall just short', () => {
    // 250 × 0.93 is 232.5 exactly; 250 * (1 - 7/100) is 232.49999999999997 in floating point.
    expect(discountedPrice(250, 7)).toBe(233)
    // 1075 × 0.94 = 1010.5
    expect(discountedPrice(1075, 6)).toBe(1011)
    expect(discountedPrice(1, 50)).toBe(1) // 0.5 -> 1
    expect(discountedPrice(1, 51)).toBe(0) // 0.49 -> 0
  })

  it.each([
    [0, 'got 0'],
    [-399, 'got -399'],
    [399.5, 'got 399.5'],
    [Number.NaN, 'got NaN'],
    [Number.POSITIVE_INFINITY, 'got Infinity'],
    [maxPrice + 1, `got ${maxPrice + 1}`],
  ])('refuses the price %s with a RangeError naming it', (price, text) => {
    expect(() => discountedPrice(price, 10)).toThrow(RangeError)
    expect(() => discountedPrice(price, 10)).toThrow(text)
  })

  it.each([
    [0, 'got 0'],
    [101, 'got 101'],
    [-5, 'got -5'],
    [12.5, 'got 12.5'],
    [Number.NaN, 'got NaN'],
    [Number.NEGATIVE_INFINITY, 'got -Infinity'],
  ])('refuses the percent %s with a RangeError naming it', (percent, text) => {
    expect(() => discountedPrice(399, percent)).toThrow(RangeError)
    expect(() => discountedPrice(399, percent)).toThrow(
      `percent must be a whole number from 1 to 100, ${text}`,
    )
  })

  it('refuses non-numbers with a TypeError, never coercing them', () => {
    expect(() => discountedPrice('399' as unknown as number, 10)).toThrow(TypeError)
    expect(() => discountedPrice(399, '10' as unknown as number)).toThrow(TypeError)
    expect(() => discountedPrice(399, '10' as unknown as number)).toThrow('got string (10)')
    expect(() => discountedPrice(399, null as unknown as number)).toThrow(TypeError)
  })
})

describe('discountedPrice properties', () => {
  const price = fc.integer({ min: 1, max: maxPrice })
  const percent = fc.integer({ min: 1, max: 100 })

  it('is always a whole number from 0 to the price', () => {
    fc.assert(
      fc.property(price, percent, (p, d) => {
        const result = discountedPrice(p, d)
        return Number.isInteger(result) && result >= 0 && result <= p
      }),
    )
  })

  it('never goes up as the percent goes up', () => {
    fc.assert(
      fc.property(price, percent, percent, (p, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        return discountedPrice(p, low) >= discountedPrice(p, high)
      }),
    )
  })

  it('is 0 at 100%', () => {
    fc.assert(fc.property(price, (p) => discountedPrice(p, 100) === 0))
  })

  it('equals the exact rounding of price × (100 − percent) / 100, computed with BigInt', () => {
    fc.assert(
      fc.property(price, percent, (p, d) => {
        const scaled = BigInt(p) * BigInt(100 - d)
        const whole = scaled / 100n
        const exact = scaled % 100n >= 50n ? whole + 1n : whole
        return BigInt(discountedPrice(p, d)) === exact
      }),
    )
  })

  const badPercent = fc.oneof(
    fc.integer({ max: 0 }),
    fc.integer({ min: 101 }),
    fc.double({ noInteger: true }),
    fc.constant(Number.NaN),
  )
  const badPrice = fc.oneof(
    fc.integer({ max: 0 }),
    fc.double({ noInteger: true }),
    fc.constant(Number.NaN),
  )
  it.each([
    ['percent that is not a whole number from 1 to 100', price, badPercent],
    ['price that is not a positive whole number', badPrice, percent],
  ])('throws for every %s', (_what, prices, percents) => {
    fc.assert(
      fc.property(prices, percents, (p, d) => {
        expect(() => discountedPrice(p, d)).toThrow(RangeError)
      }),
    )
  })
})

describe('discountAmount', () => {
  it('is what the discount saves', () => {
    expect(discountAmount(399, 60)).toBe(239) // pays 160 (159.6 rounded)
    expect(discountAmount(699, 50)).toBe(349) // pays 350
    expect(discountAmount(499, 100)).toBe(499)
  })
})

describe('percentOff and discountLabel', () => {
  it('give the labels of docs/product.md#courses from the prices', () => {
    expect(percentOff(399, 999)).toBe(60) // 60000 / 999 = 60.06
    expect(percentOff(699, 1499)).toBe(53) // 80000 / 1499 = 53.37
    expect(percentOff(499, 1299)).toBe(62) // 80000 / 1299 = 61.59
    expect(discountLabel(399, 999)).toBe('60% OFF')
    expect(discountLabel(699, 1499)).toBe('53% OFF')
    expect(discountLabel(499, 1299)).toBe('62% OFF')
  })

  it('refuses a price that is not below the original price', () => {
    expect(() => percentOff(999, 999)).toThrow('price (999) must be less than originalPrice (999)')
    expect(() => percentOff(1000, 999)).toThrow(RangeError)
    expect(() => discountLabel(0, 999)).toThrow(RangeError)
  })
})

describe('isValidDiscountPercent', () => {
  it('accepts 1 to 100 whole numbers only', () => {
    expect([1, 50, 100].every(isValidDiscountPercent)).toBe(true)
    expect([0, 101, -1, 1.5, Number.NaN, '50', null, undefined].some(isValidDiscountPercent)).toBe(
      false,
    )
  })
})
