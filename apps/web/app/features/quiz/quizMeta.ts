import { m } from '../../i18n'
import { courseShellMeta } from '../../lib/courseShellMeta'

/** The meta tags of a course's quiz shell: kept out of search engines. */
export const quizMeta = (courseId: string, pathname: string) =>
  courseShellMeta(courseId, pathname, {
    title: m.quiz_metaTitle,
    notFoundTitle: m.quiz_notFoundTitle,
    description: m.quiz_metaDescription,
  })
