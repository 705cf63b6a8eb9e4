import { LessonPage } from '../features/classroom/LessonPage'
import { courseFor, messages } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/lesson'

// Rendered on the client only, like the account pages (docs/decisions/0019-classroom-pages.md).
export function meta({ params }: Route.MetaArgs) {
  const course = courseFor(params.courseId)
  const m = messages.classroom
  return pageMeta({
    title: course ? m.title(course.title) : m.notFoundTitle,
    description: m.description,
    path: `/learn/${params.courseId}/${params.lessonId}`,
    noindex: true,
  })
}

export default function Lesson({ params }: Route.ComponentProps) {
  return <LessonPage courseId={params.courseId} lessonId={params.lessonId} />
}
