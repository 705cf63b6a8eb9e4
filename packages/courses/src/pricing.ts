import { limits } from './constants.ts'
import { toBanglaDigits } from './digits.ts'
import { resolveLocale, type Locale } from './locale.ts'

/**
 * The largest price the maths accepts: price × 100 must stay an exact integer in floating
 * point. About 90 trillion taka, far above any course.
 */
export const maxPrice = Math.floor(Number.MAX_SAFE_INTEGER / 100)

function assertPrice(name: string, value: unknown): asserts value is number {
  if (typeof value !== 'number') {
    throw new TypeError(`${name} must be a number, got ${typeof value} (${String(value)})`)
  }
  if (!Number.isInteger(value) || value <= 0 || value > maxPrice) {
    throw new RangeError(
      `${name} must be a positive whole number of taka up to ${maxPrice}, got ${String(value)}`,
    )
  }
}

function assertPercent(value: unknown): asserts value is number {
  if (typeof value !== 'number') {
    throw new TypeError(`percent must be a number, got ${typeof value} (${String(value)})`)
  }
  if (
    !Number.isInteger(value) ||
    value < limits.couponPercentMin ||
    value > limits.couponPercentMax
  ) {
    throw new RangeError(
      `percent must be a whole number from ${limits.couponPercentMin} to ${limits.couponPercentMax}, got ${String(value)}`,
    )
  }
}

/** True for a whole-number discount percent from 1 to 100. */
export function isValidDiscountPercent(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= limits.couponPercentMin &&
    value <= limits.couponPercentMax
  )
}

/**
 * The price after a percent discount: round(price × (1 − percent/100)), docs/product.md#constants.
 * Computed as round(price × (100 − percent) / 100) so that halves are exact (in floating
 * point 250 × (1 − 0.07) is 232.49999…, but the true value 232.5 rounds to 233); halves
 * round up, as Postgres `round(numeric)` does for positive amounts.
 * `price` must be a positive whole number and `percent` a whole number from 1 to 100;
 * anything else throws (TypeError for a non-number, RangeError otherwise). Nothing is clamped.
 */
export function discountedPrice(price: number, percent: number): number {
  assertPrice('price', price)
  assertPercent(percent)
  return Math.round((price * (100 - percent)) / 100)
}

/** The taka saved by a percent discount: price − discountedPrice(price, percent). */
export function discountAmount(price: number, percent: number): number {
  return price - discountedPrice(price, percent)
}

/**
 * The percent off a struck-through original price, rounded to a whole number:
 * percentOff(399, 999) is 60. `price` must be below `originalPrice`.
 */
export function percentOff(price: number, originalPrice: number): number {
  assertPrice('price', price)
  assertPrice('originalPrice', originalPrice)
  if (price >= originalPrice) {
    throw new RangeError(`price (${price}) must be less than originalPrice (${originalPrice})`)
  }
  return Math.round(((originalPrice - price) * 100) / originalPrice)
}

/** The label a course card shows next to the original price: discountLabel(399, 999) is '60% OFF'. */
export function discountLabel(price: number, originalPrice: number): string {
  return `${percentOff(price, originalPrice)}% OFF`
}

/**
 * The discount label in a language: '60% OFF' in English (the same as `discountLabel`),
 * '৬০% ছাড়' in Bangla (Bangla digits, the word Bangladeshi shops write on a sale).
 */
export function discountLabelFor(
  price: number,
  originalPrice: number,
  locale: Locale = 'en',
): string {
  const percent = percentOff(price, originalPrice)
  return resolveLocale(locale) === 'bn'
    ? `${toBanglaDigits(String(percent))}% ছাড়`
    : `${percent}% OFF`
}
