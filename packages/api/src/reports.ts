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

export const waitingAges = ['under_1h', '1h_to_6h', '6h_to_24h', '1d_to_3d', 'over_3d'] as const

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

/** A name of the database (snake_case) as the apps read it (camelCase): `p90_minutes`, `p90Minutes`. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S

/** An object of the database with every key, at every depth, as the apps read it. */
type CamelKeys<T> = T extends readonly (infer Item)[]
  ? CamelKeys<Item>[]
  : T extends object
    ? { [K in keyof T as Camel<K & string>]: CamelKeys<T[K]> }
    : T

function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      camelKeys(v),
    ]),
  )
}

export type WaitingAge = (typeof waitingAges)[number]
export type MoneyReport = CamelKeys<z.infer<typeof moneySchema>>
export type MoneyDay = MoneyReport['days'][number]
export type DeskReport = CamelKeys<z.infer<typeof deskSchema>>
export type DeskDay = DeskReport['days'][number]
export type FunnelReport = CamelKeys<z.infer<typeof funnelSchema>>
export type FunnelCourse = FunnelReport['courses'][number]
export type LearningReport = CamelKeys<z.infer<typeof learningSchema>>
export type LearningDay = LearningReport['days'][number]

/** A day as the database takes it: an empty one as none (range_missing), a non-date refused. */
function dayArg(value: string): string | null {
  if (value === '') return null
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw refusal('statistics.read', 'not_a_date', 'invalid', { detail: value })
  }
  return value
}

/**
 * `fn`'s object for `range`, checked against `schema`, its keys as the apps read them; a refusal
 * or another shape as an ApiError.
 */
async function readReport<S extends z.ZodType>(
  client: ApiClient,
  fn: ReportFunction,
  schema: S,
  range: StatisticsRange,
): Promise<CamelKeys<z.infer<S>>> {
  // null reaches the database as SQL null, which it refuses with range_missing
  const args = { from_day: dayArg(range.from), to_day: dayArg(range.to) } as {
    from_day: string
    to_day: string
  }
  const { data, error, status } = await client.rpc(fn, args)
  if (error) throw toApiError(error, 'statistics.read', status)
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw unexpectedResponse('statistics.read', parsed.error, status)
  return camelKeys(parsed.data) as CamelKeys<z.infer<S>>
}

/** Taka received and refunded, approvals (by the wallet phone) and refunds per day and course. */
export const moneyReport = (client: ApiClient, range: StatisticsRange): Promise<MoneyReport> =>
  readReport(client, 'admin_money_report', moneySchema, range)

/** Approvals per day with the minutes waited (median, 90th percentile); requests waiting by age. */
export const deskReport = (client: ApiClient, range: StatisticsRange): Promise<DeskReport> =>
  readReport(client, 'admin_desk_report', deskSchema, range)

/** Each course's steps from its page to its certificate, within the range. */
export const funnelReport = (client: ApiClient, range: StatisticsRange): Promise<FunnelReport> =>
  readReport(client, 'admin_funnel_report', funnelSchema, range)

/** Hand-ins and questions waiting now; first feedbacks and answers per day, median hours. */
export const learningReport = (
  client: ApiClient,
  range: StatisticsRange,
): Promise<LearningReport> => readReport(client, 'admin_learning_report', learningSchema, range)
