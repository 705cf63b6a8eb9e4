import { ClassroomPage } from '../features/classroom/ClassroomPage'
import { courseFor, messages } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/learn'

// Rendered on the client only, like the account pages (docs/decisions/0019-classroom-pages.md).
export function meta({ params }: Route.MetaArgs) {
  const course = courseFor(params.courseId)
  const m = messages.classroom
  return pageMeta({
    title: course ? m.title(course.title) : m.notFoundTitle,
    description: m.description,
    path: `/learn/${params.courseId}`,
    noindex: true,
  })
}

export default function Learn({ params }: Route.ComponentProps) {
  return <ClassroomPage courseId={params.courseId} />
}
