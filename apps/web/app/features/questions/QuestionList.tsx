import type { LessonQuestion } from '@repo/api'
import type { ReactNode } from 'react'
import { m, useLocale } from '../../i18n'
import { QuestionItem } from './QuestionItem'
import { MorePages, PagesFailed } from './MorePages'
import type { usePages } from './usePages'

/**
 * A list of questions read a page at a time (a lesson's, or a search's across the course): its
 * loading, failed and empty states, the questions, and "Show more" while a next page exists.
 */
export function QuestionList({
  list,
  withLesson,
  label,
  loading,
  failed,
  empty,
}: {
  list: ReturnType<typeof usePages<LessonQuestion>>
  withLesson: boolean
  label: string
  loading: string
  failed: string
  empty: ReactNode
}) {
  const locale = useLocale()
  const { pages, showMore, retry, update } = list
  if (pages.status === 'loading')
    return (
      <p role="status" className="py-4 text-center">
        {loading}
      </p>
    )
  if (pages.status === 'failed') return <PagesFailed text={failed} retry={retry} />
  if (pages.rows.length === 0) return <>{empty}</>
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={label} className="flex flex-col gap-4" data-testid="questions">
        {pages.rows.map((question) => (
          <QuestionItem
            key={question.id}
            question={question}
            withLesson={withLesson}
            onChange={(change) => update(question.id, change)}
          />
        ))}
      </ul>
      <MorePages pages={pages} showMore={showMore} label={m.questions_showMore({}, { locale })} />
    </div>
  )
}
