import { MAX_QUESTION_CHARS, QUESTION_EDIT_MINUTES } from '@repo/courses'
import { isApiError, isNetworkFailure } from '../../lib/apiError'
import { m, type Locale } from '../../i18n'
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

/** Why asking, answering, editing or accepting was refused, in the learner's words. */
export function refusalText(error: unknown, locale: Locale): string {
  if (isNetworkFailure(error)) return m.questions_error_offline({}, { locale })
  if (!isApiError(error)) return m.questions_error_unknown({}, { locale })
  if (error.kind === 'rate_limited') return limitText(error.retryAfter, locale)
  if (error.code === 'question_too_long' || error.code === 'question_empty')
    return fieldErrorText(error.code, locale)
  switch (error.hint) {
    case 'edit_window_closed':
      return m.questions_error_editWindow({ n: QUESTION_EDIT_MINUTES }, { locale })
    case 'not_asker':
      return m.questions_error_notAsker({}, { locale })
    case 'not_author':
      return m.questions_error_notAuthor({}, { locale })
    case 'not_enrolled':
      return m.questions_error_notEnrolled({}, { locale })
    case 'search_too_long':
      return m.questions_error_searchTooLong({ max: 100 }, { locale })
  }
  switch (error.kind) {
    case 'session':
      return m.questions_error_session({}, { locale })
    case 'not_enrolled':
      return m.questions_error_notEnrolled({}, { locale })
    case 'forbidden':
      // Row-level security refused the row: the learner's enrolment (or the question) is gone.
      return m.questions_error_forbidden({}, { locale })
    case 'not_found':
      return m.questions_error_gone({}, { locale })
    case 'invalid':
      // The database's own check of the text's length (the schema's, checked first, agrees).
      return error.field === 'body'
        ? m.questions_error_tooLong({ max: MAX_QUESTION_CHARS }, { locale })
        : m.questions_error_unknown({}, { locale })
    default:
      return m.questions_error_unknown({}, { locale })
  }
}
