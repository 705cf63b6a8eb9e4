import { toast } from '@repo/ui'
import { useEffect } from 'react'
import { Link, useLocation, useNavigate } from '../../islands/navigation'
import { href, m, useLocale } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { Notice } from '../../components/Notice'
import { loginPath } from '../../lib/next'
import { useSession } from '../../lib/session'
import { EnrollmentForm } from './EnrollmentForm'
import { primaryLink } from '../../components/links'

function InvalidCourse() {
  const locale = useLocale()
  return (
    <section className="flex flex-col items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-extrabold">{m.enroll_invalidCourse({}, { locale })}</h1>
      <Link to={href('/courses', locale)} className={primaryLink}>
        {m.enroll_backToCourses({}, { locale })}
      </Link>
    </section>
  )
}

/** /enroll/{courseId}: login required; an unknown id says 'Invalid course selected.' */
export function EnrollPage({ courseId }: { courseId: string }) {
  const locale = useLocale()
  // The course in the page's language (/enroll/x or /bn/enroll/x); the ids and prices are the same.
  const course = courseFor(courseId, locale)
  const session = useSession()
  const navigate = useNavigate()
  const { pathname } = useLocation()

  const signedOut = session.status === 'signed-out' ? (session.ended ? 'ended' : 'never') : null
  useEffect(() => {
    if (!course) return
    if (signedOut === 'never') {
      toast({
        title: m.enroll_loginRequiredTitle({}, { locale }),
        description: m.enroll_mustBeLoggedIn({}, { locale }),
        variant: 'destructive',
      })
      navigate(loginPath(pathname, locale), { replace: true })
    } else if (signedOut === 'ended') {
      navigate(href('/', locale), { replace: true })
    }
  }, [course, pathname, signedOut, navigate, locale])

  if (!course) return <InvalidCourse />
  if (session.status === 'unavailable')
    return <Notice tone="error">{m.auth_unavailable({}, { locale })}</Notice>
  // Until the session is known (and in the prerendered HTML) the form shows, asking for a login.
  const account =
    session.status === 'signed-in'
      ? { client: session.client, userId: session.session.user.id }
      : null
  return <EnrollmentForm key={account?.userId ?? 'anon'} course={course} account={account} />
}
