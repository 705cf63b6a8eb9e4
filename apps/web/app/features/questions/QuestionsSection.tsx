import { questionsPage } from '@repo/api'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { m, useLocale } from '../../i18n'
import { useLocation } from '../../islands/navigation'
import type { SupabaseClient } from '../../lib/supabase'
import { AskForm } from './AskForm'
import { QuestionList } from './QuestionList'
import { QuestionsContext } from './scope'
import { MIN_SEARCH_CHARS, SEARCH_DELAY_MS, SearchBox, SearchResults, useDebounced } from './Search'
import { useNow } from '../../lib/useNow'
import { usePages } from './usePages'

export interface QuestionsProps {
  courseId: string
  lessonId: string
  client: SupabaseClient
  userId: string
}

/**
 * Questions under a lesson (issue 35), for the course's enrolled learners: the lesson's
 * questions, newest activity first, a page at a time, each opening its answers; a search across
 * the course's questions; "Ask". The lesson page loads this part when it comes near the screen
 * (islands/LazyIsland), or at once when the address names it (`#questions`: a notice's link).
 */
export function QuestionsSection({ courseId, lessonId, client, userId }: QuestionsProps) {
  const locale = useLocale()
  const now = useNow()
  const { hash } = useLocation()
  const section = useRef<HTMLElement>(null)
  const [said, setSaid] = useState('')
  const [typed, setTyped] = useState('')
  const settled = useDebounced(typed.trim(), SEARCH_DELAY_MS)
  // Cleared at once; a search once typing rests.
  const query = typed.trim() && settled.length >= MIN_SEARCH_CHARS ? settled : ''
  const lesson = usePages(
    'Questions',
    (after) => questionsPage(client, { courseId, lessonId, ...(after ? { after } : {}) }),
    [client, courseId, lessonId],
  )

  // Said again even when the same words were said last.
  const announce = useCallback((text: string) => {
    setSaid('')
    requestAnimationFrame(() => setSaid(text))
  }, [])
  const scope = useMemo(
    () => ({ client, courseId, userId, now, announce }),
    [client, courseId, userId, now, announce],
  )

  // A notice's link (…#questions) lands here: the section was not on the page when it loaded.
  useEffect(() => {
    if (hash === '#questions') section.current?.scrollIntoView?.({ block: 'start' })
  }, [hash])

  return (
    <QuestionsContext.Provider value={scope}>
      <section
        id="questions"
        ref={section}
        aria-labelledby="questions-title"
        className="flex min-h-80 scroll-mt-4 flex-col gap-4"
      >
        <h2 id="questions-title" className="text-xl font-bold">
          {m.questions_title({}, { locale })}
        </h2>
        <SearchBox value={typed} onChange={setTyped} />
        {query ? (
          <SearchResults key={query} query={query} />
        ) : (
          <>
            <AskForm lessonId={lessonId} onAsked={lesson.reload} />
            <QuestionList
              list={lesson}
              withLesson={false}
              label={m.questions_list({}, { locale })}
              loading={m.questions_loading({}, { locale })}
              failed={m.questions_loadFailed({}, { locale })}
              empty={<p data-testid="questions-empty">{m.questions_empty({}, { locale })}</p>}
            />
          </>
        )}
        <p aria-live="polite" className="sr-only" data-testid="questions-said">
          {said}
        </p>
      </section>
    </QuestionsContext.Provider>
  )
}
