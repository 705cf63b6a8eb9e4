/**
 * Arrangements of questions.test.ts and quizzes.test.ts (issue 35; docs/decisions/0072): the eight
 * callers of their security matrices, questions, answers and scratch quizzes written as `postgres`
 * where the API call is not what a test is about, the rows as they are behind RLS, and the
 * allowances of the calls they spend put back between tests.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Tables } from '../../packages/api/src/database.types.ts'
import {
  anonClient,
  arrangeAccounts,
  readInBangla,
  sql,
  stack,
  token,
  type Person,
} from './support'

/** The course whose questions and quizzes are at stake, and the course of the other mentor. */
export const COURSE = 'web-development'
export const FOREIGN = 'video-editing'

/**
 * anon: a visitor; learner: signed in, enrolled nowhere; other: another learner of COURSE (never
 * the author of the rows at stake); enrolled: the learner of COURSE whose rows they are;
 * outsider: a learner of FOREIGN only; mentor: a mentor of COURSE; foreign: a mentor of FOREIGN;
 * admin: the seeded admin.
 */
export const everyone = [
  'anon',
  'learner',
  'other',
  'enrolled',
  'outsider',
  'mentor',
  'foreign',
  'admin',
] as const
export type Role = (typeof everyone)[number]
export type Op = 'select' | 'insert' | 'update' | 'delete' | 'rpc'
export const notAdmins = everyone.filter((r): r is Exclude<Role, 'admin'> => r !== 'admin')
/** Everyone signed in but the admin. */
export const signedInNotAdmins = notAdmins.filter(
  (r): r is Exclude<Role, 'admin' | 'anon'> => r !== 'anon',
)
/** Everyone signed in. */
export type Reader = Exclude<Role, 'anon'>
/** The learners, enrolled or not, of either course. */
export const learnerRoles = ['learner', 'other', 'enrolled', 'outsider'] as const
/** Who reads COURSE's questions and quizzes: its learners and its staff. */
export const readersOfCourse = ['other', 'enrolled', 'mentor', 'admin'] as const
/** Who reads nothing of COURSE: signed in, but neither its learner nor its staff. */
export const strangersOfCourse = ['learner', 'outsider', 'foreign'] as const

export interface People {
  client(role: Role): SupabaseClient
  person(role: Exclude<Role, 'anon'>): Person
}

/**
 * The seven accounts of a matrix (`label` prefixes their emails): other and enrolled in COURSE,
 * outsider in FOREIGN, mentor of COURSE, foreign of FOREIGN. The enrolled learner reads the site in
 * Bangla (their notices come in Bangla).
 */
export async function arrangePeople(label: string): Promise<People> {
  const people = await arrangeAccounts(label, {
    learner: { name: 'Shafiq Islam' },
    other: { name: 'Karim Ahmed', enrolled: [COURSE] },
    enrolled: { name: 'Rahima Akter', enrolled: [COURSE] },
    outsider: { name: 'Tania Sultana', enrolled: [FOREIGN] },
    mentor: { name: 'Mitu Chowdhury', mentors: [COURSE] },
    foreign: { name: 'Tanvir Hasan', mentors: [FOREIGN] },
  })
  await readInBangla(people.enrolled)
  const anon = anonClient()
  return {
    client: (role) => (role === 'anon' ? anon : people[role].client),
    person: (role) => people[role],
  }
}

/** The allowances questions and quizzes spend, whole again for every learner. */
export async function clearQuestionAllowances(): Promise<void> {
  await sql(
    `delete from private.rate_limit_hits
     where call in ('lesson_question', 'question_answer', 'question_edit', 'quiz_attempt')`,
  )
}

export interface LessonRef {
  id: string
  course_id: string
  title: string
  title_bn: string
}

/** The lessons of `course` that are not live classes, in order. */
export async function lessonsOf(course: string): Promise<LessonRef[]> {
  return sql<LessonRef>(
    `select id, course_id, title, title_bn from public.lessons
     where course_id = $1 and kind <> 'live' order by position`,
    [course],
  )
}

