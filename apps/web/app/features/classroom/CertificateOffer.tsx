import {
  issueCertificate,
  type Certificate,
  type Project,
  type Quiz,
  type QuizAttempt,
} from '@repo/api'
import type { Course } from '@repo/courses'
import { Button, Card, toast } from '@repo/ui'
import { useState } from 'react'
import { Link } from '../../islands/navigation'
import { href, m, useLocale, type Locale } from '../../i18n'
import type { SupabaseClient } from '../../lib/supabase'
import { Notice } from '../../components/Notice'
import { isApiError, rateLimitedText } from '../../lib/apiError'
import { ExternalLink } from './ExternalLinks'
import { linkClass, primaryLink, secondaryLink } from '../../components/links'
import { projectPath, projectTitle } from '../../lib/projectState'
import { quizPath, quizState, quizStateText, quizTitle } from '../../lib/quizState'

/** The certificate's public address on this site, in the page's language. */
function certificateUrl(id: string, locale: Locale): string {
  return new URL(href(`/certificates/${id}`, locale), window.location.origin).href
}

/** Share links for a finished course's certificate: WhatsApp, Facebook, copy link. */
function ShareCertificate({ certificate, course }: { certificate: Certificate; course: Course }) {
  const locale = useLocale()
  const [copied, setCopied] = useState(false)
  const url = certificateUrl(certificate.id, locale)
  const text = `${m.classroom_shareText({ course: course.title }, { locale })} ${url}`
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast({ title: m.classroom_copied({}, { locale }), variant: 'success' })
    } catch {
      toast({
        title: m.classroom_copyFailed({}, { locale }),
        description: url,
        variant: 'destructive',
      })
    }
  }
  const share = `${secondaryLink} gap-2`
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{m.classroom_share({}, { locale })}</h3>
      <div className="flex flex-wrap gap-2">
        <ExternalLink href={`https://wa.me/?text=${encodeURIComponent(text)}`} className={share}>
          {m.classroom_shareWhatsApp({}, { locale })}
        </ExternalLink>
        <ExternalLink
          href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
          className={share}
        >
          {m.classroom_shareFacebook({}, { locale })}
        </ExternalLink>
        <Button type="button" variant="secondary" onClick={copy}>
          {copied ? m.classroom_copied({}, { locale }) : m.classroom_copyLink({}, { locale })}
        </Button>
      </div>
      <p
        className="text-sm break-all text-slate-600 dark:text-slate-300"
        data-testid="certificate-url"
      >
        {url}
      </p>
    </div>
  )
}

/** The refusals the offer explains; any other is `failed`. */
const explained = ['not_finished', 'projects_pending', 'quizzes_pending', 'name_missing'] as const
type Failure = (typeof explained)[number] | 'failed'

/** The required quizzes the certificate waits for, each a link to its page with its state. */
function QuizzesWaiting({
  courseId,
  quizzes,
  attempts,
}: {
  courseId: string
  quizzes: readonly Quiz[]
  attempts: readonly QuizAttempt[]
}) {
  const locale = useLocale()
  return (
    <>
      <p id="certificate-quizzes">{m.classroom_quizzes_waiting({}, { locale })}</p>
      <ul className="list-disc ps-5" aria-labelledby="certificate-quizzes">
        {quizzes.map((q) => (
          <li key={q.id}>
            <Link to={quizPath(courseId, q.id, locale)} className={linkClass}>
              {quizTitle(q, locale)}
            </Link>{' '}
            <span className="text-sm">({quizStateText(quizState(q.id, attempts), locale)})</span>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * Offered when every lesson is done: issue (once), then view and share. `waiting`: the required
 * projects not approved yet as the page knows them; `quizzes`: the required quizzes not passed
 * yet (with the learner's `attempts` at them); each named with links when the database refuses
 * the certificate for them.
 */
export function CertificateOffer({
  client,
  course,
  certificate,
  waiting,
  quizzes,
  attempts,
  onIssued,
}: {
  client: SupabaseClient
  course: Course
  certificate: Certificate | null
  waiting: readonly Project[]
  quizzes: readonly Quiz[]
  attempts: readonly QuizAttempt[]
  onIssued: (certificate: Certificate) => void
}) {
  const locale = useLocale()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  // "Try again in N minutes" when a limit refused the request
  const [wait, setWait] = useState<string | null>(null)
  async function issue() {
    setBusy(true)
    setFailure(null)
    try {
      onIssued(await issueCertificate(client, course.id))
    } catch (error) {
      console.warn('Certificate issue failed:', error)
      // The database refuses until every lesson is done (a tick still on its way, for instance),
      // every required project approved and every required quiz passed, and without a full
      // name to print.
      const kind = isApiError(error) ? error.kind : null
      setFailure(explained.find((k) => k === kind) ?? 'failed')
      setWait(rateLimitedText(error, locale) ?? null)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card
      as="section"
      id="certificate"
      aria-labelledby="certificate-title"
      className="flex flex-col gap-3 border-green-600"
    >
      <h2 id="certificate-title" className="text-lg font-bold">
        {m.classroom_certificateTitle({}, { locale })}
      </h2>
      <p>{m.classroom_certificateText({}, { locale })}</p>
      {certificate ? (
        <>
          <Link
            to={href(`/certificates/${certificate.id}`, locale)}
            className={`${primaryLink} self-start`}
          >
            {m.classroom_viewCertificate({}, { locale })}
          </Link>
          <ShareCertificate certificate={certificate} course={course} />
        </>
      ) : (
        <Button className="self-start" onClick={issue} loading={busy}>
          {busy ? m.classroom_issuing({}, { locale }) : m.classroom_getCertificate({}, { locale })}
        </Button>
      )}
      {failure ? (
        <Notice tone="error">
          <p>
            {failure === 'not_finished'
              ? m.classroom_notFinished({}, { locale })
              : failure === 'projects_pending'
                ? m.classroom_projects_incomplete({}, { locale })
                : failure === 'quizzes_pending'
                  ? m.errors_quizzesPending({}, { locale })
                  : failure === 'name_missing'
                    ? m.classroom_nameMissing({}, { locale })
                    : (wait ?? m.classroom_certificateFailed({}, { locale }))}
          </p>
          {failure === 'projects_pending' && waiting.length > 0 ? (
            <>
              <p id="certificate-waiting">{m.classroom_projects_waiting({}, { locale })}</p>
              <ul className="list-disc ps-5" aria-labelledby="certificate-waiting">
                {waiting.map((p) => (
                  <li key={p.id}>
                    <Link to={projectPath(course.id, p.id, locale)} className={linkClass}>
                      {projectTitle(p, locale)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {/* the database names projects first: the quizzes known to wait are said with them */}
          {(failure === 'quizzes_pending' || failure === 'projects_pending') &&
          quizzes.length > 0 ? (
            <QuizzesWaiting courseId={course.id} quizzes={quizzes} attempts={attempts} />
          ) : null}
          {failure === 'name_missing' ? (
            <Link to={href('/profile', locale)} className={linkClass}>
              {m.classroom_editProfile({}, { locale })}
            </Link>
          ) : null}
        </Notice>
      ) : null}
    </Card>
  )
}
