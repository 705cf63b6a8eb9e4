import type { Quiz, QuizAttempt } from '@repo/api'
import { href, m, type Locale } from '../i18n'

/*
 * Where a learner stands with a course's quizzes (issue 35): read by the classroom's syllabus,
 * its certificate offer and the quiz page (features/quiz), which do not import each other.
 */

/** Not tried yet, passed (with the best score), or tried and not passed yet. */
export type QuizState =
  { kind: 'todo' } | { kind: 'passed'; best: number } | { kind: 'failed'; best: number }

/** A quiz's page on this site, in the page's language (features/quiz draws it). */
export function quizPath(courseId: string, quizId: string, locale: Locale): string {
  return href(`/learn/${courseId}/quizzes/${quizId}`, locale)
}

/** A quiz's title in the page's language. */
export function quizTitle(quiz: Pick<Quiz, 'title' | 'titleBn'>, locale: Locale): string {
  return locale === 'bn' && quiz.titleBn ? quiz.titleBn : quiz.title
}

/** The state of a quiz from the learner's attempts (any order): passed once is passed. */
export function quizState(quizId: string, attempts: readonly QuizAttempt[]): QuizState {
  const mine = attempts.filter((a) => a.quizId === quizId)
  if (mine.length === 0) return { kind: 'todo' }
  const best = Math.max(...mine.map((a) => a.score))
  return mine.some((a) => a.passed) ? { kind: 'passed', best } : { kind: 'failed', best }
}

/** A state in words: To do, Passed · 86%, Not passed yet. */
export function quizStateText(state: QuizState, locale: Locale): string {
  if (state.kind === 'passed') return m.quiz_state_passed({ score: state.best }, { locale })
  if (state.kind === 'failed') return m.quiz_state_failed({}, { locale })
  return m.quiz_state_todo({}, { locale })
}

/** The required quizzes of a course not passed yet (what the certificate waits for). */
export function quizzesNotPassed(
  quizzes: readonly Quiz[],
  attempts: readonly QuizAttempt[],
): Quiz[] {
  return quizzes.filter((q) => q.required && quizState(q.id, attempts).kind !== 'passed')
}

const DAY_MS = 24 * 60 * 60 * 1000
/** Bangladesh is UTC+6 all year: its days start at 18:00 UTC. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000

/** When today (in Dhaka) began: attempts per day are counted from Dhaka's midnight, as the database does. */
export function dhakaDayStart(now: number): number {
  return Math.floor((now + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS
}

/** The next midnight in Dhaka: when the attempts of today are given back. */
export function nextDhakaDay(now: number): string {
  return new Date(dhakaDayStart(now) + DAY_MS).toISOString()
}

/** The learner's attempts at a quiz today (Dhaka's day), and how many are left of the day's. */
export function attemptsToday(
  quiz: Pick<Quiz, 'id' | 'attemptsPerDay'>,
  attempts: readonly QuizAttempt[],
  now: number,
): { used: number; left: number } {
  const start = dhakaDayStart(now)
  const used = attempts.filter(
    (a) => a.quizId === quiz.id && Date.parse(a.createdAt) >= start,
  ).length
  return { used, left: Math.max(0, quiz.attemptsPerDay - used) }
}
