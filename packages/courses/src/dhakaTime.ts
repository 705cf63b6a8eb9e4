/** Bangladesh time: UTC+6 all year (no daylight saving since 2009), whatever the device says. */
export const DHAKA_TIME_ZONE = 'Asia/Dhaka'

const dateTimeFormats = new Map<boolean, Intl.DateTimeFormat>()

/**
 * A moment in Dhaka time in English, as both apps write it: '21 Nov 2026, 12:30 am' for
 * 2026-11-20T18:30Z; with the weekday, 'Sat, 21 Nov 2026, 12:30 am'. A text that is no date is
 * given back as it came.
 */
export function formatDhakaDateTime(iso: string, { weekday = false } = {}): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  let format = dateTimeFormats.get(weekday)
  if (!format) {
    // made on first use: a page that shows no date builds no formatter
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: DHAKA_TIME_ZONE,
      weekday: weekday ? 'short' : undefined,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
    dateTimeFormats.set(weekday, format)
  }
  return format.format(date)
}
