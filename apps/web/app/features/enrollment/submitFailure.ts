import { m, type Locale } from '../../i18n'
import { browserOffline, isApiError, rateLimitedText } from '../../lib/apiError'

export interface SubmitFailure {
  /** The red box above the submit button (and the toast's text). */
  message: string
  /** A field to mark, with its own message. */
  field?: 'transactionId' | 'couponCode' | 'phone' | 'name'
  fieldMessage?: string
  /** The request exists already: offer the profile page. */
  showProfileLink?: boolean
  /** The session ended: offer to log in again. */
  sessionEnded?: boolean
}

const formFields = new Set<string | undefined>(['transactionId', 'couponCode', 'phone', 'name'])
const isFormField = (field: string | undefined): field is NonNullable<SubmitFailure['field']> =>
  formFields.has(field)

/** A refusal about one field: said in the red box and under that field. */
function onField(field: SubmitFailure['field'], message: string): SubmitFailure {
  return { message, field, fieldMessage: message }
}

/** What the enrol page says for a refused or lost submission. The form always stays filled. */
export function submitFailure(error: unknown, locale: Locale): SubmitFailure {
  if (browserOffline()) return { message: m.enroll_errors_offline({}, { locale }) }
  if (!isApiError(error)) return { message: m.enroll_errors_generic({}, { locale }) }
  const limited = rateLimitedText(error, locale)
  if (limited) return { message: limited }
  switch (error.kind) {
    case 'network':
      return { message: m.enroll_errors_network({}, { locale }) }
    case 'duplicate_transaction':
      return onField('transactionId', m.enroll_errors_duplicateTransaction({}, { locale }))
    case 'open_request':
      return { message: m.enroll_errors_openRequest({}, { locale }), showProfileLink: true }
    case 'already_enrolled':
      return { message: m.enroll_errors_alreadyEnrolled({}, { locale }), showProfileLink: true }
    case 'invalid_coupon':
      return onField('couponCode', m.enroll_couponInvalid({}, { locale }))
    case 'invalid_course':
      return { message: m.enroll_invalidCourse({}, { locale }) }
    case 'session':
      return { message: m.auth_sessionEnded({}, { locale }), sessionEnded: true }
    case 'invalid':
      // the form's own words for its first problem (its schema's), on the field when it is one of ours
      return error.serverText && isFormField(error.field)
        ? onField(error.field, error.serverText)
        : { message: error.serverText ?? m.enroll_errors_generic({}, { locale }) }
    default:
      return { message: m.enroll_errors_generic({}, { locale }) }
  }
}
