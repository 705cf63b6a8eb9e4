import { QuizPage } from '../features/quiz/QuizPage'
import { quizMeta } from '../features/quiz/quizMeta'
import { Island } from '../islands/Island'
import { islandsPage } from '../islands/handle'
import type { Route } from './+types/quiz'

/**
 * Prerendered once per course and language as the shell of its quizzes: the host serves it for
 * every quiz id, which the island reads from the address (pages.ts `shell`, 0042).
 */
export const handle = islandsPage

export function meta({ params, location }: Route.MetaArgs) {
  return quizMeta(params.courseId, location.pathname)
}

export default function QuizRoute({ params }: Route.ComponentProps) {
  return <Island name="quiz" component={QuizPage} props={{ courseId: params.courseId }} />
}
