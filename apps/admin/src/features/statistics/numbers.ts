/**
 * How the Statistics tab writes its numbers: counts grouped as the taka amounts are ('1,980',
 * '12,34,567': @repo/courses' groupDigits), taka as the console formats it, rates and days.
 */
import type { StatisticsRange } from '@repo/api'
import { groupDigits } from '@repo/courses'
import { formatTaka } from '../../lib/format'

export { formatTaka }

/** '1,980' (lakh grouping above 99,999, as the taka amounts). */
export function formatCount(n: number): string {
  const whole = Math.round(n)
  return whole < 0 ? `−${groupDigits(String(-whole))}` : groupDigits(String(whole))
}

/** '1,234.5': one decimal, none when it is .0; '—' for no value. */
export function formatDecimal(n: number | null): string {
  if (n === null) return '—'
  const tenths = Math.round(n * 10)
  const whole = formatCount(Math.trunc(tenths / 10))
  const rest = Math.abs(tenths % 10)
  return rest === 0 ? whole : `${whole}.${rest}`
}

/** A step's count as a share of the step before, in percent (null when nothing came before). */
export function rate(count: number, before: number): number | null {
  return before > 0 ? (count / before) * 100 : null
}

/** '40%', '2.5%' (one decimal under 10%), '—' when there is no rate. */
export function formatPercent(percent: number | null): string {
  if (percent === null) return '—'
  return percent < 10 ? `${formatDecimal(percent)}%` : `${formatCount(percent)}%`
}

/** A percentage for a CSV: '40', '2.5' (one decimal), '' when there is none. */
export function csvPercent(percent: number | null): string {
  return percent === null ? '' : String(Math.round(percent * 10) / 10)
}

const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const asDate = (day: string) => new Date(`${day}T00:00:00Z`)

/** '21 Nov' for '2026-11-21' (already a Bangladesh day: formatted as is). */
export const formatShortDay = (day: string) => shortDay.format(asDate(day))
/** '21 Nov 2026'. */
export const formatDay = (day: string) => longDay.format(asDate(day))

/** '1 Nov 2026 to 30 Nov 2026', or '28 Nov 2026' for one day. */
export function formatRange({ from, to }: StatisticsRange): string {
  return from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`
}

/** A CSV's file name: 'statistics-money-2026-11-01-to-2026-11-30.csv'. */
export function csvFileName(name: string, { from, to }: StatisticsRange): string {
  return `statistics-${name}-${from}-to-${to}.csv`
}
