import type { QuizAnswers, QuizQuestion, QuizResult } from '@repo/api'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocale } from '../../i18n'
import type { SupabaseClient } from '../../lib/supabase'
import { isApiError, isNetworkFailure } from '../../lib/apiError'
import { forgetAnswers, keepAnswers, readAnswers } from './answers'
import type * as Send from './send'
import { sendFailureText, usedUpUntil } from './words'

/** Where the attempt's send stands. */
export type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** No signal: the answers are kept on the phone and sent when the connection returns (or on tap). */
  | { kind: 'waiting' }
  | { kind: 'refused'; text: string }

// The send's code comes when the learner starts on the quiz, not with the page (send.ts).
let sendModule: Promise<typeof Send> | undefined
function loadSend() {
  sendModule ??= import('./send').catch((error: unknown) => {
    sendModule = undefined
    throw error
  })
  return sendModule
}

/** Starts loading the send (the form's first focus or choice); safe to call again. */
export function preloadSend(): void {
  void loadSend().catch(() => {
    // Said when the learner sends; a later call tries again.
  })
}

/** One attempt's quiz, its learner and what the page does with the database's answer. */
export interface QuizSendOptions {
  client: SupabaseClient
  userId: string
  quizId: string
  questions: readonly QuizQuestion[]
  onGraded: (result: QuizResult) => void
  onUsedUp: (nextAttemptAt: string | null) => void
}

/**
 * The answers of one attempt and their send: each choice kept on the phone at once, the attempt
 * sent to be graded (one send at a time), a send the signal cut kept and sent again when the
 * connection returns (after a reload too). `onGraded`: the database's result (the answers are
 * forgotten); `onUsedUp`: today's attempts are used up (when the next opens, if said).
 */
export function useQuizSend({
  client,
  userId,
  quizId,
  questions,
  onGraded,
  onUsedUp,
}: QuizSendOptions) {
  const locale = useLocale()
  const [kept] = useState(() => readAnswers(userId, quizId, questions))
  const [answers, setAnswers] = useState<QuizAnswers>(kept.answers)
  const [status, setStatus] = useState<SendState>(
    kept.waiting ? { kind: 'waiting' } : { kind: 'idle' },
  )
  // What the next send sends, and whether one is under way (the signal's return calls it too).
  const latest = useRef({ answers, waiting: kept.waiting })
  const sending = useRef(false)
  const statusRef = useRef<HTMLDivElement>(null)
  // The page's handlers as of its last render (a send outlives the render that started it).
  const handlers = useRef({ onGraded, onUsedUp })
  useEffect(() => {
    handlers.current = { onGraded, onUsedUp }
  }, [onGraded, onUsedUp])

  const keep = useCallback(
    (next: { answers: QuizAnswers; waiting: boolean }) => {
      latest.current = next
      keepAnswers(userId, quizId, next)
    },
    [userId, quizId],
  )

  /** One question's choice, kept at once. */
  function choose(questionId: string, chosen: string[]) {
    const { [questionId]: _, ...rest } = latest.current.answers
    const next = chosen.length > 0 ? { ...rest, [questionId]: chosen } : rest
    setAnswers(next)
    keep({ answers: next, waiting: latest.current.waiting })
  }

  const send = useCallback(async () => {
    if (sending.current) return
    sending.current = true
    setStatus({ kind: 'sending' })
    try {
      const { submitQuiz } = await loadSend()
      const result = await submitQuiz(client, quizId, latest.current.answers)
      forgetAnswers(userId, quizId)
      latest.current = { answers: {}, waiting: false }
      setAnswers({})
      setStatus({ kind: 'idle' })
      handlers.current.onGraded(result)
    } catch (error) {
      // The send's code not loaded is a lost signal too (it is asked for again).
      const lost = isNetworkFailure(error) || !isApiError(error)
      keep({ answers: latest.current.answers, waiting: lost })
      const until = usedUpUntil(error)
      if (lost) setStatus({ kind: 'waiting' })
      else if (until !== undefined) {
        setStatus({ kind: 'idle' })
        handlers.current.onUsedUp(until)
      } else {
        console.warn('Quiz attempt refused:', error)
        setStatus({ kind: 'refused', text: sendFailureText(error, locale) })
      }
      statusRef.current?.focus()
    } finally {
      sending.current = false
    }
  }, [client, userId, quizId, locale, keep])

  // A send that waits for the signal goes when it returns, and at once if it is back already
  // (the page was reloaded meanwhile).
  useEffect(() => {
    if (status.kind !== 'waiting') return
    const again = () => void send()
    window.addEventListener('online', again)
    return () => window.removeEventListener('online', again)
  }, [status.kind, send])
  const resumed = useRef(false)
  useEffect(() => {
    if (resumed.current) return
    resumed.current = true
    if (kept.waiting && navigator.onLine) void send()
  }, [kept.waiting, send])

  return { answers, choose, send, status, statusRef, busy: status.kind === 'sending' }
}
