/**
 * Keyset pagination, the one way the API reads a list longer than a page: PostgREST answers at
 * most max_rows (1,000) rows, without a word about the rest, so a list is read in an indexed
 * order, each page starting after the last row of the one before (never by offset, which would
 * skip or repeat rows when the list changes in between and scans every row it skips).
 */
import { z } from 'zod'
import { refusal, toApiError, unexpectedResponse, type Operation } from './errors'

/** A position in an order (time, then id to break ties): a page starts or ends at one. */
export interface KeysetCursor {
  /** The row's timestamp, exactly as the database gave it. */
  at: string
  id: string
}

/** One page and where the next one starts. */
export interface KeysetPage<T> {
  rows: T[]
  /** Pass as `after` for the next page; null when this page is the last. */
  next: KeysetCursor | null
  /** Rows matching the query in all, when asked for (`count`); null otherwise. */
  total: number | null
}

export interface KeysetQuery {
  /** The page after this row (the first page when not given). */
  after?: KeysetCursor
  /** Rows per page, 1 to 999 (one under max_rows: a page asks one row more); each list has its default. */
  limit?: number
  /** Also count every matching row (one count, for a progress bar: ask on the first page). */
  count?: boolean
}

/** PostgREST's max_rows: a page never asks for more. */
export const MAX_PAGE_ROWS = 1000

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A page size as given, or `fallback`; refused outside 1 to `max`. A page asks for one row more
 * than it holds (that row says another page follows), and PostgREST stops at max_rows without
 * an error: so at most max_rows - 1, or a full page would read as the last.
 */
export function pageLimit(
  limit: number | undefined,
  fallback: number,
  operation: Operation,
  max = MAX_PAGE_ROWS - 1,
): number {
  const size = limit ?? fallback
  if (!Number.isInteger(size) || size < 1 || size > max) {
    throw refusal(operation, 'page_size', 'invalid', { detail: String(max) })
  }
  return size
}

/**
 * Refuses a cursor that is not a time and a uuid (it may come from an address, tampered with)
 * before it goes into a filter or a call.
 */
export function checkCursor(cursor: KeysetCursor, operation: Operation): KeysetCursor {
  if (!TIMESTAMP.test(cursor.at) || !UUID.test(cursor.id)) {
    throw refusal(operation, 'not_a_position')
  }
  return cursor
}

/**
 * The PostgREST `or` filter for the rows after `cursor` in the order `column`, then id (or
 * `idColumn`), each
 * descending or ascending. The cursor is checked first (it may come from an address, tampered
 * with): a time and a uuid, quoted into the filter.
 */
export function keysetFilter(
  column: string,
  cursor: KeysetCursor,
  order: { descending: boolean; idDescending: boolean },
  operation: Operation,
  idColumn = 'id',
): string {
  checkCursor(cursor, operation)
  const at = `"${cursor.at}"`
  const past = order.descending ? 'lt' : 'gt'
  const idPast = order.idDescending ? 'lt' : 'gt'
  return `${column}.${past}.${at},and(${column}.eq.${at},${idColumn}.${idPast}.${cursor.id})`
}

/** A list's keyset order: by `column`, then `idColumn` (default id) to break ties. */
export interface KeysetOrder {
  column: string
  idColumn?: string
  descending: boolean
  idDescending: boolean
}

/** Newest first, (created_at desc, id desc): the order of most lists. */
export const newestFirst: KeysetOrder = {
  column: 'created_at',
  descending: true,
  idDescending: true,
}

/** The part of a PostgREST request a keyset page needs. */
interface OrderableRequest<Self> {
  or(filters: string): Self
  order(column: string, options: { ascending: boolean }): Self
  limit(rows: number): Self
}

/** What a PostgREST request answers: its rows, or the error. */
interface ListResponse<Row> {
  data: Row[] | null
  error: unknown
  status: number
  count: number | null
}

/** Where a keyset page starts and how it reads: see `readKeysetPage`. */
export interface KeysetRead<Row, T> {
  order: KeysetOrder
  /** The page starts after this row (the first page when not given). */
  after: KeysetCursor | undefined
  limit: number
  operation: Operation
  /** The position of a row in `order`. */
  cursorOf: (row: Row) => KeysetCursor
  toRow: (row: Row) => T
  /** The request counts its matching rows (select with { count: 'exact' }): the page's total. */
  counted?: boolean
}

/**
 * One page of `request` read in `order` after `after` (from the start when not given): asks
 * for one row more than `limit` (that row only says another page follows) and throws the
 * ApiError of a refused read.
 */
export async function readKeysetPage<
  Row,
  T,
  R extends OrderableRequest<R> & PromiseLike<ListResponse<Row>>,
>(request: R & PromiseLike<ListResponse<Row>>, read: KeysetRead<Row, T>): Promise<KeysetPage<T>> {
  const { limit, operation } = read
  const { data, error, status, count } = await inKeysetOrder(
    request,
    read.order,
    read.after,
    limit,
    operation,
  )
  if (error) throw toApiError(error, operation, status)
  return keysetPage(
    data ?? [],
    limit,
    read.cursorOf,
    read.toRow,
    read.counted ? (count ?? null) : null,
  )
}

/**
 * `request` read in `order` after `after` (from the start when not given), asking for one row
 * more than `limit`: that row only says another page follows.
 */
export function inKeysetOrder<R extends OrderableRequest<R>>(
  request: R,
  order: KeysetOrder,
  after: KeysetCursor | undefined,
  limit: number,
  operation: Operation,
): R {
  const idColumn = order.idColumn ?? 'id'
  const from = after
    ? request.or(keysetFilter(order.column, after, order, operation, idColumn))
    : request
  return from
    .order(order.column, { ascending: !order.descending })
    .order(idColumn, { ascending: !order.idDescending })
    .limit(limit + 1)
}

/**
 * The page of `rows` fetched with `limit + 1` (the extra row only says another page follows),
 * its next cursor taken from the page's last row.
 */
export function keysetPage<R, T>(
  rows: readonly R[],
  limit: number,
  cursorOf: (row: R) => KeysetCursor,
  toRow: (row: R) => T,
  total: number | null,
): KeysetPage<T> {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    rows: page.map(toRow),
    next: rows.length > limit && last ? cursorOf(last) : null,
    total,
  }
}

/** How many rows a list holds: exact, or above the database's threshold its estimate. */
export interface ListTotal {
  count: number
  /** The planner's estimate (above 10,000 matching rows): show it as "about". */
  estimated: boolean
}

const totalSchema = z.object({
  total: z.coerce.number().int().nonnegative(),
  estimated: z.boolean(),
})

/** A count function's answer ({"total": n, "estimated": bool}) as a ListTotal. */
export function listTotal(data: unknown, operation: Operation, status?: number): ListTotal {
  const parsed = totalSchema.safeParse(data)
  if (!parsed.success) throw unexpectedResponse(operation, parsed.error, status)
  return { count: parsed.data.total, estimated: parsed.data.estimated }
}

/** A count function's call, answered: its ListTotal, or its error as the ApiError of `operation`. */
export async function countTotal(
  call: PromiseLike<{ data: unknown; error: object | null; status: number }>,
  operation: Operation,
): Promise<ListTotal> {
  const { data, error, status } = await call
  if (error) throw toApiError(error, operation, status)
  return listTotal(data, operation, status)
}
