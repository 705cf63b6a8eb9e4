import { resolveCourseId } from '@repo/courses'
import { FunctionsClient } from '@supabase/functions-js'
import { readEnv, type SupabaseEnv } from './env'
import { toApiError } from './errors'

/** A join-now interest record as the form gives it ('skill-pack' is a course alias). */
export interface Lead {
  name: string
  email: string
  whatsapp: string
  /** A course id or alias from the join-now form. */
  course: string
  paymentMethod?: string | null
}

/** What the join-now Edge Function takes: the form's fields and the visitor's Turnstile token. */
export interface JoinNowBody {
  name: string
  email: string
  whatsapp: string
  course: string
  paymentMethod: string | null
  captchaToken?: string
}

/** The part of a Supabase client this module needs (lets tests pass a fake). */
export interface LeadsClient {
  functions: {
    invoke(
      name: 'join-now',
      options: { body: JoinNowBody },
    ): PromiseLike<{ error: unknown; response?: Response }>
  }
}

/**
 * The join-now function's caller, for a site whose client leaves edge functions out
 * (createBrowserClient): functions-js alone, with the public key, loaded by the join-now page only.
 */
export function createJoinNowCaller(
  env: Partial<Record<keyof SupabaseEnv, string | undefined>>,
): LeadsClient {
  const { url, key } = readEnv(env)
  const functions = new FunctionsClient(new URL('functions/v1', url).href, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  })
  return { functions }
}

export class LeadSubmitError extends Error {
  override name = 'LeadSubmitError'
}

/**
 * The function's refusal as the fields of a PostgREST error (the function answers in that
 * shape), with its status; a failed fetch has status 0. functions-js keeps the Response of a
 * non-2xx answer as `context`.
 */
async function refusalOf(error: unknown): Promise<{ fields: object; status: number }> {
  const response = (error as { context?: unknown }).context
  if (!(response instanceof Response)) return { fields: error as object, status: 0 }
  const body: unknown = await response.json().catch(() => null)
  const fields = typeof body === 'object' && body !== null ? body : { message: String(body) }
  return { fields, status: response.status }
}

/**
 * Sends a join-now lead through the join-now Edge Function (supabase/functions/join-now), which
 * checks the Turnstile token when captcha is on and stores the lead under the database's
 * per-address limit; the public roles cannot insert leads themselves (decision 0054). An unknown
 * course is refused before anything is sent (LeadSubmitError). A refusal is an ApiError: kind
 * `rate_limited` with its retryAfter past the limit, code `captcha_failed` for the check.
 */
export async function submitLead(
  client: LeadsClient,
  lead: Lead,
  options: { captchaToken?: string } = {},
): Promise<void> {
  if (resolveCourseId(lead.course) === null)
    throw new LeadSubmitError(`Unknown course '${lead.course}'`)
  const { error } = await client.functions.invoke('join-now', {
    body: {
      name: lead.name,
      email: lead.email,
      whatsapp: lead.whatsapp,
      course: lead.course,
      paymentMethod: lead.paymentMethod ?? null,
      ...(options.captchaToken ? { captchaToken: options.captchaToken } : {}),
    },
  })
  if (!error) return
  const { fields, status } = await refusalOf(error)
  throw toApiError(fields, 'lead.submit', status)
}
