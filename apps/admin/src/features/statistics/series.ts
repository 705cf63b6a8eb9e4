/**
 * The reports as the charts and tables draw them: one row for every day of the range (a day the
 * report leaves out, having nothing, is a row of zeros, so a chart reads as a calendar; a median
 * of a day without any is no value, not zero), the funnel's steps with their rates.
 */
import type {
  DeskDay,
  DeskReport,
  FunnelCourse,
  LearningDay,
  LearningReport,
  MoneyReport,
  StatisticsRange,
  WaitingAge,
} from '@repo/api'
import { rate } from './numbers'
import { daysOf } from './range'

/** Each day of the range: the report's row of that day, or `{ day, ...none }` (a day without any). */
function fillDays<Row extends { day: string }>(
  range: StatisticsRange,
  rows: readonly Row[],
  none: Omit<Row, 'day'>,
): Row[] {
  const byDay = new Map(rows.map((r) => [r.day, r]))
  return daysOf(range).map((day) => byDay.get(day) ?? ({ day, ...none } as Row))
}

export interface MoneyRow {
  day: string
  /** Taka received per course id (every course of the report, 0 when none). */
  received: Record<string, number>
  total: number
  refundedTaka: number
  approved: number
  byWallet: number
  refunds: number
}

/** The money of each day: taka received per course and in all, refunds, approvals. */
export function moneyRows(report: MoneyReport, range: StatisticsRange): MoneyRow[] {
  const rows = new Map<string, MoneyRow>()
  for (const day of daysOf(range)) {
    const received = Object.fromEntries(report.courses.map((c) => [c.courseId, 0]))
    rows.set(day, {
      day,
      received,
      total: 0,
      refundedTaka: 0,
      approved: 0,
      byWallet: 0,
      refunds: 0,
    })
  }
  for (const d of report.days) {
    const row = rows.get(d.day)
    if (!row) continue // outside the range asked for: never drawn
    row.received[d.courseId] = (row.received[d.courseId] ?? 0) + d.receivedTaka
    row.total += d.receivedTaka
    row.refundedTaka += d.refundedTaka
    row.approved += d.approved
    row.byWallet += d.approvedByWallet
    row.refunds += d.refunded
  }
  return [...rows.values()]
}

/** The sum of one figure over the rows. */
export function sum<T>(rows: readonly T[], value: (row: T) => number): number {
  return rows.reduce((total, row) => total + value(row), 0)
}

export function deskRows(report: DeskReport, range: StatisticsRange): DeskDay[] {
  return fillDays(range, report.days, { approved: 0, medianMinutes: null, p90Minutes: null })
}

export const waitingAges: { age: WaitingAge; label: string }[] = [
  { age: 'under_1h', label: 'Under 1 hour' },
  { age: '1h_to_6h', label: '1 to 6 hours' },
  { age: '6h_to_24h', label: '6 to 24 hours' },
  { age: '1d_to_3d', label: '1 to 3 days' },
  { age: 'over_3d', label: 'Over 3 days' },
]

/** The requests waiting now, by age: all five ages, in order (an age the report leaves out: 0). */
export function waitingRows(
  report: DeskReport,
): { age: WaitingAge; label: string; requests: number }[] {
  const byAge = new Map(report.waiting.map((w) => [w.age, w.requests]))
  return waitingAges.map(({ age, label }) => ({ age, label, requests: byAge.get(age) ?? 0 }))
}

export type FunnelStepKey = Exclude<keyof FunnelCourse, 'courseId' | 'title'>

export const funnelSteps: { key: FunnelStepKey; label: string }[] = [
  { key: 'courseViews', label: 'Course page views' },
  { key: 'enrolViews', label: 'Enrol page views' },
  { key: 'requests', label: 'Requests' },
  { key: 'approved', label: 'Approved' },
  { key: 'started', label: 'Started' },
  { key: 'halfWay', label: 'Half way' },
  { key: 'finished', label: 'Finished' },
  { key: 'certificates', label: 'Certificates' },
]

export interface FunnelStep {
  key: FunnelStepKey
  label: string
  count: number
  /** Percent of the step before (null for the first step, or when the step before is 0). */
  rate: number | null
}

/** A course's steps, each with its count and its rate from the step before. */
export function courseSteps(course: FunnelCourse): FunnelStep[] {
  return funnelSteps.map(({ key, label }, i) => ({
    key,
    label,
    count: course[key],
    rate: i === 0 ? null : rate(course[key], course[funnelSteps[i - 1]!.key]),
  }))
}

export function learningRows(report: LearningReport, range: StatisticsRange): LearningDay[] {
  return fillDays(range, report.days, {
    feedbacks: 0,
    feedbackMedianHours: null,
    answers: 0,
    answerMedianHours: null,
  })
}
