import { enrollPath, type Course } from '@repo/courses'
import { Card } from '@repo/ui'
import { Link, useLocation } from '../../islands/navigation'
import { href, m, useLocale } from '../../i18n'
import { linkClass, primaryLink } from '../../components/links'
import { loginPath } from '../../lib/next'
import type { Access } from './useQuiz'

/**
 * What someone who cannot take the quiz is told, and the way forward: quizzes are read by the
 * course's learners only, so nothing of the quiz is shown.
 */
export function QuizAccess({
  access,
  course,
}: {
  access: Exclude<Access, 'enrolled'>
  course: Course
}) {
  const locale = useLocale()
  const { pathname } = useLocation()
  const notice = {
    anon: {
      title: m.quiz_loginTitle,
      text: m.quiz_loginText,
      next: (
        <Link to={loginPath(pathname, locale)} className={`${primaryLink} self-start`}>
          {m.quiz_login({}, { locale })}
        </Link>
      ),
    },
    pending: {
      title: m.quiz_pendingTitle,
      text: m.quiz_pendingText,
      next: (
        <Link to={href('/profile', locale)} className={linkClass}>
          {m.quiz_seeProfile({}, { locale })}
        </Link>
      ),
    },
    none: {
      title: m.quiz_notEnrolledTitle,
      text: m.quiz_notEnrolledText,
      next: (
        <Link to={href(enrollPath(course.id), locale)} className={`${primaryLink} self-start`}>
          {m.quiz_enrollNow({}, { locale })}
        </Link>
      ),
    },
  }[access]
  return (
    <Card className="flex flex-col gap-3" data-testid="quiz-access" data-access={access}>
      <h2 className="text-lg font-bold">{notice.title({}, { locale })}</h2>
      <p>{notice.text({}, { locale })}</p>
      {notice.next}
    </Card>
  )
}
