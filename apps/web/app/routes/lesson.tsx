import { LessonPage } from '../features/classroom/LessonPage'
import { courseFor, localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/lesson'

// Rendered on the client only, like the account pages (docs/decisions/0019-classroom-pages.md).
export function meta({ params, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  const course = courseFor(params.courseId, locale)
  return pageMeta({
    title: course ? m.classroom_title({ course: course.title }, { locale }) : m.classroom_notFoundTitle({}, { locale }),
    description: m.classroom_description({}, { locale }),
    locale,
    path: `/learn/${params.courseId}/${params.lessonId}`,
    noindex: true,
  })
}

export default function Lesson({ params }: Route.ComponentProps) {
  return <LessonPage courseId={params.courseId} lessonId={params.lessonId} />
}
