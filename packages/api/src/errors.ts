/**
 * Every error that reaches the apps from Supabase (PostgREST, GoTrue, Storage, or the network
 * in between) is turned into an `ApiError` here, in one place, with the message of
 * docs/product.md#messages that the user sees. Callers name the operation; this module picks the words.
 */
import {
  isAuthError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '@supabase/supabase-js'

/** The user-facing messages. The first four are the admin alerts of docs/product.md#messages, verbatim. */
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
  sendLeadFailed: 'Could not send your details. Please try again.',
  loadProfile: 'Could not read your profile.',
  uploadFailed: 'Upload failed',
  // The learner site (accounts and paid enrolment). The texts of docs/product.md#messages are verbatim.
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
  // The Payments tab's paste & match: the requests of the pasted transaction ids.
  matchRequestsFailed: 'Could not load the enrollment requests to match with.',
  tooManyTransactionIds: 'Match at most 1,000 transaction IDs at a time.',
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
  // The wallet phone's messages in the console (the Payments tab's Inbox and Settings).
  loadWalletMessages: 'Could not load the wallet messages.',
  approveWalletMessageFailed: 'Could not approve the payment.',
  anchorWalletMessageFailed: 'Could not anchor the wallet’s balance.',
  walletMessageNotFound: 'This wallet message was not found.',
  walletMessageNotMatched:
    'Only a payment waiting for approval can be approved. Refresh to see it as it is now.',
  walletMessageNotAnchorable: 'Only a wallet message that shows a balance can anchor its wallet.',
  invalidWalletMessage: 'A wallet message needs its sender, text and time.',
  loadWalletSettings: 'Could not load the automatic approval setting.',
  saveWalletSettings: 'Could not change automatic approval.',
  loadWalletSenders: 'Could not load the wallet senders.',
  addWalletSenderFailed: 'Could not add the sender.',
  walletSenderExists: 'This sender ID is already on the list.',
  invalidWalletSender: 'A sender ID is 1 to 32 characters, for bKash, Nagad or Rocket.',
  removeWalletSenderFailed: 'Could not remove the sender.',
  walletSenderGone: 'This sender ID is no longer on the list.',
  loadWalletDevices: 'Could not load the wallet phone’s status.',
} as const

/** The minutes to tell a client to wait (at least one) for a Retry-After of `seconds`. */
export const waitMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

/**
 * A limit of the database (docs/decisions/0053-limits-in-the-database.md) or of the platform
 * was reached: try again after `retryAfter` seconds (unknown when the answer did not say).
 */
export function rateLimitedMessage(retryAfter?: number): string {
  if (retryAfter === undefined) return 'Too many attempts. Try again in a few minutes.'
  const minutes = waitMinutes(retryAfter)
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

/** The seconds of a Retry-After value (the detail of the `rate_limited` hint), if it is one. */
function retryAfterSeconds(value: string): number | undefined {
  const seconds = Number(value)
  return value.trim() !== '' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined
}

/** A single request that was decided before (its status is the hint's detail). */
export const requestDecided = (status: string) => `Enrollment request is already ${status}.`

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
  | 'requests.match'
  | 'users.list'
  | 'statistics.read'
  | 'coupons.list'
  | 'coupon.create'
  | 'coupon.deactivate'
  | 'leads.list'
  | 'lead.submit'
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
  | 'walletMessages.list'
  | 'walletMessage.approve'
  | 'walletMessage.anchor'
  | 'walletSettings.read'
  | 'walletSettings.update'
  | 'walletSenders.list'
  | 'walletSender.add'
  | 'walletSender.remove'
  | 'walletDevices.list'

const fallbackMessage: Record<Operation, string> = {
  'auth.signIn': errorMessages.loginFailed,
  'auth.signOut': errorMessages.retry,
  'profile.read': errorMessages.loadProfile,
  'pending.list': errorMessages.loadPending,
  'enrollment.approve': errorMessages.errorFetchingEnrollment,
  'enrollment.reject': errorMessages.errorFetchingEnrollment,
  'enrollment.refund': errorMessages.refundFailed,
  'decisions.list': errorMessages.loadHistory,
  'requests.match': errorMessages.matchRequestsFailed,
  'users.list': errorMessages.loadUsers,
  'statistics.read': errorMessages.loadStatistics,
  'coupons.list': errorMessages.loadCoupons,
  // The original console answered every refused insert with this alert (duplicate, out of range...).
  'coupon.create': errorMessages.couponExistsOrInvalid,
  'coupon.deactivate': errorMessages.deleteCoupon,
  'leads.list': errorMessages.loadLeads,
  'lead.submit': errorMessages.sendLeadFailed,
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
  'walletMessages.list': errorMessages.loadWalletMessages,
  'walletMessage.approve': errorMessages.approveWalletMessageFailed,
  'walletMessage.anchor': errorMessages.anchorWalletMessageFailed,
  'walletSettings.read': errorMessages.loadWalletSettings,
  'walletSettings.update': errorMessages.saveWalletSettings,
  'walletSenders.list': errorMessages.loadWalletSenders,
  'walletSender.add': errorMessages.addWalletSenderFailed,
  'walletSender.remove': errorMessages.removeWalletSenderFailed,
  'walletDevices.list': errorMessages.loadWalletDevices,
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
  | 'rate_limited'
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
    options?: { cause?: unknown; retryAfter?: number },
  ) {
    super(message, options)
    this.retryAfter = options?.retryAfter
  }

  /** `rate_limited`: the seconds to wait before trying again, when the answer said. */
  readonly retryAfter?: number

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
  /** storage-js wraps a failed fetch in a StorageUnknownError holding it here. */
  originalError?: unknown
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
  // postgrest-js reports a failed fetch with status 0 (above); a raw fetch rejects with a
  // TypeError, an aborted one with an AbortError (storage-js keeps it as originalError).
  const failed = (e: unknown) =>
    typeof e === 'object' &&
    e !== null &&
    ((e as ErrorFields).name === 'TypeError' || (e as ErrorFields).name === 'AbortError')
  return failed(fields) || failed(fields.originalError)
}

