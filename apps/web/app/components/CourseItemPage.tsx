import { enrollPath, type Course } from '@repo/courses'
import { Button, Card, type Load } from '@repo/ui'
import { Fragment, type ReactNode } from 'react'
import { Link, useLocation } from '../islands/navigation'
import { courseFor, href, m, useLocale, type Locale } from '../i18n'
import { lastSegment } from '../lib/lastSegment'
import { loginPath } from '../lib/next'
import type { SessionState } from '../lib/session'
import type { SupabaseClient } from '../lib/supabase'
import { Notice } from './Notice'
import { PageMessage } from './PageMessage'
import { linkClass, primaryLink, secondaryLink } from './links'

/** A message of the catalogue without inputs (`m.quiz_loading`). */
type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string

/** Who is on a course item's page: not signed in, waiting for enrolment, not enrolled, enrolled. */
export type CourseAccess = 'anon' | 'none' | 'pending' | 'enrolled'

/** What a course item's page (a project, a quiz) says, each in the item's own words. */
export interface CourseItemWords {
  notFoundTitle: Message
  courseNotFound: Message
  seeCourses: Message
  notFoundText: Message
  backToClassroom: Message
  loading: Message
  loadFailed: Message
  retry: Message
  loginTitle: Message
  loginText: Message
  login: Message
  pendingTitle: Message
  pendingText: Message
  seeProfile: Message
  notEnrolledTitle: Message
  notEnrolledText: Message
  enrollNow: Message
}

/**
 * /learn/{courseId}/{items}/{itemId}: one item of a course (a project, a quiz). The page is its
 * course's shell, served for every item id (pages.ts `shell`): the id comes from the address, and
 * another id shows the item afresh.
 */
export function CourseItemPage({
  courseId,
  words,
  children,
}: {
  courseId: string
  words: CourseItemWords
  children: (course: Course, itemId: string) => ReactNode
}) {
  const locale = useLocale()
  const itemId = lastSegment(useLocation().pathname)
  const course = courseFor(courseId, locale)
  if (!course)
    return (
      <PageMessage
        title={words.notFoundTitle({}, { locale })}
        text={words.courseNotFound({}, { locale })}
      >
        <Link to={href('/courses', locale)} className={primaryLink}>
          {words.seeCourses({}, { locale })}
        </Link>
      </PageMessage>
    )
  return <Fragment key={itemId}>{children(course, itemId)}</Fragment>
}

/**
 * A course item's page while it loads: the way back to the classroom, then the item once it is
 * here (`children` with the link back and the client), or what went wrong.
 */
export function CourseItemLoad<T>({
  course,
  session,
  client,
  state,
  retry,
  words,
  children,
}: {
  course: Course
  session: SessionState
  client: SupabaseClient | null
  state: Load<T>
  retry: () => void
  words: CourseItemWords
  children: (data: T, back: ReactNode, client: SupabaseClient) => ReactNode
}) {
  const locale = useLocale()
  const back = (
    <Link to={href(`/learn/${course.id}`, locale)} className={`${linkClass} self-start text-sm`}>
      {course.title}
    </Link>
  )
  if (session.status === 'unavailable')
    return <Notice tone="error">{m.auth_unavailable({}, { locale })}</Notice>
  if (!client || state.state === 'loading')
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p role="status" className="py-8 text-center">
          {words.loading({}, { locale })}
        </p>
      </div>
    )
  if (state.state === 'failed')
    return (
      <PageMessage title={course.title} text={words.loadFailed({}, { locale })}>
        <Button onClick={retry}>{words.retry({}, { locale })}</Button>
      </PageMessage>
    )
  return children(state.data, back, client)
}

/** Another course's item, a deleted one or a made-up id: said plainly. */
export function CourseItemNotFound({ course, words }: { course: Course; words: CourseItemWords }) {
  const locale = useLocale()
  return (
    <PageMessage
      title={words.notFoundTitle({}, { locale })}
      text={words.notFoundText({}, { locale })}
    >
      <Link to={href(`/learn/${course.id}`, locale)} className={secondaryLink}>
        {words.backToClassroom({}, { locale })}
      </Link>
    </PageMessage>
  )
}

/** What someone who cannot use a course's item is told, and the way forward. */
export function CourseAccessNotice({
  access,
  course,
  words,
  testId,
}: {
  access: Exclude<CourseAccess, 'enrolled'>
  course: Course
  words: CourseItemWords
  testId: string
}) {
  const locale = useLocale()
  const { pathname } = useLocation()
  const notice = {
    anon: {
      title: words.loginTitle,
      text: words.loginText,
      next: (
        <Link to={loginPath(pathname, locale)} className={`${primaryLink} self-start`}>
          {words.login({}, { locale })}
        </Link>
      ),
    },
    pending: {
      title: words.pendingTitle,
      text: words.pendingText,
      next: (
        <Link to={href('/profile', locale)} className={linkClass}>
          {words.seeProfile({}, { locale })}
        </Link>
      ),
    },
    none: {
      title: words.notEnrolledTitle,
      text: words.notEnrolledText,
      next: (
        <Link to={href(enrollPath(course.id), locale)} className={`${primaryLink} self-start`}>
          {words.enrollNow({}, { locale })}
        </Link>
      ),
    },
  }[access]
  return (
    <Card className="flex flex-col gap-3" data-testid={testId} data-access={access}>
      <h2 className="text-lg font-bold">{notice.title({}, { locale })}</h2>
      <p>{notice.text({}, { locale })}</p>
      {notice.next}
    </Card>
  )
}
