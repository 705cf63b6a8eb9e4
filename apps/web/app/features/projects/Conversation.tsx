import {
  signedPhotoUrls,
  type Project,
  type Review,
  type Submission,
  type SubmissionStatus,
} from '@repo/api'
import { Badge, Card, useLoad, type BadgeTone } from '@repo/ui'
import { formatDateTime, m, useLocale } from '../../i18n'
import type { SupabaseClient } from '../../lib/supabase'
import { linkClass } from '../../components/links'
import { Markdown } from '../../components/Markdown'

const statusTones: Record<SubmissionStatus, BadgeTone> = {
  submitted: 'brand',
  in_review: 'brand',
  changes_requested: 'accent',
  approved: 'success',
}

/** One attempt's status: sent, in review (a mentor holds it), changes asked, approved. */
function AttemptStatus({ status }: { status: SubmissionStatus }) {
  const locale = useLocale()
  const labels = {
    submitted: m.project_state_submitted,
    in_review: m.project_state_inReview,
    changes_requested: m.project_state_changesRequested,
    approved: m.project_state_approved,
  }
  return (
    <span data-testid="attempt-status" data-status={status}>
      <Badge tone={statusTones[status]}>{labels[status]({}, { locale })}</Badge>
    </span>
  )
}

/**
 * Every attempt with the mentor's review below it, oldest first (the newest last, next to the
 * form). The photos are the bucket's private files: shown through signed URLs, loaded lazily.
 */
export function Conversation({
  client,
  project,
  attempts,
  reviews,
}: {
  client: SupabaseClient
  project: Project
  attempts: Submission[]
  reviews: Review[]
}) {
  const locale = useLocale()
  const paths = attempts.flatMap((a) => a.files)
  const { state: urls } = useLoad('Hand-in photos', () => signedPhotoUrls(client, paths), [
    client,
    paths.join('\n'),
  ])
  return (
    <section aria-labelledby="project-conversation" className="flex flex-col gap-4">
      <h2 id="project-conversation" className="text-lg font-bold">
        {m.project_conversation({}, { locale })}
      </h2>
      <ol className="flex flex-col gap-4">
        {attempts.map((attempt) => (
          <li key={attempt.id} className="flex flex-col gap-3" data-testid="project-attempt">
            <Card className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-bold">
                  {m.project_attempt({ n: attempt.attempt }, { locale })}
                </h3>
                <AttemptStatus status={attempt.status} />
              </div>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {m.project_sentAt(
                  { date: formatDateTime(attempt.submittedAt, locale) },
                  { locale },
                )}
              </p>
              {attempt.note ? <p className="whitespace-pre-line">{attempt.note}</p> : null}
              {attempt.links.length > 0 ? (
                <ul className="flex flex-col gap-1" aria-label={m.project_links({}, { locale })}>
                  {attempt.links.map((link) => (
                    <li key={link} className="break-all">
                      <a
                        href={link}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={linkClass}
                      >
                        {link}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              {attempt.files.length > 0 ? (
                <ul
                  className="grid grid-cols-3 gap-2"
                  aria-label={m.project_photos({}, { locale })}
                >
                  {attempt.files.map((path, i) => {
                    const url = urls.state === 'ready' ? urls.data[path] : undefined
                    const alt = m.project_photoAlt(
                      { n: i + 1, attempt: attempt.attempt },
                      { locale },
                    )
                    return (
                      <li
                        key={path}
                        className="aspect-square overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800"
                      >
                        {url ? (
                          <a href={url} target="_blank" rel="noopener noreferrer">
                            <img
                              src={url}
                              alt={alt}
                              loading="lazy"
                              decoding="async"
                              className="size-full object-cover"
                            />
                          </a>
                        ) : (
                          <span className="flex size-full items-center justify-center p-1 text-center text-xs">
                            {urls.state === 'failed' ? m.project_photosFailed({}, { locale }) : alt}
                          </span>
                        )}
                      </li>
                    )
                  })}
                </ul>
              ) : null}
            </Card>
            {reviews
              .filter((r) => r.submissionId === attempt.id)
              .map((review) => (
                <ReviewCard key={review.id} project={project} review={review} />
              ))}
          </li>
        ))}
      </ol>
    </section>
  )
}

function ReviewCard({ project, review }: { project: Project; review: Review }) {
  const locale = useLocale()
  const met = review.checklist.flatMap((i) => {
    const item = project.checklist[i]
    return item ? [locale === 'bn' && item.bn ? item.bn : item.en] : []
  })
  const approved = review.verdict === 'approved'
  return (
    <Card
      className={`ms-4 flex flex-col gap-3 border-s-4 ${approved ? 'border-s-green-600' : 'border-s-amber-500'}`}
      data-testid="project-review"
      data-verdict={review.verdict}
    >
      <h4 className="font-bold">
        {approved
          ? m.project_reviewApproved({}, { locale })
          : m.project_reviewChanges({}, { locale })}
      </h4>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {m.project_reviewedAt({ date: formatDateTime(review.createdAt, locale) }, { locale })}
      </p>
      {review.feedback ? <Markdown text={review.feedback} testId="project-feedback" /> : null}
      {met.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold">{m.project_checklistMet({}, { locale })}</p>
          <ul className="flex list-none flex-col gap-1 text-sm">
            {met.map((text) => (
              <li key={text}>✓ {text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  )
}
