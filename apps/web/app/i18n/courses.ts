import { courseListFor, resolveCourseId, type Course, type Locale } from '@repo/courses'

/**
 * A course (or alias) in a language; null if unknown. A module apart from the rest of i18n: the
 * catalogue it reads, both languages, then comes only with the pages that show a course, not
 * with every page's islands script (docs/decisions/0082-classroom-and-account-bytes.md).
 */
export function courseFor(idOrAlias: string, locale: Locale): Course | null {
  const id = resolveCourseId(idOrAlias)
  return id === null ? null : (courseListFor(locale).find((c) => c.id === id) ?? null)
}
