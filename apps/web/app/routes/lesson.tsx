import { LessonPage } from '../features/classroom/LessonPage'
import { classroomMeta } from '../features/classroom/classroomMeta'
import { Island } from '../islands/Island'
import { islandsPage } from '../islands/handle'
import type { Route } from './+types/lesson'

/**
 * Prerendered once per course and language as the shell of its lessons: the host serves it for
 * every lesson id, which the island reads from the address (pages.ts `shell`, 0042).
 */
export const handle = islandsPage

export function meta({ params, location }: Route.MetaArgs) {
  return classroomMeta(params.courseId, location.pathname)
}

export default function Lesson({ params }: Route.ComponentProps) {
  return <Island name="lesson" component={LessonPage} props={{ courseId: params.courseId }} />
}
