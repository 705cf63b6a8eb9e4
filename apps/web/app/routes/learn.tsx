import { ClassroomPage } from '../features/classroom/ClassroomPage'
import { classroomMeta } from '../features/classroom/classroomMeta'
import { Island } from '../islands/Island'
import { islandsPage } from '../islands/handle'
import type { Route } from './+types/learn'

/** Prerendered once per course and language: the syllabus in the HTML, the rest an island (0042). */
export const handle = islandsPage

export function meta({ params, location }: Route.MetaArgs) {
  return classroomMeta(params.courseId, location.pathname)
}

export default function Learn({ params }: Route.ComponentProps) {
  return <Island name="classroom" component={ClassroomPage} props={{ courseId: params.courseId }} />
}
