import { Button } from '@repo/ui'
import { Link } from '../islands/navigation'
import { primaryLink } from '../components/links'
import { href, m, useLocale } from '../i18n'
import { requestStatusText } from '../i18n/labels'
import type { WatchedRequest } from './useRequestStatus'

/**
 * What a learner sees of a request while its payment is checked (the enrol page and the
 * profile): 'being verified', then 'Approved: start learning' with the classroom's link, or the
 * rejected (refunded) text with its reason. The text is a polite live region, so a screen
 * reader announces the change; after the hour of watching, a Check again button.
 */
export function RequestStatusLive({
  courseId,
  request,
  courseLabel,
  showLabel = false,
  className = '',
}: {
  courseId: string
  request: WatchedRequest
  /** Said after the link's text to a screen reader, where a page has one link per course. */
  courseLabel?: string
  /** Says 'Rejected' ('Refunded') above the help text, where no badge says it already. */
  showLabel?: boolean
  className?: string
}) {
  const locale = useLocale()
  const { status, phase, decisionReason } = request
  const decided = status === 'rejected' || status === 'refunded'
  return (
    <div className={`flex flex-col items-start gap-3 ${className}`}>
      <div
        role="status"
        aria-live="polite"
        data-testid="request-live-status"
        data-status={status}
        data-phase={phase}
        className="flex w-full flex-col items-start gap-1 text-sm"
      >
        {status === 'approved' ? (
          <Link
            to={href(`/learn/${courseId}`, locale)}
            className={`${primaryLink} w-full sm:w-auto`}
            data-testid="start-learning"
          >
            {m.enroll_watchApproved({}, { locale })}
            {courseLabel ? <span className="sr-only">: {courseLabel}</span> : null}
          </Link>
        ) : decided ? (
          <>
            {showLabel ? (
              <p className="font-semibold">{requestStatusText(status, locale).label}</p>
            ) : null}
            <p>{requestStatusText(status, locale).help}</p>
            {decisionReason ? (
              <p data-testid="decision-reason">
                <span className="font-semibold">{m.profile_decisionReason({}, { locale })}: </span>
                {decisionReason}
              </p>
            ) : null}
          </>
        ) : (
          <p className="flex items-start gap-2">
            {phase === 'watching' ? (
              <span
                aria-hidden="true"
                className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600 motion-safe:animate-pulse"
              />
            ) : null}
            <span>
              {phase === 'stopped'
                ? m.enroll_watchStopped({}, { locale })
                : m.enroll_watchVerifying({}, { locale })}
            </span>
          </p>
        )}
      </div>
      {status === 'pending' && phase === 'stopped' ? (
        <Button
          type="button"
          variant="secondary"
          onClick={request.checkAgain}
          data-testid="check-again"
        >
          {m.enroll_watchCheckAgain({}, { locale })}
        </Button>
      ) : null}
    </div>
  )
}
