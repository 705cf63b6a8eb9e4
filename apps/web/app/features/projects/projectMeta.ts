import { localeOfPath, m } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { pageMeta } from '../../lib/seo'

/** The meta tags of a course's project shell: kept out of search engines. */
export function projectMeta(courseId: string, pathname: string) {
  const locale = localeOfPath(pathname)
  const course = courseFor(courseId, locale)
  return pageMeta({
    title: course
      ? m.project_metaTitle({ course: course.title }, { locale })
      : m.project_notFoundTitle({}, { locale }),
    description: m.project_metaDescription({}, { locale }),
    locale,
    path: `/learn/${courseId}`,
    noindex: true,
  })
}
