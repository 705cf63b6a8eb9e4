import { formatTaka } from '@repo/courses'

export { formatTaka }

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