/** The rows as the API's generated types have them (packages/api/src/database.types.ts). */
export type QuestionRow = Tables<'lesson_questions'>
export type AnswerRow = Tables<'question_answers'>

/**
 * Rows of `table` as JSON (times as the API writes them, to the microsecond: pg's Date would
 * drop them), behind RLS, oldest first.
 */
export async function rowsOf<T>(table: string, where: string, values: unknown[]): Promise<T[]> {
  const rows = await sql<{ r: T }>(
    `select to_jsonb(t) as r from public.${table} t where ${where} order by t.created_at, t.id`,
    values,
  )
  return rows.map((row) => row.r)
}

/** A question as it is stored (behind RLS). */
export async function questionOf(id: string): Promise<QuestionRow | undefined> {
  return (await rowsOf<QuestionRow>('lesson_questions', 't.id = $1', [id]))[0]
}

export async function answerOf(id: string): Promise<AnswerRow | undefined> {
  return (await rowsOf<AnswerRow>('question_answers', 't.id = $1', [id]))[0]
}

/** The questions whose body holds `text`, behind RLS. */
export async function questionsHolding(text: string): Promise<QuestionRow[]> {
  return rowsOf<QuestionRow>('lesson_questions', 'strpos(t.body, $1) > 0', [text])
}

export async function answersHolding(text: string): Promise<AnswerRow[]> {
  return rowsOf<AnswerRow>('question_answers', 'strpos(t.body, $1) > 0', [text])
}

/**
 * A question of `person` under `lesson`, written as `postgres` (the triggers still set its course,
 * times and counts, and tell the mentors), `ago` before now, hidden when asked.
 */
export async function arrangeQuestion(
  person: Pick<Person, 'id'>,
  lesson: Pick<LessonRef, 'id'>,
  { body = `Arranged question ${token(6)}`, ago = '0 seconds', hidden = false } = {},
): Promise<QuestionRow> {
  const [row] = await sql<{ id: string }>(
    'insert into public.lesson_questions (lesson_id, user_id, body) values ($1, $2, $3) returning id',
    [lesson.id, person.id, body],
  )
  await sql(
    `update public.lesson_questions
     set created_at = now() - $2::interval, last_activity_at = now() - $2::interval,
         hidden_at = case when $3 then now() end
     where id = $1`,
    [row!.id, ago, hidden],
  )
  return (await questionOf(row!.id))!
}

/** An answer of `person` to `question`, as `postgres` (by_staff and the counts by the triggers). */
export async function arrangeAnswer(
  person: Pick<Person, 'id'>,
  question: Pick<QuestionRow, 'id'>,
  { body = `Arranged answer ${token(6)}`, hidden = false } = {},
): Promise<AnswerRow> {
  const [row] = await sql<{ id: string }>(
    'insert into public.question_answers (question_id, user_id, body) values ($1, $2, $3) returning id',
    [question.id, person.id, body],
  )
  if (hidden)
    await sql('update public.question_answers set hidden_at = now() where id = $1', [row!.id])
  return (await answerOf(row!.id))!
}

/** Moves a question (and its answers) back in time, as if written `ago`. */
export async function backdate(
  table: 'lesson_questions' | 'question_answers',
  id: string,
  ago: string,
) {
  await sql(`update public.${table} set created_at = now() - $2::interval where id = $1`, [id, ago])
}

export interface NotificationRow {
  id: string
  user_id: string
  kind: string
  locale: string
  data: Record<string, unknown>
  delivered: boolean
}

/** The notices about `question` of `kind`, each with whether a mail is queued for it. */
export async function noticesAbout(questionId: string, kind: string): Promise<NotificationRow[]> {
  return sql<NotificationRow>(
    `select n.id, n.user_id, n.kind, n.locale, n.data,
       exists (select 1 from public.notification_deliveries d where d.notification_id = n.id) as delivered
     from public.notifications n
     where n.kind = $2 and n.data ->> 'question_id' = $1
     order by n.user_id`,
    [questionId, kind],
  )
}

