import type { QuizAnswers, QuizQuestion } from '@repo/api'

/*
 * A quiz being answered survives a reload and a lost signal (issue 35): the chosen options in
 * local storage, per learner and quiz, with whether a send waits for the signal; forgotten once
 * the attempt is graded.
 */

export interface KeptAnswers {
  answers: QuizAnswers
  /** Send was tapped and the signal cut it: sent again when the connection returns. */
  waiting: boolean
}

const KEY = 'skill-courses_quiz-answers'
const keyOf = (userId: string, quizId: string) => `${KEY}:${userId}:${quizId}`

/**
 * Only what the quiz still asks: its own questions and options, one option for a question that
 * takes one. A question edited since (an option removed) is simply answered again.
 */
export function onlyValid(answers: unknown, questions: readonly QuizQuestion[]): QuizAnswers {
  const out: QuizAnswers = {}
  if (!answers || typeof answers !== 'object') return out
  const given = answers as Record<string, unknown>
  for (const q of questions) {
    const chosen = given[q.id]
    if (!Array.isArray(chosen)) continue
    const ids = new Set(q.options.map((o) => o.id))
    const kept = [
      ...new Set(chosen.filter((c): c is string => typeof c === 'string' && ids.has(c))),
    ]
    if (kept.length > 0) out[q.id] = q.multiple ? kept : kept.slice(0, 1)
  }
  return out
}

/** The answers kept for this learner and quiz (none when nothing is kept, or it is unreadable). */
export function readAnswers(
  userId: string,
  quizId: string,
  questions: readonly QuizQuestion[],
): KeptAnswers {
  try {
    const raw = window.localStorage.getItem(keyOf(userId, quizId))
    const parsed = raw ? (JSON.parse(raw) as Partial<KeptAnswers> | null) : null
    return {
      answers: onlyValid(parsed?.answers, questions),
      waiting: parsed?.waiting === true,
    }
  } catch {
    return { answers: {}, waiting: false }
  }
}

/** Keeps the answers (synchronous: nothing chosen is lost to a reload). */
export function keepAnswers(userId: string, quizId: string, kept: KeptAnswers): void {
  try {
    window.localStorage.setItem(keyOf(userId, quizId), JSON.stringify(kept))
  } catch (error) {
    // Storage full or off (a private window): the answers live as long as the page.
    console.warn('The answers could not be kept on this phone:', error)
  }
}

/** Forgets the answers (the attempt is graded). */
export function forgetAnswers(userId: string, quizId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId, quizId))
  } catch {
    // Nothing kept to forget.
  }
}
