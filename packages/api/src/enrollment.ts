/**
 * Paid enrolment from the learner's side: is this learner enrolled in a course (or waiting for
 * approval), what does a coupon give, submit a request, follow its status until it is decided,
 * and list their enrolments and requests.
 * The database decides the amount due (course price and coupon); see the enrolments migration.
 */
import {
  normaliseCouponCode,
  resolveCourseId,
  type CourseId,
  type EnrollFormInput,
} from '@repo/courses'
import type { ApiClient } from './client'
import { formSchemas } from './formSchemas'
import type { Tables } from './database.types'
import { ApiError, invalidForm, toApiError, unexpectedResponse } from './errors'

/** 'enrolled': approved; 'pending': a request awaits the admin; 'none': neither. */
export type EnrollmentStatus = 'enrolled' | 'pending' | 'none'

export type RequestStatus = 'pending' | 'approved' | 'rejected' | 'refunded'

export type EnrollmentRequest = Pick<
  Tables<'pending_enrollments'>,
  | 'id'
  | 'course_id'
  | 'payment_method'
  | 'transaction_id'
  | 'coupon_code'
  | 'amount_due'
  | 'created_at'
  | 'decision_reason'
> & { status: RequestStatus }

/** What a learner's page follows of a request while its payment is checked. */
export type RequestState = Pick<Tables<'pending_enrollments'>, 'id' | 'decision_reason'> & {
  status: RequestStatus
}

/** A status that no longer changes by itself (the watching stops). */
export function isFinalRequestStatus(status: RequestStatus): boolean {
  return status !== 'pending'
}

export type Enrollment = Pick<Tables<'enrollments'>, 'course_id' | 'completed' | 'created_at'>

// decision_reason: why a request was rejected or refunded (who decided is not readable).
const requestColumns =
  'id, course_id, payment_method, transaction_id, coupon_code, amount_due, status, created_at, decision_reason'
const stateColumns = 'id, status, decision_reason'
const requestStatuses: readonly string[] = [
  'pending',
  'approved',
  'rejected',
  'refunded',
] satisfies RequestStatus[]

function toRequest<Row extends { status: string }>(
  row: Row,
  operation: 'enrollments.mine' | 'enrollment.status' = 'enrollments.mine',
): Omit<Row, 'status'> & { status: RequestStatus } {
  if (!requestStatuses.includes(row.status)) {
    throw unexpectedResponse(operation, row)
  }
  return { ...row, status: row.status as RequestStatus }
}

function courseIdOrThrow(
  courseId: string,
  operation: 'enrollment.status' | 'enrollment.submit',
): CourseId {
  const id = resolveCourseId(courseId)
  if (id === null) {
    throw new ApiError({ kind: 'invalid_course', operation, field: 'courseId' })
  }
  return id
}

export interface EnrollmentState {
  status: EnrollmentStatus
  /** The request that awaits approval when `status` is 'pending' (to follow it), else null. */
  request: RequestState | null
}

/**
 * Enrolled, pending or none, for one learner and one course (both asked at once), with the
 * pending request's id, so a page can follow it until it is decided.
 */
export async function getEnrollmentState(
  client: ApiClient,
  userId: string,
  courseId: string,
): Promise<EnrollmentState> {
  const id = courseIdOrThrow(courseId, 'enrollment.status')
  const [enrolled, pending] = await Promise.all([
    client
      .from('enrollments')
      .select('course_id')
      .eq('user_id', userId)
      .eq('course_id', id)
      .maybeSingle(),
    client
      .from('pending_enrollments')
      .select(stateColumns)
      .eq('user_id', userId)
      .eq('course_id', id)
      .eq('status', 'pending')
      .limit(1),
  ])
  if (enrolled.error) throw toApiError(enrolled.error, 'enrollment.status', enrolled.status)
  if (enrolled.data) return { status: 'enrolled', request: null }
  if (pending.error) throw toApiError(pending.error, 'enrollment.status', pending.status)
  const row = pending.data[0]
  return row
    ? { status: 'pending', request: toRequest(row, 'enrollment.status') }
    : { status: 'none', request: null }
}

/** Enrolled, pending or none, for one learner and one course (both asked at once). */
export async function getEnrollmentStatus(
  client: ApiClient,
  userId: string,
  courseId: string,
): Promise<EnrollmentStatus> {
  return (await getEnrollmentState(client, userId, courseId)).status
}

/**
 * One request's status and decision reason (the learner reads only their own rows), or null
 * when it cannot be seen. Asked again and again while a page waits for the payment to be
 * matched, so it is one small read that is not retried here: the caller asks again on its next
 * tick, and `signal` cancels it when the page stops watching.
 */
