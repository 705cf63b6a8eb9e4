/**
 * Every error that reaches the apps from Supabase (PostgREST, GoTrue, Storage, or the network
 * in between) is turned into an `ApiError` here, in one place, with the message of SPEC.md
 * section 8 that the user sees. Callers name the operation; this module picks the words.
 */
import {
  isAuthError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '@supabase/supabase-js'

/** The user-facing messages. The first four are SPEC.md section 8's admin alerts, verbatim. */
export const errorMessages = {
  errorFetchingEnrollment: 'Error fetching enrollment',
  userAlreadyEnrolled: 'User already enrolled',
  fillAllFields: 'Fill all fields',
  couponExistsOrInvalid: 'Coupon already exists or invalid',
  /** Network failure or a 502/503/504 from the gateway (GoTrue calls these retryable). */
  retry: 'Could not reach the server. Check your connection and try again.',
  sessionMissing: 'Your session has ended. Please log in again.',
  forbidden: 'You are not allowed to do this.',
  loginFailed: 'Login Failed',
  loadPending: 'Could not load the pending enrollments.',
  loadUsers: 'Could not load the active users.',
  loadStatistics: 'Could not load the statistics.',
  loadCoupons: 'Could not load the coupons.',
  deleteCoupon: 'Could not delete the coupon.',
  loadLeads: 'Could not load the leads.',
  loadProfile: 'Could not read your profile.',
  uploadFailed: 'Upload failed',
  // The learner site (accounts and paid enrolment). SPEC.md section 8 texts are verbatim.
  signupFailed: 'Signup Failed',
  updateFailed: 'Update failed',
  uploadError: 'Upload error',
  enrollFailed: '❌ Something went wrong. Please try again.',
  mustBeLoggedIn: 'You must be logged in.',
  invalidCoupon: '❌ Invalid or expired coupon.',
  invalidCourse: 'Invalid course selected.',
  transactionIdUsed: 'This transaction ID has already been used.',
  openRequest: 'You already have a request for this course awaiting approval.',
  alreadyEnrolledSelf: 'You are already enrolled in this course.',
  resetRequestFailed: 'Could not send the password reset email.',
  passwordUpdateFailed: 'Could not change the password.',
  enrollmentStatusFailed: 'Could not check your enrollment.',
  loadEnrollments: 'Could not load your enrollments.',
  avatarRemoveFailed: 'Could not remove the old picture.',
  activityFailed: 'Could not record your visit.',
  // Payment decisions in the console (approve a batch, reject, refund, history).
  reasonRequired: 'Please write a reason.',
  refundNotApproved: 'Only an approved enrollment can be refunded.',
  decisionFinal: 'This decision is final and cannot be changed.',
  paymentAlreadyMatched: 'This payment is already matched to another request.',
  nothingToApprove: 'Choose at least one request to approve.',
  invalidPayments: 'The payment details are not valid. Nothing was changed.',
  refundFailed: 'Could not refund the enrollment.',
  loadHistory: 'Could not load the history.',
  // The classroom (lessons, progress, certificates) and the console's Lessons tab.
  loadLessons: 'Could not load the lessons.',
  loadLesson: 'Could not load this lesson.',
  loadProgress: 'Could not load your progress.',
  progressFailed: 'Your progress was not saved. Try again.',
  notEnrolled: 'You are not enrolled in this course.',
  notFinished: 'Complete every lesson before getting the certificate.',
  nameMissing: 'Add your full name to your profile to get the certificate.',
  certificateFailed: 'Could not get your certificate.',
  verifyFailed: 'Could not check the certificate.',
  saveLessonFailed: 'Could not save the lesson.',
  deleteLessonFailed: 'Could not delete the lesson.',
  reorderFailed: 'Could not reorder the lessons.',
  lessonsChanged: 'The lessons changed meanwhile: reload and try again.',
  positionTaken: 'Another lesson has this position: reload and try again.',
  liveNeedsStart: 'A live class needs a start time, and only a live class has one.',
  loadLearners: 'Could not load the enrolled learners.',
  // Notifications (the learner's list, the console's failed mails).
  loadNotifications: 'Could not load your notifications.',
  markReadFailed: 'Could not mark the notifications as read.',
  loadDeliveries: 'Could not load the failed mails.',
} as const

/** A batch approval that stopped on one request: the message names it, nothing was approved. */
export const batchMessages = {
  notFound: (id: string) => `Request ${id} was not found. Nothing was approved.`,
  decided: (id: string, status: string) =>
    `Request ${id} is already ${status}. Nothing was approved.`,
  alreadyEnrolled: (id: string) => `User already enrolled (request ${id}). Nothing was approved.`,
  invalidPayment: (id: string) =>
    `The payment for request ${id} needs a wallet, a transaction ID and an amount. Nothing was approved.`,
} as const

/** What the console was doing when the error happened; it decides the fallback message. */
export type Operation =
  | 'auth.signIn'
  | 'auth.signOut'
  | 'profile.read'
  | 'pending.list'
  | 'enrollment.approve'
  | 'enrollment.reject'
  | 'enrollment.refund'
  | 'decisions.list'
  | 'users.list'
  | 'statistics.read'
  | 'coupons.list'
  | 'coupon.create'
  | 'coupon.deactivate'
  | 'leads.list'
  | 'storage.upload'
  | 'auth.signUp'
  | 'auth.resetPassword'
  | 'auth.updatePassword'
  | 'profile.update'
  | 'storage.remove'
  | 'enrollment.status'
  | 'coupon.lookup'
  | 'enrollment.submit'
  | 'enrollments.mine'
  | 'activity.touch'
  | 'lessons.list'
  | 'lesson.content'
  | 'progress.read'
  | 'progress.write'
  | 'certificate.issue'
  | 'certificate.read'
  | 'certificate.verify'
  | 'lesson.save'
  | 'lesson.delete'
  | 'lessons.reorder'
  | 'learners.list'
  | 'notifications.list'
  | 'notifications.read'
  | 'deliveries.list'

const fallbackMessage: Record<Operation, string> = {
  'auth.signIn': errorMessages.loginFailed,
  'auth.signOut': errorMessages.retry,
  'profile.read': errorMessages.loadProfile,
  'pending.list': errorMessages.loadPending,
  'enrollment.approve': errorMessages.errorFetchingEnrollment,
  'enrollment.reject': errorMessages.errorFetchingEnrollment,
  'enrollment.refund': errorMessages.refundFailed,
  'decisions.list': errorMessages.loadHistory,
  'users.list': errorMessages.loadUsers,
  'statistics.read': errorMessages.loadStatistics,
  'coupons.list': errorMessages.loadCoupons,
  // The original console answered every refused insert with this alert (duplicate, out of range...).
  'coupon.create': errorMessages.couponExistsOrInvalid,
  'coupon.deactivate': errorMessages.deleteCoupon,
  'leads.list': errorMessages.loadLeads,
  'storage.upload': errorMessages.uploadFailed,
  'auth.signUp': errorMessages.signupFailed,
  'auth.resetPassword': errorMessages.resetRequestFailed,
  'auth.updatePassword': errorMessages.passwordUpdateFailed,
  'profile.update': errorMessages.updateFailed,
  'storage.remove': errorMessages.avatarRemoveFailed,
  'enrollment.status': errorMessages.enrollmentStatusFailed,
  'coupon.lookup': errorMessages.invalidCoupon,
  'enrollment.submit': errorMessages.enrollFailed,
  'enrollments.mine': errorMessages.loadEnrollments,
  'activity.touch': errorMessages.activityFailed,
  'lessons.list': errorMessages.loadLessons,
  'lesson.content': errorMessages.loadLesson,
  'progress.read': errorMessages.loadProgress,
  'progress.write': errorMessages.progressFailed,
  'certificate.issue': errorMessages.certificateFailed,
  'certificate.read': errorMessages.certificateFailed,
  'certificate.verify': errorMessages.verifyFailed,
  'lesson.save': errorMessages.saveLessonFailed,
  'lesson.delete': errorMessages.deleteLessonFailed,
  'lessons.reorder': errorMessages.reorderFailed,
  'learners.list': errorMessages.loadLearners,
  'notifications.list': errorMessages.loadNotifications,
  'notifications.read': errorMessages.markReadFailed,
  'deliveries.list': errorMessages.loadDeliveries,
}

export type ApiErrorKind =
  | 'network'
  | 'session'
  | 'credentials'
  | 'weak_password'
  | 'forbidden'
  | 'already_enrolled'
  | 'conflict'
  | 'invalid'
  | 'not_found'
  | 'duplicate_transaction'
  | 'open_request'
  | 'invalid_coupon'
  | 'invalid_course'
  | 'not_enrolled'
  | 'not_finished'
  | 'name_missing'
  | 'unknown'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly operation: Operation,
    /** Postgres SQLSTATE, PostgREST PGRSTxxx or GoTrue error code, when there was one. */
    readonly code?: string,
    /** HTTP status, when there was a response (0 means none: the network failed). */
    readonly status?: number,
    /** GoTrue's weak-password reasons. */
    readonly reasons: readonly string[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }

  /** Worth offering "try again": nothing reached the database, or the gateway gave up. */
  get retryable() {
    return this.kind === 'network'
  }
}

