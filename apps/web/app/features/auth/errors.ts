import { messages } from '../../i18n'
import { browserOffline, isApiError } from './apiError'

const a = messages.auth

/**
 * What an account page shows for a failed call: the server's own message (SPEC.md section 8),
 * except for a lost connection or an ended session, which get the site's words.
 */
export function authErrorText(error: unknown): string {
  if (browserOffline()) return a.offline
  if (isApiError(error)) {
    if (error.kind === 'network') return a.network
    if (error.kind === 'session') return a.sessionEnded
    if (error.message) return error.message
  }
  return a.network
}

/** The weak-password reasons of the server in the site's words (unknown ones left out). */
export function weakPasswordReasons(error: unknown): string[] {
  if (!isApiError(error) || error.kind !== 'weak_password') return []
  const known = error.reasons.map((r) => a.signup.reasons[r]).filter((r): r is string => typeof r === 'string')
  return known.length > 0 ? known : [error.message]
}