export async function getRequestStatus(
  client: ApiClient,
  requestId: string,
  options: { signal?: AbortSignal } = {},
): Promise<RequestState | null> {
  let query = client.from('pending_enrollments').select(stateColumns).eq('id', requestId)
  if (options.signal) query = query.abortSignal(options.signal)
  const { data, error, status } = await query.maybeSingle().retry(false)
  if (error) throw toApiError(error, 'enrollment.status', status)
  return data ? toRequest(data, 'enrollment.status') : null
}

/**
 * The percent an active coupon gives, or null when the code is unknown or inactive (the
 * `coupon_lookup` RPC; learners cannot read the coupons table). A blank code is null too.
 */
export async function lookupCoupon(client: ApiClient, code: string): Promise<number | null> {
  if (code.trim() === '') return null
  const { data, error, status } = await client.rpc('coupon_lookup', {
    code: normaliseCouponCode(code),
  })
  if (error) throw toApiError(error, 'coupon.lookup', status)
  if (data === null || data === undefined) return null
  if (typeof data !== 'number' || !Number.isInteger(data))
    throw unexpectedResponse('coupon.lookup', data, status)
  return data
}

export interface SubmitResult {
  request: EnrollmentRequest
  /** The same request had been recorded before (an earlier try whose answer was lost). */
  alreadyRecorded: boolean
}

/**
 * A new request as it is now. The insert answers the row as inserted; when the wallet's SMS for
 * the payment came first, an after-insert trigger approves it at once, which that answer does
 * not show, so one small read follows. If it fails the request is answered as inserted (the
 * page following it finds out on its next check).
 */
async function withCurrentStatus(
  client: ApiClient,
  request: EnrollmentRequest,
): Promise<EnrollmentRequest> {
  if (request.status !== 'pending') return request
  try {
    const now = await getRequestStatus(client, request.id)
    return now ? { ...request, status: now.status, decision_reason: now.decision_reason } : request
  } catch {
    return request
  }
}

/**
 * Validates the form (coupon optional) and inserts a pending request for the signed-in learner.
 * The database refuses a reused transaction id ('duplicate_transaction'), a second open
 * request for the course ('open_request'), an enrolled course ('already_enrolled'), and an
 * unknown or inactive coupon ('invalid_coupon'). When the transaction id is refused but the
 * request with it is this learner's own for this course (the answer to an earlier try was
 * lost on the way) and still pending or approved, that request is answered instead, so a retry
 * is safe. The request comes back with its id and status: 'approved' already when the wallet's
 * SMS for the payment arrived first and the database matched it at once.
 */
export async function submitEnrollment(
  client: ApiClient,
  userId: string,
  input: EnrollFormInput,
): Promise<SubmitResult> {
  const parsed = (await formSchemas()).enrollSchema.safeParse(input)
  if (!parsed.success) {
    const kind = parsed.error.issues[0]?.path[0] === 'courseId' ? 'invalid_course' : 'invalid'
    throw invalidForm('enrollment.submit', parsed.error, kind)
  }
  const form = parsed.data
  const { data, error, status } = await client
    .from('pending_enrollments')
    .insert({
      user_id: userId,
      course_id: form.courseId,
      name: form.name,
      phone: form.phone,
      payment_method: form.paymentMethod,
      transaction_id: form.transactionId,
      status: 'pending',
      coupon_code: form.couponCode,
      // Computed by the database from the course price and the coupon; what is sent is ignored.
      amount_due: 0,
    })
    .select(requestColumns)
    .single()
  if (!error)
    return { request: await withCurrentStatus(client, toRequest(data)), alreadyRecorded: false }
  const mapped = toApiError(error, 'enrollment.submit', status)
  if (mapped.kind === 'duplicate_transaction') {
    const { data: own } = await client
      .from('pending_enrollments')
      .select(requestColumns)
      .eq('user_id', userId)
      .eq('course_id', form.courseId)
      .eq('transaction_id', form.transactionId)
      .in('status', ['pending', 'approved'])
      .maybeSingle()
    if (own) return { request: toRequest(own), alreadyRecorded: true }
  }
  throw mapped
}

export interface MyEnrollments {
  enrollments: Enrollment[]
  requests: EnrollmentRequest[]
}

/** The learner's enrolments and requests (any status), newest first. */
export async function listMyEnrollments(client: ApiClient, userId: string): Promise<MyEnrollments> {
  const [enrollments, requests] = await Promise.all([
    client
      .from('enrollments')
      .select('course_id, completed, created_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: false }),
    client
      .from('pending_enrollments')
      .select(requestColumns)
      .eq('user_id', userId)
      .order('created_at', { ascending: false }),
  ])
  if (enrollments.error) throw toApiError(enrollments.error, 'enrollments.mine', enrollments.status)
  if (requests.error) throw toApiError(requests.error, 'enrollments.mine', requests.status)
  return { enrollments: enrollments.data, requests: requests.data.map((row) => toRequest(row)) }
}
