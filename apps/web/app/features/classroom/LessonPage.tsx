import { getLessonContent, type Lesson, type LessonContent } from '@repo/api'
import type { Course } from '@repo/courses'
import { Button, Card, useLoad, VideoFacade } from '@repo/ui'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { courseFor, formatDateTime, href, m, useLocale, type Locale } from '../../i18n'
import type { SupabaseClient } from '../../lib/supabase'
import { Notice } from '../../components/Notice'
import { loginPath } from '../../lib/next'
import {
  AccessNotice,
  ClassroomLoading,
  CourseNotFound,
  ResourceLinks,
  Syllabus,
  SyllabusSection,
  lessonMeta,
  lessonPath,
} from './ClassroomPage'
import { PageMessage } from '../../components/PageMessage'
import { lastSegment } from '../../lib/lastSegment'
import { JoinLink } from './parts'
import { joinOpen, progressOf } from './schedule'
import { lessonTitle, refusalText, useClassroom, type ClassroomData } from './useClassroom'
import { useNow } from './useNow'
import { linkClass, primaryLink, secondaryLink } from '../../components/links'

/**
 * The lesson's text. The markdown renderer (~17 KB) loads with the lesson's content, not with
 * the page; until it has (or if it cannot), the text shows as written: nothing is lost.
 */
function LessonBody({ text }: { text: string }) {
  const [rendered, setRendered] = useState<{ text: string; html: string } | null>(null)
  useEffect(() => {
    let cancelled = false
    import('@repo/markdown').then(
      ({ renderMarkdown }) => !cancelled && setRendered({ text, html: renderMarkdown(text) }),
      (error: unknown) => console.warn('The lesson text renderer did not load:', error),
    )
    return () => {
      cancelled = true
    }
  }, [text])
  if (rendered?.text !== text)
    return (
      <div className="lesson-body whitespace-pre-line" data-testid="lesson-body">
        {text}
      </div>
    )
  // Safe: renderMarkdown escapes raw HTML and drops dangerous links (docs/decisions/0017).
  return (
    <div
      className="lesson-body"
      data-testid="lesson-body"
      dangerouslySetInnerHTML={{ __html: rendered.html }}
    />
  )
}

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
  client: SupabaseClient
  room: ReturnType<typeof useClassroom>
}) {
  const locale = useLocale()
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
      <SyllabusSection>
        <Syllabus data={data} courseId={course.id} currentId={lesson.id} />
      </SyllabusSection>
    </div>
  )
}

function LessonContentView({
  lesson,
  content,
  data,
  course,
  room,
}: {
  lesson: Lesson
  content: LessonContent
  data: ClassroomData
  course: Course
  room: ReturnType<typeof useClassroom>
}) {
  const locale = useLocale()
  const now = useNow(30_000)
  const { pathname } = useLocation()
  const [saving, setSaving] = useState(false)
  const [note, setNote] = useState<{ tone: 'info' | 'error'; text: string } | null>(null)
  const title = lessonTitle(lesson, locale)
  const bodyText = locale === 'bn' && content.bodyBn.trim() ? content.bodyBn : content.body
  const done = data.completed.has(lesson.id)
  const { done: finished, total } = progressOf(data.lessons, data.completed)

  async function toggle() {
    setSaving(true)
    setNote(null)
    const result = await room.setComplete(lesson.id, !done)
    setSaving(false)
    if (!result) return
    if (result.left > 0) setNote({ tone: 'info', text: m.lesson_savedOffline({}, { locale }) })
    else if (result.refused > 0) setNote({ tone: 'error', text: refusalText(result.error, locale) })
  }

  return (
    <div className="flex flex-col gap-6">
      {content.videoUrl ? (
        <VideoFacade
          url={content.videoUrl}
          title={title}
          playLabel={m.lesson_play({}, { locale })}
          caption={m.syllabus_minutes({ n: lesson.durationMinutes }, { locale })}
          openLabel={m.lesson_openVideo({}, { locale })}
        />
      ) : null}
      {lesson.kind === 'live' && lesson.startsAt ? (
        <Card className="flex flex-col gap-2" data-testid="live-class">
          <p className="font-semibold">
            <time dateTime={lesson.startsAt}>
              {m.classroom_dhakaTime({ when: formatDateTime(lesson.startsAt, locale) }, { locale })}
            </time>
          </p>
          {data.access === 'enrolled' && joinOpen(lesson, now) && content.joinUrl ? (
            <JoinLink url={content.joinUrl} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {m.classroom_joinOpens({}, { locale })}
            </p>
          )}
        </Card>
      ) : null}
      {bodyText.trim() ? <LessonBody text={bodyText} /> : null}
      {content.resources.length > 0 ? (
        <section aria-labelledby="lesson-resources" className="flex flex-col gap-2">
          <h2 id="lesson-resources" className="text-xl font-bold">
            {m.classroom_resources({}, { locale })}
          </h2>
          <ResourceLinks resources={content.resources} />
        </section>
      ) : null}
      {data.access === 'enrolled' && lesson.kind !== 'live' ? (
        <Card className="flex flex-col gap-3" aria-live="polite">
          {done ? (
            <p className="font-semibold text-green-800 dark:text-green-300">
              ✓ {m.lesson_done({}, { locale })}
            </p>
          ) : null}
          <Button
            variant={done ? 'secondary' : 'primary'}
            className="self-start"
            onClick={toggle}
            loading={saving}
          >
            {saving
              ? m.lesson_saving({}, { locale })
              : done
                ? m.lesson_markIncomplete({}, { locale })
                : m.lesson_markComplete({}, { locale })}
          </Button>
          {note ? <Notice tone={note.tone}>{note.text}</Notice> : null}
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="progress-text">
            {m.classroom_progress({ done: finished, total }, { locale })}
          </p>
          {total > 0 && finished === total ? (
            <Link
              to={`${href(`/learn/${course.id}`, locale)}#certificate`}
              className={`${primaryLink} self-start`}
            >
              {m.classroom_getCertificate({}, { locale })}
            </Link>
          ) : null}
        </Card>
      ) : null}
      {data.access === 'anon' ? (
        <p>
          <Link to={loginPath(pathname, locale)} className={linkClass}>
            {m.lesson_loginToTrack({}, { locale })}
          </Link>
        </p>
      ) : null}
      {data.access === 'none' || data.access === 'pending' ? (
        <AccessNotice access={data.access} courseId={course.id} />
      ) : null}
    </div>
  )
}
