import { toAsciiDigits } from './digits.ts'

/**
 * A Bangladeshi mobile number in its one stored form: 11 digits, `01` then an operator digit
 * 3-9 then 8 digits, e.g. '01712345678'.
 */
export const bangladeshiMobilePattern = /^01[3-9]\d{8}$/

/**
 * Normalises a Bangladeshi mobile number as people type it to '01XXXXXXXXX', or returns null
 * when it is not one. Accepted: the 11-digit number with or without the country code `+88` or
 * `88`, with spaces or dashes anywhere, in ASCII or Bangla digits:
 * '+880 1712-345678', '8801712345678', '০১৭১২৩৪৫৬৭৮' all give '01712345678'.
 * Refused: landlines, wrong lengths, operator digits 0-2, letters and other punctuation.
 */
export function normaliseBangladeshiPhone(input: string): string | null {
  const compact = toAsciiDigits(input.trim()).replace(/[\s-]/g, '')
  const national = compact.replace(/^\+?88(?=01)/, '')
  return bangladeshiMobilePattern.test(national) ? national : null
}

/** True when `input` normalises to a Bangladeshi mobile number. */
export function isBangladeshiMobile(input: string): boolean {
  return normaliseBangladeshiPhone(input) !== null
}

/**
 * A WhatsApp chat link (wa.me) with an optional prefilled message. The number may be written
 * as people do; a Bangladeshi mobile number gets its country code (01712345678 -> 8801712345678),
 * any other keeps its digits.
 */
export function whatsAppHref(phone: string, message?: string): string {
  const bd = normaliseBangladeshiPhone(phone)
  const digits = bd ? `88${bd}` : toAsciiDigits(phone).replace(/\D/g, '')
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`
}
