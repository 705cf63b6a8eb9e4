import type { Project } from '@repo/api'
import { FEEDBACK_HOURS, type Course } from '@repo/courses'
import { Button } from '@repo/ui'
import { useRef, useState, type ReactNode } from 'react'
import { Link, useLocation } from '../../islands/navigation'
import { formatDate, href, m, useLocale } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { Notice } from '../../components/Notice'
import { PageMessage } from '../../components/PageMessage'
import { linkClass, primaryLink, secondaryLink } from '../../components/links'
import { lastSegment } from '../../lib/lastSegment'
import type { SupabaseClient } from '../../lib/supabase'
import { dueAt, isLate, projectState, projectTitle } from '../../lib/projectState'
import { ProjectStateBadge } from '../../components/ProjectLine'
import { Conversation } from './Conversation'
import { HandInForm } from './HandInForm'
import { Markdown } from '../../components/Markdown'
import { AccessCard } from '../../components/AccessCard'
import { useProject, type ProjectData } from './useProject'
import { accessWords } from './words'

/**
 * /learn/{courseId}/projects/{projectId}: one project of a course. The page is its course's
 * shell, served for every project id (pages.ts `shell`): the id comes from the address.
 */
export function ProjectPage({ courseId }: { courseId: string }) {
  const locale = useLocale()
  const projectId = lastSegment(useLocation().pathname)
  const course = courseFor(courseId, locale)
  if (!course)
    return (
      <PageMessage
        title={m.project_notFoundTitle({}, { locale })}
        text={m.project_courseNotFound({}, { locale })}
      >
        <Link to={href('/courses', locale)} className={primaryLink}>
          {m.project_seeCourses({}, { locale })}
        </Link>
      </PageMessage>
    )
  return <ProjectOfCourse key={projectId} course={course} projectId={projectId} />
}

function ProjectOfCourse({ course, projectId }: { course: Course; projectId: string }) {
  const locale = useLocale()
  const { session, client, userId, state, retry, refresh } = useProject(course.id, projectId)
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
          {m.project_loading({}, { locale })}
        </p>
      </div>
    )
  if (state.state === 'failed')
    return (
      <PageMessage title={course.title} text={m.project_loadFailed({}, { locale })}>
        <Button onClick={retry}>{m.project_retry({}, { locale })}</Button>
      </PageMessage>
    )
  const { project } = state.data
  // Another course's project, a deleted one or a made-up id: said plainly.
  if (!project)
    return (
      <PageMessage
        title={m.project_notFoundTitle({}, { locale })}
        text={m.project_notFoundText({}, { locale })}
      >
        <Link to={href(`/learn/${course.id}`, locale)} className={secondaryLink}>
          {m.project_backToClassroom({}, { locale })}
        </Link>
      </PageMessage>
    )
  return (
    <ProjectView
      course={course}
      project={project}
      data={state.data}
      back={back}
      client={client}
      userId={userId}
      conversation={
        state.data.attempts.length > 0 ? (
          <Conversation
            client={client}
            project={project}
            attempts={state.data.attempts}
            reviews={state.data.reviews}
          />
        ) : null
      }
      refresh={refresh}
    />
  )
}

function ProjectView({
  course,
  project,
  data,
  back,
  client,
  userId,
  conversation,
  refresh,
}: {
  course: Course
  project: Project
  data: ProjectData
  back: ReactNode
  client: SupabaseClient
  userId: string | null
  conversation: ReactNode
  refresh: () => Promise<void>
}) {
  const locale = useLocale()
  const bn = locale === 'bn'
  const [sent, setSent] = useState(false)
  // The page's moment: a due date passes while it is open only for whoever keeps it open a day.
  const [now] = useState(() => Date.now())
  const sentRef = useRef<HTMLDivElement>(null)
  const state = projectState(project.id, data.attempts)
  const due = dueAt(project, data.enrolledAt)
  const late = isLate(state, due, now)
  const open = data.access === 'enrolled' && (state === 'todo' || state === 'changes')

  async function onSent() {
    await refresh()
    setSent(true)
    // The result is what the learner hears next.
    requestAnimationFrame(() => sentRef.current?.focus())
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        {back}
        <h1 className="text-2xl font-extrabold leading-tight sm:text-3xl">
          {projectTitle(project, locale)}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          {data.access === 'enrolled' ? <ProjectStateBadge state={state} /> : null}
          {due ? (
            <span
              data-testid="project-due"
              className={late ? 'font-semibold text-red-700 dark:text-red-400' : ''}
            >
              {late
                ? m.project_duePassed({ date: formatDate(due, locale) }, { locale })
                : m.project_due({ date: formatDate(due, locale) }, { locale })}
            </span>
          ) : null}
          {project.required ? <span>· {m.project_required({}, { locale })}</span> : null}
        </div>
        <p className="text-sm font-semibold" data-testid="feedback-promise">
          {m.project_feedbackPromise({ n: FEEDBACK_HOURS }, { locale })}
        </p>
      </header>

      <section aria-labelledby="project-brief" className="flex flex-col gap-2">
        <h2 id="project-brief" className="text-lg font-bold">
          {m.project_brief({}, { locale })}
        </h2>
        <Markdown
          text={bn && project.briefBn ? project.briefBn : project.brief}
          testId="project-brief"
        />
      </section>

      {project.checklist.length > 0 ? (
        <section aria-labelledby="project-checklist" className="flex flex-col gap-2">
          <h2 id="project-checklist" className="text-lg font-bold">
            {m.project_checklist({}, { locale })}
          </h2>
          <ul className="flex list-disc flex-col gap-1 ps-5">
            {project.checklist.map((item) => (
              <li key={item.en}>{bn && item.bn ? item.bn : item.en}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* Who cannot hand in is told why, and the way forward. */}
      {data.access === 'enrolled' ? null : (
        <AccessCard
          access={data.access}
          courseId={course.id}
          testId="project-access"
          words={accessWords}
        />
      )}

      <div ref={sentRef} tabIndex={-1} aria-live="polite">
        {sent ? (
          <Notice tone="success">{m.project_sent({ n: FEEDBACK_HOURS }, { locale })}</Notice>
        ) : null}
      </div>

      {conversation}

      {open && userId ? (
        <HandInForm
          client={client}
          userId={userId}
          project={project}
          again={state === 'changes'}
          onSent={() => void onSent()}
        />
      ) : null}
    </div>
  )
}
