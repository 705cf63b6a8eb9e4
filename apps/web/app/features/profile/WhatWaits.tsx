import {
  listMySubmissions,
  listProjects,
  type ApiClient,
  type Enrollment,
  type Project,
} from '@repo/api'
import { useLoad } from '@repo/ui'
import { useState } from 'react'
import { m, useLocale } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { PanelSection } from '../../components/PanelSection'
import { ProjectLine } from '../../components/ProjectLine'
import {
  dueAt,
  projectPath,
  projectState,
  projectTitle,
  type ProjectState,
} from '../../lib/projectState'
import { LoadStatus, type LoadWords } from './LoadFailed'

const projectsWords: LoadWords = {
  loading: m.profile_projects_loading,
  failed: m.profile_projects_loadFailed,
  retry: m.profile_retry,
  empty: m.profile_projects_empty,
}

interface Waiting {
  courseId: string
  project: Project
  state: ProjectState
  due: string | null
}

/** Soonest due first; projects without a due day after them, each course in position order. */
function byDue(a: Waiting, b: Waiting): number {
  if (a.due === b.due) return 0
  if (a.due === null) return 1
  if (b.due === null) return -1
  return a.due < b.due ? -1 : 1
}

/**
 * The projects of one enrolled course still to do or with changes asked: two small reads per
 * course (its projects, the learner's attempts), so the whole is bounded by the courses.
 */
async function waitingIn(client: ApiClient, enrolment: Enrollment): Promise<Waiting[]> {
  const [projects, submissions] = await Promise.all([
    listProjects(client, enrolment.course_id),
    listMySubmissions(client, enrolment.course_id),
  ])
  return projects
    .map((project) => ({
      courseId: enrolment.course_id,
      project,
      state: projectState(project.id, submissions),
      due: dueAt(project, enrolment.created_at),
    }))
    .filter((w) => w.state === 'todo' || w.state === 'changes')
}

/** The profile's "What waits": the learner's projects to do or to change, across their courses. */
export function WhatWaits({
  client,
  enrollments,
  now,
}: {
  client: ApiClient
  enrollments: readonly Enrollment[]
  /** The time Late is judged at (the tests' clock); the page's opening when not given. */
  now?: number
}) {
  const locale = useLocale()
  const [openedAt] = useState(() => Date.now())
  const { state, retry } = useLoad(
    'Projects',
    () =>
      Promise.all(enrollments.map((e) => waitingIn(client, e))).then((lists) =>
        lists.flat().sort(byDue),
      ),
    [client, enrollments],
  )
  return (
    <PanelSection titleId="what-waits-title" title={m.profile_projects_title({}, { locale })}>
      <LoadStatus load={state} words={projectsWords} onRetry={retry} />
      {state.state === 'ready' && state.data.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={m.profile_projects_list({}, { locale })}>
          {state.data.map((w) => (
            <ProjectLine
              key={w.project.id}
              title={projectTitle(w.project, locale)}
              to={projectPath(w.courseId, w.project.id, locale)}
              required={w.project.required}
              state={w.state}
              due={w.due}
              now={now ?? openedAt}
              about={
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {courseFor(w.courseId, locale)?.title ?? w.courseId}
                </p>
              }
            />
          ))}
        </ul>
      ) : null}
    </PanelSection>
  )
}
