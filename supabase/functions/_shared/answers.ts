// How the public functions (join-now, page-view) answer: JSON in PostgREST's shape
// ({ code, message, hint }) so the apps read them as they read the database's, CORS for any
// origin (they read no cookie), a body decoded strictly, and the database's own refusals
// (a PostgREST-format raise: its 429 with Retry-After) passed on as they are.
import { Refusal } from './body.ts'

export const publicCors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-expose-headers': 'retry-after',
  'access-control-max-age': '86400',
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...publicCors, ...headers } })

/** A refusal of the function's own, in the shape the apps read. */
export const refuse = (err: Refusal) =>
  json(err.status, { code: err.code ?? String(err.status), message: err.message, hint: err.code })

/** The body as JSON (strict UTF-8), or a 400 `invalid` refusal. */
export function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
  } catch {
    throw new Refusal(400, 'The body is not JSON.', 'invalid')
  }
}

/**
 * The answer PostgREST would give for a raise in its own format (the message is the body, the
 * detail the status and headers), or null when the error is not one.
 */
export function postgrestAnswer(err: unknown): Response | null {
  const e = err as { code?: string; message?: string; detail?: string }
  if (e.code !== 'PGRST' || !e.message) return null
  try {
    const body = JSON.parse(e.message) as Record<string, unknown>
    const { status, headers } = JSON.parse(e.detail ?? '{}') as {
      status?: number
      headers?: Record<string, string>
    }
    return json(status ?? 400, body, headers ?? {})
  } catch {
    return null
  }
}