/** The fields the Supabase clients put on their errors (PostgREST, GoTrue and Storage differ). */
interface ErrorFields {
  message?: unknown
  code?: unknown
  details?: unknown
  hint?: unknown
  status?: unknown
  statusCode?: unknown
  name?: unknown
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const RETRYABLE_STATUS = new Set([502, 503, 504])

function httpStatus(fields: ErrorFields, status: number | undefined): number | undefined {
  if (typeof status === 'number') return status
  if (typeof fields.status === 'number') return fields.status
  const fromStorage = Number(str(fields.statusCode))
  return Number.isInteger(fromStorage) && fromStorage > 0 ? fromStorage : undefined
}

function looksLikeNetworkFailure(fields: ErrorFields, status: number | undefined) {
  if (status === 0 || (status !== undefined && RETRYABLE_STATUS.has(status))) return true
  const message = str(fields.message)
  // postgrest-js reports a failed fetch as { message: 'TypeError: fetch failed', code: '' } with status 0;
  // a raw fetch rejects with a TypeError.
  return (
    fields.name === 'TypeError' ||
    /^(FetchError|TypeError|AbortError): /.test(message) ||
    /Failed to fetch|fetch failed|NetworkError|Load failed/.test(message)
  )
}

/**
 * Maps anything a Supabase call produced (`error` of a response, a thrown value) to an ApiError.
 * `status` is the response status when the caller has it (postgrest-js keeps it beside the error).
 */
export function toApiError(error: unknown, operation: Operation, status?: number): ApiError {
  if (error instanceof ApiError) return error
  const fields: ErrorFields =
    typeof error === 'object' && error !== null ? (error as ErrorFields) : { message: str(error) }
  const code = str(fields.code) || undefined
  const message = str(fields.message)
  const http = httpStatus(fields, status)
  const make = (text: string, kind: ApiErrorKind, reasons?: readonly string[]) =>
    new ApiError(text, kind, operation, code, http, reasons, { cause: error })

  if (isAuthRetryableFetchError(error) || looksLikeNetworkFailure(fields, http))
    return make(errorMessages.retry, 'network')

  const text = `${message} ${str(fields.details)} ${str(fields.hint)}`
  // A learner's paid enrolment request: the pending_enrollments trigger and unique indexes
  // (checked first: their names contain 'enrollments').
  if (
    code === '23505' &&
    /transaction ID has already been used|pending_enrollments_transaction_id_key/i.test(text)
  )
    return make(errorMessages.transactionIdUsed, 'duplicate_transaction')
  if (code === '23505' && /pending_enrollments_one_open_per_course/.test(text))
    return make(errorMessages.openRequest, 'open_request')
  if (code === '23505' && /Already enrolled in this course/i.test(text))
    return make(errorMessages.alreadyEnrolledSelf, 'already_enrolled')
  if (code === '22023' && /coupon/i.test(text))
    return make(errorMessages.invalidCoupon, 'invalid_coupon')
  if (code === '23503' && /Invalid course selected|pending_enrollments_course_id_fkey/.test(text))
    return make(errorMessages.invalidCourse, 'invalid_course')
  // The decision functions name their refusals with a stable hint (payment decisions migration).
  const hint = str(fields.hint)
  const detail = str(fields.details)
  switch (hint) {
    case 'decision_reason_required':
      return make(errorMessages.reasonRequired, 'invalid')
    case 'refund_not_approved':
      return make(errorMessages.refundNotApproved, 'conflict')
    case 'decision_final':
      return make(errorMessages.decisionFinal, 'conflict')
    case 'no_requests':
      return make(errorMessages.nothingToApprove, 'invalid')
    case 'enrollment_request_not_found':
      return make(batchMessages.notFound(detail), 'not_found')
    case 'enrollment_request_decided':
      return make(
        batchMessages.decided(detail, /already (\w+)/.exec(message)?.[1] ?? 'decided'),
        'conflict',
      )
    case 'user_already_enrolled':
      return make(batchMessages.alreadyEnrolled(detail), 'already_enrolled')
    case 'invalid_payment':
      return make(
        detail ? batchMessages.invalidPayment(detail) : errorMessages.invalidPayments,
        'invalid',
      )
  }
  if (code === '23505' && /pending_enrollments_payment_key/.test(text))
    return make(errorMessages.paymentAlreadyMatched, 'conflict')
  // The classroom: issue_certificate's refusals, a progress row for a course the learner is not
  // enrolled in (the lesson_progress insert policy), and the console's lesson writes.
  if (code === '42501' && /not enrolled in this course/i.test(text))
    return make(errorMessages.notEnrolled, 'not_enrolled')
  if (operation === 'progress.write' && code === '42501' && /lesson_progress/.test(text))
    return make(errorMessages.notEnrolled, 'not_enrolled')
  if (code === '55000' && /Complete every lesson/i.test(text))
    return make(errorMessages.notFinished, 'not_finished')
  if (code === '22023' && /full name/i.test(text))
    return make(errorMessages.nameMissing, 'name_missing')
  if (code === '55000' && /lessons changed/i.test(text))
    return make(errorMessages.lessonsChanged, 'conflict')
  if (code === '23505' && /lessons_course_id_position_key/.test(text))
    return make(errorMessages.positionTaken, 'conflict')
  if (code === '23514' && /lessons_live_starts_at/.test(text))
    return make(errorMessages.liveNeedsStart, 'invalid')
  // Raised by approve_enrollment, or the enrollments unique key when two admins race.
  if (/User already enrolled/i.test(text) || (code === '23505' && /enrollments/.test(text))) {
    return make(errorMessages.userAlreadyEnrolled, 'already_enrolled')
  }

  if (isAuthError(error) || operation === 'auth.signIn' || operation === 'auth.signOut') {
    if (isAuthWeakPasswordError(error)) return make(message, 'weak_password', error.reasons)
    if (
      isAuthSessionMissingError(error) ||
      code === 'session_not_found' ||
      code === 'refresh_token_not_found'
    ) {
      return make(errorMessages.sessionMissing, 'session')
    }
    if (
      code === 'invalid_credentials' ||
      code === 'email_not_confirmed' ||
      code === 'user_banned'
    ) {
      // SPEC.md section 8: a failed login shows the server's own message.
      return make(message || fallbackMessage[operation], 'credentials')
    }
    return make(message || fallbackMessage[operation], 'unknown')
  }

  // PostgREST: an expired or invalid JWT.
  if (code === 'PGRST301' || code === 'PGRST303' || http === 401)
    return make(errorMessages.sessionMissing, 'session')

  switch (code) {
    case '23505': // unique_violation
      return make(
        operation === 'coupon.create' || /coupon/i.test(text)
          ? errorMessages.couponExistsOrInvalid
          : fallbackMessage[operation],
        'conflict',
      )
    case '23514': // check_violation
    case '23502': // not_null_violation
    case '22P02': // invalid_text_representation
    case '22003': // numeric_value_out_of_range
    case '23503': // foreign_key_violation
      return make(
        operation === 'coupon.create' || /coupon/i.test(text)
          ? errorMessages.couponExistsOrInvalid
          : fallbackMessage[operation],
        'invalid',
      )
    case '42501': // insufficient_privilege, including a row-level security refusal
      return make(
        operation === 'coupon.create'
          ? errorMessages.couponExistsOrInvalid
          : errorMessages.forbidden,
        'forbidden',
      )
    case '55000': // object_not_in_prerequisite_state: 'Enrollment request is already rejected.' (our own text)
      return make(message || fallbackMessage[operation], 'conflict')
    case 'P0002': // no_data_found: approve/reject of a request that does not exist (or RLS hides)
    case 'PGRST116': // .single() found no row
      return make(fallbackMessage[operation], 'not_found')
  }
  if (http === 403) return make(errorMessages.forbidden, 'forbidden')
  if (http === 404) return make(fallbackMessage[operation], 'not_found')
  return make(fallbackMessage[operation], 'unknown')
}

/** A response that arrived but does not have the expected shape. */
export function unexpectedResponse(
  operation: Operation,
  cause: unknown,
  status?: number,
): ApiError {
  return new ApiError(fallbackMessage[operation], 'unknown', operation, undefined, status, [], {
    cause,
  })
}

/** The message to show for any error (for catch blocks in the apps). */
export function errorMessage(error: unknown, operation: Operation): string {
  return toApiError(error, operation).message
}
