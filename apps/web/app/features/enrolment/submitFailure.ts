import { messages } from '../../i18n'
import { browserOffline, isApiError } from '../auth/apiError'

const e = messages.enrol.errors

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

/** What the enrol page says for a refused or lost submission. The form always stays filled. */
export function submitFailure(error: unknown): SubmitFailure {
  if (browserOffline()) return { message: e.offline }
  if (!isApiError(error)) return { message: e.generic }
  switch (error.kind) {
    case 'network':
      return { message: e.network }
    case 'duplicate_transaction':
      return { message: e.duplicateTransaction, field: 'transactionId', fieldMessage: e.duplicateTransaction }
    case 'open_request':
      return { message: e.openRequest, showProfileLink: true }
    case 'already_enrolled':
      return { message: e.alreadyEnrolled, showProfileLink: true }
    case 'invalid_coupon':
      return { message: messages.enrol.couponInvalid, field: 'couponCode', fieldMessage: messages.enrol.couponInvalid }
    case 'invalid_course':
      return { message: messages.enrol.invalidCourse }
    case 'session':
      return { message: messages.auth.sessionEnded, sessionEnded: true }
    case 'invalid':
      return { message: error.message }
    default:
      return { message: e.generic }
  }
}
