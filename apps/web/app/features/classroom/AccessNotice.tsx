import { enrollPath, type CourseId } from '@repo/courses'
import { Card } from '@repo/ui'
import { Link, useLocation } from '../../islands/navigation'
import { href, m, useLocale } from '../../i18n'
import { loginPath } from '../../lib/next'
import type { Access } from './useClassroom'
import { linkClass, primaryLink, secondaryLink } from '../../components/links'

/** What someone who cannot open every lesson is told, and the way forward. */
export function AccessNotice({
  access,
  courseId,
}: {
  access: Exclude<Access, 'enrolled'>
  courseId: CourseId
}) {
  const locale = useLocale()
  const { pathname } = useLocation()
  const enrollNow = (className: string) => (
    <Link to={href(enrollPath(courseId), locale)} className={className}>
      {m.classroom_enrollNow({}, { locale })}
    </Link>
  )
  const notice = {
    anon: {
      title: m.classroom_loginTitle,
      text: m.classroom_loginText,
      next: (
        <div className="flex flex-wrap gap-3">
          <Link to={loginPath(pathname, locale)} className={primaryLink}>
            {m.classroom_login({}, { locale })}
          </Link>
          {enrollNow(secondaryLink)}
        </div>
      ),
    },
    pending: {
      title: m.classroom_pendingTitle,
      text: m.classroom_pendingText,
      next: (
        <Link to={href('/profile', locale)} className={linkClass}>
          {m.classroom_seeProfile({}, { locale })}
        </Link>
      ),
    },
    none: {
      title: m.classroom_notEnrolledTitle,
      text: m.classroom_notEnrolledText,
      next: enrollNow(`${primaryLink} self-start`),
    },
  }[access]
  return (
    <Card className="flex flex-col gap-3" data-testid="access-notice" data-access={access}>
      <h2 className="text-lg font-bold">{notice.title({}, { locale })}</h2>
      <p>{notice.text({}, { locale })}</p>
      {notice.next}
    </Card>
  )
}
