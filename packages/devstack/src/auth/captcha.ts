import type { IncomingMessage } from 'node:http'
import { jwtVerify } from 'jose'
import type { CaptchaConfig } from '../config'
import { bearer } from '../http'
import { AuthError, badRequest } from './errors'
import { secret as jwtSecret } from './model'
import { jsonBody } from './requests'

/**
 * Captcha as GoTrue checks it (supabase/auth: internal/api/middleware.go verifyCaptcha,
 * internal/security/captcha.go), offline: the devstack never calls Cloudflare. It knows the
 * answers Cloudflare documents for Turnstile's test secret keys, and refuses every other secret
 * with a log line saying so.
 *
 * GoTrue reads the token from `gotrue_meta_security.captcha_token` of the JSON body (supabase-js
 * sends `options.captchaToken` there) on POST /signup, /recover, /resend and /token (except the
 * refresh_token, pkce and id_token grants); a service_role caller is never asked. Refusals:
 * 400 `captcha_failed` "captcha protection: request disallowed (<why>)"; a verifier that cannot
 * answer: 500 "captcha verification process failed".
 */

/** Cloudflare's documented test keys (developers.cloudflare.com/turnstile/troubleshooting/testing). */
export const TURNSTILE_TEST = {
  /** the token every test sitekey gives the page */
  dummyToken: 'XXXX.DUMMY.TOKEN.XXXX',
  sitekeys: {
    passes: '1x00000000000000000000AA',
    blocks: '2x00000000000000000000AB',
  },
  secrets: {
    passes: '1x0000000000000000000000000000000AA',
    fails: '2x0000000000000000000000000000000AA',
    spent: '3x0000000000000000000000000000000AA',
  },
} as const

export interface Verdict {
  success: boolean
  errorCodes: string[]
}

/** siteverify's answer for a test secret, or null when only Cloudflare could tell. */
export function verifyOffline(config: CaptchaConfig): Verdict | null {
  if (config.provider !== 'turnstile') return null
  const { secrets } = TURNSTILE_TEST
  switch (config.secret) {
    case '':
      return { success: false, errorCodes: ['missing-input-secret'] }
    case secrets.passes:
      return { success: true, errorCodes: [] }
    case secrets.fails:
      return { success: false, errorCodes: ['invalid-input-response'] }
    case secrets.spent:
      return { success: false, errorCodes: ['timeout-or-duplicate'] }
    default:
      return null
  }
}

/** The roles GoTrue treats as admin credentials (it skips the captcha for them). */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])

async function isAdminCaller(req: IncomingMessage): Promise<boolean> {
  const token = bearer(req)
  if (!token) return false
  try {
    const { payload } = await jwtVerify(token, jwtSecret, { algorithms: ['HS256'] })
    return ADMIN_ROLES.has(String(payload.role ?? ''))
  } catch {
    return false
  }
}

/** Whether a POST /token request is one GoTrue checks (isIgnoreCaptchaRoute). */
export function tokenGrantNeedsCaptcha(grantType: string): boolean {
  return !['pkce', 'refresh_token', 'id_token'].includes(grantType)
}

export function createCaptcha(initial: CaptchaConfig, log = (m: string) => console.error(m)) {
  let config: CaptchaConfig = { ...initial }
  const warned = new Set<string>()
  const listeners = new Set<(config: CaptchaConfig) => void>()

  /** Says once per setting why captchas will be refused (a secret only Cloudflare could check, none). */
  function warn() {
    const key = `${config.provider}:${config.secret}`
    if (!config.enabled || warned.has(key)) return
    const verdict = verifyOffline(config)
    if (verdict && !verdict.errorCodes.includes('missing-input-secret')) return
    warned.add(key)
    if (verdict)
      log(
        '[devstack] auth: [auth.captcha] is enabled without a secret (is SUPABASE_AUTH_CAPTCHA_SECRET set?): every captcha is refused.',
      )
    else
      log(
        config.provider === 'turnstile'
          ? `[devstack] auth: [auth.captcha] secret is not one of Turnstile's test secrets. The devstack never calls Cloudflare, so it refuses every captcha; locally use ${TURNSTILE_TEST.secrets.passes} (always passes) or ${TURNSTILE_TEST.secrets.fails} (always fails).`
          : `[devstack] auth: [auth.captcha] provider "${config.provider}" cannot be checked offline: the devstack refuses every captcha. Locally use provider = "turnstile" with one of its test secrets.`,
      )
  }
  warn()

  return {
    get settings(): CaptchaConfig {
      return { ...config }
    },
    configure(next: CaptchaConfig) {
      config = { ...next }
      warn()
      for (const listener of listeners) listener({ ...config })
    },
    /** Calls `listener` with the new settings after each change (the functions' secret follows). */
    onChange(listener: (config: CaptchaConfig) => void) {
      listeners.add(listener)
    },
    /** Refuses the request unless captcha is off, the caller is an admin, or its token passes. */
    async check(req: IncomingMessage): Promise<void> {
      if (!config.enabled) return
      if (await isAdminCaller(req)) return
      const body = await jsonBody(req)
      const security = body.gotrue_meta_security
      if (security !== undefined && security !== null && typeof security !== 'object')
        throw badRequest(
          'bad_json',
          'Could not parse request body as JSON: json: cannot unmarshal into Go struct field .gotrue_meta_security',
        )
      const raw = (security as { captcha_token?: unknown } | null | undefined)?.captcha_token
      const token = typeof raw === 'string' ? raw.trim() : ''
      if (!token)
        throw badRequest(
          'captcha_failed',
          'captcha protection: request disallowed (no captcha_token found)',
        )
      const verdict = verifyOffline(config)
      if (!verdict) {
        warn()
        throw new AuthError(500, 'unexpected_failure', 'captcha verification process failed')
      }
      if (!verdict.success)
        throw badRequest(
          'captcha_failed',
          `captcha protection: request disallowed (${verdict.errorCodes.join(', ')})`,
        )
    },
  }
}

export type Captcha = ReturnType<typeof createCaptcha>
