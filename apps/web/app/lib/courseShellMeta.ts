import { localeOfPath, type Locale } from '../i18n'
import { courseFor } from '../i18n/courses'
import { pageMeta } from './seo'

type Options = { locale: Locale }

/** A course shell's words: its title naming the course, the title without one, its description. */
export interface CourseShellWords {
  title: (inputs: { course: string }, options: Options) => string
  notFoundTitle: (inputs: Record<string, never>, options: Options) => string
  description: (inputs: Record<string, never>, options: Options) => string
}

/**
 * The meta tags of a course's shell (its classroom and lessons, a project, a quiz): the course
 * named in the title, kept out of search engines.
 */
export function courseShellMeta(courseId: string, pathname: string, words: CourseShellWords) {
  const locale = localeOfPath(pathname)
  const course = courseFor(courseId, locale)
  return pageMeta({
    title: course
      ? words.title({ course: course.title }, { locale })
      : words.notFoundTitle({}, { locale }),
    description: words.description({}, { locale }),
    locale,
    path: `/learn/${courseId}`,
    noindex: true,
  })
}
