import { formatDhakaDateTime, formatTaka, groupDigits } from '@repo/courses'

export { formatDhakaDateTime, formatTaka }

/** Taka as a wallet reports it, paisa shown only when there are some: '৳1,200', '৳699.50'. */
export function formatWalletTaka(amount: number): string {
  const paisa = Math.round(amount * 100)
  const whole = Math.floor(paisa / 100)
  const rest = paisa % 100
  return rest === 0
    ? formatTaka(whole)
    : `৳${groupDigits(String(whole))}.${String(rest).padStart(2, '0')}`
}

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000 // UTC+6 all year: Bangladesh has no daylight saving

/** The value of a datetime-local input showing `iso` in Bangladesh time: '2026-12-05T20:00'. */
export function toDhakaInput(iso: string | null): string {
  if (!iso) return ''
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : new Date(time + DHAKA_OFFSET_MS).toISOString().slice(0, 16)
}

/** A datetime-local value typed in Bangladesh time as an ISO timestamp, or null when blank or invalid. */
export function fromDhakaInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null
  const time = Date.parse(`${value}:00+06:00`)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/**
 * '2026-11-21 00:30' for 2026-11-20T18:30Z: Bangladesh time in a form spreadsheets read as a
 * date (Bangladesh is UTC+6 all year, no daylight saving since 2009).
 */
export function formatDhakaSortable(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Date(date.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}

/** How long ago `iso` was, in a few words: 'just now', '3 min ago', '26 h ago', '3 days ago'. */
export function formatAgo(iso: string, now: Date = new Date()): string {
  const seconds = (now.getTime() - new Date(iso).getTime()) / 1000
  if (Number.isNaN(seconds)) return iso
  if (seconds < 60) return 'just now'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ago`
  return `${Math.floor(hours / 24)} days ago`
}
