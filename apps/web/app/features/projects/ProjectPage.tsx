import type { Project } from '@repo/api'
import { FEEDBACK_HOURS, type Course } from '@repo/courses'
import { useRef, useState, type ReactNode } from 'react'
import { formatDate, m, useLocale } from '../../i18n'
import {
  CourseAccessNotice,
  CourseItemLoad,
  CourseItemNotFound,
  CourseItemPage,
  type CourseItemWords,
} from '../../components/CourseItemPage'
import { Markdown } from '../../components/Markdown'
import { Notice } from '../../components/Notice'
import { ProjectStateBadge } from '../../components/ProjectLine'
import type { SupabaseClient } from '../../lib/supabase'
import { dueAt, isLate, projectState, projectTitle } from '../../lib/projectState'
import { Conversation } from './Conversation'
import { HandInForm } from './HandInForm'
import { useProject, type ProjectData } from './useProject'

/** The project page's words for its course item shell. */
const words: CourseItemWords = {
  notFoundTitle: m.project_notFoundTitle,
  courseNotFound: m.project_courseNotFound,
  seeCourses: m.project_seeCourses,
  notFoundText: m.project_notFoundText,
  backToClassroom: m.project_backToClassroom,
  loading: m.project_loading,
  loadFailed: m.project_loadFailed,
  retry: m.project_retry,
  loginTitle: m.project_loginTitle,
  loginText: m.project_loginText,
  login: m.project_login,
  pendingTitle: m.project_pendingTitle,
  pendingText: m.project_pendingText,
  seeProfile: m.project_seeProfile,
  notEnrolledTitle: m.project_notEnrolledTitle,
  notEnrolledText: m.project_notEnrolledText,
  enrollNow: m.project_enrollNow,
}

/**
 * /learn/{courseId}/projects/{projectId}: one project of a course. The page is its course's
 * shell, served for every project id (pages.ts `shell`): the id comes from the address.
 */
export function ProjectPage({ courseId }: { courseId: string }) {
  return (
    <CourseItemPage courseId={courseId} words={words}>
      {(course, projectId) => <ProjectOfCourse course={course} projectId={projectId} />}
    </CourseItemPage>
  )
}

function ProjectOfCourse({ course, projectId }: { course: Course; projectId: string }) {
  const { session, client, userId, state, retry, refresh } = useProject(course.id, projectId)
  return (
    <CourseItemLoad {...{ course, session, client, state, retry, words }}>
      {(data, back, readyClient) =>
        data.project ? (
          <ProjectView
            course={course}
            project={data.project}
            data={data}
            back={back}
            client={readyClient}
            userId={userId}
            conversation={
              data.attempts.length > 0 ? (
                <Conversation
                  client={readyClient}
                  project={data.project}
                  attempts={data.attempts}
                  reviews={data.reviews}
                />
              ) : null
            }
            refresh={refresh}
          />
        ) : (
          <CourseItemNotFound course={course} words={words} />
        )
      }
    </CourseItemLoad>
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

      {data.access === 'enrolled' ? null : (
        <CourseAccessNotice
          access={data.access}
          course={course}
          words={words}
          testId="project-access"
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
