import { enrollPath, type CourseId } from '@repo/courses'
import { Card } from '@repo/ui'
import { Link, useLocation } from '../islands/navigation'
import { href, useLocale, type Locale } from '../i18n'
import { loginPath } from '../lib/next'
import { linkClass, primaryLink, secondaryLink } from './links'

/** A message of the catalogue without inputs (`m.quiz_loginTitle`). */
type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string

/** Who cannot use a course's page: not signed in, waiting for enrolment, not enrolled. */
export type NoAccess = 'anon' | 'pending' | 'none'

/** A page's words for each who: the card's title, its text and the way forward's label. */
export type AccessWords = Record<NoAccess, readonly [title: Message, text: Message, next: Message]>

/**
 * What someone who cannot use a course's page (its classroom, a project, a quiz) is told, in the
 * page's own words (title, text, the way forward's label), and the way forward: log in, see the
 * profile, enrol.
 */
export function AccessCard({
  access,
  courseId,
  testId,
  words,
  enrollWhenAnon = false,
}: {
  access: NoAccess
  courseId: CourseId
  testId: string
  words: AccessWords
  /** A visitor not signed in is offered to enrol too, beside logging in. */
  enrollWhenAnon?: boolean
}) {
  const locale = useLocale()
  const { pathname } = useLocation()
  const [title, text, next] = words[access]
  const enrollNow = (className: string, label: Message) => (
    <Link to={href(enrollPath(courseId), locale)} className={className}>
      {label({}, { locale })}
    </Link>
  )
  const login = (className: string) => (
    <Link to={loginPath(pathname, locale)} className={className}>
      {next({}, { locale })}
    </Link>
  )
  const way = {
    anon: enrollWhenAnon ? (
      <div className="flex flex-wrap gap-3">
        {login(primaryLink)}
        {enrollNow(secondaryLink, words.none[2])}
      </div>
    ) : (
      login(`${primaryLink} self-start`)
    ),
    pending: (
      <Link to={href('/profile', locale)} className={linkClass}>
        {next({}, { locale })}
      </Link>
    ),
    none: enrollNow(`${primaryLink} self-start`, next),
  }[access]
  return (
    <Card className="flex flex-col gap-3" data-testid={testId} data-access={access}>
      <h2 className="text-lg font-bold">{title({}, { locale })}</h2>
      <p>{text({}, { locale })}</p>
      {way}
    </Card>
  )
}