/** What the user is told: the words, or the operation's own fallback (`null`). */
type Answer = { message: string | null | ((detail: string) => string); kind: ApiErrorKind }

/**
 * Every `hint` the migrations raise, and what it means (errors.test.ts fails when a function
 * raises a hint that has no row here, or a row here is raised by no function). The hint is the
 * contract; the message text of the raise is free to change.
 */
export const databaseHints = {
  // a learner's paid enrolment request (the pending_enrollments trigger)
  transaction_id_required: { message: null, kind: 'invalid' },
  invalid_course: { message: errorMessages.invalidCourse, kind: 'invalid_course' },
  transaction_id_used: { message: errorMessages.transactionIdUsed, kind: 'duplicate_transaction' },
  already_enrolled: { message: errorMessages.alreadyEnrolledSelf, kind: 'already_enrolled' },
  open_request: { message: errorMessages.openRequest, kind: 'open_request' },
  invalid_coupon: { message: errorMessages.invalidCoupon, kind: 'invalid_coupon' },
  // decisions: approve, reject, refund (one request or a batch)
  admin_only: { message: errorMessages.forbidden, kind: 'forbidden' },
  request_decided: { message: requestDecided, kind: 'conflict' },
  user_already_enrolled: {
    message: (request) =>
      request ? batchMessages.alreadyEnrolled(request) : errorMessages.userAlreadyEnrolled,
    kind: 'already_enrolled',
  },
  decision_reason_required: { message: errorMessages.reasonRequired, kind: 'invalid' },
  decision_final: { message: errorMessages.decisionFinal, kind: 'conflict' },
  refund_not_approved: { message: errorMessages.refundNotApproved, kind: 'conflict' },
  // Raised under this spelling by a landed migration (20261123200000), which is never edited.
  refund_enrolment_kept: { message: null, kind: 'conflict' },
  payment_already_matched: { message: errorMessages.paymentAlreadyMatched, kind: 'conflict' },
  invalid_payment: {
    message: (request) =>
      request ? batchMessages.invalidPayment(request) : errorMessages.invalidPayments,
    kind: 'invalid',
  },
  no_requests: { message: errorMessages.nothingToApprove, kind: 'invalid' },
  enrollment_request_not_found: { message: batchMessages.notFound, kind: 'not_found' },
  enrollment_request_rejected: {
    message: (request) => batchMessages.decided(request, 'rejected'),
    kind: 'conflict',
  },
  enrollment_request_refunded: {
    message: (request) => batchMessages.decided(request, 'refunded'),
    kind: 'conflict',
  },
  // matching pasted payments with requests by transaction id (the detail: how many were given)
  too_many_transaction_ids: { message: errorMessages.tooManyTransactionIds, kind: 'invalid' },
  // the classroom
  not_signed_in: { message: errorMessages.sessionMissing, kind: 'session' },
  not_enrolled: { message: errorMessages.notEnrolled, kind: 'not_enrolled' },
  lessons_incomplete: { message: errorMessages.notFinished, kind: 'not_finished' },
  full_name_missing: { message: errorMessages.nameMissing, kind: 'name_missing' },
  // any limited call past its allowance (the detail is the Retry-After, in seconds)
  rate_limited: {
    message: (seconds) => rateLimitedMessage(retryAfterSeconds(seconds)),
    kind: 'rate_limited',
  },
  lessons_changed: { message: errorMessages.lessonsChanged, kind: 'conflict' },
  live_needs_start: { message: errorMessages.liveNeedsStart, kind: 'invalid' },
  // the wallet phone's messages (approve a matched payment, "this balance is right")
  wallet_message_not_found: { message: errorMessages.walletMessageNotFound, kind: 'not_found' },
  wallet_message_not_matched: { message: errorMessages.walletMessageNotMatched, kind: 'conflict' },
  wallet_message_not_anchorable: {
    message: errorMessages.walletMessageNotAnchorable,
    kind: 'invalid',
  },
  // raised where the wallet-sms Edge Function hands a message over (never by a console call)
  invalid_wallet_message: { message: errorMessages.invalidWalletMessage, kind: 'invalid' },
} as const satisfies Record<string, Answer>

