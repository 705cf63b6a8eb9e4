import {
  getQuiz,
  listLessons,
  listMyEnrollments,
  listMyQuizAttempts,
  type Lesson,
  type Quiz,
  type QuizAttempt,
  type QuizQuestion,
} from '@repo/api'
import type { LoadItem } from '../../components/CourseItemPage'

/** What the visitor may do: not logged in, logged in without paying, waiting, or enrolled. */
export type Access = 'anon' | 'none' | 'pending' | 'enrolled'

export interface QuizData {
  access: Access
  /** null: no such quiz in this course, or not the visitor's to read (only learners and staff). */
  quiz: Quiz | null
  /** Its questions in order, without their right options. */
  questions: QuizQuestion[]
  /** The learner's attempts at this quiz, newest first. */
  attempts: QuizAttempt[]
  /** The lesson the quiz follows (what to revisit); null at the end of the course. */
  lesson: Lesson | null
}

const nothing = { quiz: null, questions: [], attempts: [], lesson: null }

/**
 * One quiz of a course for whoever is on the page: their access, the quiz and its questions, their
 * attempts at it and the lesson it follows.
 */
export const loadQuiz: LoadItem<QuizData> = async (_reader, learner, courseId, quizId) => {
  // Quizzes are read by the course's learners and staff only: a visitor asks nothing.
  if (!learner) return { access: 'anon', ...nothing }
  const [mine, found, attempts, lessons] = await Promise.all([
    listMyEnrollments(learner.client, learner.userId),
    getQuiz(learner.client, quizId),
    listMyQuizAttempts(learner.client, courseId),
    listLessons(learner.client, courseId),
  ])
  const enrolled = mine.enrollments.some((e) => e.course_id === courseId)
  const waiting = mine.requests.some((r) => r.course_id === courseId && r.status === 'pending')
  if (!enrolled) return { access: waiting ? 'pending' : 'none', ...nothing }
  // Another course's quiz, a deleted one or a made-up id.
  if (!found || found.quiz.courseId !== courseId) return { access: 'enrolled', ...nothing }
  const { quiz, questions } = found
  return {
    access: 'enrolled',
    quiz,
    questions,
    attempts: attempts.filter((a) => a.quizId === quiz.id),
    lesson: lessons.find((l) => l.id === quiz.lessonId) ?? null,
  }
}
