import type { Lesson } from '@repo/api'
import { formatDateTime, href, m, type Locale } from '../../i18n'

/** A lesson's address on this site, in the page's language. */
export function lessonPath(courseId: string, lessonId: string, locale: Locale): string {
  return href(`/learn/${courseId}/${lessonId}`, locale)
}

/** A lesson's line under its title: its length, or the live class's time. */
export function lessonMeta(
  lesson: Pick<Lesson, 'kind' | 'startsAt' | 'durationMinutes'>,
  locale: Locale,
): string {
  if (lesson.kind === 'live' && lesson.startsAt)
    return m.classroom_liveMeta({ when: formatDateTime(lesson.startsAt, locale) }, { locale })
  return m.syllabus_minutes({ n: lesson.durationMinutes }, { locale })
}
