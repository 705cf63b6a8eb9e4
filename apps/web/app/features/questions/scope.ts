import { createContext, useContext } from 'react'
import type { SupabaseClient } from '../../lib/supabase'

/** What every part of a lesson's questions works with, given once by the section. */
export interface QuestionsScope {
  client: SupabaseClient
  courseId: string
  /** The learner on the page. */
  userId: string
  /** The section's clock (the minute), for "5 minutes ago". */
  now: number
  /**
   * Says something in the questions' live region (a saved edit, an accepted answer): what
   * happened where the part that did it is gone, or where nothing else on the screen changes in
   * words.
   */
  announce: (text: string) => void
}

export const QuestionsContext = createContext<QuestionsScope | null>(null)

/** The questions' scope; only inside QuestionsSection (or a test's provider). */
export function useQuestions(): QuestionsScope {
  const scope = useContext(QuestionsContext)
  if (!scope) throw new Error('useQuestions is used outside QuestionsContext')
  return scope
}
