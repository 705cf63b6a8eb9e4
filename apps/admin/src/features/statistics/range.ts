/**
 * The Statistics tab's range: the last 7, 30 or 90 days ending today in Bangladesh, or two days
 * typed by the admin, kept in the address (?range=30, or ?from=2026-11-01&to=2026-11-27) so a
 * reload or a shared link shows the same. Days are calendar days in Asia/Dhaka, both included,
 * as the report functions count them (at most 366 days, none after today).
 */
import type { StatisticsRange } from '@repo/api'
import { codeText } from '../../lib/errorWords'
import { words } from '../../lib/words'

export const PRESETS = [7, 30, 90] as const
export type Preset = (typeof PRESETS)[number]
export const DEFAULT_PRESET: Preset = 30
/** The longest range the reports answer, in days (both ends included). */
export const MAX_DAYS = 366

/** What the admin chose: a preset's days, or from-to. */
export type RangeChoice = { preset: Preset } | { from: string; to: string }

const DAY_MS = 24 * 60 * 60 * 1000
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000 // UTC+6 all year: Bangladesh has no daylight saving

/** Today in Bangladesh, 'YYYY-MM-DD'. */
export function dhakaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10)
}

const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return new Date(dayTime(day) + n * DAY_MS).toISOString().slice(0, 10)
}

/** 'YYYY-MM-DD' naming a real day (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = dayTime(value)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

/** Days from `from` to `to`, both included. */
export function dayCount(range: StatisticsRange): number {
  return Math.round((dayTime(range.to) - dayTime(range.from)) / DAY_MS) + 1
}

/** Every day of the range, in order. */
export function daysOf(range: StatisticsRange): string[] {
  const days: string[] = []
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day)
  return days
}

/** The last `days` days, today (in Bangladesh) the last of them. */
export function presetRange(days: Preset, today: string): StatisticsRange {
  return { from: addDays(today, 1 - days), to: today }
}

/** The days a choice covers. */
export function rangeOf(choice: RangeChoice, today: string): StatisticsRange {
  return 'preset' in choice ? presetRange(choice.preset, today) : choice
}

/** What is wrong with a from-to range (the words beside the fields), or null when it is good. */
export function rangeProblem(
  from: string,
  to: string,
  today: string,
): { field: 'from' | 'to'; message: string } | null {
  if (from === '') return { field: 'from', message: words.rangeMissing }
  if (to === '') return { field: 'to', message: words.rangeMissing }
  if (!isDay(from)) return { field: 'from', message: codeText('not_a_date', from) }
  if (!isDay(to)) return { field: 'to', message: codeText('not_a_date', to) }
  if (to < from) return { field: 'to', message: words.rangeReversed }
  if (to > today) return { field: 'to', message: words.rangeInFuture }
  if (dayCount({ from, to }) > MAX_DAYS) return { field: 'from', message: words.rangeTooLong }
  return null
}

/**
 * The choice the address holds. No range at all is the default; a range it cannot show (a
 * malformed day, reversed, in the future, too long, an unknown preset) is the default too, with
 * the `notice` that says so.
 */
export function readRange(
  params: URLSearchParams,
  today: string,
): { choice: RangeChoice; notice: string | null } {
  const preset = params.get('range')
  const from = params.get('from')
  const to = params.get('to')
  const fallback = (why: string) => ({
    choice: { preset: DEFAULT_PRESET },
    notice: words.rangeAddress(why, DEFAULT_PRESET),
  })
  if (from !== null || to !== null) {
    const problem = rangeProblem(from ?? '', to ?? '', today)
    return problem ? fallback(problem.message) : { choice: { from: from!, to: to! }, notice: null }
  }
  if (preset === null) return { choice: { preset: DEFAULT_PRESET }, notice: null }
  const days = PRESETS.find((p) => String(p) === preset)
  return days
    ? { choice: { preset: days }, notice: null }
    : fallback(`Not a range: ${preset.slice(0, 20)}`)
}

/** The address's parameters of a choice (other parameters of the address are kept). */
export function writeRange(params: URLSearchParams, choice: RangeChoice): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of ['range', 'from', 'to']) next.delete(key)
  if ('preset' in choice) next.set('range', String(choice.preset))
  else {
    next.set('from', choice.from)
    next.set('to', choice.to)
  }
  return next
}
