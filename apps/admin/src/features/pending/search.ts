import type { PendingRequest } from '@repo/api'
import { toAsciiDigits } from '@repo/courses'

/**
 * Does a request match what the admin typed? Transaction id and name: case-insensitive
 * substring. Phone: digits only, so '01712-345678', '+8801712345678' and Bangla digits match.
 */
export function matchesPendingSearch(request: PendingRequest, query: string): boolean {
  const q = toAsciiDigits(query).trim().toLowerCase()
  if (q === '') return true
  if (request.transactionId.toLowerCase().includes(q)) return true
  if (request.name.toLowerCase().includes(q)) return true
  const digits = q.replace(/\D/g, '')
  return digits.length > 0 && toAsciiDigits(request.phone).replace(/\D/g, '').includes(digits)
}
