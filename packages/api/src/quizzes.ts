/**
 * Quizzes graded by the database (issue 35, docs/decisions/0072-questions-and-quizzes.md): a
 * course's quizzes and their questions (read by its enrolled learners and staff, never their
 * right options), the learner's attempts, an attempt sent and graded by submit_quiz (score,
 * passed, the questions answered wrong, attempts left today), and the console's authoring:
 * quizzes written directly by admins, questions and their keys through admin_save_quiz_questions.
 */
import {
  isCourseId,
  quizCodeOf,
  quizQuestionsSchema,
  quizSchema,
  type QuizCode,
  type QuizFacts,
  type QuizOptionFacts,
  type QuizQuestionFacts,
} from '@repo/courses'
import type { ApiClient } from './client'
import type { Json, Tables } from './database.types'
import { ApiError, answered, toApiError, unexpectedResponse } from './errors'
import { camelRow, changedSome, isUuid, jsonObjects, saveCourseRow, schemaRefusal } from './rows'
import { myCourseRows } from './rows'
import type { ColumnsOf } from './rows'

export type { QuizCode }

/** An option of a quiz question, in both languages. */
export type QuizOption = QuizOptionFacts

/** A quiz question as a learner reads it: no right options. */
export interface QuizQuestion {
  id: string
  position: number
  prompt: string
  promptBn: string
  options: QuizOption[]
  /** More than one right option: the learner picks every right one. */
  multiple: boolean
}

export interface Quiz extends QuizFacts {
  id: string
}

/** One of the learner's graded attempts. */
export interface QuizAttempt {
  id: string
  quizId: string
  /** 0 to 100, rounded down. */
  score: number
  correct: number
  total: number
  passed: boolean
  /** The questions answered wrong (never their right options). */
  wrong: string[]
  createdAt: string
}

/** What submit_quiz answers for a graded attempt. */
export interface QuizResult {
  attemptId: string
  correct: number
  total: number
  score: number
  passPercent: number
  passed: boolean
  wrong: string[]
  attemptsLeftToday: number
  /** When the next attempt opens (the next midnight in Dhaka) once none is left today; else null. */
  nextAttemptAt: string | null
}

/** Question id -> the option ids chosen. */
export type QuizAnswers = Record<string, string[]>

/** A question as the console saves it, with its right options (no id: a new question). */
export type QuizQuestionInput = QuizQuestionFacts

/** A quiz as the console saves it: no id adds one, an id edits it. */
export type QuizInput = Omit<Quiz, 'id'> & { id?: string }

/** The most attempts listMyQuizAttempts reads (newest first): every quiz's attempts of weeks. */
export const MY_QUIZ_ATTEMPTS_LIMIT = 200

const quizColumns =
  'id, course_id, lesson_id, title, title_bn, pass_percent, required, attempts_per_day'
const questionColumns = 'id, position, prompt, prompt_bn, options, multiple'
const attemptColumns = 'id, quiz_id, score, correct, total, passed, wrong, created_at'

type QuizRow = Pick<Tables<'quizzes'>, ColumnsOf<typeof quizColumns>>
type QuestionRow = Pick<Tables<'quiz_questions'>, ColumnsOf<typeof questionColumns>>

function toQuiz(row: QuizRow): Quiz {
  return camelRow(row, quizColumns)
}

/** The stored options as options; anything not shaped {id, label, label_bn} is dropped (the database refuses it anyway). */
function toOptions(value: Json): QuizOption[] {
  return jsonObjects(value).flatMap(({ id, label, label_bn }) =>
    typeof id === 'string' && typeof label === 'string' && typeof label_bn === 'string'
      ? [{ id, label, labelBn: label_bn }]
      : [],
  )
}

function toQuestion(row: QuestionRow): QuizQuestion {
  return { ...camelRow(row, questionColumns), options: toOptions(row.options) }
}

// ---------------------------------------------------------------------------------------------
// The learner: quizzes, attempts

/**
 * A course's quizzes in syllabus order: after the position of their lesson, those at the end
 * (no lesson) last. The course's enrolled learners and staff read them; anyone else gets [].
 */
export async function listQuizzes(client: ApiClient, courseId: string): Promise<Quiz[]> {
  if (!isCourseId(courseId)) return []
  const rows = answered(
    await client
      .from('quizzes')
      .select(`${quizColumns}, lessons(position)`)
      .eq('course_id', courseId)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
    'quizzes.list',
  )
  const position = (row: (typeof rows)[number]) =>
    row.lesson_id === null ? Number.POSITIVE_INFINITY : (row.lessons?.position ?? 0)
  return rows
    .map((row, index) => ({ row, index, at: position(row) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ row }) => toQuiz(row))
}

/** A quiz and its questions in order (no right options), or null when it cannot be read. */
export async function getQuiz(
  client: ApiClient,
  quizId: string,
): Promise<{ quiz: Quiz; questions: QuizQuestion[] } | null> {
  const operation = 'quiz.read'
  if (!isUuid(quizId)) return null
  const [quiz, questions] = await Promise.all([
    client.from('quizzes').select(quizColumns).eq('id', quizId).maybeSingle(),
    client
      .from('quiz_questions')
      .select(questionColumns)
      .eq('quiz_id', quizId)
      .order('position', { ascending: true }),
  ])
  const row = answered(quiz, operation)
  if (!row) return null
  return { quiz: toQuiz(row), questions: answered(questions, operation).map(toQuestion) }
}

