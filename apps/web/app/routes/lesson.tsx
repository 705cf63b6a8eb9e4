import { LessonPage } from '../features/classroom/LessonPage'
import { courseFor, localeOfPath, m } from '../i18n'
import { Island } from '../islands/Island'
import { islandsPage } from '../islands/handle'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/lesson'

/**
 * Prerendered once per course and language as the shell of its lessons: the host serves it for
 * every lesson id, which the island reads from the address (pages.ts `shell`, 0042).
 */
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

export default function Lesson({ params }: Route.ComponentProps) {
  return <Island name="lesson" component={LessonPage} props={{ courseId: params.courseId }} />
}
