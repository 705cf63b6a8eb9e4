import { localeOfPath, m } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { pageMeta } from '../../lib/seo'

/** The meta tags of a course's classroom and of its lessons' shell: kept out of search engines. */
export function classroomMeta(courseId: string, pathname: string) {
  const locale = localeOfPath(pathname)
  const course = courseFor(courseId, locale)
  return pageMeta({
    title: course
      ? m.classroom_title({ course: course.title }, { locale })
      : m.classroom_notFoundTitle({}, { locale }),
    description: m.classroom_description({}, { locale }),
    locale,
    path: `/learn/${courseId}`,
    noindex: true,
  })
}
