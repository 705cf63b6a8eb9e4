import { getLessonContent, type Lesson, type LessonContent } from '@repo/api'
import { coursePath, enrollPath, type Course, type CourseId } from '@repo/courses'
import { Badge, Button, Card, LessonListItem, ProgressBar } from '@repo/ui'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { courseFor, formatDateTime, formatNumber, href, messages } from '../../i18n'
import { RouterLink } from '../../lib/RouterLink'
import type { SupabaseClient } from '../../lib/supabase'
import { Notice, linkClass } from '../auth/AuthLayout'
import { loginPath } from '../auth/next'
import { CertificateOffer } from './CertificateOffer'
import { PageMessage, primaryLink, secondaryLink } from './parts'
import { continueLesson, joinOpen, nextLiveClass, progressOf } from './schedule'
import { lessonTitle, useClassroom, type Access, type ClassroomData } from './useClassroom'
import { useNow } from './useNow'

const m = messages.classroom

export function lessonPath(courseId: string, lessonId: string): string {
  return href(`/learn/${courseId}/${lessonId}`)
}

/** A lesson's line under its title: its length, or the live class's time. */
export function lessonMeta(lesson: Lesson): string {
  if (lesson.kind === 'live' && lesson.startsAt) return m.liveMeta(formatDateTime(lesson.startsAt))
  return messages.syllabus.minutes(lesson.durationMinutes)
}

export function CourseNotFound() {
  return (
    <PageMessage title={m.notFoundTitle} text={m.notFoundText}>
      <Link to={href('/courses')} className={primaryLink}>
        {m.backToCourses}
      </Link>
    </PageMessage>
  )
}

/** What someone who cannot open every lesson is told, and the way forward. */
export function AccessNotice({
  access,
  courseId,
}: {
  access: Exclude<Access, 'enrolled'>
  courseId: CourseId
}) {
  const { pathname } = useLocation()
  if (access === 'anon') {
    return (
      <Card className="flex flex-col gap-3" data-testid="access-notice" data-access="anon">
        <h2 className="text-lg font-bold">{m.loginTitle}</h2>
        <p>{m.loginText}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={loginPath(pathname)} className={primaryLink}>
            {m.login}
          </Link>
          <Link to={href(enrollPath(courseId))} className={secondaryLink}>
            {m.enrollNow}
          </Link>
        </div>
      </Card>
    )
  }
  if (access === 'pending') {
    return (
      <Card className="flex flex-col gap-3" data-testid="access-notice" data-access="pending">
        <h2 className="text-lg font-bold">{m.pendingTitle}</h2>
        <p>{m.pendingText}</p>
        <Link to={href('/profile')} className={linkClass}>
          {m.seeProfile}
        </Link>
      </Card>
    )
  }
  return (
    <Card className="flex flex-col gap-3" data-testid="access-notice" data-access="none">
      <h2 className="text-lg font-bold">{m.notEnrolledTitle}</h2>
      <p>{m.notEnrolledText}</p>
      <Link to={href(enrollPath(courseId))} className={`${primaryLink} self-start`}>
        {m.enrollNow}
      </Link>
    </Card>
  )
}

/** The syllabus with ticks; lessons the visitor may open are links, the others say Locked. */
export function Syllabus({
  data,
  courseId,
  currentId,
}: {
  data: ClassroomData
  courseId: string
  currentId?: string
}) {
  const open = (l: Lesson) => data.access === 'enrolled' || l.isPreview
  return (
    <ol className="flex flex-col gap-1" aria-label={m.syllabus}>
      {data.lessons.map((l, i) => (
        <LessonListItem
          key={l.id}
          number={formatNumber(i + 1)}
          title={lessonTitle(l)}
          meta={lessonMeta(l)}
          href={open(l) ? lessonPath(courseId, l.id) : undefined}
          completed={data.completed.has(l.id)}
          completedLabel={m.completed}
          current={l.id === currentId}
          link={RouterLink}
          badge={
            data.access !== 'enrolled' ? (
              l.isPreview ? (
                <Badge tone="success">{messages.syllabus.preview}</Badge>
              ) : (
                <Badge tone="neutral">{m.locked}</Badge>
              )
            ) : l.kind === 'live' ? (
              <Badge tone="accent">{messages.syllabus.live}</Badge>
            ) : undefined
          }
        />
      ))}
    </ol>
  )
}

