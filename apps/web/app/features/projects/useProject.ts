import {
  getProject,
  listAttempts,
  listMyEnrollments,
  listReviews,
  type Project,
  type Review,
  type Submission,
} from '@repo/api'
import type { CourseId } from '@repo/courses'
import { useCallback } from 'react'
import type { SupabaseClient } from '../../lib/supabase'
import { useSessionLoad } from '../../lib/useSessionLoad'

/** What the visitor may do: not logged in, logged in without paying, waiting, or enrolled. */
export type Access = 'anon' | 'none' | 'pending' | 'enrolled'

export interface ProjectData {
  /** null: no such project in this course. */
  project: Project | null
  access: Access
  /** When the learner was enrolled (the due date counts from it). */
  enrolledAt: string | null
  /** The learner's attempts, oldest first. */
  attempts: Submission[]
  reviews: Review[]
}

async function load(
  client: SupabaseClient,
  userId: string | null,
  courseId: CourseId,
  projectId: string,
): Promise<ProjectData> {
  const projectP = getProject(client, projectId)
  if (!userId) {
    const project = await projectP
    return {
      project: project?.courseId === courseId ? project : null,
      access: 'anon',
      enrolledAt: null,
      attempts: [],
      reviews: [],
    }
  }
  const [project, mine, attempts] = await Promise.all([
    projectP,
    listMyEnrollments(client, userId),
    listAttempts(client, projectId, userId),
  ])
  if (project?.courseId !== courseId)
    return { project: null, access: 'none', enrolledAt: null, attempts: [], reviews: [] }
  const enrolment = mine.enrollments.find((e) => e.course_id === courseId)
  const waiting = mine.requests.some((r) => r.course_id === courseId && r.status === 'pending')
  const reviews = await listReviews(
    client,
    attempts.map((a) => a.id),
  )
  return {
    project,
    access: enrolment ? 'enrolled' : waiting ? 'pending' : 'none',
    enrolledAt: enrolment?.created_at ?? null,
    attempts,
    reviews,
  }
}

/**
 * One project of a course for whoever is on the page: the brief (public), their access and
 * enrolment day, their attempts and the mentor's reviews. `refresh` loads it again without
 * showing the page as loading (after a hand-in).
 */
export function useProject(courseId: CourseId, projectId: string) {
  const { setState, ...loaded } = useSessionLoad(
    'Project',
    (client, userId) => load(client, userId, courseId, projectId),
    [courseId, projectId],
  )
  const { client, userId } = loaded
  const refresh = useCallback(async () => {
    if (!client) return
    try {
      setState({ state: 'ready', data: await load(client, userId, courseId, projectId) })
    } catch (error) {
      // What is shown stays; the next visit shows the rest.
      console.warn('Project refresh failed:', error)
    }
  }, [client, userId, courseId, projectId, setState])
  return { ...loaded, refresh }
}
