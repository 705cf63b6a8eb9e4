import { limits } from './constants.ts'

/**
 * A coupon code as stored and compared: trimmed and upper-cased (' save20 ' -> 'SAVE20').
 * An empty or blank code throws a RangeError; a non-string throws a TypeError.
 */
export function normaliseCouponCode(input: string): string {
  if (typeof input !== 'string') {
    throw new TypeError(`normaliseCouponCode expects a string, got ${typeof input}`)
  }
  const code = input.trim().toUpperCase()
  if (code === '') throw new RangeError('normaliseCouponCode: the coupon code is empty')
  return code
}

/** What a stored transaction id is: 6 to 30 upper-case ASCII letters and digits. */
export const transactionIdPattern = new RegExp(
  `^[A-Z0-9]{${limits.transactionIdMinLength},${limits.transactionIdMaxLength}}$`,
)
const transactionIdInput = new RegExp(
  `^[A-Za-z0-9]{${limits.transactionIdMinLength},${limits.transactionIdMaxLength}}$`,
)

/**
 * A payment transaction id as stored: trimmed and upper-cased (' 8n7a6b5c4d ' -> '8N7A6B5C4D'),
 * or null when it is not 6 to 30 letters and digits. bKash ids are 10 characters; Nagad,
 * Rocket and bank references differ, hence the range. The database refuses a reused id.
 */
export function normaliseTransactionId(input: string): string | null {
  // Checked before upper-casing: 'ı'.toUpperCase() is 'I', so only ASCII may get through.
  const id = input.trim()
  return transactionIdInput.test(id) ? id.toUpperCase() : null
}
