/*
 * Quizzes graded by the database (issue 35, docs/decisions/0072-questions-and-quizzes.md): the
 * facts of a quiz and of its questions as the console writes them, their limits, and the codes
 * of the rules quiz.schema.ts checks (the console words them; the database's checks, in
 * the baseline migration's quizzes section, stay the last word).
 */

export const MAX_QUIZ_QUESTIONS = 50
export const MIN_QUIZ_OPTIONS = 2
export const MAX_QUIZ_OPTIONS = 8
export const MAX_QUIZ_PROMPT_CHARS = 1000
export const MAX_QUIZ_OPTION_CHARS = 500
export const MAX_QUIZ_ATTEMPTS_PER_DAY = 20
/** An option's id: 1 to 20 of a-z, 0-9, _ and - (quiz_options_valid). */
export const QUIZ_OPTION_ID = /^[a-z0-9_-]{1,20}$/

export const quizCodes = [
  'quiz_course', // an unknown course
  'quiz_fields', // a title (English or Bangla) missing, or a field of the wrong type
  'quiz_title', // a title over 200 characters
  'quiz_lesson', // a lesson that is not a lesson id
  'quiz_pass_percent', // a pass mark that is not a whole number of 1..100
  'quiz_attempts_per_day', // attempts a day that are not a whole number of 1..20
  'quiz_question_count', // fewer than 1 or more than 50 questions
  'quiz_prompt', // a question's words (English or Bangla) blank or over 1,000 characters
  'quiz_options', // fewer than 2 or more than 8 options
  'quiz_option', // an option's words blank or over 500 characters, or its id not 1..20 of a-z0-9_-, or twice
  'quiz_right', // right options not the question's own: one, or two and more for a question with several
] as const
export type QuizCode = (typeof quizCodes)[number]

/** An option of a quiz question, in both languages. */
export interface QuizOptionFacts {
  id: string
  label: string
  labelBn: string
}

/** A quiz as the admin writes it; @repo/api's Quiz adds its id. */
export interface QuizFacts {
  courseId: string
  /** Shown after this lesson; null: at the end of the course. */
  lessonId: string | null
  title: string
  titleBn: string
  passPercent: number
  /** Needed for the certificate. */
  required: boolean
  attemptsPerDay: number
}

/** A quiz question as the admin writes it, with its right options (no id: a new question). */
export interface QuizQuestionFacts {
  id?: string
  prompt: string
  promptBn: string
  /** More than one right option: the learner picks every right one. */
  multiple: boolean
  options: QuizOptionFacts[]
  right: string[]
}
