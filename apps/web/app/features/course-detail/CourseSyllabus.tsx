import { lessonPlan, type CourseId } from '@repo/courses'
import { Badge, Section } from '@repo/ui'
import { formatNumber, href, m, useLocale } from '../../i18n'

/**
 * The classroom's lessons on the course page, prerendered from the lesson plan of
 * @repo/courses (the rows the database is seeded with): titles, lengths, free previews and the
 * live class. Plain HTML: no JavaScript on the page for it.
 */
export function CourseSyllabus({ courseId }: { courseId: CourseId }) {
  const locale = useLocale()
  const lessons = lessonPlan[courseId]
  if (!lessons || lessons.length === 0) return null
  const bn = locale === 'bn'
  return (
    <Section
      titleId="syllabus-title"
      title={m.syllabus_heading({}, { locale })}
      className="flex flex-col gap-3"
      data-testid="course-syllabus"
    >
      <p className="text-slate-700 dark:text-slate-200">
        {m.syllabus_intro({ n: lessons.length }, { locale })}
      </p>
      <ol className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {lessons.map((l, i) => (
          <li key={`${i}-${l.title}`} className="flex items-center gap-3 px-4 py-3">
            <span className="w-6 shrink-0 text-end text-slate-600 dark:text-slate-300">
              {formatNumber(i + 1, locale)}.
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold break-words">
                {bn && l.titleBn ? l.titleBn : l.title}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {l.kind === 'live' ? `${m.syllabus_live({}, { locale })} · ` : ''}
                {m.syllabus_minutes({ n: l.durationMinutes }, { locale })}
              </span>
            </span>
            {l.isPreview ? (
              <Badge tone="success">{m.syllabus_preview({}, { locale })}</Badge>
            ) : null}
          </li>
        ))}
      </ol>
      <a
        href={href(`/learn/${courseId}`, locale)}
        className="self-start font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-50"
      >
        {m.syllabus_openPreviews({}, { locale })}
      </a>
    </Section>
  )
}
