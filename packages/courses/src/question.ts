/*
 * Questions under every lesson (issue 35, docs/decisions/0072-questions-and-quizzes.md): the
 * limits of a question's and an answer's text, and the codes of the rules question.schema.ts
 * checks (each app words them; the database's checks stay the last word).
 */

/** A question or an answer: 1 to 4,000 characters once trimmed (lesson_questions_body_length). */
export const MAX_QUESTION_CHARS = 4000
/** A search of a course's questions: at most 100 characters (questions_page, hint search_too_long). */
export const MAX_QUESTION_SEARCH_CHARS = 100
/** The author edits a question or an answer for 15 minutes after writing it (edit_window_closed). */
export const QUESTION_EDIT_MINUTES = 15

export const questionCodes = [
  'question_empty', // a question or an answer with nothing but spaces
  'question_too_long', // a question or an answer over 4,000 characters
] as const
export type QuestionCode = (typeof questionCodes)[number]
