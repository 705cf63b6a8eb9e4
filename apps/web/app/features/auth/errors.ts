import { m, type Locale } from '../../i18n'
import { browserOffline, errorText, isApiError } from '../../lib/apiError'

/** GoTrue's per-address limits refill over 5 minutes (docs/decisions/0052). */
const REQUEST_WINDOW_MINUTES = 5
/** The project's mails are counted per hour. */
const EMAIL_WINDOW_MINUTES = 60

/**
 * How long a learner waits after Auth's 429, in whole minutes; null for any other error. GoTrue
 * sends no Retry-After: over a per-address limit (`over_request_rate_limit`) its buckets refill
 * within 5 minutes; over the mails to one address (`over_email_send_rate_limit` "…only request
 * this after N seconds", max_frequency) the seconds it names; over the project's mails an hour.
 */
export function rateLimitMinutes(error: unknown): number | null {
  if (!isApiError(error)) return null
  const code = error.code ?? ''
  if (code === 'over_email_send_rate_limit' || code === 'over_sms_send_rate_limit') {
    const seconds = /after (\d+) seconds?/.exec(error.serverText ?? '')?.[1]
    return seconds ? Math.max(1, Math.ceil(Number(seconds) / 60)) : EMAIL_WINDOW_MINUTES
  }
  if (code === 'over_request_rate_limit' || error.status === 429) return REQUEST_WINDOW_MINUTES
  return null
}

/**
 * What an account page shows for a failed call: the server's own message (docs/product.md#messages),
 * except for a lost connection or an ended session, a limit reached and a refused security
 * check, which get the site's words (as does a failure the server did not word).
 */
export function authErrorText(error: unknown, locale: Locale): string {
  if (browserOffline()) return m.auth_offline({}, { locale })
  if (!isApiError(error)) return m.auth_network({}, { locale })
  if (error.kind === 'network') return m.auth_network({}, { locale })
  if (error.kind === 'session') return m.auth_sessionEnded({}, { locale })
  const minutes = rateLimitMinutes(error)
  if (minutes !== null) return m.limits_tooManyAttempts({ n: minutes }, { locale })
  return errorText(error, locale)
}

/** The weak-password reasons of the server in the site's words (unknown ones left out). */
export function weakPasswordReasons(error: unknown, locale: Locale): string[] {
  if (!isApiError(error) || error.kind !== 'weak_password') return []
  const texts: Record<string, typeof m.auth_signup_reasons_length> = {
    length: m.auth_signup_reasons_length,
    characters: m.auth_signup_reasons_characters,
    pwned: m.auth_signup_reasons_pwned,
  }
  const known = error.reasons.flatMap((r) => texts[r]?.({}, { locale }) ?? [])
  return known.length > 0 ? known : [errorText(error, locale)]
}
