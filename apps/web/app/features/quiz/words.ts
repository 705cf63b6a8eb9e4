import { isApiError, rateLimitedText } from '../../lib/apiError'
import { m, type Locale, type Message } from '../../i18n'
import type { AccessWords } from '../../components/AccessCard'
import type { CourseItemWords } from '../../components/CourseItemPage'

/** The hints submit_quiz refuses with, in the learner's words. */
const hintTexts: Record<string, Message> = {
  not_enrolled: m.quiz_error_notEnrolled,
  quiz_not_found: m.quiz_error_gone,
  quiz_answers_invalid: m.quiz_error_changed,
  quiz_incomplete: m.quiz_error_incomplete,
  quiz_empty: m.quiz_error_empty,
  not_signed_in: m.quiz_error_session,
}

/** Today's attempts are used up: when the next one opens, if the refusal said. */
export function usedUpUntil(error: unknown): string | null | undefined {
  if (!isApiError(error) || error.kind !== 'attempts_used_up') return undefined
  return error.retryAt ?? null
}

/** The quiz page's words around the quiz: no such course, no such quiz, its load. */
export const pageWords: CourseItemWords = {
  noCourse: [m.quiz_notFoundTitle, m.quiz_courseNotFound, m.quiz_seeCourses],
  noItem: [m.quiz_notFoundTitle, m.quiz_notFoundText, m.quiz_backToClassroom],
  load: [m.quiz_loading, m.quiz_loadFailed, m.quiz_retry],
}

/** Why an attempt was not sent, in the learner's words (the answers are always kept). */
export function sendFailureText(error: unknown, locale: Locale): string {
  const limited = rateLimitedText(error, locale)
  if (limited) return limited
  if (!isApiError(error)) return m.quiz_error_unknown({}, { locale })
  if (error.hint && hintTexts[error.hint]) return hintTexts[error.hint]!({}, { locale })
  if (error.kind === 'session') return m.quiz_error_session({}, { locale })
  if (error.kind === 'not_enrolled') return m.quiz_error_notEnrolled({}, { locale })
  return m.quiz_error_unknown({}, { locale })
}

/** The access card's words, for each who cannot take the quiz. */
export const accessWords: AccessWords = {
  anon: [m.quiz_loginTitle, m.quiz_loginText, m.quiz_login],
  pending: [m.quiz_pendingTitle, m.quiz_pendingText, m.quiz_seeProfile],
  none: [m.quiz_notEnrolledTitle, m.quiz_notEnrolledText, m.quiz_enrollNow],
}
