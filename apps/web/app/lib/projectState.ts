import type { Project, Submission } from '@repo/api'
import { href, m, type Locale } from '../i18n'

/** Where a learner stands with a project: nothing sent, sent (waiting or in review), changes asked, approved. */
export type ProjectState = 'todo' | 'sent' | 'changes' | 'approved'

/** A project's page on this site, in the page's language (features/projects draws it). */
export function projectPath(courseId: string, projectId: string, locale: Locale): string {
  return href(`/learn/${courseId}/projects/${projectId}`, locale)
}

/** A project's title in the page's language. */
export function projectTitle(project: Pick<Project, 'title' | 'titleBn'>, locale: Locale): string {
  return locale === 'bn' && project.titleBn ? project.titleBn : project.title
}

/** The state of a project from the learner's attempts at it: the latest attempt's status. */
export function projectState(projectId: string, submissions: readonly Submission[]): ProjectState {
  let latest: Submission | null = null
  for (const s of submissions)
    if (s.projectId === projectId && (!latest || s.attempt > latest.attempt)) latest = s
  if (!latest) return 'todo'
  if (latest.status === 'approved') return 'approved'
  if (latest.status === 'changes_requested') return 'changes'
  return 'sent'
}

const DAY_MS = 24 * 60 * 60 * 1000

/** When a project is due: `dueDays` after the enrolment, or null (no due date, or not enrolled). */
export function dueAt(project: Pick<Project, 'dueDays'>, enrolledAt: string | null): string | null {
  if (project.dueDays === null || !enrolledAt) return null
  return new Date(Date.parse(enrolledAt) + project.dueDays * DAY_MS).toISOString()
}

/**
 * Late: past due with nothing sent. A first attempt sent in time keeps the project on time
 * while the learner answers changes asked (the due date is judged on the tap of Send).
 */
export function isLate(state: ProjectState, due: string | null, now: number): boolean {
  return state === 'todo' && due !== null && Date.parse(due) < now
}

/** A state's words. */
export function projectStateText(state: ProjectState, locale: Locale): string {
  const texts = {
    todo: m.classroom_projects_state_todo,
    sent: m.classroom_projects_state_sent,
    changes: m.classroom_projects_state_changes,
    approved: m.classroom_projects_state_approved,
  }
  return texts[state]({}, { locale })
}

/** The required projects of a course not approved yet (what the certificate waits for). */
export function projectsAwaitingApproval(
  projects: readonly Project[],
  submissions: readonly Submission[],
): Project[] {
  return projects.filter((p) => p.required && projectState(p.id, submissions) !== 'approved')
}
