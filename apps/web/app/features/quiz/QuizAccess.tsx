import type { Course } from '@repo/courses'
import { m } from '../../i18n'
import { AccessCard } from '../../components/AccessCard'
import type { Access } from './useQuiz'

/**
 * What someone who cannot take the quiz is told, and the way forward: quizzes are read by the
 * course's learners only, so nothing of the quiz is shown.
 */
export function QuizAccess({
  access,
  course,
}: {
  access: Exclude<Access, 'enrolled'>
  course: Course
}) {
  return (
    <AccessCard
      access={access}
      courseId={course.id}
      testId="quiz-access"
      words={{
        anon: [m.quiz_loginTitle, m.quiz_loginText, m.quiz_login],
        pending: [m.quiz_pendingTitle, m.quiz_pendingText, m.quiz_seeProfile],
        none: [m.quiz_notEnrolledTitle, m.quiz_notEnrolledText, m.quiz_enrollNow],
      }}
    />
  )
}
