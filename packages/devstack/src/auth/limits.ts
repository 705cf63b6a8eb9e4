import type { IncomingMessage } from 'node:http'
import type { StackConfig } from '../config'
import { AuthError } from './errors'

/**
 * GoTrue's rate limits (read in supabase/auth: internal/api/apilimiter, middleware.go, mail.go),
 * written for the devstack:
 *
 * - per client address, one token bucket per route: the bucket holds 30 requests (GoTrue's
 *   burst) and refills at the configured number per 5 minutes. `sign_in_sign_ups` feeds
 *   separate buckets for POST /signup, /recover, /resend and PUT /user; `token_refresh` the one
 *   bucket of POST /token (password sign-in, refresh and PKCE grants alike); and
 *   `token_verifications` GET and POST /verify. Refused: 429 `over_request_rate_limit`,
 *   "Request rate limit reached", with no Retry-After header (GoTrue sends none).
 * - mails for the whole project: at most `email_sent` an hour, counted in fixed hours from the
 *   service's start, and only when confirmations are on (GoTrue skips the count when it
 *   autoconfirms). Refused: 429 `over_email_send_rate_limit`, "email rate limit exceeded".
 *
 * The client address is the TCP peer of the request (the gateway runs in this process and
 * hands auth Node's own request), never a forwarding header a client could write itself.
 */

export type Bucket = 'signups' | 'recover' | 'resend' | 'user' | 'token' | 'verify'

type RateLimit = StackConfig['auth']['rateLimit']

/** GoTrue's burst for every per-address limit the devstack emulates. */
export const BURST = 30
const FIVE_MINUTES = 300
const HOUR_MS = 3_600_000

/** The per-5-minutes setting that feeds each bucket. */
const setting: Record<Bucket, keyof Omit<RateLimit, 'enforced' | 'emailSent'>> = {
  signups: 'signInSignUps',
  recover: 'signInSignUps',
  resend: 'signInSignUps',
  user: 'signInSignUps',
  token: 'tokenRefresh',
  verify: 'tokenVerifications',
}

export const overRequestRateLimit = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')

export const overEmailRateLimit = () =>
  new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')

/** The address of the TCP peer (`::ffff:127.0.0.2` is 127.0.0.2). */
export function clientAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? ''
  return address.startsWith('::ffff:') ? address.slice(7) : address
}

export function createLimits(initial: RateLimit, now: () => number = Date.now) {
  let limits: RateLimit = { ...initial }
  /** bucket -> address -> tokens left and when they were counted */
  const buckets = new Map<Bucket, Map<string, { tokens: number; at: number }>>()
  let emailWindow = { start: now(), count: 0 }

  function allow(bucket: Bucket, address: string): boolean {
    const perSecond = limits[setting[bucket]] / FIVE_MINUTES
    const byAddress = buckets.get(bucket) ?? new Map<string, { tokens: number; at: number }>()
    buckets.set(bucket, byAddress)
    const t = now()
    const state = byAddress.get(address) ?? { tokens: BURST, at: t }
    const tokens = Math.min(BURST, state.tokens + ((t - state.at) / 1000) * perSecond)
    if (tokens < 1) {
      byAddress.set(address, { tokens, at: t })
      return false
    }
    byAddress.set(address, { tokens: tokens - 1, at: t })
    return true
  }

  return {
    get settings(): RateLimit {
      return { ...limits }
    },
    /** New settings (the devstack's test hook); every count starts again. */
    configure(next: RateLimit) {
      limits = { ...next }
      buckets.clear()
      emailWindow = { start: now(), count: 0 }
    },
    /** Counts one request of `req`'s client against `bucket`; refuses it over the limit. */
    take(bucket: Bucket, req: IncomingMessage): void {
      if (!limits.enforced) return
      if (!allow(bucket, clientAddress(req))) throw overRequestRateLimit()
    },
    /** Counts one mail for the project; refuses it over `email_sent` this hour. */
    takeEmail(autoconfirm: boolean): void {
      if (!limits.enforced) return
      if (limits.emailSent <= 0) throw overEmailRateLimit()
      if (autoconfirm) return
      const t = now()
      const hours = Math.floor((t - emailWindow.start) / HOUR_MS)
      if (hours > 0) emailWindow = { start: emailWindow.start + hours * HOUR_MS, count: 0 }
      if (emailWindow.count >= limits.emailSent) throw overEmailRateLimit()
      emailWindow.count++
    },
  }
}

export type Limits = ReturnType<typeof createLimits>
