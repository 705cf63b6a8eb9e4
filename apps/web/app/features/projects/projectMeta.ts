import { m } from '../../i18n'
import { courseShellMeta } from '../../lib/courseShellMeta'

/** The meta tags of a course's project shell: kept out of search engines. */
export const projectMeta = (courseId: string, pathname: string) =>
  courseShellMeta(courseId, pathname, {
    title: m.project_metaTitle,
    notFoundTitle: m.project_notFoundTitle,
    description: m.project_metaDescription,
  })
