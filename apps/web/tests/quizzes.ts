import type { Quiz, QuizAttempt } from '@repo/api'

/** A required quiz of web development at the end of the course (after no lesson), pass mark 70%. */
export function quizFixture(id: string, facts: Partial<Quiz> = {}): Quiz {
  return {
    id,
    courseId: 'web-development',
    lessonId: null,
    title: `Quiz ${id}`,
    titleBn: `কুইজ ${id}`,
    passPercent: 70,
    required: true,
    attemptsPerDay: 3,
    ...facts,
  }
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
