/**
 * Questions under every lesson (issue 35, docs/decisions/0072-questions-and-quizzes.md): a
 * lesson's or a course's questions a page at a time (searched), their answers, asking,
 * answering, editing (the author, 15 minutes), accepting (the asker), hiding (the course's
 * mentors and admins), and the console's queue. The database decides every write
 * (the triggers and row-level security of lesson_questions and question_answers) and who reads
 * what (the questions_page, answers_page and question_queue_* functions).
 */
import { MAX_QUESTION_CHARS, MAX_QUESTION_SEARCH_CHARS, type QuestionCode } from '@repo/courses'
import type { ApiClient } from './client'
import type { Database, TablesInsert, TablesUpdate } from './database.types'
import { ApiError, refusal, toApiError, type Operation } from './errors'
import { functionPage } from './functionPage'
import { countTotal, type KeysetPage, type KeysetQuery, type ListTotal } from './keyset'
import { camelRow, changedSome, isUuid, orNull, rowsOf, sessionUserId } from './rows'

export type { QuestionCode }

/** A question as a lesson's (or a course's) list shows it. */
export interface LessonQuestion {
  id: string
  lessonId: string
  lessonTitle: string
  lessonTitleBn: string
  /** Markdown (rendered without raw HTML). */
  body: string
  /** The asker's name ('' when they gave none): never an email or a phone. */
  askerName: string
  /** Asked by the caller. */
  mine: boolean
  createdAt: string
  editedAt: string | null
  /** The last answer (or the question itself): lists are newest activity first. */
  lastActivityAt: string
  /** The first staff answer or the accepted answer, whichever came first; null: waiting. */
  answeredAt: string | null
  answerCount: number
  /** Hidden by the course's staff: only its author and staff see it. */
  hiddenAt: string | null
}

export interface QuestionAnswer {
  id: string
  questionId: string
  /** Markdown. */
  body: string
  authorName: string
  mine: boolean
  /** Written by a mentor of the course or an admin (the database's word). */
  byStaff: boolean
  /** Accepted by the asker (one per question). */
  accepted: boolean
  createdAt: string
  editedAt: string | null
  hiddenAt: string | null
}

export type QuestionQueueState = 'waiting' | 'answered'

/** A question as the console's queue lists it. */
export interface QuestionQueueRow {
  id: string
  courseId: string
  lessonId: string
  lessonTitle: string
  lessonTitleBn: string
  body: string
  askerName: string
  createdAt: string
  answeredAt: string | null
  answerCount: number
}

export interface QuestionsQuery extends KeysetQuery {
  courseId: string
  /** One lesson's questions (the course's when not given). */
  lessonId?: string
  /** Any part of the text, at most 100 characters (blank: no search). */
  search?: string
}

export interface QuestionQueueFilter {
  /** One course (every course the caller answers for when not given). */
  course?: string
  /** Waiting (the default) or answered. */
  state?: QuestionQueueState
}

/** Questions per page of a lesson's list when not told. */
export const QUESTIONS_PAGE_SIZE = 20
/** Answers per page when not told. */
export const ANSWERS_PAGE_SIZE = 50
/** Rows per page of the console's queue when not told. */
export const QUESTION_QUEUE_PAGE_SIZE = 50

/** The most questions_page and answers_page answer at once. */
const MAX_QUESTION_PAGE = 99

const answerColumns = 'id, question_id, body, by_staff, accepted, created_at, edited_at, hidden_at'

/**
 * A question's or an answer's text, trimmed, or its refusal: the limits of @repo/courses (the
 * forms check them with questionBodySchema), counted in characters as the database counts. By
 * hand, not with the schema: zod would ride along with the lesson page's questions.
 */
function checkedBody(body: string, operation: Operation): string {
  const text = body.trim()
  if (text === '') return refuse(operation, 'question_empty', null)
  if ([...text].length > MAX_QUESTION_CHARS) return refuse(operation, 'question_too_long', null)
  return text
}

function refuse(operation: Operation, code: QuestionCode, cause: unknown): never {
  throw refusal(operation, code, 'invalid', { field: 'body', cause })
}

/** A row of questions_page (question_read's adds the course); its times may be null (orNull). */
type QuestionsPageRow = Database['public']['Functions']['questions_page']['Returns'][number]

/** The lesson's titles and the asker's name, from joins ('' when there are none). */
function joinedNames(r: { lesson_title: string; lesson_title_bn: string; asker_name: string }) {
  return {
    lessonTitle: r.lesson_title ?? '',
    lessonTitleBn: r.lesson_title_bn ?? '',
    askerName: r.asker_name ?? '',
  }
}