/** One raw call to the REST API (for the status and the headers supabase-js does not give). */
export async function rest(
  person: Person,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; retryAfter: string | null; body: Record<string, unknown> | null }> {
  const { data } = await person.client.auth.getSession()
  const res = await fetch(`${stack.apiUrl}/rest/v1${path}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${data.session!.access_token}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  }
}

// ------------------------------------------------------------------ quizzes

export interface QuizRow {
  id: string
  course_id: string
  lesson_id: string | null
  title: string
  title_bn: string
  pass_percent: number
  required: boolean
  attempts_per_day: number
}

export interface QuizQuestionRow {
  id: string
  quiz_id: string
  position: number
  prompt: string
  prompt_bn: string
  options: { id: string; label: string; label_bn: string }[]
  multiple: boolean
}

export interface AttemptRow {
  id: string
  quiz_id: string
  course_id: string
  user_id: string
  answers: Record<string, string[]>
  correct: number
  total: number
  score: number
  passed: boolean
  wrong: string[]
  created_at: string
}

export interface ScratchQuestion {
  prompt?: string
  options?: string[]
  right: string[]
  multiple?: boolean
}

/** Three options a, b, c (four with d): one right, or several for a question that takes several. */
const defaultQuestions: ScratchQuestion[] = [
  { right: ['a'] },
  { right: ['c'] },
  { right: ['a', 'd'], multiple: true, options: ['a', 'b', 'c', 'd'] },
]

const scratchQuizzes: string[] = []

/**
 * A quiz of `course` made as `postgres` with its questions and keys in one statement (the keys'
 * check is deferred to its end): not required unless asked, so no certificate of a later test
 * waits for it; dropped after the file (dropScratchQuizzes).
 */
export async function scratchQuiz(
  course: string = COURSE,
  {
    questions = defaultQuestions,
    passPercent = 70,
    attemptsPerDay = 3,
    required = false,
    lessonId = null,
  }: {
    questions?: ScratchQuestion[]
    passPercent?: number
    attemptsPerDay?: number
    required?: boolean
    lessonId?: string | null
  } = {},
): Promise<{ quiz: QuizRow; questions: QuizQuestionRow[]; keys: Record<string, string[]> }> {
  const label = token(6)
  const items = questions.map((q, i) => ({
    position: i + 1,
    prompt: q.prompt ?? `Question ${i + 1} of ${label}`,
    prompt_bn: `প্রশ্ন ${i + 1} ${label}`,
    multiple: q.multiple ?? false,
    options: (q.options ?? ['a', 'b', 'c']).map((id) => ({
      id,
      label: `Option ${id}`,
      label_bn: `বিকল্প ${id}`,
    })),
    right: q.right,
  }))
  const [row] = await sql<{ id: string }>(
    `with quiz as (
       insert into public.quizzes (course_id, lesson_id, title, title_bn, pass_percent, required, attempts_per_day)
       values ($1, $2, $3, $4, $5, $6, $7) returning id
     ), items as (
       select i.* from jsonb_to_recordset($8::jsonb)
         as i(position integer, prompt text, prompt_bn text, multiple boolean, options jsonb, "right" jsonb)
     ), added as (
       insert into public.quiz_questions (quiz_id, position, prompt, prompt_bn, options, multiple)
       select quiz.id, items.position, items.prompt, items.prompt_bn, items.options, items.multiple
       from quiz, items
       returning id, position
     ), keyed as (
       insert into public.quiz_question_keys (question_id, right_options)
       select added.id, array(select jsonb_array_elements_text(items."right"))
       from added join items on items.position = added.position
     )
     select id from quiz`,
    [
      course,
      lessonId,
      `Scratch quiz ${label}`,
      `খসড়া কুইজ ${label}`,
      passPercent,
      required,
      attemptsPerDay,
      JSON.stringify(items),
    ],
  )
  scratchQuizzes.push(row!.id)
  const quiz = (await quizOf(row!.id))!
  const stored = await quizQuestionsOf(quiz.id)
  return { quiz, questions: stored, keys: await keysOf(quiz.id) }
}

/** Every quiz this file made (their questions, keys and attempts go with them). */
export async function dropScratchQuizzes(): Promise<void> {
  await sql('delete from public.quizzes where id = any($1::uuid[])', [scratchQuizzes])
}

/** Marks a quiz a test made through the API, so dropScratchQuizzes removes it. */
export function trackQuiz(id: string): void {
  scratchQuizzes.push(id)
}

export async function quizOf(id: string): Promise<QuizRow | undefined> {
  const [row] = await sql<QuizRow>(
    `select id, course_id, lesson_id, title, title_bn, pass_percent, required, attempts_per_day
     from public.quizzes where id = $1`,
    [id],
  )
  return row
}

export async function quizQuestionsOf(quizId: string): Promise<QuizQuestionRow[]> {
  return sql<QuizQuestionRow>(
    `select id, quiz_id, position, prompt, prompt_bn, options, multiple
     from public.quiz_questions where quiz_id = $1 order by position`,
    [quizId],
  )
}

/** The right options of each question of a quiz, read as `postgres`. */
export async function keysOf(quizId: string): Promise<Record<string, string[]>> {
  const rows = await sql<{ question_id: string; right_options: string[] }>(
    `select k.question_id, k.right_options from public.quiz_question_keys k
     join public.quiz_questions q on q.id = k.question_id where q.quiz_id = $1`,
    [quizId],
  )
  return Object.fromEntries(rows.map((r) => [r.question_id, r.right_options]))
}

/** `person`'s attempts at a quiz, behind RLS, oldest first. */
export async function attemptsAt(
  person: Pick<Person, 'id'>,
  quizId: string,
): Promise<AttemptRow[]> {
  return rowsOf<AttemptRow>('quiz_attempts', 't.user_id = $1 and t.quiz_id = $2', [
    person.id,
    quizId,
  ])
}

export async function attemptCount(): Promise<number> {
  const [row] = await sql<{ n: number }>('select count(*)::int as n from public.quiz_attempts')
  return row!.n
}

/**
 * Answers to every question of a quiz: the right options, except for the questions in `wrongOn`,
 * answered with an option that is not right (or, for one taking several, one right option only).
 */
export function answersFor(
  questions: Pick<QuizQuestionRow, 'id' | 'options' | 'multiple'>[],
  keys: Record<string, string[]>,
  wrongOn: readonly string[] = [],
): Record<string, string[]> {
  return Object.fromEntries(
    questions.map((q) => {
      const right = keys[q.id]!
      if (!wrongOn.includes(q.id)) return [q.id, [...right]]
      if (q.multiple) return [q.id, [right[0]!]]
      return [q.id, [q.options.find((o) => !right.includes(o.id))!.id]]
    }),
  )
}

/** The next midnight in Dhaka (UTC+6 all year) after `now`, as the database writes it in JSON. */
export function nextDhakaMidnight(now = new Date()): Date {
  const dhaka = new Date(now.getTime() + 6 * 3600_000)
  return new Date(
    Date.UTC(dhaka.getUTCFullYear(), dhaka.getUTCMonth(), dhaka.getUTCDate() + 1) - 6 * 3600_000,
  )
}

/** The same, read as `postgres` (the clock the database grades by). */
export async function todayStartsInDhaka(): Promise<Date> {
  const [row] = await sql<{ t: Date }>(
    `select date_trunc('day', now() at time zone 'Asia/Dhaka') at time zone 'Asia/Dhaka' as t`,
  )
  return row!.t
}