/** The caller's own attempts at a course's quizzes, newest first (at most MY_QUIZ_ATTEMPTS_LIMIT). */
export async function listMyQuizAttempts(
  client: ApiClient,
  courseId: string,
): Promise<QuizAttempt[]> {
  const operation = 'quizAttempts.list'
  if (!isCourseId(courseId)) return []
  const query = client.from('quiz_attempts').select(attemptColumns)
  const rows = await myCourseRows(client, courseId, operation, query, (mine) =>
    mine
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(MY_QUIZ_ATTEMPTS_LIMIT),
  )
  return rows.map((row) => camelRow(row, attemptColumns))
}

/** What submit_quiz answers (a json the generated types do not describe); the database tests read it too. */
export interface SubmitQuizRow {
  attempt_id: string
  correct: number
  total: number
  score: number
  pass_percent: number
  passed: boolean
  wrong: string[]
  attempts_left_today: number
  next_attempt_at: string | null
}

const whole = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max

/**
 * submit_quiz's answer, checked by hand: zod here would come with every page that reads a quiz
 * (the learner's quiz page loads this module at once; 24 KB gzip over its 90 KB budget).
 */
function isResult(data: unknown): data is SubmitQuizRow {
  if (data === null || typeof data !== 'object') return false
  const r = data as Record<string, unknown>
  return (
    typeof r.attempt_id === 'string' &&
    whole(r.correct, 0) &&
    whole(r.total, 1) &&
    whole(r.score, 0, 100) &&
    whole(r.pass_percent, Number.MIN_SAFE_INTEGER) &&
    typeof r.passed === 'boolean' &&
    Array.isArray(r.wrong) &&
    r.wrong.every((id) => typeof id === 'string') &&
    whole(r.attempts_left_today, 0) &&
    (r.next_attempt_at === null || typeof r.next_attempt_at === 'string')
  )
}

/**
 * Sends an attempt: the database grades it (every question answered, only its own options) and
 * answers the score, whether it passed, the questions answered wrong and today's attempts left.
 * Refused with `attempts_used_up` (kind and hint) once today's are used: `retryAt` says when
 * the next opens (the next midnight in Dhaka).
 */
export async function submitQuiz(
  client: ApiClient,
  quizId: string,
  answers: QuizAnswers,
): Promise<QuizResult> {
  const operation = 'quiz.submit'
  if (!isUuid(quizId)) throw new ApiError({ kind: 'not_found', operation })
  const { data, error, status } = await client.rpc('submit_quiz', { quiz_id: quizId, answers })
  if (error) throw toApiError(error, operation, status)
  if (!isResult(data)) throw unexpectedResponse(operation, data, status)
  const r = data
  return {
    attemptId: r.attempt_id,
    correct: r.correct,
    total: r.total,
    score: r.score,
    passPercent: r.pass_percent,
    passed: r.passed,
    wrong: r.wrong,
    attemptsLeftToday: r.attempts_left_today,
    nextAttemptAt: r.next_attempt_at === null ? null : new Date(r.next_attempt_at).toISOString(),
  }
}

// ---------------------------------------------------------------------------------------------
// The console (admins; the course's mentors read the keys too)

/** The right options of a quiz's questions, by question id (the course's staff only; others get {}). */
export async function listQuizKeys(
  client: ApiClient,
  quizId: string,
): Promise<Record<string, string[]>> {
  const operation = 'quizKeys.list'
  if (!isUuid(quizId)) return {}
  const rows = answered(
    await client
      .from('quiz_question_keys')
      .select('question_id, right_options, quiz_questions!inner(quiz_id)')
      .eq('quiz_questions.quiz_id', quizId),
    operation,
  )
  const keys: Record<string, string[]> = {}
  for (const row of rows) keys[row.question_id] = row.right_options
  return keys
}

/** Admins: adds a quiz (no id) or edits one (with id); answers the stored quiz. */
export async function saveQuiz(client: ApiClient, input: QuizInput): Promise<Quiz> {
  const operation = 'quiz.save'
  const parsed = quizSchema.safeParse(input)
  if (!parsed.success) throw schemaRefusal(operation, parsed.error, quizCodeOf, true)
  const item = { ...parsed.data, id: input.id }
  const writes = 'lesson_id, title, title_bn, pass_percent, required, attempts_per_day'
  return toQuiz(await saveCourseRow(client, 'quizzes', quizColumns, item, writes, operation))
}

/**
 * Admins: a quiz's whole list of questions in order, with their right options, saved in one
 * call (questions not in the list are deleted; an id keeps its question). Checked first by
 * @repo/courses' rules (the detail of a refusal: the question at fault, from 1).
 */
export async function saveQuizQuestions(
  client: ApiClient,
  quizId: string,
  questions: QuizQuestionInput[],
): Promise<void> {
  const operation = 'quizQuestions.save'
  const parsed = quizQuestionsSchema.safeParse(questions)
  if (!parsed.success) throw schemaRefusal(operation, parsed.error, quizCodeOf, true)
  const list = parsed.data.map((q) => ({
    ...(q.id ? { id: q.id } : {}),
    prompt: q.prompt,
    prompt_bn: q.promptBn,
    multiple: q.multiple,
    options: q.options.map((o) => ({ id: o.id, label: o.label, label_bn: o.labelBn })),
    right: q.right,
  }))
  const { error, status } = await client.rpc('admin_save_quiz_questions', {
    quiz: quizId,
    questions: list,
  })
  if (error) throw toApiError(error, operation, status)
}

/** Admins: deletes a quiz (its questions, keys and attempts go with it). */
export async function deleteQuiz(client: ApiClient, id: string): Promise<void> {
  const operation = 'quiz.delete'
  if (!isUuid(id)) throw new ApiError({ kind: 'not_found', operation })
  changedSome(await client.from('quizzes').delete().eq('id', id).select('id'), operation)
}
