import { questionsPage } from '@repo/api'
import { MAX_QUESTION_SEARCH_CHARS } from '@repo/courses'
import { Field } from '@repo/ui'
import { useEffect, useId, useState } from 'react'
import { m, useLocale } from '../../i18n'
import { QuestionList } from './QuestionList'
import { usePages } from './usePages'
import { useQuestions } from './scope'

/** How long typing rests before the search is asked (one request per pause, not per letter). */
export const SEARCH_DELAY_MS = 400
/** Shorter searches than this are not asked (one letter matches nearly every question). */
export const MIN_SEARCH_CHARS = 2

/** `value` once it has stopped changing for `ms`. */
export function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/** The search box of the course's questions, with a button that clears it. */
export function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const locale = useLocale()
  const id = useId()
  return (
    <div role="search" className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <Field
          id={id}
          label={m.questions_searchLabel({}, { locale })}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={MAX_QUESTION_SEARCH_CHARS}
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
        />
      </div>
      {value ? (
        <button
          type="button"
          onClick={() => {
            onChange('')
            document.getElementById(id)?.focus()
          }}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold dark:border-slate-600"
        >
          {m.questions_searchClear({}, { locale })}
        </button>
      ) : null}
    </div>
  )
}

/** The course's questions matching a search, newest activity first, each with its lesson. */
export function SearchResults({ query }: { query: string }) {
  const locale = useLocale()
  const { client, courseId } = useQuestions()
  const list = usePages(
    'Question search',
    (after) => questionsPage(client, { courseId, search: query, ...(after ? { after } : {}) }),
    [client, courseId, query],
  )
  const { pages } = list
  const found = pages.rows.length
  return (
    <div className="flex flex-col gap-3" data-testid="question-search">
      <p role="status" className="text-sm font-semibold">
        {pages.status === 'ready' && found > 0
          ? (pages.next ? m.questions_foundMore : m.questions_found)({ n: found }, { locale })
          : null}
      </p>
      <QuestionList
        list={list}
        withLesson
        label={m.questions_searchLabel({}, { locale })}
        loading={m.questions_searching({}, { locale })}
        failed={m.questions_searchFailed({}, { locale })}
        empty={<p role="status">{m.questions_noMatch({ query }, { locale })}</p>}
      />
    </div>
  )
}
