import type { Project } from '@repo/api'
import { FEEDBACK_HOURS } from '@repo/courses'
import { useRef, useState } from 'react'
import { formatDate, m, useLocale } from '../../i18n'
import {
  CourseItemHeader,
  CourseItemNotFound,
  CourseItemPage,
  type CourseItem,
} from '../../components/CourseItemPage'
import { Notice } from '../../components/Notice'
import { dueAt, isLate, projectState, projectTitle } from '../../lib/projectState'
import { ProjectStateBadge } from '../../components/ProjectLine'
import { Conversation } from './Conversation'
import { HandInForm } from './HandInForm'
import { Markdown } from '../../components/Markdown'
import { AccessCard } from '../../components/AccessCard'
import { loadProject, type ProjectData } from './loadProject'
import { accessWords, pageWords } from './words'

/** /learn/{courseId}/projects/{projectId}: one project of a course. */
export function ProjectPage({ courseId }: { courseId: string }) {
  return (
    <CourseItemPage courseId={courseId} what="Project" words={pageWords} load={loadProject}>
      {(item) =>
        // Another course's project, a deleted one or a made-up id: said plainly.
        item.data.project ? (
          <ProjectView item={item} project={item.data.project} />
        ) : (
          <CourseItemNotFound course={item.course} words={pageWords} />
        )
      }
    </CourseItemPage>
  )
}

function ProjectView({
  item: { course, learner, data, refresh },
  project,
}: {
  item: CourseItem<ProjectData>
  project: Project
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
      <CourseItemHeader course={course} title={projectTitle(project, locale)}>
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
      </CourseItemHeader>

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

      {/* Attempts are the learner's own: a visitor has none. */}
      {learner && data.attempts.length > 0 ? (
        <Conversation
          client={learner.client}
          project={project}
          attempts={data.attempts}
          reviews={data.reviews}
        />
      ) : null}

      {open && learner ? (
        <HandInForm
          client={learner.client}
          userId={learner.userId}
          project={project}
          again={state === 'changes'}
          onSent={() => void onSent()}
        />
      ) : null}
    </div>
  )
}
