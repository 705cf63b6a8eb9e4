/**
 * What the feature modules read and refuse the same way: ids, the caller's id, a function's
 * rows, the objects of a stored jsonb list, a schema's first rule broken, a write that changed
 * no row. No zod here: the learner's quiz page loads this module.
 */
import type { ApiClient } from './client'
import type { Json, Tables, TablesInsert, TablesUpdate } from './database.types'
import {
  ApiError,
  answered,
  refusal,
  toApiError,
  unexpectedResponse,
  type Answer,
  type ApiCode,
  type DatabaseHint,
  type Operation,
} from './errors'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An id shaped as the database makes them (anything else is refused or read as "none"). */
export const isUuid = (value: string): boolean => uuidPattern.test(value)

/** The signed-in user's id from the client's session (no request), or the session-ended error. */
export async function sessionUserId(client: ApiClient, operation: Operation): Promise<string> {
  const { data, error } = await client.auth.getSession()
  if (error) throw toApiError(error, operation)
  const id = data.session?.user.id
  if (!id) throw new ApiError({ kind: 'session', operation })
  return id
}

/**
 * A column of a function's row that may be null: the generated types never say so of a
 * function's columns (Postgres does not tell, joins or not), so such a column is read this way.
 */
export const orNull = (value: string | null | undefined): string | null => value ?? null

/**
 * The one row `read` finds by an id (its `maybeSingle`), or null: there is none, the caller may
 * not read it (RLS), or `id` is not a uuid (no request then).
 */
export async function rowByUuid<R>(
  id: string,
  operation: Operation,
  read: (uuid: string) => PromiseLike<Answer<R | null>>,
): Promise<R | null> {
  if (!isUuid(id)) return null
  return answered(await read(id), operation)
}

/** A read of a table that holds a user's and a course's columns. */
interface CourseRowsQuery<Q> {
  eq(column: 'user_id' | 'course_id', value: string): Q
}

/**
 * The caller's own rows of a course: `query` kept to them (the course's staff may read its
 * other rows too), then `finish`ed (ordered, limited, or one row), or its error thrown.
 */
export async function myCourseRows<Q extends CourseRowsQuery<Q>, R>(
  client: ApiClient,
  courseId: string,
  operation: Operation,
  query: Q,
  finish: (mine: Q) => PromiseLike<Answer<R>>,
): Promise<R> {
  const userId = await sessionUserId(client, operation)
  return answered(await finish(query.eq('user_id', userId).eq('course_id', courseId)), operation)
}

/** The rows of a function's answer, or the unexpected-response error. */
export function rowsOf<R>(
  answer: { data: R[] | null; error: unknown; status: number },
  operation: Operation,
): R[] {
  if (answer.error) throw toApiError(answer.error, operation, answer.status)
  if (!Array.isArray(answer.data)) throw unexpectedResponse(operation, answer.data, answer.status)
  return answer.data
}

/** The objects of a stored jsonb list; anything else in it is dropped (the database refuses it anyway). */
export function jsonObjects(value: Json | null | undefined): { [key: string]: Json | undefined }[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) =>
    item === null || typeof item !== 'object' || Array.isArray(item) ? [] : [item],
  )
}

interface SchemaError {
  issues: readonly { message: string; path: readonly PropertyKey[] }[]
}

/**
 * A rule of @repo/courses' schemas broken: refused before asking, with the rule's code and the
 * field at fault (the first part of its path). For a list (`listed`): the last named part, and
 * the item at fault (from 1) as the detail.
 */
export function schemaRefusal<I extends SchemaError['issues'][number]>(
  operation: Operation,
  error: { issues: readonly I[] },
  codeOf: (issue: I) => ApiCode,
  listed = false,
): ApiError {
  const issue = error.issues[0]!
  const field = listed ? issue.path.findLast((part) => typeof part === 'string') : issue.path[0]
  const index = listed ? issue.path.find((part) => typeof part === 'number') : undefined
  return refusal(operation, codeOf(issue), 'invalid', {
    field: typeof field === 'string' ? field : undefined,
    detail: typeof index === 'number' ? String(index + 1) : undefined,
    cause: error,
  })
}

/**
 * A write (that selects the ids it changed) answered: its error thrown, or not_found when it
 * changed no row (RLS turns a stranger's write into no rows, and the row may be gone already):
 * said so rather than pretend it worked.
 */
export function changedSome(
  answer: { data: readonly unknown[] | null; error: unknown; status: number },
  operation: Operation,
  hint?: DatabaseHint,
): void {
  if (answer.error) throw toApiError(answer.error, operation, answer.status)
  if (!answer.data || answer.data.length === 0)
    throw new ApiError({ kind: 'not_found', operation, status: answer.status, hint })
}

/** `snake_case` as `camelCase`, as a type: `title_bn` is `titleBn`. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S

/** The names of a select's list of columns, as a type: `'id, title_bn'` is `'id' | 'title_bn'`. */
export type ColumnsOf<S extends string> = S extends `${infer Head}, ${infer Tail}`
  ? Head | ColumnsOf<Tail>
  : S

/** The columns of a row the apps read, under their camelCase names (`title_bn` as `titleBn`). */
export type CamelRow<Row, Columns extends string> = {
  [K in ColumnsOf<Columns> & keyof Row as K extends string ? Camel<K> : never]: Row[K]
}

const camel = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * A row as the apps read it: the `columns` a module selects (a select's list, `'id, title_bn'`),
 * each under its camelCase name, the values as they are. A function that answers more columns
 * than the module reads (a whole row) leaks none of the others.
 */
export function camelRow<Row extends object, Columns extends string>(
  row: Row,
  columns: Columns,
): CamelRow<Row, Columns> {
  const values = row as Record<string, unknown>
  return Object.fromEntries(
    columns.split(', ').map((column) => [camel(column), values[column]]),
  ) as CamelRow<Row, Columns>
}

/** The `columns` of a row to write, each the value under its camelCase name (camelRow's inverse). */
export function snakeFields<Values extends object, Columns extends string>(
  values: Values,
  columns: Columns,
): { [K in ColumnsOf<Columns>]: Values[Camel<K> & keyof Values] } {
  const named = values as Record<string, unknown>
  return Object.fromEntries(
    columns.split(', ').map((column) => [column, named[camel(column)]]),
  ) as { [K in ColumnsOf<Columns>]: Values[Camel<K> & keyof Values] }
}

/**
 * Adds a row of a course (no id) or edits one (with id: its course stays), writing the `writes`
 * columns from the item's camelCase fields (as snakeFields), and answers the stored row's
 * `columns`. The console's lessons, projects and quizzes save this way.
 */
export async function saveCourseRow<
  T extends 'lessons' | 'projects' | 'quizzes',
  C extends string,
  W extends string,
>(
  client: ApiClient,
  table: T,
  columns: C,
  item: { id?: string; courseId: string },
  writes: ColumnsOf<W> extends keyof TablesUpdate<T> ? W : never,
  operation: Operation,
): Promise<Pick<Tables<T>, ColumnsOf<C> & keyof Tables<T>>> {
  // one builder for the three tables (the client's types cannot follow a table chosen by T)
  const from = client.from(table as 'lessons')
  const fields = snakeFields(item, writes) as TablesUpdate<'lessons'>
  const write = item.id
    ? from.update(fields).eq('id', item.id)
    : from.insert({ ...fields, course_id: item.courseId } as TablesInsert<'lessons'>)
  const { data, error, status } = await write.select(columns).single()
  if (error) throw toApiError(error, operation, status)
  return data as unknown as Pick<Tables<T>, ColumnsOf<C> & keyof Tables<T>>
}
