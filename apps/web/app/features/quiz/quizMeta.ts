import { localeOfPath, m } from '../../i18n'
import { courseFor } from '../../i18n/courses'
import { pageMeta } from '../../lib/seo'

/** The meta tags of a course's quiz shell: kept out of search engines. */
export function quizMeta(courseId: string, pathname: string) {
  const locale = localeOfPath(pathname)
  const course = courseFor(courseId, locale)
  return pageMeta({
    title: course
      ? m.quiz_metaTitle({ course: course.title }, { locale })
      : m.quiz_notFoundTitle({}, { locale }),
    description: m.quiz_metaDescription({}, { locale }),
    locale,
    path: `/learn/${courseId}`,
    noindex: true,
  })
}
