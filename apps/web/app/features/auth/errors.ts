import { m, type Locale } from '../../i18n'
import { browserOffline, isApiError } from '../../lib/apiError'

/**
 * What an account page shows for a failed call: the server's own message (SPEC.md section 8),
 * except for a lost connection or an ended session, which get the site's words.
 */
export function authErrorText(error: unknown, locale: Locale): string {
  if (browserOffline()) return m.auth_offline({}, { locale })
  if (isApiError(error)) {
    if (error.kind === 'network') return m.auth_network({}, { locale })
    if (error.kind === 'session') return m.auth_sessionEnded({}, { locale })
    if (error.message) return error.message
  }
  return m.auth_network({}, { locale })
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
  return known.length > 0 ? known : [error.message]
}