/** The next live class in Dhaka time; its join link from 15 minutes before (enrolled learners). */
function NextLiveClass({
  lesson,
  client,
  enrolled,
}: {
  lesson: Lesson | null
  client: SupabaseClient
  enrolled: boolean
}) {
  const now = useNow(30_000)
  const [content, setContent] = useState<LessonContent | null>(null)
  const lessonId = lesson?.id
  useEffect(() => {
    if (!lessonId || !enrolled) return
    let cancelled = false
    getLessonContent(client, lessonId).then(
      (c) => !cancelled && setContent(c),
      (error: unknown) => console.warn('Live class link load failed:', error),
    )
    return () => {
      cancelled = true
    }
  }, [client, lessonId, enrolled])

  return (
    <Card
      as="section"
      aria-labelledby="live-title"
      className="flex flex-col gap-2"
      data-testid="next-live"
    >
      <h2 id="live-title" className="text-lg font-bold">
        {m.nextLive}
      </h2>
      {lesson?.startsAt ? (
        <>
          <p className="font-semibold">{lessonTitle(lesson)}</p>
          <p>
            <time dateTime={lesson.startsAt}>{m.dhakaTime(formatDateTime(lesson.startsAt))}</time>
          </p>
          {enrolled ? (
            joinOpen(lesson, now) ? (
              content?.joinUrl ? (
                <a
                  href={content.joinUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${primaryLink} self-start`}
                >
                  {m.join} <span className="sr-only">{m.opensInNewTab}</span>
                </a>
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-300">{m.joinMissing}</p>
              )
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">{m.joinOpens}</p>
            )
          ) : null}
        </>
      ) : (
        <p>{m.noLive}</p>
      )}
    </Card>
  )
}

/** Every resource of the lessons the learner can open, by lesson. */
function Resources({ data, client }: { data: ClassroomData; client: SupabaseClient }) {
  const [contents, setContents] = useState<LessonContent[]>([])
  const visible = data.lessons.filter((l) => data.access === 'enrolled' || l.isPreview)
  const ids = visible.map((l) => l.id).join(',')
  useEffect(() => {
    if (!ids) return
    let cancelled = false
    Promise.all(ids.split(',').map((id) => getLessonContent(client, id))).then(
      (list) =>
        !cancelled &&
        setContents(list.filter((c): c is LessonContent => c !== null && c.resources.length > 0)),
      (error: unknown) => console.warn('Resources load failed:', error),
    )
    return () => {
      cancelled = true
    }
  }, [client, ids])
  if (contents.length === 0) return null
  return (
    <section aria-labelledby="resources-title" className="flex flex-col gap-3">
      <h2 id="resources-title" className="text-xl font-bold">
        {m.resources}
      </h2>
      <ul className="flex flex-col gap-3">
        {contents.map((c) => {
          const lesson = data.lessons.find((l) => l.id === c.lessonId)
          return (
            <li key={c.lessonId} className="flex flex-col gap-1">
              {lesson ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {m.resourcesFor(lessonTitle(lesson))}
                </p>
              ) : null}
              <ResourceLinks resources={c.resources} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}

export function ResourceLinks({ resources }: { resources: LessonContent['resources'] }) {
  return (
    <ul className="flex flex-col gap-1">
      {resources.map((r) => (
        <li key={r.url}>
          <a
            href={r.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} inline-flex min-h-11 items-center`}
          >
            {r.title}
            <span className="sr-only"> {m.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** /learn/{courseId}: the classroom. */
export function ClassroomPage({ courseId }: { courseId: string }) {
  const course = courseFor(courseId)
  if (!course) return <CourseNotFound />
  return <Classroom course={course} />
}

function Classroom({ course }: { course: Course }) {
  const { session, client, state, retry, waiting, setCertificate } = useClassroom(course.id)
  const now = useNow(60_000)
  const header = (
    <header className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-50">{m.label}</p>
      <h1 className="text-3xl font-extrabold leading-tight">{course.title}</h1>
      <Link to={href(coursePath(course.id))} className={`${linkClass} self-start`}>
        {m.coursePage}
      </Link>
    </header>
  )
  if (session.status === 'unavailable')
    return <Notice tone="error">{messages.auth.unavailable}</Notice>
  if (!client || state.state === 'loading') {
    return (
      <div className="flex flex-col gap-6">
        {header}
        <p role="status" className="py-12 text-center">
          {m.loading}
        </p>
      </div>
    )
  }
  if (state.state === 'failed') {
    return (
      <div className="flex flex-col items-start gap-4">
        {header}
        <Notice tone="error">{m.loadFailed}</Notice>
        <Button onClick={retry}>{m.retry}</Button>
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
      {waiting > 0 ? <Notice tone="info">{m.pendingSync}</Notice> : null}
      {enrolled ? (
        <Card as="section" aria-labelledby="progress-title" className="flex flex-col gap-3">
          <h2 id="progress-title" className="sr-only">
            {m.progressLabel}
          </h2>
          <p className="font-semibold" data-testid="progress-text">
            {m.progress(done, total)}
          </p>
          <ProgressBar
            value={done}
            max={total}
            label={m.progressLabel}
            valueText={m.progress(done, total)}
          />
          {next ? (
            <Link to={lessonPath(course.id, next.id)} className={`${primaryLink} self-start`}>
              {done === 0 ? m.start : m.continue}
              <span className="sr-only">: {lessonTitle(next)}</span>
            </Link>
          ) : (
            <p>{m.allDone}</p>
          )}
          {next && done > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {m.continueTo(lessonTitle(next))}
            </p>
          ) : null}
        </Card>
      ) : firstPreview ? (
        <Link to={lessonPath(course.id, firstPreview.id)} className={`${secondaryLink} self-start`}>
          {messages.syllabus.openPreviews}
        </Link>
      ) : null}
      {enrolled && total > 0 && done === total ? (
        <CertificateOffer
          client={client}
          course={course}
          certificate={data.certificate}
          onIssued={setCertificate}
        />
      ) : null}
      <NextLiveClass
        lesson={nextLiveClass(data.lessons, now)}
        client={client}
        enrolled={enrolled}
      />
      <section aria-labelledby="syllabus-title" className="flex flex-col gap-3">
        <h2 id="syllabus-title" className="text-xl font-bold">
          {m.syllabus}
        </h2>
        <Syllabus data={data} courseId={course.id} />
      </section>
      <Resources data={data} client={client} />
    </div>
  )
}
