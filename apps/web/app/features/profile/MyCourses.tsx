import type {
  CourseProgress,
  EnrollmentRequest,
  MyEnrollments,
  RequestState,
  RequestStatus,
} from '@repo/api'
import { coursePath } from '@repo/courses'
import { Badge, Card, ProgressBar, type BadgeTone } from '@repo/ui'
import { useCallback } from 'react'
import { Link } from '../../islands/navigation'
import { formatDate, formatPrice, href, m, useLocale, type Locale } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { requestStatusText } from '../../i18n/labels'
import { primaryLink } from '../../components/links'
import { RequestStatusLive } from '../../lib/RequestStatusLive'
import {
  useRequestStatus,
  type CheckRequest,
  type WatchedRequest,
} from '../../lib/useRequestStatus'

/** Asks for one request's status (the profile's client); see `useRequestStatus`. */
export type WatchRequest = (requestId: string, signal: AbortSignal) => Promise<RequestState | null>

const statusTone: Record<RequestStatus, BadgeTone> = {
  pending: 'accent',
  approved: 'success',
  rejected: 'neutral',
  refunded: 'neutral',
}

function courseTitle(id: string, locale: Locale): string {
  return courseFor(id, locale)?.title ?? m.profile_unknownCourse({ id }, { locale })
}

function courseHref(id: string, locale: Locale): string {
  const course = courseFor(id, locale)
  return href(course ? coursePath(course.id) : '/courses', locale)
}

/** A course's progress as the classroom counts it (completed of the lessons that are not live). */
function CourseProgressLine({
  courseId,
  progress,
}: {
  courseId: string
  progress: readonly CourseProgress[] | 'loading' | 'failed'
}) {
  const locale = useLocale()
  if (progress === 'loading') return null
  if (progress === 'failed')
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {m.profile_progressFailed({}, { locale })}
      </p>
    )
  const p = progress.find((x) => x.courseId === courseId)
  const done = p?.completedLessonIds.length ?? 0
  const total = p?.totalLessons ?? 0
  return (
    <div className="flex flex-col gap-1" data-testid="course-progress">
      <p className="text-sm">{m.profile_progress({ done, total }, { locale })}</p>
      <ProgressBar
        value={done}
        max={total}
        label={m.profile_courseProgress({}, { locale })}
        valueText={m.profile_progress({ done, total }, { locale })}
      />
    </div>
  )
}

/**
 * One payment request. A request that was pending when the page loaded is watched
 * (`watched`): its badge and status follow the database, with the live status in place of the
 * help text.
 */
function RequestCard({
  request: r,
  watched,
}: {
  request: EnrollmentRequest
  watched?: WatchedRequest
}) {
  const locale = useLocale()
  const status = watched?.status ?? r.status
  return (
    <li data-testid="enrollment-request" data-status={status}>
      <Card className="flex flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">{courseTitle(r.course_id, locale)}</span>
          <Badge tone={statusTone[status]}>{requestStatusText(status, locale).label}</Badge>
        </div>
        {watched ? (
          <RequestStatusLive
            courseId={r.course_id}
            request={watched}
            courseLabel={courseTitle(r.course_id, locale)}
          />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {requestStatusText(r.status, locale).help}
          </p>
        )}
        {/* Why it was rejected or refunded; who decided is not readable by the learner. */}
        {!watched && r.decision_reason && (r.status === 'rejected' || r.status === 'refunded') ? (
          <p className="text-sm" data-testid="decision-reason">
            <span className="font-semibold">{m.profile_decisionReason({}, { locale })}: </span>
            {r.decision_reason}
          </p>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600 dark:text-slate-300">
            {m.profile_amountDue({}, { locale })}
          </dt>
          <dd className="font-semibold">{formatPrice(r.amount_due, locale)}</dd>
          <dt className="text-slate-600 dark:text-slate-300">
            {m.profile_paymentMethod({}, { locale })}
          </dt>
          <dd>{r.payment_method}</dd>
          <dt className="text-slate-600 dark:text-slate-300">
            {m.profile_transactionId({}, { locale })}
          </dt>
          <dd className="break-all font-mono">{r.transaction_id}</dd>
          {r.coupon_code ? (
            <>
              <dt className="text-slate-600 dark:text-slate-300">
                {m.profile_coupon({}, { locale })}
              </dt>
              <dd className="font-mono">{r.coupon_code}</dd>
            </>
          ) : null}
          <dt className="text-slate-600 dark:text-slate-300">
            {m.profile_submittedOn({}, { locale })}
          </dt>
          <dd>{formatDate(r.created_at, locale)}</dd>
        </dl>
      </Card>
    </li>
  )
}

/** A pending request, watched until its payment is confirmed or refused. */
function WatchedRequestCard({
  request,
  watch,
}: {
  request: EnrollmentRequest
  watch: WatchRequest
}) {
  const check = useCallback<CheckRequest>(
    (signal) => watch(request.id, signal),
    [watch, request.id],
  )
  const watched = useRequestStatus(
    { status: request.status, decisionReason: request.decision_reason },
    check,
  )
  return <RequestCard request={request} watched={watched} />
}

/**
 * The learner's courses with their progress and classroom, then every payment request; with
 * `watch`, the pending ones follow their status until it is decided.
 */
export function MyCourses({
  data,
  progress,
  watch,
}: {
  data: MyEnrollments
  progress: readonly CourseProgress[] | 'loading' | 'failed'
  watch?: WatchRequest
}) {
  const locale = useLocale()
  if (data.enrollments.length === 0 && data.requests.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{m.profile_noEnrollments({}, { locale })}</p>
        <Link to={href('/courses', locale)} className={primaryLink}>
          {m.profile_browse({}, { locale })}
        </Link>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      {data.enrollments.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={m.profile_enrolled({}, { locale })}>
          {data.enrollments.map((e) => (
            <li key={e.course_id}>
              <Card className="flex flex-col gap-3 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={courseHref(e.course_id, locale)}
                    className="font-semibold underline-offset-2 hover:underline"
                  >
                    {courseTitle(e.course_id, locale)}
                  </Link>
                  <Badge tone="success">
                    {e.completed
                      ? m.profile_completed({}, { locale })
                      : m.profile_enrolled({}, { locale })}
                  </Badge>
                </div>
                <CourseProgressLine courseId={e.course_id} progress={progress} />
                <Link
                  to={href(`/learn/${e.course_id}`, locale)}
                  className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
                >
                  {m.profile_openClassroom({}, { locale })}
                  <span className="sr-only">: {courseTitle(e.course_id, locale)}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {data.requests.length > 0 ? (
        <h3 className="text-lg font-bold">{m.profile_requestsTitle({}, { locale })}</h3>
      ) : null}
      {data.requests.length > 0 ? (
        <ul className="flex flex-col gap-3" data-testid="enrollment-requests">
          {data.requests.map((r) =>
            r.status === 'pending' && watch ? (
              <WatchedRequestCard key={r.id} request={r} watch={watch} />
            ) : (
              <RequestCard key={r.id} request={r} />
            ),
          )}
        </ul>
      ) : null}
    </div>
  )
}