function toQuestion(r: QuestionsPageRow): LessonQuestion {
  return {
    ...camelRow(r, 'id, lesson_id, body, created_at, last_activity_at, answer_count'),
    ...joinedNames(r),
    mine: r.mine === true,
    editedAt: orNull(r.edited_at),
    answeredAt: orNull(r.answered_at),
    hiddenAt: orNull(r.hidden_at),
  }
}

// ---------------------------------------------------------------------------------------------
// The site: a lesson's questions and their answers

/**
 * One page of a lesson's questions (or the course's, searched), newest activity first
 * (last_activity_at, id), after `query.after`. The course's enrolled learners and staff read them;
 * hidden ones only their author and staff. `count` is not offered (total stays null): a lesson
 * shows "more" while a next page exists.
 */
export async function questionsPage(
  client: ApiClient,
  query: QuestionsQuery,
): Promise<KeysetPage<LessonQuestion>> {
  const operation = 'questions.list'
  const search = query.search?.trim() ?? ''
  // counted as the database counts (characters, not UTF-16 units: an emoji is one)
  if ([...search].length > MAX_QUESTION_SEARCH_CHARS)
    throw refusal(operation, 'search_too_long', 'invalid', {
      field: 'search',
      detail: String(MAX_QUESTION_SEARCH_CHARS),
    })
  if (query.lessonId !== undefined && !isUuid(query.lessonId))
    throw refusal(operation, 'not_a_lesson', 'not_found')
  return functionPage({
    operation,
    query,
    pageSize: QUESTIONS_PAGE_SIZE,
    maxPageSize: MAX_QUESTION_PAGE,
    afterAt: 'after_activity_at',
    call: (page) =>
      client.rpc('questions_page', {
        course: query.courseId,
        ...(query.lessonId ? { lesson: query.lessonId } : {}),
        ...(search ? { search } : {}),
        ...page,
      }),
    at: (r) => r.last_activity_at,
    toRow: toQuestion,
  })
}

/**
 * One question by its id, as the lists show it (the console's answer page, a link to it), or
 * null when the caller may not read it or there is none (a malformed id too).
 */
export async function getQuestion(client: ApiClient, id: string): Promise<LessonQuestion | null> {
  const operation = 'question.read'
  if (!isUuid(id)) return null
  const answer = await client.rpc('question_read', { question: id })
  // the database refuses a question the caller may not read as it refuses one that is gone
  if (answer.error && toApiError(answer.error, operation, answer.status).kind === 'not_enrolled')
    return null
  const [row] = rowsOf(answer, operation)
  return row ? toQuestion(row) : null
}

/** One page of a question's answers, oldest first (created_at, id), after `query.after`. */
export async function answersPage(
  client: ApiClient,
  questionId: string,
  query: KeysetQuery = {},
): Promise<KeysetPage<QuestionAnswer>> {
  if (!isUuid(questionId)) return { rows: [], next: null, total: null }
  return functionPage({
    operation: 'answers.list',
    query,
    pageSize: ANSWERS_PAGE_SIZE,
    maxPageSize: MAX_QUESTION_PAGE,
    afterAt: 'after_created_at',
    call: (page) => client.rpc('answers_page', { question: questionId, ...page }),
    at: (r) => r.created_at,
    toRow: (r): QuestionAnswer => ({
      ...camelRow(r, 'id, body, created_at'),
      questionId,
      authorName: r.author_name ?? '',
      mine: r.mine === true,
      byStaff: r.by_staff === true,
      accepted: r.accepted === true,
      editedAt: orNull(r.edited_at),
      hiddenAt: orNull(r.hidden_at),
    }),
  })
}

/**
 * Asks a question under a lesson (enrolled learners); answers its id. The text is trimmed and
 * checked first (1 to 4,000 characters); the database sets the course, the author and the times,
 * tells the course's mentors, and refuses past 10 questions in 10 minutes (rate_limited).
 */
export async function askQuestion(
  client: ApiClient,
  input: { lessonId: string; body: string },
): Promise<string> {
  const operation = 'question.ask'
  const body = checkedBody(input.body, operation)
  if (!isUuid(input.lessonId)) throw refusal(operation, 'not_a_lesson', 'not_found')
  // only (lesson_id, body) may be written: the trigger sets the rest, the column grants refuse more
  const fields = { lesson_id: input.lessonId, body } as TablesInsert<'lesson_questions'>
  const { data, error, status } = await client
    .from('lesson_questions')
    .insert(fields)
    .select('id')
    .single()
  if (error) throw toApiError(error, operation, status)
  return data.id
}

/**
 * Answers a question (the course's learners and staff; a hidden question takes no answer);
 * answers the stored answer. The asker is told (in the app and by mail).
 */
