import { MAX_QUESTION_CHARS, QUESTION_EDIT_MINUTES } from '@repo/courses'
import { isApiError, isNetworkFailure } from '../../lib/apiError'
import { m, type Locale, type Message } from '../../i18n'
import type { SendWords } from '../../components/SendStatus'

/** A question's or an answer's send, waiting for the signal or refused (the text kept). */
export const sendWords: SendWords = [
  m.questions_waitingSignal,
  m.questions_sendNow,
  m.questions_draftKept,
]

/**
 * What a text field shows for a rule of @repo/courses' question schemas (the issue's message is
 * the rule's code: question_empty, question_too_long), in the page's language.
 */
export function fieldErrorText(code: string, locale: Locale): string {
  if (code === 'question_too_long')
    return m.questions_error_tooLong({ max: MAX_QUESTION_CHARS }, { locale })
  return m.questions_error_empty({}, { locale })
}

/** A limit of the database (10 questions, 30 answers, 60 edits in 10 minutes), with its wait. */
function limitText(retryAfter: number | undefined, locale: Locale): string {
  if (retryAfter === undefined || !Number.isFinite(retryAfter))
    return m.questions_error_rateLimitedLater({}, { locale })
  return m.questions_error_rateLimited({ n: Math.max(1, Math.ceil(retryAfter / 60)) }, { locale })
}

/** The hints the questions' functions refuse with, in the learner's words (those without a number). */
const hintTexts: Record<string, Message> = {
  not_asker: m.questions_error_notAsker,
  not_author: m.questions_error_notAuthor,
  not_enrolled: m.questions_error_notEnrolled,
}

/** The kinds of refusal without a hint of their own, in the learner's words. */
const kindTexts: Record<string, Message> = {
  session: m.questions_error_session,
  not_enrolled: m.questions_error_notEnrolled,
  // Row-level security refused the row: the learner's enrolment (or the question) is gone.
  forbidden: m.questions_error_forbidden,
  not_found: m.questions_error_gone,
}

/** Why asking, answering, editing or accepting was refused, in the learner's words. */
export function refusalText(error: unknown, locale: Locale): string {
  if (isNetworkFailure(error)) return m.questions_error_offline({}, { locale })
  if (!isApiError(error)) return m.questions_error_unknown({}, { locale })
  if (error.kind === 'rate_limited') return limitText(error.retryAfter, locale)
  if (error.code === 'question_too_long' || error.code === 'question_empty')
    return fieldErrorText(error.code, locale)
  if (error.hint === 'edit_window_closed')
    return m.questions_error_editWindow({ n: QUESTION_EDIT_MINUTES }, { locale })
  if (error.hint === 'search_too_long')
    return m.questions_error_searchTooLong({ max: 100 }, { locale })
  if (error.hint && hintTexts[error.hint]) return hintTexts[error.hint]!({}, { locale })
  // The database's own check of the text's length (the schema's, checked first, agrees).
  if (error.kind === 'invalid' && error.field === 'body')
    return m.questions_error_tooLong({ max: MAX_QUESTION_CHARS }, { locale })
  return (kindTexts[error.kind] ?? m.questions_error_unknown)({}, { locale })
}
