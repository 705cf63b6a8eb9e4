import type { IncomingMessage } from 'node:http'
import { BodyTooLargeError, readBody } from '../http'
import { AuthError, badRequest } from './errors'
import { BODY_LIMIT, type Pkce } from './model'

/*
 * Reading a request's JSON body as GoTrue does, with its error wording (GoTrue is written in
 * Go: a field of the wrong type is "cannot unmarshal ... into Go struct field").
 */

const parsed = new WeakMap<IncomingMessage, Promise<Record<string, unknown>>>()

/**
 * The request's JSON body, read once: the captcha check (captcha.ts) reads it before the route
 * does, as GoTrue's middleware and handler both read the same body.
 */
export function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body = parsed.get(req)
  if (!body) {
    body = readJsonBody(req)
    parsed.set(req, body)
  }
  return body
}

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw: Buffer
  try {
    raw = await readBody(req, BODY_LIMIT)
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      throw new AuthError(
        413,
        'request_entity_too_large',
        `Request body too large (max ${BODY_LIMIT} bytes)`,
      )
    }
    throw err
  }
  const text = raw.toString('utf8')
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (err) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(err as Error).message}`)
  }
  if (parsed === null) return {}
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest(
      'bad_json',
      'Could not parse request body as JSON: json: cannot unmarshal into Go value of type object',
    )
  }
  return parsed as Record<string, unknown>
}

export function jsonString(body: Record<string, unknown>, key: string): string {
  const v = body[key]
  if (v === undefined || v === null) return ''
  if (typeof v !== 'string') {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${typeof v} into Go struct field .${key} of type string`,
    )
  }
  return v
}

export function jsonObject(
  body: Record<string, unknown>,
  key: string,
): Record<string, unknown> | undefined {
  const v = body[key]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'object' || Array.isArray(v)) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${Array.isArray(v) ? 'array' : typeof v} into Go struct field .${key} of type map[string]interface {}`,
    )
  }
  return v as Record<string, unknown>
}

/**
 * GoTrue's words, per endpoint, for a body with both an email and a phone, with a phone (the
 * emulation's phone provider is off), and with neither.
 */
const EMAIL_OR_PHONE = {
  signup: {
    both: 'Only an email address or phone number should be provided on signup.',
    phone: [400, 'Phone signups are disabled'],
    neither: 'Sign up only available with email provider',
  },
  login: {
    both: 'Only an email address or phone number should be provided on login.',
    phone: [422, 'Phone logins are disabled'],
    neither: 'missing email or phone',
  },
  resend: {
    both: 'Only an email address or phone number should be provided.',
    phone: [400, 'Phone logins are disabled'],
    neither: 'Missing email address or phone number',
  },
} as const

/** The body's email where GoTrue takes an email or a phone: refuses both, a phone, or neither. */
export function emailNotPhone(
  body: Record<string, unknown>,
  endpoint: keyof typeof EMAIL_OR_PHONE,
): string {
  const email = jsonString(body, 'email')
  const phone = jsonString(body, 'phone')
  const words = EMAIL_OR_PHONE[endpoint]
  if (email && phone) throw badRequest('validation_failed', words.both)
  if (phone) throw new AuthError(words.phone[0], 'phone_provider_disabled', words.phone[1])
  if (!email) throw badRequest('validation_failed', words.neither)
  return email
}

export function pkceParams(body: Record<string, unknown>): Pkce | undefined {
  const method = jsonString(body, 'code_challenge_method').toLowerCase()
  const challenge = jsonString(body, 'code_challenge')
  if (!method && !challenge) return undefined
  if (!method || !challenge)
    throw badRequest(
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    )
  if (method !== 's256' && method !== 'plain')
    throw badRequest('validation_failed', `code challenge method ${method} is not supported`)
  if (challenge.length < 43 || challenge.length > 128)
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters')
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    )
  }
  return { method, challenge }
}
