import { getLessonContent, type Lesson, type LessonContent } from '@repo/api'
import type { Course } from '@repo/courses'
import { Button, Card, VideoFacade } from '@repo/ui'
import { useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { courseFor, currentLocale, formatDateTime, href, messages } from '../../i18n'
import type { SupabaseClient } from '../../lib/supabase'
import { Notice, linkClass } from '../auth/AuthLayout'
import { loginPath } from '../auth/next'
import {
  AccessNotice,
  CourseNotFound,
  ResourceLinks,
  Syllabus,
  lessonMeta,
  lessonPath,
} from './ClassroomPage'
import { renderMarkdown } from '@repo/markdown'
import { PageMessage, primaryLink, secondaryLink } from './parts'
import { joinOpen, progressOf } from './schedule'
import {
  lessonTitle,
  refusalText,
  useClassroom,
  type ClassroomData,
  type Load,
} from './useClassroom'
import { useNow } from './useNow'

const m = messages.lesson
const c = messages.classroom

/** /learn/{courseId}/{lessonId}: one lesson. */
export function LessonPage({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const course = courseFor(courseId)
  if (!course) return <CourseNotFound />
  return <LessonOfCourse key={lessonId} course={course} lessonId={lessonId} />
}

function classroomLink(course: Course) {
  return (
    <Link to={href(`/learn/${course.id}`)} className={secondaryLink}>
      {m.backToClassroom}
    </Link>
  )
}

function LessonOfCourse({ course, lessonId }: { course: Course; lessonId: string }) {
  const room = useClassroom(course.id)
  const { session, client, state, retry } = room
  if (session.status === 'unavailable')
    return <Notice tone="error">{messages.auth.unavailable}</Notice>
  if (!client || state.state === 'loading') {
    return (
      <p role="status" className="py-12 text-center">
        {m.loading}
      </p>
    )
  }
  if (state.state === 'failed') {
    return (
      <PageMessage title={course.title} text={m.loadFailed}>
        <Button onClick={retry}>{c.retry}</Button>
      </PageMessage>
    )
  }
  const index = state.data.lessons.findIndex((l) => l.id === lessonId)
  const lesson = state.data.lessons[index]
  // Another course's lesson, a deleted one or a made-up id: said plainly, nothing asked for it.
  if (!lesson) {
    return (
      <PageMessage title={m.notFoundTitle} text={m.notFoundText}>
        {classroomLink(course)}
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

function useLessonContent(client: SupabaseClient, lessonId: string, access: string) {
  const [content, setContent] = useState<Load<LessonContent | null>>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let cancelled = false
    getLessonContent(client, lessonId).then(
      (data) => !cancelled && setContent({ state: 'ready', data }),
      (error: unknown) => {
        console.warn('Lesson load failed:', error)
        if (!cancelled) setContent({ state: 'failed' })
      },
    )
    return () => {
      cancelled = true
    }
  }, [client, lessonId, access, attempt])
  const retry = () => {
    setContent({ state: 'loading' })
    setAttempt((n) => n + 1)
  }
  return { content, retry }
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
  const { content, retry } = useLessonContent(client, lesson.id, data.access)
  const title = lessonTitle(lesson)
  const previous = data.lessons[index - 1]
  const next = data.lessons[index + 1]
  const heading = (
    <header className="flex flex-col gap-1">
      <Link to={href(`/learn/${course.id}`)} className={`${linkClass} self-start text-sm`}>
        {course.title}
      </Link>
      <h1 className="text-2xl font-extrabold leading-tight sm:text-3xl">{title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {m.position(index + 1, data.lessons.length)} · {lessonMeta(lesson)}
      </p>
    </header>
  )
  const nav = (
    <nav aria-label={m.lessonNav} className="flex flex-wrap justify-between gap-3">
      {previous ? (
        <Link to={lessonPath(course.id, previous.id)} rel="prev" className={secondaryLink}>
          ← {m.previous}
          <span className="sr-only">: {lessonTitle(previous)}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={lessonPath(course.id, next.id)} rel="next" className={primaryLink}>
          {m.next} →<span className="sr-only">: {lessonTitle(next)}</span>
        </Link>
      ) : (
        <Link to={href(`/learn/${course.id}`)} className={primaryLink}>
          {m.backToClassroom}
        </Link>
      )}
    </nav>
  )

  let body
  if (content.state === 'loading') {
    body = (
      <p role="status" className="py-8 text-center">
        {m.loading}
      </p>
    )
  } else if (content.state === 'failed') {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Notice tone="error">{m.loadFailed}</Notice>
        <Button onClick={retry}>{c.retry}</Button>
      </div>
    )
  } else if (content.data === null && data.access !== 'enrolled') {
    // Not visible to this visitor (the database decides): none of the content, the way to enrol.
    body = (
      <div className="flex flex-col gap-4" data-testid="lesson-locked">
        <h2 className="text-lg font-bold">{m.lockedTitle}</h2>
        <p>{m.lockedText}</p>
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
      <section aria-labelledby="syllabus-title" className="flex flex-col gap-3">
        <h2 id="syllabus-title" className="text-xl font-bold">
          {c.syllabus}
        </h2>
        <Syllabus data={data} courseId={course.id} currentId={lesson.id} />
      </section>
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
  const now = useNow(30_000)
  const { pathname } = useLocation()
  const [saving, setSaving] = useState(false)
  const [note, setNote] = useState<{ tone: 'info' | 'error'; text: string } | null>(null)
  const title = lessonTitle(lesson)
  const bodyText = currentLocale() === 'bn' && content.bodyBn.trim() ? content.bodyBn : content.body
  const html = useMemo(() => renderMarkdown(bodyText), [bodyText])
  const done = data.completed.has(lesson.id)
  const { done: finished, total } = progressOf(data.lessons, data.completed)

  async function toggle() {
    setSaving(true)
    setNote(null)
    const result = await room.setComplete(lesson.id, !done)
    setSaving(false)
    if (!result) return
    if (result.left > 0) setNote({ tone: 'info', text: m.savedOffline })
    else if (result.refused > 0) setNote({ tone: 'error', text: refusalText(result.error) })
  }

  return (
    <div className="flex flex-col gap-6">
      {content.videoUrl ? (
        <VideoFacade
          url={content.videoUrl}
          title={title}
          playLabel={m.play}
          caption={messages.syllabus.minutes(lesson.durationMinutes)}
          openLabel={m.openVideo}
        />
      ) : null}
      {lesson.kind === 'live' && lesson.startsAt ? (
        <Card className="flex flex-col gap-2" data-testid="live-class">
          <p className="font-semibold">
            <time dateTime={lesson.startsAt}>{c.dhakaTime(formatDateTime(lesson.startsAt))}</time>
          </p>
          {data.access === 'enrolled' && joinOpen(lesson, now) && content.joinUrl ? (
            <a
              href={content.joinUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${primaryLink} self-start`}
            >
              {c.join} <span className="sr-only">{c.opensInNewTab}</span>
            </a>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-300">{c.joinOpens}</p>
          )}
        </Card>
      ) : null}
      {bodyText.trim() ? (
        // Safe: renderMarkdown escapes raw HTML and drops dangerous links (docs/decisions/0017).
        <div
          className="lesson-body"
          data-testid="lesson-body"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : null}
      {content.resources.length > 0 ? (
        <section aria-labelledby="lesson-resources" className="flex flex-col gap-2">
          <h2 id="lesson-resources" className="text-xl font-bold">
            {c.resources}
          </h2>
          <ResourceLinks resources={content.resources} />
        </section>
      ) : null}
      {data.access === 'enrolled' && lesson.kind !== 'live' ? (
        <Card className="flex flex-col gap-3" aria-live="polite">
          {done ? (
            <p className="font-semibold text-green-800 dark:text-green-300">✓ {m.done}</p>
          ) : null}
          <Button
            variant={done ? 'secondary' : 'primary'}
            className="self-start"
            onClick={toggle}
            loading={saving}
          >
            {saving ? m.saving : done ? m.markIncomplete : m.markComplete}
          </Button>
          {note ? <Notice tone={note.tone}>{note.text}</Notice> : null}
          <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="progress-text">
            {c.progress(finished, total)}
          </p>
          {total > 0 && finished === total ? (
            <Link
              to={`${href(`/learn/${course.id}`)}#certificate`}
              className={`${primaryLink} self-start`}
            >
              {c.getCertificate}
            </Link>
          ) : null}
        </Card>
      ) : null}
      {data.access === 'anon' ? (
        <p>
          <Link to={loginPath(pathname)} className={linkClass}>
            {m.loginToTrack}
          </Link>
        </p>
      ) : null}
      {data.access === 'none' || data.access === 'pending' ? (
        <AccessNotice access={data.access} courseId={course.id} />
      ) : null}
    </div>
  )
}