export type DatabaseHint = keyof typeof databaseHints

/** Postgres SQLSTATE classes the database raises without a hint, and their kind. */
const kindOfCode: Record<string, ApiErrorKind> = {
  '23505': 'conflict', // unique_violation
  '23514': 'invalid', // check_violation
  '23502': 'invalid', // not_null_violation
  '22P02': 'invalid', // invalid_text_representation
  '22003': 'invalid', // numeric_value_out_of_range
  '22023': 'invalid', // invalid_parameter_value
  '23503': 'invalid', // foreign_key_violation
  '42501': 'forbidden', // insufficient_privilege, including a row-level security refusal
  '55000': 'conflict', // object_not_in_prerequisite_state
  P0002: 'not_found', // no_data_found
  PGRST116: 'not_found', // .single() found no row
}

/**
 * Where an operation gives a hint-less code its own meaning: a constraint the database checks
 * by itself (the unique key it races on, the row-level security of the one table it writes).
 */
const byOperation: Partial<Record<Operation, Record<string, Answer>>> = {
  // two admins approving at once: the enrollments unique key
  'enrollment.approve': {
    '23505': { message: errorMessages.userAlreadyEnrolled, kind: 'already_enrolled' },
  },
  // the original console answered every refused insert with its alert (the operation's
  // fallback, for a duplicate or out of range), a row-level security refusal included
  'coupon.create': {
    '42501': { message: errorMessages.couponExistsOrInvalid, kind: 'forbidden' },
  },
  // the lesson_progress insert policy admits enrolled learners only
  'progress.write': { '42501': { message: errorMessages.notEnrolled, kind: 'not_enrolled' } },
  // lessons_course_id_position_key
  'lesson.save': { '23505': { message: errorMessages.positionTaken, kind: 'conflict' } },
  // wallet_senders: its primary key and its case-insensitive unique index, and its checks
  'walletSender.add': {
    '23505': { message: errorMessages.walletSenderExists, kind: 'conflict' },
    '23514': { message: errorMessages.invalidWalletSender, kind: 'invalid' },
  },
  // removed meanwhile (by another admin)
  'walletSender.remove': {
    PGRST116: { message: errorMessages.walletSenderGone, kind: 'not_found' },
  },
}

const isHint = (hint: string): hint is DatabaseHint => Object.hasOwn(databaseHints, hint)

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
  const answer = ({ message: words, kind }: Answer, detail = '') =>
    make(typeof words === 'function' ? words(detail) : (words ?? fallbackMessage[operation]), kind)

  if (isAuthRetryableFetchError(error) || looksLikeNetworkFailure(fields, http))
    return make(errorMessages.retry, 'network')

  // The database's own refusals, by the stable hint of the raise (its detail names the request).
  const hint = str(fields.hint)
  // A limit: the database's (its hint) or the platform's (a bare 429; GoTrue's own limits are
  // answered below, by their codes).
  if (hint === 'rate_limited' || (http === 429 && !isAuthError(error))) {
    const retryAfter = hint === 'rate_limited' ? retryAfterSeconds(str(fields.details)) : undefined
    return new ApiError(rateLimitedMessage(retryAfter), 'rate_limited', operation, code, http, [], {
      cause: error,
      retryAfter,
    })
  }
  if (isHint(hint)) return answer(databaseHints[hint], str(fields.details))

  // GoTrue: by its error code (supabase-js's helpers read it), never by the message.
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
      // docs/product.md#messages: a failed login shows the server's own message.
      return make(message || fallbackMessage[operation], 'credentials')
    }
    return make(message || fallbackMessage[operation], 'unknown')
  }

  // PostgREST: an expired or invalid JWT.
  if (code === 'PGRST301' || code === 'PGRST303' || http === 401)
    return make(errorMessages.sessionMissing, 'session')

  if (code) {
    const special = byOperation[operation]?.[code]
    if (special) return answer(special)
    const kind = kindOfCode[code]
    if (kind === 'forbidden') return make(errorMessages.forbidden, kind)
    if (kind) return make(fallbackMessage[operation], kind)
  }
  if (http === 403) return make(errorMessages.forbidden, 'forbidden')
  if (http === 404) return make(fallbackMessage[operation], 'not_found')
  return make(fallbackMessage[operation], 'unknown')
}

/**
 * A form the server never saw: the first problem of its zod parse (`fallback` when there is
 * none), as an ApiError of `kind`.
 */
export function invalidForm(
  operation: Operation,
  error: { issues: readonly { message: string }[] },
  fallback = 'Invalid input',
  kind: ApiErrorKind = 'invalid',
): ApiError {
  return new ApiError(
    error.issues[0]?.message ?? fallback,
    kind,
    operation,
    undefined,
    undefined,
    [],
    {
      cause: error,
    },
  )
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
