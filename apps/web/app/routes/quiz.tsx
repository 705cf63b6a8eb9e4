import { QuizPage } from '../features/quiz/QuizPage'
import { quizMeta } from '../features/quiz/quizMeta'
import { m } from '../i18n'
import { Island } from '../islands/Island'
import { loginFirstWithToast } from '../lib/loginFirst'
import type { Route } from './+types/quiz'

/**
 * Prerendered once per course and language as the shell of its quizzes: the host serves it for
 * every quiz id, which the island reads from the address (pages.ts `shell`, 0042). A quiz shows
 * nothing to a visitor, so one who never logged in goes to log in first, told why, and comes back
 * to the quiz (decision 0087).
 */
export const handle = loginFirstWithToast(m.quiz_loginTitle, m.quiz_loginText, 'default')

export function meta({ params, location }: Route.MetaArgs) {
  return quizMeta(params.courseId, location.pathname)
}

export default function QuizRoute({ params }: Route.ComponentProps) {
  return <Island name="quiz" component={QuizPage} props={{ courseId: params.courseId }} />
}