export async function answerQuestion(
  client: ApiClient,
  input: { questionId: string; body: string },
): Promise<QuestionAnswer> {
  const operation = 'question.answer'
  const body = checkedBody(input.body, operation)
  if (!isUuid(input.questionId)) throw new ApiError({ kind: 'not_found', operation })
  const userId = await sessionUserId(client, operation)
  const fields = { question_id: input.questionId, body } as TablesInsert<'question_answers'>
  const [inserted, profile] = await Promise.all([
    client.from('question_answers').insert(fields).select(answerColumns).single(),
    client.from('profiles').select('name, username').eq('id', userId).maybeSingle(),
  ])
  if (inserted.error) throw toApiError(inserted.error, operation, inserted.status)
  // the name answers_page shows: the name, else the username ('' without either)
  const name = profile.data?.name?.trim() || profile.data?.username || ''
  return { ...camelRow(inserted.data, answerColumns), authorName: name, mine: true }
}

/**
 * An update of one question or answer by its id: a malformed id, or no row changed (RLS let the
 * caller see none, or it is gone), is not_found.
 */
async function updateOne<T extends 'lesson_questions' | 'question_answers'>(
  client: ApiClient,
  table: T,
  id: string,
  fields: TablesUpdate<T>,
  operation: Operation,
): Promise<void> {
  if (!isUuid(id)) throw new ApiError({ kind: 'not_found', operation })
  // one builder for both tables (the client's types cannot follow a table chosen by T)
  const from = client.from(table as 'question_answers')
  const update = fields as TablesUpdate<'question_answers'>
  changedSome(await from.update(update).eq('id', id).select('id'), operation)
}

/** The author edits their question's text within 15 minutes of asking (edit_window_closed after). */
export async function editQuestion(client: ApiClient, id: string, body: string): Promise<void> {
  const text = checkedBody(body, 'question.edit')
  await updateOne(client, 'lesson_questions', id, { body: text }, 'question.edit')
}

/** The author edits their answer's text within 15 minutes of writing it. */
export async function editAnswer(client: ApiClient, id: string, body: string): Promise<void> {
  const text = checkedBody(body, 'answer.edit')
  await updateOne(client, 'question_answers', id, { body: text }, 'answer.edit')
}

/**
 * The asker accepts an answer (accepting another moves the mark) or takes the mark back
 * (not_asker for anyone else). An accepted answer counts the question as answered.
 */
export async function acceptAnswer(
  client: ApiClient,
  answerId: string,
  accepted: boolean,
): Promise<void> {
  await updateOne(client, 'question_answers', answerId, { accepted }, 'answer.accept')
}

// the database sets the time and who hid it: any time here means "hidden"
const hiddenAt = (hidden: boolean) => (hidden ? new Date().toISOString() : null)

/** The course's mentors and admins hide a question or show it again (not_staff for others). */
export async function hideQuestion(client: ApiClient, id: string, hidden: boolean): Promise<void> {
  const fields = { hidden_at: hiddenAt(hidden) }
  await updateOne(client, 'lesson_questions', id, fields, 'question.hide')
}

/** The course's mentors and admins hide an answer or show it again. */
export async function hideAnswer(client: ApiClient, id: string, hidden: boolean): Promise<void> {
  await updateOne(client, 'question_answers', id, { hidden_at: hiddenAt(hidden) }, 'answer.hide')
}

// ---------------------------------------------------------------------------------------------
// The console: the queue and the figures

const queueArgs = (filter: QuestionQueueFilter) => ({
  ...(filter.course ? { course: filter.course } : {}),
  state: filter.state ?? 'waiting',
})

/**
 * One page of the questions of the courses the caller answers for (every course for an admin),
 * waiting (the default) or answered, hidden ones out, oldest first (created_at, id), after
 * `query.after`; with `count`, how many match in all.
 */
export async function questionQueuePage(
  client: ApiClient,
  query: QuestionQueueFilter & KeysetQuery = {},
): Promise<KeysetPage<QuestionQueueRow>> {
  return functionPage({
    operation: 'questions.queue',
    query,
    pageSize: QUESTION_QUEUE_PAGE_SIZE,
    afterAt: 'after_created_at',
    call: (page) => client.rpc('question_queue_page', { ...queueArgs(query), ...page }),
    at: (r) => r.created_at,
    toRow: (r): QuestionQueueRow => ({
      ...camelRow(r, 'id, course_id, lesson_id, body, created_at, answer_count'),
      ...joinedNames(r),
      answeredAt: orNull(r.answered_at),
    }),
    count: () => questionQueueCount(client, query),
  })
}

/** How many questions the queue holds for these filters (exact up to 10,000, then estimated). */
export async function questionQueueCount(
  client: ApiClient,
  filter: QuestionQueueFilter = {},
): Promise<ListTotal> {
  return countTotal(client.rpc('question_queue_count', queueArgs(filter)), 'questions.queue')
}
