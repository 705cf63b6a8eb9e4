import type { LessonQuestion, QuestionAnswer } from '@repo/api'

/** The course and lesson the questions' tests are under. */
export const COURSE = 'creative-design'
export const LESSON = '0b5e0c1e-2222-4333-8444-955556666777'

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString()

/** A question under the lesson, asked two hours ago by another learner, not answered. */
export function questionFixture(id: string, facts: Partial<LessonQuestion> = {}): LessonQuestion {
  return {
    id,
    lessonId: LESSON,
    lessonTitle: 'Colour basics',
    lessonTitleBn: 'রঙের মূল কথা',
    body: `How do I choose colours? (${id})`,
    askerName: 'Sadia',
    mine: false,
    createdAt: hoursAgo(2),
    editedAt: null,
    lastActivityAt: hoursAgo(1),
    answeredAt: null,
    answerCount: 0,
    hiddenAt: null,
    ...facts,
  }
}

/** An answer by another learner, written an hour ago. */
export function answerFixture(id: string, facts: Partial<QuestionAnswer> = {}): QuestionAnswer {
  return {
    id,
    questionId: 'q1',
    body: `An answer (${id})`,
    authorName: 'Tanvir',
    mine: false,
    byStaff: false,
    accepted: false,
    createdAt: hoursAgo(1),
    editedAt: null,
    hiddenAt: null,
    ...facts,
  }
}
