import { isApiError, rateLimitedText } from '../../lib/apiError'
import { m, type Locale, type Message } from '../../i18n'
import type { AccessWords } from '../../components/AccessCard'
import type { CourseItemWords } from '../../components/CourseItemPage'

/**
 * The rules of a hand-in in the learner's words: the codes of @repo/courses' handInSchema (the
 * form's own check) and the hints submit_project refuses with for the same rules.
 */
const ruleTexts: Record<string, Message> = {
  hand_in_note: m.project_error_note,
  note_too_long: m.project_error_note,
  hand_in_link: m.project_error_link,
  link_not_https: m.project_error_link,
  hand_in_links: m.project_error_links,
  too_many_links: m.project_error_links,
  hand_in_files: m.project_error_files,
  too_many_files: m.project_error_files,
  hand_in_empty: m.project_error_empty,
  submission_empty: m.project_error_empty,
}

/** What the form's field shows for a rule its schema named (the code), in the page's language. */
export function ruleText(code: string, locale: Locale): string {
  return (ruleTexts[code] ?? m.project_error_unknown)({}, { locale })
}

/** A field's error: the schema's code in words, or words already (a photo refused). */
export function fieldErrorText(error: string, locale: Locale): string {
  return /^[a-z_]+$/.test(error) ? ruleText(error, locale) : error
}

/** The project page's words around the project: no such course, no such project, its load. */
export const pageWords: CourseItemWords = {
  noCourse: [m.project_notFoundTitle, m.project_courseNotFound, m.project_seeCourses],
  noItem: [m.project_notFoundTitle, m.project_notFoundText, m.project_backToClassroom],
  load: [m.project_loading, m.project_loadFailed, m.project_retry],
}

/** The hints of submit_project that are not a field's rule. */
const hintTexts: Record<string, Message> = {
  file_not_yours: m.project_error_fileNotYours,
  file_missing: m.project_error_fileMissing,
  hand_in_not_accepted: m.project_error_notAccepted,
  not_enrolled: m.project_error_notEnrolled,
  project_not_found: m.project_error_projectGone,
  project_approved: m.project_error_approved,
  submission_waiting: m.project_error_waiting,
  not_signed_in: m.project_error_session,
}

/** Why a hand-in was not sent, in the learner's words (the draft is always kept). */
export function sendFailureText(error: unknown, locale: Locale): string {
  const limited = rateLimitedText(error, locale)
  if (limited) return limited
  if (!isApiError(error)) return m.project_error_unknown({}, { locale })
  const rule = error.code ?? error.hint
  if (error.operation === 'storage.upload' && error.kind !== 'session')
    return m.project_error_photoRefused({}, { locale })
  if (error.hint && hintTexts[error.hint]) return hintTexts[error.hint]!({}, { locale })
  if (rule && ruleTexts[rule]) return ruleTexts[rule]!({}, { locale })
  if (error.kind === 'session') return m.project_error_session({}, { locale })
  return m.project_error_unknown({}, { locale })
}

/** The access card's words, for each who cannot hand in. */
export const accessWords: AccessWords = {
  anon: [m.project_loginTitle, m.project_loginText, m.project_login],
  pending: [m.project_pendingTitle, m.project_pendingText, m.project_seeProfile],
  none: [m.project_notEnrolledTitle, m.project_notEnrolledText, m.project_enrollNow],
}
