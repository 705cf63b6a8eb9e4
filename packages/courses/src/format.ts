import { toBanglaDigits } from './digits.ts'
import { resolveLocale, type Locale } from './locale.ts'

export type DigitStyle = 'en' | 'bn'
export interface FormatTakaOptions {
  /** 'en' for 0-9 (the default), 'bn' for Bangla digits ০-৯. */
  digits?: DigitStyle
}

/**
 * Groups the digits of a whole number the way Bangladesh writes amounts: the last three
 * digits, then groups of two (lakh and crore): 1,499 / 12,345 / 1,00,000 / 1,23,45,678.
 * For amounts under 1,00,000, which includes every course price, this is the same as
 * international grouping. The same grouping is used for both digit styles.
 */
export function groupDigits(digits: string): string {
  if (!/^\d+$/.test(digits))
    throw new TypeError(`groupDigits expects a string of digits, got '${digits}'`)
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  const tail = digits.slice(-3)
  const pairs: string[] = []
  for (let end = head.length; end > 0; end -= 2)
    pairs.unshift(head.slice(Math.max(0, end - 2), end))
  return `${pairs.join(',')},${tail}`
}

/**
 * Formats a whole number of taka: formatTaka(1499) is '৳1,499', formatTaka(1499, { digits: 'bn' })
 * is '৳১,৪৯৯', formatTaka(100000) is '৳1,00,000' (lakh grouping, see `groupDigits`).
 * Prices here are whole taka: a negative, fractional or non-finite amount throws.
 */
export function formatTaka(amount: number, options: FormatTakaOptions = {}): string {
  const digitStyle = options.digits ?? 'en'
  if (digitStyle !== 'en' && digitStyle !== 'bn') {
    throw new RangeError(`formatTaka: digits must be 'en' or 'bn', got '${String(digitStyle)}'`)
  }
  if (typeof amount !== 'number') {
    throw new TypeError(
      `formatTaka: amount must be a number, got ${typeof amount} (${String(amount)})`,
    )
  }
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(
      `formatTaka: amount must be a whole number of taka, 0 or more, got ${String(amount)}`,
    )
  }
  const grouped = groupDigits(String(amount))
  return `৳${digitStyle === 'bn' ? toBanglaDigits(grouped) : grouped}`
}

/**
 * `formatTaka` with the digits of a language: formatTakaFor(1499, 'bn') is '৳১,৪৯৯',
 * formatTakaFor(1499) and formatTakaFor(1499, 'en') are '৳1,499'.
 */
export function formatTakaFor(amount: number, locale: Locale = 'en'): string {
  return formatTaka(amount, { digits: resolveLocale(locale) })
}
