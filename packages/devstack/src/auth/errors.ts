import type { IncomingMessage, ServerResponse } from 'node:http'
import { header, sendJson } from '../http'

/** An error as GoTrue reports it: HTTP status, error code, human message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { weakPassword?: string[] } = {},
  ) {
    super(message)
  }
}

/** OAuth-style errors GoTrue uses for a few token-endpoint cases. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description)
  }
}

export const badRequest = (code: string, msg: string) => new AuthError(400, code, msg)
export const unprocessable = (code: string, msg: string) => new AuthError(422, code, msg)
export const forbidden = (code: string, msg: string) => new AuthError(403, code, msg)

const API_VERSION = '2024-01-01'

/** Clients that send X-Supabase-Api-Version >= 2024-01-01 (supabase-js does) get {code, message}. */
function usesNewShape(req: IncomingMessage): boolean {
  const v = header(req, 'x-supabase-api-version')
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
  return v >= API_VERSION
}

export function sendAuthError(
  req: IncomingMessage,
  res: ServerResponse,
  err: AuthError | OAuthError,
): void {
  if (err instanceof OAuthError) {
    sendJson(res, 400, { error: err.error, error_description: err.description })
    return
  }
  const headers: Record<string, string> = {}
  const fresh = usesNewShape(req)
  if (fresh) headers['x-supabase-api-version'] = API_VERSION
  else headers['x-sb-error-code'] = err.code
  if (fresh && err.code !== 'weak_password') headers['x-sb-error-code'] = err.code
  const weak = err.extra.weakPassword ? { weak_password: { reasons: err.extra.weakPassword } } : {}
  const body = fresh
    ? { code: err.code, message: err.message, ...weak }
    : { code: err.status, error_code: err.code, msg: err.message, ...weak }
  sendJson(res, err.status, body, headers)
}
