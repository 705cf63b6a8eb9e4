import type { Course } from '@repo/courses'
import { Button } from '@repo/ui'
import { Link, useLocation } from '../../islands/navigation'
import { href, m, useLocale } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { Notice } from '../../components/Notice'
import { PageMessage } from '../../components/PageMessage'
import { linkClass, primaryLink, secondaryLink } from '../../components/links'
import { lastSegment } from '../../lib/lastSegment'
import { AccessCard } from '../../components/AccessCard'
import { accessWords } from './words'
import { QuizView } from './QuizView'
import { useQuiz } from './useQuiz'

/**
 * /learn/{courseId}/quizzes/{quizId}: one quiz of a course (issue 35). The page is its course's
 * shell, served for every quiz id (pages.ts `shell`): the id comes from the address.
 */
export function QuizPage({ courseId }: { courseId: string }) {
  const locale = useLocale()
  const quizId = lastSegment(useLocation().pathname)
  const course = courseFor(courseId, locale)
  if (!course)
    return (
      <PageMessage
        title={m.quiz_notFoundTitle({}, { locale })}
        text={m.quiz_courseNotFound({}, { locale })}
      >
        <Link to={href('/courses', locale)} className={primaryLink}>
          {m.quiz_seeCourses({}, { locale })}
        </Link>
      </PageMessage>
    )
  return <QuizOfCourse key={quizId} course={course} quizId={quizId} />
}

function QuizOfCourse({ course, quizId }: { course: Course; quizId: string }) {
  const locale = useLocale()
  const { session, client, userId, state, retry, setData } = useQuiz(course.id, quizId)
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
          {m.quiz_loading({}, { locale })}
        </p>
      </div>
    )
  if (state.state === 'failed')
    return (
      <PageMessage title={course.title} text={m.quiz_loadFailed({}, { locale })}>
        <Button onClick={retry}>{m.quiz_retry({}, { locale })}</Button>
      </PageMessage>
    )
  const { data } = state
  if (data.access !== 'enrolled')
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-2xl font-extrabold leading-tight">{m.quiz_label({}, { locale })}</h1>
        {/* Quizzes are read by the course's learners only: nothing of the quiz is shown. */}
        <AccessCard
          access={data.access}
          courseId={course.id}
          testId="quiz-access"
          words={accessWords}
        />
      </div>
    )
  // Another course's quiz, a deleted one or a made-up id: said plainly.
  if (!data.quiz || !userId)
    return (
      <PageMessage
        title={m.quiz_notFoundTitle({}, { locale })}
        text={m.quiz_notFoundText({}, { locale })}
      >
        <Link to={href(`/learn/${course.id}`, locale)} className={secondaryLink}>
          {m.quiz_backToClassroom({}, { locale })}
        </Link>
      </PageMessage>
    )
  return (
    <QuizView
      course={course}
      quiz={data.quiz}
      data={data}
      back={back}
      client={client}
      userId={userId}
      setData={setData}
    />
  )
}
