import type { LessonQuestion, QuestionAnswer, QuestionQueueRow } from '@repo/api'
import { hoursAgo } from './reviews'

export const questionId = '33333333-3333-4333-8333-333333333333'
export const lessonId = '44444444-4444-4444-8444-444444444444'

/** A question in the queue: Rahim's, under the first design lesson, 3 hours ago, no answer. */
export function queueQuestion(changes: Partial<QuestionQueueRow> = {}): QuestionQueueRow {
  return {
    id: questionId,
    courseId: 'creative-design',
    lessonId,
    lessonTitle: 'Colours that work together',
    lessonTitleBn: 'যে রংগুলো একসাথে মানায়',
    body: 'How do I pick **three** colours that work together?',
    askerName: 'Rahim Uddin',
    createdAt: hoursAgo(3),
    answeredAt: null,
    answerCount: 0,
    ...changes,
  }
}

/** The same question as its page reads it. */
export function question(changes: Partial<LessonQuestion> = {}): LessonQuestion {
  const row = queueQuestion()
  return {
    id: row.id,
    lessonId: row.lessonId,
    lessonTitle: row.lessonTitle,
    lessonTitleBn: row.lessonTitleBn,
    body: row.body,
    askerName: row.askerName,
    mine: false,
    createdAt: row.createdAt,
    editedAt: null,
    lastActivityAt: row.createdAt,
    answeredAt: null,
    answerCount: 0,
    hiddenAt: null,
    ...changes,
  }
}

/** An answer to it; a test says whose. */
export function answer(changes: Partial<QuestionAnswer> = {}): QuestionAnswer {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    questionId,
    body: 'Start from one colour and use the colour wheel.',
    authorName: 'Karima Begum',
    mine: false,
    byStaff: false,
    accepted: false,
    createdAt: hoursAgo(2),
    editedAt: null,
    hiddenAt: null,
    ...changes,
  }
}
