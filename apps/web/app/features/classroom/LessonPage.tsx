import { getLessonContent, type Lesson } from '@repo/api'
import type { Course } from '@repo/courses'
import { Button, Section, useLoad } from '@repo/ui'
import { LazyIsland } from '../../islands/LazyIsland'
import { Link, useLocation } from '../../islands/navigation'
import { href, m, useLocale, type Locale } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import type { DataClient } from '../../lib/supabase'
import { Notice } from '../../components/Notice'
import { PageMessage } from '../../components/PageMessage'
import { lastSegment } from '../../lib/lastSegment'
import { AccessNotice } from './AccessNotice'
import { CourseNotFound } from './CourseNotFound'
import { LessonContentView } from './LessonContentView'
import { lessonMeta, lessonPath } from './lessons'
import { ClassroomLoading, Syllabus, SyllabusSection } from './Syllabus'
import { lessonTitle, useClassroom, type ClassroomData } from './useClassroom'
import { linkClass, primaryLink, secondaryLink } from '../../components/links'

/**
 * /learn/{courseId}/{lessonId}: one lesson. The page is its course's shell, served for every
 * lesson id (pages.ts `shell`): the id comes from the address.
 */
export function LessonPage({ courseId }: { courseId: string }) {
  const locale = useLocale()
  const lessonId = lastSegment(useLocation().pathname)
  const course = courseFor(courseId, locale)
  if (!course) return <CourseNotFound />
  return <LessonOfCourse key={lessonId} course={course} lessonId={lessonId} />
}

function classroomLink(course: Course, locale: Locale) {
  return (
    <Link to={href(`/learn/${course.id}`, locale)} className={secondaryLink}>
      {m.lesson_backToClassroom({}, { locale })}
    </Link>
  )
}

function LessonOfCourse({ course, lessonId }: { course: Course; lessonId: string }) {
  const locale = useLocale()
  const room = useClassroom(course.id)
  const { session, client, state, retry } = room
  if (session.status === 'unavailable')
    return <Notice tone="error">{m.auth_unavailable({}, { locale })}</Notice>
  if (!client || state.state === 'loading') {
    return <ClassroomLoading courseId={course.id} text={m.lesson_loading({}, { locale })} />
  }
  if (state.state === 'failed') {
    return (
      <PageMessage title={course.title} text={m.lesson_loadFailed({}, { locale })}>
        <Button onClick={retry}>{m.classroom_retry({}, { locale })}</Button>
      </PageMessage>
    )
  }
  const index = state.data.lessons.findIndex((l) => l.id === lessonId)
  const lesson = state.data.lessons[index]
  // Another course's lesson, a deleted one or a made-up id: said plainly, nothing asked for it.
  if (!lesson) {
    return (
      <PageMessage
        title={m.lesson_notFoundTitle({}, { locale })}
        text={m.lesson_notFoundText({}, { locale })}
      >
        {classroomLink(course, locale)}
      </PageMessage>
    )
  }
  return (
    <LessonView
      course={course}
      lesson={lesson}
      index={index}
      data={state.data}
      client={client}
      room={room}
    />
  )
}

function LessonView({
  course,
  lesson,
  index,
  data,
  client,
  room,
}: {
  course: Course
  lesson: Lesson
  index: number
  data: ClassroomData
  client: DataClient
  room: ReturnType<typeof useClassroom>
}) {
  const locale = useLocale()
  const { hash } = useLocation()
  // Loaded again when the learner's access changes (enrolled meanwhile: the whole lesson).
  const { state: content, retry } = useLoad('Lesson', () => getLessonContent(client, lesson.id), [
    client,
    lesson.id,
    data.access,
  ])
  const title = lessonTitle(lesson, locale)
  const previous = data.lessons[index - 1]
  const next = data.lessons[index + 1]
  const heading = (
    <header className="flex flex-col gap-1">
      <Link to={href(`/learn/${course.id}`, locale)} className={`${linkClass} self-start text-sm`}>
        {course.title}
      </Link>
      <h1 className="text-2xl font-extrabold leading-tight sm:text-3xl">{title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {m.lesson_position({ n: index + 1, total: data.lessons.length }, { locale })} ·{' '}
        {lessonMeta(lesson, locale)}
      </p>
    </header>
  )
  const nav = (
    <nav
      aria-label={m.lesson_lessonNav({}, { locale })}
      className="flex flex-wrap justify-between gap-3"
    >
      {previous ? (
        <Link to={lessonPath(course.id, previous.id, locale)} rel="prev" className={secondaryLink}>
          ← {m.lesson_previous({}, { locale })}
          <span className="sr-only">: {lessonTitle(previous, locale)}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={lessonPath(course.id, next.id, locale)} rel="next" className={primaryLink}>
          {m.lesson_next({}, { locale })} →
          <span className="sr-only">: {lessonTitle(next, locale)}</span>
        </Link>
      ) : (
        <Link to={href(`/learn/${course.id}`, locale)} className={primaryLink}>
          {m.lesson_backToClassroom({}, { locale })}
        </Link>
      )}
    </nav>
  )

  let body
  if (content.state === 'loading') {
    body = (
      <p role="status" className="py-8 text-center">
        {m.lesson_loading({}, { locale })}
      </p>
    )
  } else if (content.state === 'failed') {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Notice tone="error">{m.lesson_loadFailed({}, { locale })}</Notice>
        <Button onClick={retry}>{m.classroom_retry({}, { locale })}</Button>
      </div>
    )
  } else if (content.data === null && data.access !== 'enrolled') {
    // Not visible to this visitor (the database decides): none of the content, the way to enrol.
    body = (
      <div className="flex flex-col gap-4" data-testid="lesson-locked">
        <h2 className="text-lg font-bold">{m.lesson_lockedTitle({}, { locale })}</h2>
        <p>{m.lesson_lockedText({}, { locale })}</p>
        <AccessNotice access={data.access} courseId={course.id} />
      </div>
    )
  } else {
    // An enrolled learner sees the lesson even before its text is written.
    const shown = content.data ?? {
      lessonId: lesson.id,
      body: '',
      bodyBn: '',
      videoUrl: null,
      joinUrl: null,
      resources: [],
    }
    body = (
      <LessonContentView lesson={lesson} content={shown} data={data} course={course} room={room} />
    )
  }

  return (
    <div className="flex flex-col gap-6">
      {heading}
      {body}
      {nav}
      {data.access === 'enrolled' && room.learnerClient && room.userId ? (
        // The questions' code loads when they come near the screen (or a notice's link names them).
        <LazyIsland
          name="questions"
          props={{
            courseId: course.id,
            lessonId: lesson.id,
            client: room.learnerClient,
            userId: room.userId,
          }}
          now={hash === '#questions'}
        >
          <Section
            id="questions"
            titleId="questions-title"
            title={m.questions_title({}, { locale })}
            titleClassName="text-xl font-bold"
            className="flex min-h-80 flex-col gap-4"
          >
            <p>{m.questions_loading({}, { locale })}</p>
          </Section>
        </LazyIsland>
      ) : null}
      <SyllabusSection>
        <Syllabus data={data} courseId={course.id} currentId={lesson.id} />
      </SyllabusSection>
    </div>
  )
}
