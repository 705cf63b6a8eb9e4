import {
  getProject,
  listAttempts,
  listMyEnrollments,
  listReviews,
  type Project,
  type Review,
  type Submission,
} from '@repo/api'
import type { LoadItem } from '../../components/CourseItemPage'

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

/**
 * One project of a course for whoever is on the page: the brief (public), their access and
 * enrolment day, their attempts and the mentor's reviews.
 */
export const loadProject: LoadItem<ProjectData> = async (reader, learner, courseId, projectId) => {
  const projectP = reader().then((client) => getProject(client, projectId))
  if (!learner) {
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
    listMyEnrollments(learner.client, learner.userId),
    listAttempts(learner.client, projectId, learner.userId),
  ])
  if (project?.courseId !== courseId)
    return { project: null, access: 'none', enrolledAt: null, attempts: [], reviews: [] }
  const enrolment = mine.enrollments.find((e) => e.course_id === courseId)
  const waiting = mine.requests.some((r) => r.course_id === courseId && r.status === 'pending')
  const reviews = await listReviews(
    learner.client,
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
