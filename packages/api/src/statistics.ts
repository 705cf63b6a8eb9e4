/**
 * The console's figures: an admin function that answers one JSON object (admin_statistics,
 * admin_money_statistics, admin_review_statistics, admin_question_statistics without arguments;
 * the reports of a range of days, reports.ts, with theirs), read and checked in one place. Only zod's types are imported here: each caller passes its own
 * schema (built when asked where zod must stay out of the learner site's first load).
 */
import type { z } from 'zod'
import type { ApiClient } from './client'
import { toApiError, unexpectedResponse, type Operation } from './errors'

export type StatisticsFunction =
  | 'admin_statistics'
  | 'admin_money_statistics'
  | 'admin_review_statistics'
  | 'admin_question_statistics'

/** The reports of a range of Dhaka days (reports.ts): `from_day`, `to_day`, both inclusive. */
export type ReportFunction =
  'admin_money_report' | 'admin_desk_report' | 'admin_funnel_report' | 'admin_learning_report'

export interface ReportArgs {
  from_day: string
  to_day: string
}

/**
 * `fn`'s object checked against `schema`; a refusal or another shape as the ApiError of
 * `operation`. A report takes its range as `args`.
 */
export async function readStatistics<S extends z.ZodType>(
  client: ApiClient,
  fn: StatisticsFunction,
  operation: Operation,
  schema: S,
): Promise<z.infer<S>>
export async function readStatistics<S extends z.ZodType>(
  client: ApiClient,
  fn: ReportFunction,
  operation: Operation,
  schema: S,
  args: ReportArgs,
): Promise<z.infer<S>>
export async function readStatistics<S extends z.ZodType>(
  client: ApiClient,
  fn: StatisticsFunction | ReportFunction,
  operation: Operation,
  schema: S,
  args?: ReportArgs,
): Promise<z.infer<S>> {
  const { data, error, status } = await (args
    ? client.rpc(fn as ReportFunction, args)
    : client.rpc(fn as StatisticsFunction))
  if (error) throw toApiError(error, operation, status)
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw unexpectedResponse(operation, parsed.error, status)
  return parsed.data
}
