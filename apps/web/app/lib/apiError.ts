import type { ApiCode, ApiError, ApiErrorKind, DatabaseHint } from '@repo/api'
import { tooManyAttemptsText } from '@repo/courses/i18n'
import { formatDateTime, m, type Locale } from '../i18n'

/*
 * @repo/api reports what happened (kind, code, hint, retry-after, the field at fault) and no
 * words; the site says it here, from its catalogue, in the page's language
 * (docs/decisions/0063-errors-carry-codes.md). Features with words of their own (the enrol
 * form, the classroom) refine these.
 */

/**
 * True for the ApiError of packages/api (checked by shape, so a page that loads @repo/api
 * lazily can tell without importing the class).
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ApiError' &&
    typeof (error as { kind?: unknown }).kind === 'string'
  )
}

/** Offline right now, as far as the browser knows: the one offline check of the site (forms too). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/** A call that failed because the signal did (offline, or the request never came back). */
export const isNetworkFailure = (error: unknown) =>
  browserOffline() || (isApiError(error) && error.kind === 'network')

/**
 * "Too many attempts. Try again in N minutes." in the page's language, for a call refused by a
 * limit of the database or the platform (kind `rate_limited`, the seconds to wait in
 * `retryAfter`); undefined for any other failure. Every place that turns a refusal into words
 * asks this first, so a limit never reads as a generic error.
 */
export function rateLimitedText(error: unknown, locale: Locale): string | undefined {
  if (!isApiError(error) || error.kind !== 'rate_limited') return undefined
  return tooManyAttemptsText(error.retryAfter, locale)
}

/**
 * "The security check did not pass. Try again." in the page's language, for a call whose
 * Turnstile token was missing or refused (code `captcha_failed`: Auth's, and the join-now
 * function's); undefined for any other failure.
 */
export function captchaRefusedText(error: unknown, locale: Locale): string | undefined {
  if (!isApiError(error) || error.code !== 'captcha_failed') return undefined
  return m.auth_captchaRefused({}, { locale })
}

type Text = (inputs: Record<string, never>, options: { locale: Locale }) => string

/** Every kind of failure in the site's words: what a feature says when it has none of its own. */
export const kindTexts: Record<ApiErrorKind, Text> = {
  network: m.auth_network,
  session: m.auth_sessionEnded,
  credentials: m.errors_credentials,
  weak_password: m.errors_weakPassword,
  forbidden: m.errors_forbidden,
  already_enrolled: m.enroll_errors_alreadyEnrolled,
  conflict: m.errors_conflict,
  invalid: m.errors_invalid,
  not_found: m.errors_notFound,
  duplicate_transaction: m.enroll_errors_duplicateTransaction,
  open_request: m.enroll_errors_openRequest,
  invalid_coupon: m.enroll_couponInvalid,
  invalid_course: m.enroll_invalidCourse,
  not_enrolled: m.errors_notEnrolled,
  not_finished: m.classroom_notFinished,
  projects_pending: m.classroom_projects_incomplete,
  quizzes_pending: m.errors_quizzesPending,
  attempts_used_up: m.errors_attemptsUsedUp,
  name_missing: m.classroom_nameMissing,
  rate_limited: m.limits_tooManyAttemptsLater,
  unknown: m.errors_unknown,
}

/**
 * "You have used today's attempts at this quiz. Try again after <time>." in the page's language
 * (the time in Dhaka, from the refusal's `retryAt`; "tomorrow" when it did not say), for a quiz
 * refused with `attempts_used_up`; undefined for any other failure.
 */
export function attemptsUsedUpText(error: unknown, locale: Locale): string | undefined {
  if (!isApiError(error) || error.kind !== 'attempts_used_up') return undefined
  if (!error.retryAt) return m.errors_attemptsUsedUp({}, { locale })
  return m.errors_attemptsUsedUpAt({ time: formatDateTime(error.retryAt, locale) }, { locale })
}

/**
 * The refusals of questions and quizzes (issue 35) that say more than their kind, by the
 * database's hint or @repo/api's code: the features' own words refine these.
 */
export const refusalTexts: Partial<Record<DatabaseHint | ApiCode, Text>> = {
  quiz_not_found: m.errors_quizNotFound,
  quiz_answers_invalid: m.errors_quizAnswersInvalid,
  quiz_incomplete: m.errors_quizIncomplete,
  quiz_empty: m.errors_quizEmpty,
  quizzes_incomplete: m.errors_quizzesPending,
  edit_window_closed: m.errors_editWindowClosed,
  not_author: m.errors_notAuthor,
  not_staff: m.errors_notStaff,
  not_asker: m.errors_notAsker,
  search_too_long: m.errors_searchTooLong,
  question_empty: m.errors_questionEmpty,
  question_too_long: m.errors_questionTooLong,
}

/** The words of a refusal of `refusalTexts` (by its hint, then its code); undefined otherwise. */
function refusalText(error: ApiError, locale: Locale): string | undefined {
  const text =
    (error.hint && refusalTexts[error.hint]) || (error.code && refusalTexts[error.code as ApiCode])
  return text ? text({}, { locale }) : undefined
}

/**
 * What the site says for a failed call, in the page's language: a limit with its wait, a refused
 * security check, a quiz's attempts used up (with when the next opens), a refusal of questions
 * and quizzes, the words the server or the form's schema chose (GoTrue's message: a failed login
 * shows it, docs/product.md#messages), or the kind's own.
 */
export function errorText(error: unknown, locale: Locale): string {
  if (!isApiError(error)) return m.errors_unknown({}, { locale })
  return (
    rateLimitedText(error, locale) ??
    captchaRefusedText(error, locale) ??
    attemptsUsedUpText(error, locale) ??
    refusalText(error, locale) ??
    error.serverText ??
    kindTexts[error.kind]({}, { locale })
  )
}
