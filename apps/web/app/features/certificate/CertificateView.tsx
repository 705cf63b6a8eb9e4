import type { VerifiedCertificate } from '@repo/api'
import { Button } from '@repo/ui'
import { useEffect, useState } from 'react'
import { useLocation } from '../../islands/navigation'
import { site } from '../../config/site'
import { formatDate, href, m, useLocale } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { getSupabase } from '../../lib/supabase'
import { useHydrated } from '../../lib/useHydrated'
import { isApiError, rateLimitedText } from '../../lib/apiError'
import { PageMessage } from '../../components/PageMessage'
import { lastSegment } from '../../lib/lastSegment'
import { certificateCourse, certificatePageCourse } from './certificateId'
import { primaryLink } from '../../components/links'

type Check =
  | { state: 'checking' }
  | { state: 'found'; certificate: VerifiedCertificate }
  | { state: 'not-found' }
  | { state: 'failed'; error: unknown }

async function verify(id: string): Promise<VerifiedCertificate | null> {
  const client = await getSupabase()
  if (!client) throw new Error('No backend configured')
  // Loaded only when a certificate is checked: the shell itself ships no API code.
  const { verifyCertificate } = await import('../../lib/lazyApi')
  return verifyCertificate(client, id)
}

/**
 * The certificate page's island. Every state (checking, not found, failed, the certificate) stands
 * in the same reserved height, so the footer does not jump when the check answers.
 */
export function CertificateView() {
  return (
    <div className="min-h-[36rem]">
      <CertificateCheck />
    </div>
  )
}

/**
 * A certificate, checked with the database one id at a time (`verify_certificate`, callable by
 * anyone): name, course, date, the provider and a line saying where to verify it. Malformed ids
 * are not asked about. Printable: the site's header, footer and buttons are not printed.
 */
function CertificateCheck() {
  const locale = useLocale()
  const hydrated = useHydrated()
  const { pathname } = useLocation()
  // The page is served for every certificate id (pages.ts `answersIds`).
  const id = lastSegment(pathname)
  const [check, setCheck] = useState<Check>({ state: 'checking' })
  const [attempt, setAttempt] = useState(0)

  // A malformed id is not asked about (and is said at once, after the prerendered state).
  const wellFormed = certificateCourse(id) !== null
  useEffect(() => {
    if (!hydrated || !wellFormed) return
    let cancelled = false
    verify(id).then(
      (certificate) =>
        !cancelled &&
        setCheck(certificate ? { state: 'found', certificate } : { state: 'not-found' }),
      (error: unknown) => {
        console.warn('Certificate check failed:', isApiError(error) ? error.kind : error)
        if (!cancelled) setCheck({ state: 'failed', error })
      },
    )
    return () => {
      cancelled = true
    }
  }, [hydrated, wellFormed, id, attempt])

  // The course is in the address (the page is prerendered per course): a visitor opening a shared
  // link reads at once what the certificate is for, before the check answers, and while it fails.
  const pageCourseId = certificatePageCourse(id)
  const pageCourse = pageCourseId ? courseFor(pageCourseId, locale) : null
  const about = pageCourse ? (
    <p className="max-w-prose text-lg text-slate-700 dark:text-slate-200">
      {m.certificate_description({ course: pageCourse.title }, { locale })}
    </p>
  ) : null

  const browse = (
    <a href={href('/courses', locale)} className={`${primaryLink} print:hidden`}>
      {m.certificate_browse({}, { locale })}
    </a>
  )

  if ((hydrated && !wellFormed) || check.state === 'not-found') {
    return (
      <PageMessage
        title={m.certificate_notFoundTitle({}, { locale })}
        text={m.certificate_notFoundText({}, { locale })}
      >
        {browse}
      </PageMessage>
    )
  }
  if (check.state === 'checking') {
    return (
      <section className="flex flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-2xl font-extrabold">{m.certificate_heading({}, { locale })}</h1>
        {about}
        <p role="status">{m.certificate_checking({}, { locale })}</p>
      </section>
    )
  }
  if (check.state === 'failed') {
    return (
      <PageMessage
        title={m.certificate_heading({}, { locale })}
        about={about}
        text={rateLimitedText(check.error, locale) ?? m.certificate_failed({}, { locale })}
      >
        <Button
          onClick={() => {
            setCheck({ state: 'checking' })
            setAttempt((n) => n + 1)
          }}
        >
          {m.certificate_retry({}, { locale })}
        </Button>
      </PageMessage>
    )
  }

  const { certificate } = check
  const course = courseFor(certificate.courseId, locale)
  const address = `${site.url.replace(/^https?:\/\//, '')}${href(`/certificates/${certificate.id}`, locale)}`
  return (
    <div className="flex flex-col items-center gap-6">
      <article
        data-testid="certificate"
        className="certificate flex w-full max-w-3xl flex-col items-center gap-4 rounded-2xl border-8 border-double border-brand-600 bg-white px-5 py-10 text-center text-slate-900 shadow-sm sm:px-12"
      >
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
          {site.name}
        </p>
        <h1 className="text-2xl font-extrabold sm:text-4xl">
          {m.certificate_heading({}, { locale })}
        </h1>
        <p className="text-slate-700">{m.certificate_certifies({}, { locale })}</p>
        <p
          className="border-b-2 border-slate-300 px-4 pb-2 text-2xl font-bold break-words sm:text-3xl"
          data-testid="certificate-name"
        >
          {certificate.fullName}
        </p>
        <p className="text-slate-700">{m.certificate_completed({}, { locale })}</p>
        <p className="text-xl font-bold break-words" data-testid="certificate-course">
          {course?.title ?? certificate.courseId}
        </p>
        <p>
          {m.certificate_issuedOn({ date: formatDate(certificate.issuedAt, locale) }, { locale })}
        </p>
        {certificate.projects.length > 0 && (
          <section
            aria-labelledby="certificate-projects"
            className="flex w-full max-w-prose flex-col gap-2"
          >
            <h2 id="certificate-projects" className="text-base font-bold">
              {m.certificate_projects_title({}, { locale })}
            </h2>
            <ul className="flex flex-col gap-1 text-sm text-slate-700">
              {certificate.projects.map((project) => (
                <li key={`${project.title}-${project.approvedAt}`} className="break-words">
                  <span className="font-semibold">
                    {locale === 'bn' ? project.titleBn : project.title}
                  </span>
                  {' · '}
                  {m.certificate_projects_approvedOn(
                    { date: formatDate(project.approvedAt, locale) },
                    { locale },
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="font-semibold">{m.certificate_provider({}, { locale })}</p>
        <p className="text-sm text-green-800" role="status">
          {m.certificate_verified({}, { locale })}
        </p>
        <p className="text-xs break-all text-slate-600">
          {m.certificate_verification({ url: address }, { locale })}
        </p>
        <p className="text-xs break-all text-slate-600">
          {m.certificate_idLabel({}, { locale })}:{' '}
          <span className="font-mono">{certificate.id}</span>
        </p>
      </article>
      <Button className="print:hidden" onClick={() => window.print()}>
        {m.certificate_print({}, { locale })}
      </Button>
    </div>
  )
}
