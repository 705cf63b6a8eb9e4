import { Badge, type BadgeTone } from '@repo/ui'
import type { ReactNode } from 'react'
import { Link } from '../islands/navigation'
import { formatDate, m, useLocale } from '../i18n'
import { isLate, projectStateText, type ProjectState } from '../lib/projectState'

const stateTone: Record<ProjectState, BadgeTone> = {
  todo: 'neutral',
  sent: 'brand',
  changes: 'accent',
  approved: 'success',
}

/** A project's state for its learner, as a badge (the lists and the project page). */
export function ProjectStateBadge({ state }: { state: ProjectState }) {
  const locale = useLocale()
  return (
    <span data-testid="project-state" data-state={state}>
      <Badge tone={stateTone[state]}>{projectStateText(state, locale)}</Badge>
    </span>
  )
}

/**
 * One project in a list (the classroom's syllabus, the profile's "What waits"): its title (a link
 * when the visitor may open it), the Required mark, and for an enrolled learner its state, due
 * day in Dhaka time and Late. `about` adds a line under the title (the course, on the profile).
 */
export function ProjectLine({
  title,
  to,
  required,
  state,
  due,
  now,
  about,
}: {
  title: string
  to?: string
  required: boolean
  state?: ProjectState
  due?: string | null
  now: number
  about?: ReactNode
}) {
  const locale = useLocale()
  const late = state !== undefined && isLate(state, due ?? null, now)
  return (
    <li
      className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid="project"
      data-state={state}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {to ? (
          <Link to={to} className="font-semibold underline-offset-2 hover:underline">
            {title}
          </Link>
        ) : (
          <span className="font-semibold">{title}</span>
        )}
        {state ? <ProjectStateBadge state={state} /> : null}
      </div>
      {about}
      {required || due || late ? (
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
          {required ? <span>{m.classroom_projects_required({}, { locale })}</span> : null}
          {due ? (
            <time dateTime={due}>
              {m.classroom_projects_due({ date: formatDate(due, locale) }, { locale })}
            </time>
          ) : null}
          {late ? (
            <span className="font-semibold text-red-700 dark:text-red-300">
              {m.classroom_projects_late({}, { locale })}
            </span>
          ) : null}
        </p>
      ) : null}
    </li>
  )
}
