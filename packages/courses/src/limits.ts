import type { Locale } from './locale.ts'
import { m } from './paraglide/messages.js'

/**
 * "Too many attempts. Try again in N minutes." in `locale`, from the seconds a limit asks to
 * wait (the Retry-After of a `rate_limited` refusal, rounded up to whole minutes, at least one);
 * "in a few minutes" when the wait is unknown. The one wording of a limit: the site and the
 * console both say it this way (docs/decisions/0080).
 */
export function tooManyAttemptsText(retryAfter: number | undefined, locale: Locale): string {
  if (retryAfter === undefined || !Number.isFinite(retryAfter))
    return m.limits_tooManyAttemptsLater({}, { locale })
  return m.limits_tooManyAttempts({ n: Math.max(1, Math.ceil(retryAfter / 60)) }, { locale })
}
