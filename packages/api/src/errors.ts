/**
 * Every error that reaches the apps from Supabase (PostgREST, GoTrue, Storage, or the network
 * in between) is turned into an `ApiError` here, in one place: what happened (kind, code, hint,
 * retry-after, the field at fault), never the words. Each app says it in its own words and
 * language (docs/decisions/0063-errors-carry-codes.md).
 */
import {
  isAuthError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '@supabase/supabase-js'
import { lessonCodes, projectCodes, questionCodes, quizCodes } from '@repo/courses'

/**
 * What the caller was doing when the error happened. The package words none of them: each app
 * keeps the words of the operations it calls in its own table (docs/decisions/0080).
 */
export const operations = [
  'auth.signIn',
  'auth.signOut',
  'auth.signUp',
  'auth.resetPassword',
  'auth.updatePassword',
  'profile.read',
  'profile.update',
  'storage.upload',
  'storage.remove',
  'pending.list',
  'enrollment.approve',
  'enrollment.reject',
  'enrollment.refund',
  'enrollment.status',
  'enrollment.submit',
  'enrollments.mine',
  'decisions.list',
  'requests.match',
  'users.list',
  'statistics.read',
  'coupons.list',
  'coupon.create',
  'coupon.deactivate',
  'coupon.lookup',
  'leads.list',
  'lead.submit',
  'activity.touch',
  'lessons.list',
  'lesson.content',
  'lesson.save',
  'lesson.delete',
  'lessons.reorder',
  'learners.list',
  'progress.read',
  'progress.write',
  'certificate.issue',
  'certificate.read',
  'certificate.verify',
  'notifications.list',
  'notifications.read',
  'deliveries.list',
  'walletMessages.list',
  'walletMessage.approve',
  'walletMessage.anchor',
  'walletSettings.read',
  'walletSettings.update',
  'walletSenders.list',
  'walletSender.add',
  'walletSender.remove',
  'walletDevices.list',
  // projects and their reviews (issue 33)
  'projects.list',
  'project.read',
  'project.save',
  'project.delete',
  'project.submit',
  'submissions.list',
  'reviews.list',
  'photos.sign',
  'submission.claim',
  'submission.review',
  'reviews.queue',
  'submission.learner',
  'mentors.mine',
  'mentors.list',
  'mentor.add',
  'mentor.remove',
  // questions under every lesson and their answers (issue 35)
  'questions.list',
  'question.read',
  'answers.list',
  'question.ask',
  'question.answer',
  'question.edit',
  'answer.edit',
  'answer.accept',
  'question.hide',
  'answer.hide',
  'questions.queue',
  // quizzes graded by the database (issue 35)
  'quizzes.list',
  'quiz.read',
  'quizAttempts.list',
  'quiz.submit',
  'quizKeys.list',
  'quiz.save',
  'quizQuestions.save',
  'quiz.delete',
] as const

export type Operation = (typeof operations)[number]

/** Every kind of failure (the apps' tests check each one has words). */
export const apiErrorKinds = [
  'network',
  'session',
  'credentials',
  'weak_password',
  'forbidden',
  'already_enrolled',
  'conflict',
  'invalid',
  'not_found',
  'duplicate_transaction',
  'open_request',
  'invalid_coupon',
  'invalid_course',
  'not_enrolled',
  'not_finished',
  // a certificate asked for before every required project was approved
  'projects_pending',
  // a certificate asked for before every required quiz was passed
  'quizzes_pending',
  // a quiz's attempts of today used up: `retryAt` says when the next one opens
  'attempts_used_up',
  'name_missing',
  'rate_limited',
  'unknown',
] as const

export type ApiErrorKind = (typeof apiErrorKinds)[number]

/**
 * The refusals this package finds itself, before or after a call (the server's own are its
 * codes and hints). `detail` carries the number or value the words name.
 */
export const apiCodes = [
  'page_size', // a page size outside 1..detail rows
  'not_a_position', // a keyset cursor that is not a time and a uuid (tampered with)
  'search_too_long', // Pending's search longer than detail characters
  'not_a_date', // History's day filter (detail) is not a date
  'not_a_lesson', // a lesson id that is not a uuid
  'unexpected_response', // an answer without the expected shape
  'not_a_photo', // a hand-in photo that is not a JPEG, PNG or WebP, or is empty
  'photo_too_big', // a hand-in photo over detail bytes
  // a lesson or its content that breaks a rule of @repo/courses' lesson schemas
  ...lessonCodes,
  // a project, a hand-in or a review that breaks a rule of @repo/courses' project schemas
  ...projectCodes,
  // a question or an answer that breaks a rule of @repo/courses' question schemas
  ...questionCodes,
  // a quiz or its questions that break a rule of @repo/courses' quiz schemas
  ...quizCodes,
] as const

export type ApiCode = (typeof apiCodes)[number]

/**
 * Every `hint` the migrations raise, and its kind (errors.test.ts fails when a function raises
 * a hint that has no row here, or a row here is raised by no function). The hint is the
 * contract; the message text of the raise is free to change. `field`: the form field at fault.
 */
export const databaseHints = {
  // a learner's paid enrolment request (the pending_enrollments trigger)
  transaction_id_required: { kind: 'invalid', field: 'transactionId' },
  invalid_course: { kind: 'invalid_course' },
  transaction_id_used: { kind: 'duplicate_transaction', field: 'transactionId' },
  already_enrolled: { kind: 'already_enrolled' },
  open_request: { kind: 'open_request' },
  invalid_coupon: { kind: 'invalid_coupon', field: 'couponCode' },
  // decisions: approve, reject, refund (one request or a batch; the detail names the request)
  admin_only: { kind: 'forbidden' },
  request_decided: { kind: 'conflict' },
  user_already_enrolled: { kind: 'already_enrolled' },
  decision_reason_required: { kind: 'invalid', field: 'reason' },
  decision_final: { kind: 'conflict' },
  refund_not_approved: { kind: 'conflict' },
  // Raised under this spelling by the database (supabase/migrations, section payment_decisions).
  refund_enrolment_kept: { kind: 'conflict' },
  payment_already_matched: { kind: 'conflict' },
  invalid_payment: { kind: 'invalid' },
  no_requests: { kind: 'invalid' },
  enrollment_request_not_found: { kind: 'not_found' },
  enrollment_request_rejected: { kind: 'conflict' },
  enrollment_request_refunded: { kind: 'conflict' },
  // matching pasted payments with requests by transaction id (the detail: how many were given)
  too_many_transaction_ids: { kind: 'invalid' },
  // the classroom
  not_signed_in: { kind: 'session' },
  not_enrolled: { kind: 'not_enrolled' },
  lessons_incomplete: { kind: 'not_finished' },
  full_name_missing: { kind: 'name_missing' },
  // any limited call past its allowance (the detail is the Retry-After, in seconds)
  rate_limited: { kind: 'rate_limited' },
  lessons_changed: { kind: 'conflict' },
  live_needs_start: { kind: 'invalid', field: 'startsAt' },
  // the wallet phone's messages (approve a matched payment, "this balance is right")
  wallet_message_not_found: { kind: 'not_found' },
  wallet_message_not_matched: { kind: 'conflict' },
  wallet_message_not_anchorable: { kind: 'invalid' },
  // raised where the wallet-sms Edge Function hands a message over (never by a console call)
  invalid_wallet_message: { kind: 'invalid' },
  // projects: a hand-in (submit_project; the detail of a limit is the number)
  project_not_found: { kind: 'not_found' },
  note_too_long: { kind: 'invalid', field: 'note' },
  too_many_links: { kind: 'invalid', field: 'links' },
  link_not_https: { kind: 'invalid', field: 'links' },
  too_many_files: { kind: 'invalid', field: 'files' },
  file_not_yours: { kind: 'forbidden', field: 'files' },
  // a photo the hand-in names that is not in storage (its upload did not finish)
  file_missing: { kind: 'invalid', field: 'files' },
  hand_in_not_accepted: { kind: 'invalid' },
  submission_empty: { kind: 'invalid' },
  project_approved: { kind: 'conflict' },
  submission_waiting: { kind: 'conflict' },
  // a review (claim_submission, review_submission; the queue refuses a course not reviewed)
  not_reviewer: { kind: 'forbidden' },
  own_submission: { kind: 'forbidden' },
  submission_reviewed: { kind: 'conflict' },
  // the detail: the claiming mentor's name ('' when they have none)
  claimed_by_other: { kind: 'conflict' },
  invalid_verdict: { kind: 'invalid', field: 'verdict' },
  feedback_too_long: { kind: 'invalid', field: 'feedback' },
  feedback_required: { kind: 'invalid', field: 'feedback' },
  invalid_checklist: { kind: 'invalid', field: 'checklist' },
  // the console: a mentor added by an email no account has; a project deleted with hand-ins
  no_such_account: { kind: 'not_found', field: 'email' },
  project_has_submissions: { kind: 'conflict' },
  // a certificate before every required project is approved
  projects_incomplete: { kind: 'projects_pending' },
  // questions and answers (issue 35): edits, accepts, hides (the 15 minutes are the detail)
  not_author: { kind: 'forbidden' },
  edit_window_closed: { kind: 'conflict', field: 'body' },
  not_staff: { kind: 'forbidden' },
  not_asker: { kind: 'forbidden' },
  // a search of a course's questions longer than the detail's characters
  search_too_long: { kind: 'invalid', field: 'search' },
  // quizzes: a learner's attempt (submit_quiz)
  quiz_not_found: { kind: 'not_found' },
  quiz_answers_invalid: { kind: 'invalid' },
  quiz_incomplete: { kind: 'invalid' },
  quiz_empty: { kind: 'conflict' },
  // the detail: when the next attempt opens (the next midnight in Dhaka), also as `retryAt`
  attempts_used_up: { kind: 'attempts_used_up' },
  // the console: a quiz's questions and their right options, a quiz after a lesson of its course
  quiz_key_invalid: { kind: 'invalid', field: 'right' },
  quiz_questions_count: { kind: 'invalid' },
  lesson_not_in_course: { kind: 'invalid', field: 'lessonId' },
  // a certificate before every required quiz is passed
  quizzes_incomplete: { kind: 'quizzes_pending' },
  // the Statistics tab's reports (issue 36): a range of days the database refuses
  range_reversed: { kind: 'invalid' },
  range_in_future: { kind: 'invalid' },
  range_too_long: { kind: 'invalid' },
  range_missing: { kind: 'invalid' },
  // raised where the page-view Edge Function hands a view over (never by a console call)
  page_view_invalid: { kind: 'invalid' },
} as const satisfies Record<string, { kind: ApiErrorKind; field?: string }>

export type DatabaseHint = keyof typeof databaseHints

export interface ApiErrorInit {
  kind: ApiErrorKind
  operation: Operation
  /** Postgres SQLSTATE, PostgREST PGRSTxxx, GoTrue's error code, or one of `apiCodes`. */
  code?: string
  /** The database's hint of the refusal (the contract with the migrations). */
  hint?: DatabaseHint
  /** The hint's detail (the request named, the status it has) or the value an `apiCodes` names. */
  detail?: string
  /**
   * Words chosen upstream, for the places that show them as they are: GoTrue's own message
   * (docs/product.md#messages: a failed login) or the first problem the form's schema found
   * (packages/courses' texts).
   */
  serverText?: string
  /** The form field at fault, when it is one field's. */
  field?: string
  /** HTTP status, when there was a response (0 means none: the network failed). */
  status?: number
  /** `rate_limited`: the seconds to wait before trying again, when the answer said. */
  retryAfter?: number
  /** `attempts_used_up`: when the next attempt opens (ISO 8601), when the answer said. */
  retryAt?: string
  /** GoTrue's weak-password reasons. */
  reasons?: readonly string[]
  cause?: unknown
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly operation: Operation
  readonly code?: string
  readonly hint?: DatabaseHint
  readonly detail?: string
  readonly serverText?: string
  readonly field?: string
  readonly status?: number
  readonly retryAfter?: number
  readonly retryAt?: string
  readonly reasons: readonly string[]

  constructor(init: ApiErrorInit) {
    // For logs only: no app shows `message` (each words the kind, code and hint).
    const of = [init.code, init.hint].filter(Boolean).join(', ')
    super(`${init.operation} failed: ${init.kind}${of ? ` (${of})` : ''}`, { cause: init.cause })
    this.kind = init.kind
    this.operation = init.operation
    this.code = init.code
    this.hint = init.hint
    this.detail = init.detail
    this.serverText = init.serverText
    this.field = init.field
    this.status = init.status
    this.retryAfter = init.retryAfter
    this.retryAt = init.retryAt
    this.reasons = init.reasons ?? []
  }

  /** Worth offering "try again": nothing reached the database, or the gateway gave up. */
  get retryable() {
    return this.kind === 'network'
  }
}

/** One of this package's own refusals (`apiCodes`). */
export function refusal(
  operation: Operation,
  code: ApiCode,
  kind: ApiErrorKind = 'invalid',
  more: Omit<ApiErrorInit, 'kind' | 'operation' | 'code'> = {},
): ApiError {
  return new ApiError({ kind, operation, code, ...more })
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

/** What an error says about itself, read once from whichever client made it. */
export interface ErrorFacts {
  /** Nothing reached the database: a failed or aborted fetch, or the gateway gave up. */
  network: boolean
  /** GoTrue's error (or the answer of a sign-in or sign-out): classified by its code. */
  auth: boolean
  /** The HTTP status, when there was a response. */
  status?: number
  /** SQLSTATE, PGRSTxxx or GoTrue's code. */
  code?: string
  /** The hint of the database's raise ('' when none). */
  hint: string
}

/** Postgres SQLSTATEs the database raises without a hint, and PostgREST's codes, by kind. */
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
  PGRST301: 'session', // an invalid JWT
  PGRST303: 'session', // an expired JWT
}

/** GoTrue's codes (never its message, which is the server's words) and their kind. */
const kindOfAuthCode: Record<string, ApiErrorKind> = {
  weak_password: 'weak_password',
  session_missing: 'session',
  session_not_found: 'session',
  refresh_token_not_found: 'session',
  invalid_credentials: 'credentials',
  email_not_confirmed: 'credentials',
  user_banned: 'credentials',
}

const kindOfStatus: Record<number, ApiErrorKind> = {
  403: 'forbidden',
  404: 'not_found',
}

const isHint = (hint: string): hint is DatabaseHint => Object.hasOwn(databaseHints, hint)

/**
 * The one classification of a failure, first rule first: the network; a limit (the database's
 * hint, or the platform's bare 429: GoTrue's limits go by its codes); the database's hint; GoTrue's
 * code; an invalid JWT (401); the code; the status; else unknown. The kind never depends on the operation or its caller.
 */
export function classify(facts: ErrorFacts): ApiErrorKind {
  const { network, auth, status, code = '', hint } = facts
  if (network) return 'network'
  if (hint === 'rate_limited' || (status === 429 && !auth)) return 'rate_limited'
  if (isHint(hint)) return databaseHints[hint].kind
  if (auth) return kindOfAuthCode[code] ?? 'unknown'
  if (status === 401) return 'session'
  return kindOfCode[code] ?? (status === undefined ? undefined : kindOfStatus[status]) ?? 'unknown'
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const GATEWAY_GAVE_UP = new Set([0, 502, 503, 504])

function httpStatus(fields: ErrorFields, status: number | undefined): number | undefined {
  if (typeof status === 'number') return status
  if (typeof fields.status === 'number') return fields.status
  const fromStorage = Number(str(fields.statusCode))
  return Number.isInteger(fromStorage) && fromStorage > 0 ? fromStorage : undefined
}

// postgrest-js reports a failed fetch with status 0; a raw fetch rejects with a TypeError, an
// aborted one with an AbortError (storage-js keeps it as originalError); GoTrue says it by name.
const failedFetch = (e: unknown) =>
  typeof e === 'object' &&
  e !== null &&
  ['TypeError', 'AbortError', 'AuthRetryableFetchError'].includes(str((e as ErrorFields).name))

/** The seconds of a Retry-After value (the detail of the `rate_limited` hint), if it is one. */
function retryAfterSeconds(value: string): number | undefined {
  const seconds = Number(value)
  return value.trim() !== '' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined
}

/**
 * A time as Postgres writes it ("2026-11-27 18:00:00+00", the detail of `attempts_used_up`) in
 * ISO 8601 ("2026-11-27T18:00:00.000Z"); undefined when it is not one.
 */
export function isoTime(value: string): string | undefined {
  const text = value
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00')
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return undefined
  const time = new Date(text)
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString()
}

// The sign-in and sign-out answers are GoTrue's even when supabase-js hands back a plain object.
const authOperations: ReadonlySet<Operation> = new Set(['auth.signIn', 'auth.signOut'])

/**
 * Maps anything a Supabase call produced (`error` of a response, a thrown value) to an ApiError:
 * its kind by `classify`, and what the words may name beside it (the hint and its detail, the
 * seconds to wait, GoTrue's own message and reasons).
 * `status` is the response status when the caller has it (postgrest-js keeps it beside the error).
 */
export function toApiError(error: unknown, operation: Operation, status?: number): ApiError {
  if (error instanceof ApiError) return error
  const fields: ErrorFields =
    typeof error === 'object' && error !== null ? (error as ErrorFields) : { message: str(error) }
  const auth = isAuthError(error) || authOperations.has(operation)
  const http = httpStatus(fields, status)
  // supabase-js's missing session carries no code: it is classified as GoTrue's code would say
  const code = str(fields.code) || (isAuthSessionMissingError(error) ? 'session_missing' : '')
  const hint = str(fields.hint)
  const network =
    (http !== undefined && GATEWAY_GAVE_UP.has(http)) ||
    failedFetch(fields) ||
    failedFetch(fields.originalError)
  const kind = classify({ network, auth, status: http, code, hint })
  const detail = isHint(hint) ? str(fields.details) || undefined : undefined
  return new ApiError({
    kind,
    operation,
    code: str(fields.code) || undefined,
    status: http,
    cause: error,
    ...(kind !== 'network' && isHint(hint)
      ? { hint, detail, field: (databaseHints[hint] as { field?: string }).field }
      : {}),
    ...(kind === 'rate_limited' && hint === 'rate_limited'
      ? { retryAfter: retryAfterSeconds(detail ?? '') }
      : {}),
    ...(kind === 'attempts_used_up' && detail ? { retryAt: isoTime(detail) } : {}),
    // GoTrue's own message: the words a failed login shows (docs/product.md#messages)
    ...(auth && ['weak_password', 'credentials', 'unknown'].includes(kind) && !isHint(hint)
      ? {
          serverText: str(fields.message) || undefined,
          ...(isAuthWeakPasswordError(error) ? { reasons: error.reasons } : {}),
        }
      : {}),
  })
}

/** What a PostgREST call answers: its data, or its error (with the status beside it). */
export type Answer<T> = { data: T; error: null; status: number } | { error: object; status: number }

/** The data a PostgREST call answered; its error thrown as the ApiError of `operation`. */
export function answered<T>(answer: Answer<T>, operation: Operation): T {
  if (answer.error) throw toApiError(answer.error, operation, answer.status)
  return answer.data
}

/**
 * A form the server never saw: refused by its schema (packages/courses' forms), as an ApiError
 * of `kind` naming the field at fault, zod's code for the rule, and the schema's own words.
 */
export function invalidForm(
  operation: Operation,
  error: {
    issues: readonly { message: string; code?: string; path?: readonly PropertyKey[] }[]
  },
  kind: ApiErrorKind = 'invalid',
): ApiError {
  const issue = error.issues[0]
  const field = issue?.path?.[0]
  return new ApiError({
    kind,
    operation,
    code: issue?.code,
    field: typeof field === 'string' ? field : undefined,
    serverText: issue?.message,
    cause: error,
  })
}

/** A response that arrived but does not have the expected shape. */
export function unexpectedResponse(
  operation: Operation,
  cause: unknown,
  status?: number,
): ApiError {
  return refusal(operation, 'unexpected_response', 'unknown', { status, cause })
}
