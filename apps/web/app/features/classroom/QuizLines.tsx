import type { Lesson, Quiz, QuizAttempt } from '@repo/api'
import { Badge, type BadgeTone } from '@repo/ui'
import type { ReactNode } from 'react'
import { Link } from '../../islands/navigation'
import { m, useLocale } from '../../i18n'
import { quizPath, quizState, quizStateText, quizTitle, type QuizState } from '../../lib/quizState'
import type { CourseQuizzes } from './useCourseQuizzes'

const tone: Record<QuizState['kind'], BadgeTone> = {
  todo: 'neutral',
  failed: 'accent',
  passed: 'success',
}

/** One quiz in the syllabus: its title and pass mark, the learner's state, a link to take it. */
function QuizLine({
  quiz,
  attempts,
  courseId,
}: {
  quiz: Quiz
  attempts: readonly QuizAttempt[]
  courseId: string
}) {
  const locale = useLocale()
  const state = quizState(quiz.id, attempts)
  const passed = state.kind === 'passed'
  return (
    <li data-testid="quiz" data-state={state.kind}>
      <Link
        to={quizPath(courseId, quiz.id, locale)}
        className="flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
      >
        <span
          aria-hidden="true"
          className={`flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
            passed
              ? 'border-green-600 bg-green-600 text-white'
              : 'border-dashed border-brand-600 text-brand-700 dark:text-brand-50'
          }`}
        >
          {passed ? '✓' : '?'}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold break-words">{quizTitle(quiz, locale)}</span>
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {m.quiz_passMark({ n: quiz.passPercent }, { locale })}
            {quiz.required ? ` · ${m.quiz_required({}, { locale })}` : ''}
          </span>
        </span>
        <span className="shrink-0" data-testid="quiz-state">
          <Badge tone={tone[state.kind]}>{quizStateText(state, locale)}</Badge>
        </span>
      </Link>
    </li>
  )
}

/**
 * What the syllabus lists after each lesson (and, for `null`, at the end): the course's quizzes
 * placed after their lesson (issue 35); a quiz whose lesson is not in the list goes to the end.
 * Only the course page draws them: this module stays out of the lesson pages.
 */
export function quizzesAfter(
  { quizzes, attempts }: CourseQuizzes,
  lessons: readonly Pick<Lesson, 'id'>[],
  courseId: string,
): (lessonId: string | null) => ReactNode {
  const listed = new Set(lessons.map((l) => l.id))
  const at = (quiz: Quiz) => (quiz.lessonId && listed.has(quiz.lessonId) ? quiz.lessonId : null)
  return (lessonId) =>
    quizzes
      .filter((quiz) => at(quiz) === lessonId)
      .map((quiz) => <QuizLine key={quiz.id} quiz={quiz} attempts={attempts} courseId={courseId} />)
}
