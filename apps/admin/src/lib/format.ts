import { formatTaka, groupDigits } from '@repo/courses'

export { formatTaka }

/** Taka as a wallet reports it, paisa shown only when there are some: '৳1,200', '৳699.50'. */
export function formatWalletTaka(amount: number): string {
  const paisa = Math.round(amount * 100)
  const whole = Math.floor(paisa / 100)
  const rest = paisa % 100
  return rest === 0
    ? formatTaka(whole)
    : `৳${groupDigits(String(whole))}.${String(rest).padStart(2, '0')}`
}

/** Bangladesh time, whatever the admin's device is set to. */
export const BANGLADESH_TIME_ZONE = 'Asia/Dhaka'

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: BANGLADESH_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** '21 Nov 2026, 12:30 am' for 2026-11-20T18:30Z (UTC+6). */
export function formatDhakaDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date)
}

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000

/**
 * '2026-11-21 00:30' for 2026-11-20T18:30Z: Bangladesh time in a form spreadsheets read as a
 * date (Bangladesh is UTC+6 all year, no daylight saving since 2009).
 */
export function formatDhakaSortable(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Date(date.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}
