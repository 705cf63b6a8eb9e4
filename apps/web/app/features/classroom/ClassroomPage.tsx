import { getLessonContent, type Lesson, type LessonContent } from '@repo/api'
import { coursePath, enrollPath, lessonPlan, type Course, type CourseId } from '@repo/courses'
import { Badge, Button, Card, LessonListItem, ProgressBar, Section, useLoad } from '@repo/ui'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import {
  courseFor,
  formatDateTime,
  formatNumber,
  href,
  m,
  useLocale,
  type Locale,
} from '../../i18n'
import { RouterLink } from '../../lib/RouterLink'
import type { SupabaseClient } from '../../lib/supabase'
import { Notice } from '../../components/Notice'
import { loginPath } from '../../lib/next'
import { CertificateOffer } from './CertificateOffer'
import { PageMessage } from '../../components/PageMessage'
import { JoinLink, NewTabLink } from './parts'
import { continueLesson, joinOpen, nextLiveClass, progressOf } from './schedule'
import { lessonTitle, useClassroom, type Access, type ClassroomData } from './useClassroom'
import { useNow } from './useNow'
import { linkClass, primaryLink, secondaryLink } from '../../components/links'

export function lessonPath(courseId: string, lessonId: string, locale: Locale): string {
  return href(`/learn/${courseId}/${lessonId}`, locale)
}

/** A lesson's line under its title: its length, or the live class's time. */
export function lessonMeta(
  lesson: Pick<Lesson, 'kind' | 'startsAt' | 'durationMinutes'>,
  locale: Locale,
): string {
  if (lesson.kind === 'live' && lesson.startsAt)
    return m.classroom_liveMeta({ when: formatDateTime(lesson.startsAt, locale) }, { locale })
  return m.syllabus_minutes({ n: lesson.durationMinutes }, { locale })
}

