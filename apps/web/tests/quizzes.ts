import type { Quiz, QuizAttempt } from '@repo/api'

export const QUIZ_ID = '0b5e0c1e-1111-4222-8333-944445555666'
export const LESSON_ID = '1c5e0c1e-1111-4222-8333-944445555666'

/** The quiz page's quiz: web development's, after one lesson, required, pass mark 70%, 3 a day. */
export const quiz: Quiz = {
  id: QUIZ_ID,
  courseId: 'web-development',
  lessonId: LESSON_ID,
  title: 'Quiz: HTML foundations',
  titleBn: 'কুইজ: HTML-এর ভিত্তি',
  passPercent: 70,
  required: true,
  attemptsPerDay: 3,
}

/** A quiz like the quiz page's, named by its id, at the end of the course (after no lesson). */
export function quizFixture(id: string, facts: Partial<Quiz> = {}): Quiz {
  return { ...quiz, id, lessonId: null, title: `Quiz ${id}`, titleBn: `কুইজ ${id}`, ...facts }
}

/** The learner's attempt at `quizId` of ten questions, scoring `score`% (passed at 70%). */
export function quizAttemptFixture(
  quizId: string,
  score: number,
  createdAt = '2026-11-27T10:00:00Z',
): QuizAttempt {
  return {
    id: `${quizId}-${score}-${createdAt}`,
    quizId,
    score,
    correct: score / 10,
    total: 10,
    passed: score >= 70,
    wrong: [],
    createdAt,
  }
}
