import { ProjectPage } from '../features/projects/ProjectPage'
import { projectMeta } from '../features/projects/projectMeta'
import { Island } from '../islands/Island'
import { islandsPage } from '../islands/handle'
import type { Route } from './+types/project'

/**
 * Prerendered once per course and language as the shell of its projects: the host serves it for
 * every project id, which the island reads from the address (pages.ts `shell`, 0042).
 */
export const handle = islandsPage

export function meta({ params, location }: Route.MetaArgs) {
  return projectMeta(params.courseId, location.pathname)
}

export default function ProjectRoute({ params }: Route.ComponentProps) {
  return <Island name="project" component={ProjectPage} props={{ courseId: params.courseId }} />
}
