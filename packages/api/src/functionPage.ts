/**
 * One keyset page of a database function that takes where to start (after a row's time and
 * id) and how many rows to answer: the Questions, answers, the mentors' queue, Pending, Active
 * Users and a course's learners read this way.
 */
import type { Operation } from './errors'
import { checkCursor, keysetPage, pageLimit } from './keyset'
import type { KeysetPage, KeysetQuery, ListTotal } from './keyset'
import { rowsOf } from './rows'

/**
 * Where a page starts (a time argument and the id argument, none for the first) and its size.
 */
type PageArguments = { page_size: number } & Record<string, string | number>

export interface FunctionPageRead<Row extends Record<Id, string>, T, Id extends string = 'id'> {
  operation: Operation
  query: KeysetQuery
  /** Rows per page when not told. */
  pageSize: number
  /** The most a page may hold (the function's own limit), when under PostgREST's. */
  maxPageSize?: number
  /** The function's argument of the time a page starts after (beside after_id). */
  afterAt: `after_${string}`
  /** Calls the function with `page`: where it starts (checked) and page_size. */
  call: (page: PageArguments) => PromiseLike<{ data: Row[] | null; error: unknown; status: number }>
  /**
   * The row's id column when not `id` (the user's: `user_id`); the function's argument of the
   * id a page starts after is named after it (`after_id`, `after_user_id`).
   */
  idColumn?: Id
  /** The row's time in the function's order (the id breaks ties). */
  at: (row: Row) => string
  toRow: (row: Row) => T
  /** How many rows match in all, read when the query asks (`count`). */
  count?: () => Promise<ListTotal>
}

/**
 * Refuses a bad page size or cursor before asking, asks one row more than the page (that row
 * only says another page follows) and answers the page, its next position and, when asked,
 * the total.
 */
export async function functionPage<Row extends Record<Id, string>, T, Id extends string = 'id'>(
  read: FunctionPageRead<Row, T, Id>,
): Promise<KeysetPage<T>> {
  const { operation, query } = read
  // Id is 'id' exactly when idColumn is not given (its default).
  const idColumn = read.idColumn ?? ('id' as Id)
  const limit = pageLimit(query.limit, read.pageSize, operation, read.maxPageSize)
  const after = query.after && checkCursor(query.after, operation)
  const pageSize = limit + 1
  const page: PageArguments = after
    ? { [read.afterAt]: after.at, [`after_${idColumn}`]: after.id, page_size: pageSize }
    : { page_size: pageSize }
  const rows = rowsOf(await read.call(page), operation)
  const total = query.count && read.count ? (await read.count()).count : null
  return keysetPage(
    rows,
    limit,
    (row) => ({ at: read.at(row), id: row[idColumn] }),
    read.toRow,
    total,
  )
}
