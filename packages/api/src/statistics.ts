/**
 * The console's figures: an admin function without arguments that answers one JSON object
 * (admin_statistics, admin_money_statistics, admin_review_statistics, admin_question_statistics),
 * read and checked in one place. Only zod's types are imported here: each caller passes its own
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

/** `fn`'s object checked against `schema`; a refusal or another shape as the ApiError of `operation`. */
export async function readStatistics<S extends z.ZodType>(
  client: ApiClient,
  fn: StatisticsFunction,
  operation: Operation,
  schema: S,
): Promise<z.infer<S>> {
  const { data, error, status } = await client.rpc(fn)
  if (error) throw toApiError(error, operation, status)
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw unexpectedResponse(operation, parsed.error, status)
  return parsed.data
}
