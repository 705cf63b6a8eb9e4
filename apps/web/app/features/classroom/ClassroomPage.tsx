import { coursePath, type Course } from '@repo/courses'
import { Button, Card, ProgressBar } from '@repo/ui'
import { Link } from '../../islands/navigation'
import { href, m, useLocale } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { Notice } from '../../components/Notice'
import { AccessNotice } from './AccessNotice'
import { CertificateOffer } from './CertificateOffer'
import { ClassroomLoading, CourseProjects, Syllabus, SyllabusSection } from './Syllabus'
import { CourseNotFound } from './CourseNotFound'
import { lessonPath } from './lessons'
import { NextLiveClass } from './NextLiveClass'
import { quizzesAfter } from './QuizLines'
import { ResourcesByLesson } from './ResourcesByLesson'
import { continueLesson, nextLiveClass, progressOf } from './schedule'
import { lessonTitle, useClassroom } from './useClassroom'
import { useCourseQuizzes } from './useCourseQuizzes'
import { useNow } from '../../lib/useNow'
import { projectsAwaitingApproval } from '../../lib/projectState'
import { quizzesNotPassed } from '../../lib/quizState'
import { linkClass, primaryLink, secondaryLink } from '../../components/links'

/** /learn/{courseId}: the classroom. */
export function ClassroomPage({ courseId }: { courseId: string }) {
  const locale = useLocale()
  const course = courseFor(courseId, locale)
  if (!course) return <CourseNotFound />
  return <Classroom course={course} />
}

function Classroom({ course }: { course: Course }) {
  const locale = useLocale()
  const { session, client, learnerClient, userId, state, retry, waiting, setCertificate } =
    useClassroom(course.id, { projects: true })
  // The course's quizzes and the learner's attempts (issue 35), read beside the classroom.
  const quizzes = useCourseQuizzes(learnerClient, userId, course.id)
  const now = useNow(60_000)
  const header = (
    <header className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-50">
        {m.classroom_label({}, { locale })}
      </p>
      <h1 className="text-3xl font-extrabold leading-tight">{course.title}</h1>
      <Link to={href(coursePath(course.id), locale)} className={`${linkClass} self-start`}>
        {m.classroom_coursePage({}, { locale })}
      </Link>
    </header>
  )
  if (session.status === 'unavailable')
    return <Notice tone="error">{m.auth_unavailable({}, { locale })}</Notice>
  if (!client || state.state === 'loading') {
    return (
      <ClassroomLoading courseId={course.id} text={m.classroom_loading({}, { locale })}>
        {header}
      </ClassroomLoading>
    )
  }
  if (state.state === 'failed') {
    return (
      <div className="flex flex-col items-start gap-4">
        {header}
        <Notice tone="error">{m.classroom_loadFailed({}, { locale })}</Notice>
        <Button onClick={retry}>{m.classroom_retry({}, { locale })}</Button>
      </div>
    )
  }
  const { data } = state
  const enrolled = data.access === 'enrolled'
  const { done, total } = progressOf(data.lessons, data.completed)
  const next = continueLesson(data.lessons, data.completed)
  const firstPreview = data.lessons.find((l) => l.isPreview)
  return (
    <div className="flex flex-col gap-6">
      {header}
      {data.access !== 'enrolled' ? (
        <AccessNotice access={data.access} courseId={course.id} />
      ) : null}
      {waiting > 0 ? <Notice tone="info">{m.classroom_pendingSync({}, { locale })}</Notice> : null}
      {enrolled ? (
        <Card as="section" aria-labelledby="progress-title" className="flex flex-col gap-3">
          <h2 id="progress-title" className="sr-only">
            {m.classroom_progressLabel({}, { locale })}
          </h2>
          <p className="font-semibold" data-testid="progress-text">
            {m.classroom_progress({ done, total }, { locale })}
          </p>
          <ProgressBar
            value={done}
            max={total}
            label={m.classroom_progressLabel({}, { locale })}
            valueText={m.classroom_progress({ done, total }, { locale })}
          />
          {next ? (
            <Link
              to={lessonPath(course.id, next.id, locale)}
              className={`${primaryLink} self-start`}
            >
              {done === 0
                ? m.classroom_start({}, { locale })
                : m.classroom_continue({}, { locale })}
              <span className="sr-only">: {lessonTitle(next, locale)}</span>
            </Link>
          ) : (
            <p>{m.classroom_allDone({}, { locale })}</p>
          )}
          {next && done > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {m.classroom_continueTo({ lesson: lessonTitle(next, locale) }, { locale })}
            </p>
          ) : null}
        </Card>
      ) : firstPreview ? (
        <Link
          to={lessonPath(course.id, firstPreview.id, locale)}
          className={`${secondaryLink} self-start`}
        >
          {m.syllabus_openPreviews({}, { locale })}
        </Link>
      ) : null}
      {enrolled && learnerClient && total > 0 && done === total ? (
        <CertificateOffer
          client={learnerClient}
          course={course}
          certificate={data.certificate}
          waiting={projectsAwaitingApproval(data.projects, data.submissions)}
          quizzes={quizzesNotPassed(quizzes.quizzes, quizzes.attempts)}
          attempts={quizzes.attempts}
          onIssued={setCertificate}
        />
      ) : null}
      <NextLiveClass
        lesson={nextLiveClass(data.lessons, now)}
        client={client}
        enrolled={enrolled}
      />
      <SyllabusSection>
        <Syllabus
          data={data}
          courseId={course.id}
          after={quizzesAfter(quizzes, data.lessons, course.id)}
        />
      </SyllabusSection>
      <CourseProjects data={data} courseId={course.id} now={now} />
      <ResourcesByLesson data={data} client={client} />
    </div>
  )
}
