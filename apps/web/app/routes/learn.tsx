import { ClassroomPage } from '../features/classroom/ClassroomPage'
import { courseFor, localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/learn'

// Rendered on the client only, like the account pages (docs/decisions/0019-classroom-pages.md).
export function meta({ params, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  const course = courseFor(params.courseId, locale)
  return pageMeta({
    title: course ? m.classroom_title({ course: course.title }, { locale }) : m.classroom_notFoundTitle({}, { locale }),
    description: m.classroom_description({}, { locale }),
    locale,
    path: `/learn/${params.courseId}`,
    noindex: true,
  })
}

export default function Learn({ params }: Route.ComponentProps) {
  return <ClassroomPage courseId={params.courseId} />
}