export function CourseNotFound() {
  const locale = useLocale()
  return (
    <PageMessage
      title={m.classroom_notFoundTitle({}, { locale })}
      text={m.classroom_notFoundText({}, { locale })}
    >
      <Link to={href('/courses', locale)} className={primaryLink}>
        {m.classroom_backToCourses({}, { locale })}
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
  const locale = useLocale()
  const open = (l: Lesson) => data.access === 'enrolled' || l.isPreview
  return (
    <ol className="flex flex-col gap-1" aria-label={m.classroom_syllabus({}, { locale })}>
      {data.lessons.map((l, i) => (
        <LessonListItem
          key={l.id}
          number={formatNumber(i + 1, locale)}
          title={lessonTitle(l, locale)}
          meta={lessonMeta(l, locale)}
          href={open(l) ? lessonPath(courseId, l.id, locale) : undefined}
          completed={data.completed.has(l.id)}
          completedLabel={m.classroom_completed({}, { locale })}
          current={l.id === currentId}
          link={RouterLink}
          badge={
            data.access !== 'enrolled' ? (
              l.isPreview ? (
                <Badge tone="success">{m.syllabus_preview({}, { locale })}</Badge>
              ) : (
                <Badge tone="neutral">{m.classroom_locked({}, { locale })}</Badge>
              )
            ) : l.kind === 'live' ? (
              <Badge tone="accent">{m.syllabus_live({}, { locale })}</Badge>
            ) : undefined
          }
        />
      ))}
    </ol>
  )
}

/**
 * The syllabus as the lesson plan has it (titles, lengths, previews), shown until the database
 * answers: the prerendered HTML has the course's lessons before any script runs. No links yet:
 * lesson ids and what this visitor may open come with the answer.
 */
function PlannedSyllabus({ courseId }: { courseId: CourseId }) {
  const locale = useLocale()
  return (
    <ol className="flex flex-col gap-1" aria-label={m.classroom_syllabus({}, { locale })}>
      {lessonPlan[courseId].map((l, i) => (
        <LessonListItem
          key={l.title}
          number={formatNumber(i + 1, locale)}
          title={lessonTitle(l, locale)}
          meta={lessonMeta(l, locale)}
          completed={false}
          completedLabel={m.classroom_completed({}, { locale })}
          link={RouterLink}
          badge={
            l.isPreview ? (
              <Badge tone="success">{m.syllabus_preview({}, { locale })}</Badge>
            ) : l.kind === 'live' ? (
              <Badge tone="accent">{m.syllabus_live({}, { locale })}</Badge>
            ) : undefined
          }
        />
      ))}
    </ol>
  )
}

/** The syllabus section of the classroom and lesson pages. */
export function SyllabusSection({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return (
    <Section
      titleId="syllabus-title"
      title={m.classroom_syllabus({}, { locale })}
      titleClassName="text-xl font-bold"
      className="flex flex-col gap-3"
    >
      {children}
    </Section>
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
  const locale = useLocale()
  const now = useNow(30_000)
  const lessonId = lesson?.id
  // The join link is in the lesson's content, which only enrolled learners may read.
  const { state: content } = useLoad(
    'Live class link',
    () => (lessonId && enrolled ? getLessonContent(client, lessonId) : null),
    [client, lessonId, enrolled],
  )
  const joinUrl = content.state === 'ready' ? content.data?.joinUrl : undefined

  return (
    <Card
      as="section"
      aria-labelledby="live-title"
      className="flex flex-col gap-2"
      data-testid="next-live"
    >
      <h2 id="live-title" className="text-lg font-bold">
        {m.classroom_nextLive({}, { locale })}
      </h2>
      {lesson?.startsAt ? (
        <>
          <p className="font-semibold">{lessonTitle(lesson, locale)}</p>
          <p>
            <time dateTime={lesson.startsAt}>
              {m.classroom_dhakaTime({ when: formatDateTime(lesson.startsAt, locale) }, { locale })}
            </time>
          </p>
          {enrolled ? (
            joinOpen(lesson, now) ? (
              joinUrl ? (
                <JoinLink url={joinUrl} />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {m.classroom_joinMissing({}, { locale })}
                </p>
              )
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {m.classroom_joinOpens({}, { locale })}
              </p>
            )
          ) : null}
        </>
      ) : (
        <p>{m.classroom_noLive({}, { locale })}</p>
      )}
    </Card>
  )
}

/** Every resource of the lessons the learner can open, by lesson. */
function Resources({ data, client }: { data: ClassroomData; client: SupabaseClient }) {
  const locale = useLocale()
  const visible = data.lessons.filter((l) => data.access === 'enrolled' || l.isPreview)
  const ids = visible.map((l) => l.id).join(',')
  const { state } = useLoad(
    'Resources',
    () =>
      ids
        ? Promise.all(ids.split(',').map((id) => getLessonContent(client, id))).then((list) =>
            list.filter((c): c is LessonContent => c !== null && c.resources.length > 0),
          )
        : null,
    [client, ids],
  )
  // Nothing to show while they load, when none has any, or when they could not be loaded.
  if (state.state !== 'ready' || state.data.length === 0) return null
  const contents = state.data
  return (
    <Section
      titleId="resources-title"
      title={m.classroom_resources({}, { locale })}
      titleClassName="text-xl font-bold"
      className="flex flex-col gap-3"
    >
      <ul className="flex flex-col gap-3">
        {contents.map((c) => {
          const lesson = data.lessons.find((l) => l.id === c.lessonId)
          return (
            <li key={c.lessonId} className="flex flex-col gap-1">
              {lesson ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {m.classroom_resourcesFor({ lesson: lessonTitle(lesson, locale) }, { locale })}
                </p>
              ) : null}
              <ResourceLinks resources={c.resources} />
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

export function ResourceLinks({ resources }: { resources: LessonContent['resources'] }) {
  return (
    <ul className="flex flex-col gap-1">
      {resources.map((r) => (
        <li key={r.url}>
          <NewTabLink href={r.url} className={`${linkClass} inline-flex min-h-11 items-center`}>
            {r.title}
          </NewTabLink>
        </li>
      ))}
    </ul>
  )
}

/** /learn/{courseId}: the classroom. */
export function ClassroomPage({ courseId }: { courseId: string }) {
  const locale = useLocale()
  const course = courseFor(courseId, locale)
  if (!course) return <CourseNotFound />
  return <Classroom course={course} />
}

function Classroom({ course }: { course: Course }) {
  const locale = useLocale()
  const { session, client, state, retry, waiting, setCertificate } = useClassroom(course.id)
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
      <SyllabusSection>
        <Syllabus data={data} courseId={course.id} />
      </SyllabusSection>
      <Resources data={data} client={client} />
    </div>
  )
}

/** While a classroom page loads: what is known already, a status line and the planned syllabus. */
export function ClassroomLoading({
  courseId,
  text,
  children,
}: {
  courseId: CourseId
  text: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-6">
      {children}
      <p role="status" className="py-6 text-center">
        {text}
      </p>
      <SyllabusSection>
        <PlannedSyllabus courseId={courseId} />
      </SyllabusSection>
    </div>
  )
}
