/**
 * The Statistics tab's reports over a range of Dhaka days (issue 36; docs/decisions/0073):
 * money, the desk, the funnel and learning, each one call of an admin function answering one
 * JSON object, checked and turned into camelCase here. The database decides the range's rules
 * (hints range_reversed, range_in_future, range_too_long, range_missing; admin_only); this module
 * only refuses a day that is not a date (not_a_date) and sends an empty day as none.
 */
import { z } from 'zod'
import type { ApiClient } from './client'
import { refusal, toApiError, unexpectedResponse } from './errors'

/** The admin functions of a range of Dhaka days: `from_day`, `to_day`, both inclusive. */
type ReportFunction =
  'admin_money_report' | 'admin_desk_report' | 'admin_funnel_report' | 'admin_learning_report'

/** Dhaka days, 'YYYY-MM-DD', both inclusive. */
export interface StatisticsRange {
  from: string
  to: string
}

export interface MoneyDay {
  day: string
  courseId: string
  receivedTaka: number
  refundedTaka: number
  approved: number
  approvedByWallet: number
  refunded: number
}

export interface MoneyReport {
  courses: { courseId: string; title: string }[]
  days: MoneyDay[]
}

export const waitingAges = ['under_1h', '1h_to_6h', '6h_to_24h', '1d_to_3d', 'over_3d'] as const
export type WaitingAge = (typeof waitingAges)[number]

export interface DeskDay {
  day: string
  approved: number
  medianMinutes: number | null
  p90Minutes: number | null
}

export interface DeskReport {
  days: DeskDay[]
  waiting: { age: WaitingAge; requests: number }[]
}

export interface FunnelCourse {
  courseId: string
  title: string
  courseViews: number
  enrolViews: number
  requests: number
  approved: number
  started: number
  halfWay: number
  finished: number
  certificates: number
}

export interface FunnelReport {
  courses: FunnelCourse[]
}

export interface LearningDay {
  day: string
  feedbacks: number
  feedbackMedianHours: number | null
  answers: number
  answerMedianHours: number | null
}

export interface LearningReport {
  handInsWaiting: number
  questionsWaiting: number
  days: LearningDay[]
}

const count = z.number().int().nonnegative()
const taka = z.number().int().nonnegative()
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const median = z.number().nullable()

const moneySchema = z.object({
  courses: z.array(z.object({ course_id: z.string(), title: z.string() })),
  days: z.array(
    z.object({
      day,
      course_id: z.string(),
      received_taka: taka,
      refunded_taka: taka,
      approved: count,
      approved_by_wallet: count,
      refunded: count,
    }),
  ),
})

const deskSchema = z.object({
  days: z.array(z.object({ day, approved: count, median_minutes: median, p90_minutes: median })),
  waiting: z.array(z.object({ age: z.enum(waitingAges), requests: count })),
})

const funnelSchema = z.object({
  courses: z.array(
    z.object({
      course_id: z.string(),
      title: z.string(),
      course_views: count,
      enrol_views: count,
      requests: count,
      approved: count,
      started: count,
      half_way: count,
      finished: count,
      certificates: count,
    }),
  ),
})

const learningSchema = z.object({
  hand_ins_waiting: count,
  questions_waiting: count,
  days: z.array(
    z.object({
      day,
      feedbacks: count,
      feedback_median_hours: median,
      answers: count,
      answer_median_hours: median,
    }),
  ),
})

/** A day as the database takes it: an empty one as none (range_missing), a non-date refused. */
function dayArg(value: string): string | null {
  if (value === '') return null
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw refusal('statistics.read', 'not_a_date', 'invalid', { detail: value })
  }
  return value
}

/** `fn`'s object for `range`, checked against `schema`; a refusal or another shape as an ApiError. */
async function readReport<S extends z.ZodType>(
  client: ApiClient,
  fn: ReportFunction,
  schema: S,
  range: StatisticsRange,
): Promise<z.infer<S>> {
  // null reaches the database as SQL null, which it refuses with range_missing
  const args = { from_day: dayArg(range.from), to_day: dayArg(range.to) } as {
    from_day: string
    to_day: string
  }
  const { data, error, status } = await client.rpc(fn, args)
  if (error) throw toApiError(error, 'statistics.read', status)
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw unexpectedResponse('statistics.read', parsed.error, status)
  return parsed.data
}

/** Taka received and refunded, approvals (by the wallet phone) and refunds per day and course. */
export async function moneyReport(client: ApiClient, range: StatisticsRange): Promise<MoneyReport> {
  const r = await readReport(client, 'admin_money_report', moneySchema, range)
  return {
    courses: r.courses.map((c) => ({ courseId: c.course_id, title: c.title })),
    days: r.days.map((d) => ({
      day: d.day,
      courseId: d.course_id,
      receivedTaka: d.received_taka,
      refundedTaka: d.refunded_taka,
      approved: d.approved,
      approvedByWallet: d.approved_by_wallet,
      refunded: d.refunded,
    })),
  }
}

/** Approvals per day with the minutes waited (median, 90th percentile); requests waiting by age. */
export async function deskReport(client: ApiClient, range: StatisticsRange): Promise<DeskReport> {
  const r = await readReport(client, 'admin_desk_report', deskSchema, range)
  return {
    days: r.days.map((d) => ({
      day: d.day,
      approved: d.approved,
      medianMinutes: d.median_minutes,
      p90Minutes: d.p90_minutes,
    })),
    waiting: r.waiting.map((w) => ({ age: w.age, requests: w.requests })),
  }
}

/** Each course's steps from its page to its certificate, within the range. */
export async function funnelReport(
  client: ApiClient,
  range: StatisticsRange,
): Promise<FunnelReport> {
  const r = await readReport(client, 'admin_funnel_report', funnelSchema, range)
  return {
    courses: r.courses.map((c) => ({
      courseId: c.course_id,
      title: c.title,
      courseViews: c.course_views,
      enrolViews: c.enrol_views,
      requests: c.requests,
      approved: c.approved,
      started: c.started,
      halfWay: c.half_way,
      finished: c.finished,
      certificates: c.certificates,
    })),
  }
}

/** Hand-ins and questions waiting now; first feedbacks and answers per day, median hours. */
export async function learningReport(
  client: ApiClient,
  range: StatisticsRange,
): Promise<LearningReport> {
  const r = await readReport(client, 'admin_learning_report', learningSchema, range)
  return {
    handInsWaiting: r.hand_ins_waiting,
    questionsWaiting: r.questions_waiting,
    days: r.days.map((d) => ({
      day: d.day,
      feedbacks: d.feedbacks,
      feedbackMedianHours: d.feedback_median_hours,
      answers: d.answers,
      answerMedianHours: d.answer_median_hours,
    })),
  }
}
