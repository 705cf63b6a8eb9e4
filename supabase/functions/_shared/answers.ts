// How the functions answer, by who calls them. A browser (join-now, page-view: the apps' pages)
// gets JSON in PostgREST's shape ({ code, message, hint }), so the apps read it as they read the
// database's, with CORS for any origin (they read no cookie), and the database's own refusals (a
// PostgREST-format raise: its 429 with Retry-After) passed on as they are. A machine (wallet-sms:
// the wallet phone; deliver-notifications: pg_cron) gets `{ message }` and no CORS.
import type { Refusal } from './body.ts'

export interface Answers {
  /** the CORS headers on every answer, for a browser; null for a machine */
  readonly cors: Record<string, string> | null
  json(status: number, body: unknown, headers?: Record<string, string>): Response
  /** A refusal of the function's own, in the shape this caller reads. */
  refuse(err: Refusal): Response
  /** The answer to pass on for a database raise, or null when there is none. */
  passOn(err: unknown): Response | null
}

const publicCors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-expose-headers': 'retry-after',
  'access-control-max-age': '86400',
}

const json =
  (cors: Record<string, string> | null) =>
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers: { ...cors, ...headers } })

const browserJson = json(publicCors)

export const browser: Answers = {
  cors: publicCors,
  json: browserJson,
  refuse: (err) =>
    browserJson(err.status, {
      code: err.code ?? String(err.status),
      message: err.message,
      hint: err.code,
    }),
  passOn: postgrestAnswer,
}

const machineJson = json(null)

export const machine: Answers = {
  cors: null,
  json: machineJson,
  refuse: (err) => machineJson(err.status, { message: err.message }),
  passOn: () => null,
}

/**
 * The answer PostgREST would give for a raise in its own format (the message is the body, the
 * detail the status and headers), or null when the error is not one.
 */
function postgrestAnswer(err: unknown): Response | null {
  const e = err as { code?: string; message?: string; detail?: string }
  if (e.code !== 'PGRST' || !e.message) return null
  try {
    const body = JSON.parse(e.message) as Record<string, unknown>
    const { status, headers } = JSON.parse(e.detail ?? '{}') as {
      status?: number
      headers?: Record<string, string>
    }
    return browserJson(status ?? 400, body, headers ?? {})
  } catch {
    return null
  }
}
