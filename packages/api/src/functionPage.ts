/**
 * One keyset page of a database function that takes where to start (after a row's time and
 * id) and how many rows to answer: the Questions, answers and the mentors' queue read this way.
 */
import type { Operation } from './errors'
import { checkCursor, keysetPage, pageLimit } from './keyset'
import type { KeysetCursor, KeysetPage, KeysetQuery, ListTotal } from './keyset'
import { rowsOf } from './rows'

export interface FunctionPageRead<Row extends { id: string }, T> {
  operation: Operation
  query: KeysetQuery
  /** Rows per page when not told. */
  pageSize: number
  /** The most a page may hold (the function's own limit), when under PostgREST's. */
  maxPageSize?: number
  /** Calls the function: the page after `after` (checked), `pageRows` rows at the most. */
  call: (
    after: KeysetCursor | undefined,
    pageRows: number,
  ) => PromiseLike<{ data: Row[] | null; error: unknown; status: number }>
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
export async function functionPage<Row extends { id: string }, T>(
  read: FunctionPageRead<Row, T>,
): Promise<KeysetPage<T>> {
  const { operation, query } = read
  const limit = pageLimit(query.limit, read.pageSize, operation, read.maxPageSize)
  const after = query.after && checkCursor(query.after, operation)
  const rows = rowsOf(await read.call(after, limit + 1), operation)
  const total = query.count && read.count ? (await read.count()).count : null
  return keysetPage(rows, limit, (row) => ({ at: read.at(row), id: row.id }), read.toRow, total)
}
