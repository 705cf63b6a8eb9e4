import type { IncomingMessage, ServerResponse } from 'node:http'
import { jwtVerify } from 'jose'
import type { CaptchaConfig, StackConfig } from '../config'
import { bearer, header, node, sendJson, type Room } from '../http'
import { SERVICE_ROLE_KEY } from '../keys'
import { verifyOffline } from './captcha'
import { badRequest, forbidden } from './errors'
import { secret } from './model'
import { jsonBody, jsonObject } from './requests'
import type { AuthState } from './state'

type RateLimit = StackConfig['auth']['rateLimit']

/**
 * The devstack's own test hook (not GoTrue's): `[auth.rate_limit]` and `[auth.captcha]` changed
 * while the stack runs, for a test that needs them on (the end-to-end suite shares one stack),
 * and put back to config.toml's values afterwards. Only with the service_role key.
 *
 * GET /auth/v1/devstack/settings, PUT (a partial `{ rate_limit, captcha }` in config.toml's
 * names; every count starts again) and DELETE (config.toml's values, counts cleared).
 * POST /auth/v1/devstack/turnstile/siteverify: Cloudflare's siteverify for the test secrets.
 */
export function devstackRoutes(app: Room, state: AuthState): void {
  const { cfg, limits, captcha } = state

  async function requireServiceRole(req: IncomingMessage) {
    if (header(req, 'apikey') === SERVICE_ROLE_KEY) return
    const token = bearer(req)
    try {
      const { payload } = await jwtVerify(token ?? '', secret, { algorithms: ['HS256'] })
      if (payload.role === 'service_role') return
    } catch {
      // refused below
    }
    throw forbidden('not_admin', 'User not allowed')
  }

  const view = () => {
    const r = limits.settings
    const c = captcha.settings
    return {
      rate_limit: {
        enforced: r.enforced,
        email_sent: r.emailSent,
        token_refresh: r.tokenRefresh,
        sign_in_sign_ups: r.signInSignUps,
        token_verifications: r.tokenVerifications,
      },
      captcha: { enabled: c.enabled, provider: c.provider, secret: c.secret },
    }
  }

  const number = (v: unknown, name: string, fallback: number) => {
    if (v === undefined) return fallback
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      throw badRequest('validation_failed', `${name} must be a number of 0 or more`)
    return v
  }
  const flag = (v: unknown, name: string, fallback: boolean) => {
    if (v === undefined) return fallback
    if (typeof v !== 'boolean')
      throw badRequest('validation_failed', `${name} must be true or false`)
    return v
  }
  const text = (v: unknown, name: string, fallback: string) => {
    if (v === undefined) return fallback
    if (typeof v !== 'string') throw badRequest('validation_failed', `${name} must be a string`)
    return v
  }

  async function read(req: IncomingMessage, res: ServerResponse) {
    await requireServiceRole(req)
    sendJson(res, 200, view())
  }

  async function change(req: IncomingMessage, res: ServerResponse) {
    await requireServiceRole(req)
    const body = await jsonBody(req)
    const r = jsonObject(body, 'rate_limit')
    const c = jsonObject(body, 'captcha')
    const now = limits.settings
    const next: RateLimit = {
      enforced: flag(r?.enforced, 'rate_limit.enforced', now.enforced),
      emailSent: number(r?.email_sent, 'rate_limit.email_sent', now.emailSent),
      tokenRefresh: number(r?.token_refresh, 'rate_limit.token_refresh', now.tokenRefresh),
      signInSignUps: number(r?.sign_in_sign_ups, 'rate_limit.sign_in_sign_ups', now.signInSignUps),
      tokenVerifications: number(
        r?.token_verifications,
        'rate_limit.token_verifications',
        now.tokenVerifications,
      ),
    }
    const was = captcha.settings
    const nextCaptcha: CaptchaConfig = {
      enabled: flag(c?.enabled, 'captcha.enabled', was.enabled),
      provider: text(c?.provider, 'captcha.provider', was.provider),
      secret: text(c?.secret, 'captcha.secret', was.secret).trim(),
    }
    limits.configure(next)
    captcha.configure(nextCaptcha)
    sendJson(res, 200, view())
  }

  async function restore(req: IncomingMessage, res: ServerResponse) {
    await requireServiceRole(req)
    limits.configure(cfg.rateLimit)
    captcha.configure(cfg.captcha)
    sendJson(res, 200, view())
  }

  /**
   * Cloudflare's siteverify, offline, for the Edge Functions that check a Turnstile token
   * themselves (join-now: its TURNSTILE_VERIFY_URL points here locally). Answers Cloudflare's
   * shape for its documented test secrets; any other secret only Cloudflare could check.
   */
  async function siteverify(req: IncomingMessage, res: ServerResponse) {
    const body = await jsonBody(req)
    const secretKey = typeof body.secret === 'string' ? body.secret.trim() : ''
    const response = typeof body.response === 'string' ? body.response.trim() : ''
    const verdict = verifyOffline({ enabled: true, provider: 'turnstile', secret: secretKey })
    if (!verdict) {
      sendJson(res, 200, { success: false, 'error-codes': ['internal-error'] })
      return
    }
    if (verdict.success && !response) {
      sendJson(res, 200, { success: false, 'error-codes': ['missing-input-response'] })
      return
    }
    sendJson(res, 200, { success: verdict.success, 'error-codes': verdict.errorCodes })
  }

  app.post('/devstack/turnstile/siteverify', node(siteverify))
  app.get('/devstack/settings', node(read))
  app.put('/devstack/settings', node(change))
  app.delete('/devstack/settings', node(restore))
}
