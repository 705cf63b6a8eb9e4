import { m } from '../../i18n'
import { courseShellMeta } from '../../lib/courseShellMeta'

/** The meta tags of a course's classroom and of its lessons' shell: kept out of search engines. */
export const classroomMeta = (courseId: string, pathname: string) =>
  courseShellMeta(courseId, pathname, {
    title: m.classroom_title,
    notFoundTitle: m.classroom_notFoundTitle,
    description: m.classroom_description,
  })
