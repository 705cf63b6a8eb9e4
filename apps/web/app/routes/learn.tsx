import { ClassroomPage } from '../features/classroom/ClassroomPage'
import { courseFor, localeOfPath, m } from '../i18n'
import { Island } from '../islands/Island'
import { islandsPage } from '../islands/handle'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/learn'

/** Prerendered once per course and language: the syllabus in the HTML, the rest an island (0042). */
export const handle = islandsPage

export function meta({ params, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  const course = courseFor(params.courseId, locale)
  return pageMeta({
    title: course
      ? m.classroom_title({ course: course.title }, { locale })
      : m.classroom_notFoundTitle({}, { locale }),
    description: m.classroom_description({}, { locale }),
    locale,
    path: `/learn/${params.courseId}`,
    noindex: true,
  })
}

export default function Learn({ params }: Route.ComponentProps) {
  return <Island name="classroom" component={ClassroomPage} props={{ courseId: params.courseId }} />
}
