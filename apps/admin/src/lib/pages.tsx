/**
 * A list read one page at a time from the server (issue 24, docs/decisions/0056 and 0060):
 * keyset pages (each starts after the last row of the one before, @repo/api's keyset.ts) read
 * through TanStack Query, the page kept on screen while the next one loads, the position in the
 * address (?after=…, lib/pageToken), and where the admin is: "1–50 of 2,507", or "of about
 * 120,000" when the total is the database's estimate.
 */
import { Alert, Button, Group, Text } from '@mantine/core'
import {
  ApiError,
  type CountedList,
  type KeysetCursor,
  type KeysetPage,
  type ListTotal,
} from '@repo/api'
import { useQuery, type QueryKey } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useAdminApi, type AdminApi } from './api'
import { LoadedTable, type LoadedTableProps } from './DataTable'
import { loadState, type LoadState } from './loadState'
import { decodePageToken, encodePageToken } from './pageToken'
import { queryKeys } from './queryKeys'

const numbers = new Intl.NumberFormat('en')

/** The address's parameter of the page position. */
export const PAGE_PARAM = 'after'

export const pageNotices = {
  badToken: 'That page link is not valid (it may have been edited or cut short): showing page 1.',
}

/** An estimate to two significant figures (123,456: about 120,000), never below what is known. */
function roughly(count: number): number {
  return count < 100 ? count : Number(count.toPrecision(2))
}

/**
 * "1–50 of 2,507" for the `shown` rows starting at row `first` (1-based); "of about 120,000"
 * when the total is an estimate; "1–50" when it is unknown. A total smaller than the rows seen
 * (rows added since it was counted) reads as the rows seen.
 */
export function formatRange(first: number, shown: number, total: ListTotal | null): string {
  const last = first + shown - 1
  const range = shown === 0 ? '0' : `${numbers.format(first)}–${numbers.format(last)}`
  if (!total) return range
  const count = Math.max(total.count, last)
  return total.estimated
    ? `${range} of about ${numbers.format(roughly(count))}`
    : `${range} of ${numbers.format(count)}`
}

/** What a list asks for one page: `pageSize` rows, after the last row of the page before. */
export interface PageQuery {
  limit: number
  after?: KeysetCursor
}

/** One list: its keys, how to read a page and, once per list, its total. */
export interface PagedList<T> {
  pageKey: (after: KeysetCursor | undefined) => QueryKey
  fetchPage: (query: PageQuery) => Promise<KeysetPage<T>>
  countKey: QueryKey
  fetchTotal: () => Promise<ListTotal>
  pageSize: number
}

export interface KeysetPages<T> {
  /** The rows on screen: the page asked for, or the one before it while it loads. */
  state: LoadState<T[]>
  /** The row number of the shown page's first row (1-based). */
  first: number
  total: ListTotal | null
  /** The next page is on its way (the shown rows are the page before it). */
  moving: boolean
  hasPrevious: boolean
  hasNext: boolean
  previous: () => void
  next: () => void
  /** Reads the shown page (and the total) again, from the same position. */
  reload: () => void
  /** Why the admin is on page 1 rather than the page the address named. */
  notice: string | null
}

interface ShownPage<T> {
  page: KeysetPage<T>
  /** 0 for page 1. */
  index: number
}

/**
 * The pages of a list, its position in the address. A new `pageKey` of the same `countKey` is
 * the same list at another page (the page before stays shown meanwhile); another `countKey` is
 * another list (another search or filter), read from its own start.
 */
export function useKeysetPages<T>(list: PagedList<T>): KeysetPages<T> {
  const [params, setParams] = useSearchParams()
  const token = params.get(PAGE_PARAM)
  const decoded = token === null ? [] : decodePageToken(token)
  const starts = decoded ?? []
  const after = starts.at(-1)
  // why the admin was sent to page 1 travels with that navigation, and leaves with the next
  const { state: navigation } = useLocation() as { state: { pageNotice?: string } | null }
  const notice = navigation?.pageNotice ?? null

  const goTo = useCallback(
    (next: readonly KeysetCursor[], how: { replace: boolean; notice?: string }) =>
      setParams(
        (now) => {
          const changed = new URLSearchParams(now)
          if (next.length === 0) changed.delete(PAGE_PARAM)
          else changed.set(PAGE_PARAM, encodePageToken(next))
          return changed
        },
        { replace: how.replace, state: how.notice ? { pageNotice: how.notice } : null },
      ),
    [setParams],
  )

  const page = useQuery({
    queryKey: list.pageKey(after),
    queryFn: async (): Promise<ShownPage<T>> => ({
      page: await list.fetchPage({ limit: list.pageSize, ...(after ? { after } : {}) }),
      index: starts.length,
    }),
    // the page before stays on screen while the next one of the same list loads
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameList(previousQuery.queryKey, list.pageKey(after)) ? previous : undefined,
  })
  const total = useQuery({ queryKey: list.countKey, queryFn: list.fetchTotal })

  // A token the server refused (not a position in this list) is read as page 1, and said so.
  const refused = page.error instanceof ApiError && page.error.kind === 'invalid' && !!after
  const broken = decoded === null || refused
  useEffect(() => {
    if (broken) goTo([], { replace: true, notice: pageNotices.badToken })
  }, [broken, goTo])

  // A page emptied meanwhile (its rows decided, a stale link) gives way to the one before.
  const emptied =
    page.isSuccess && !page.isPlaceholderData && page.data.page.rows.length === 0 && !!after
  useEffect(() => {
    if (emptied && token) goTo((decodePageToken(token) ?? []).slice(0, -1), { replace: true })
  }, [emptied, goTo, token])

  const shown = page.data
  const nextStart = shown && !page.isPlaceholderData ? shown.page.next : null
  const state = loadState(page)
  return {
    state: state.status === 'ready' ? { status: 'ready', data: state.data.page.rows } : state,
    first: (shown?.index ?? starts.length) * list.pageSize + 1,
    total: total.data ?? null,
    moving: page.isPlaceholderData,
    hasPrevious: starts.length > 0,
    hasNext: nextStart !== null,
    previous: () => goTo(starts.slice(0, -1), { replace: false }),
    next: () => {
      if (nextStart) goTo([...starts, nextStart], { replace: false })
    },
    reload: () => {
      void page.refetch()
      void total.refetch()
    },
    notice,
  }
}

/** Rows per page of a tab's list. */
export const TAB_PAGE_SIZE = 50

/** The tabs' lists that are only paged and counted, by their name: their keys and page call. */
const countedLists = {
  active_users: { keys: queryKeys.users, page: 'usersPage' },
  leads: { keys: queryKeys.leads, page: 'leadsPage' },
  failed_mails: { keys: queryKeys.failedMails, page: 'failedMailsPage' },
} as const satisfies Partial<Record<CountedList, { keys: object; page: keyof AdminApi }>>

type CountedTabList = keyof typeof countedLists
type CountedRow<L extends CountedTabList> = Awaited<
  ReturnType<AdminApi[(typeof countedLists)[L]['page']]>
>['rows'][number]

/**
 * A tab's list that is only paged and counted (Active users, Leads, Failed mails): newest first,
 * 50 a page from the server, counted by its name once per load (issue 24, 0058).
 */
export function useCountedPages<L extends CountedTabList>(list: L): KeysetPages<CountedRow<L>> {
  const api = useAdminApi()
  const { keys, page } = countedLists[list]
  return useKeysetPages({
    pageKey: keys.page,
    // the list's own page call: its rows are CountedRow<L> (TypeScript cannot pair them itself)
    fetchPage: api[page] as (query: PageQuery) => Promise<KeysetPage<CountedRow<L>>>,
    countKey: keys.count,
    fetchTotal: () => api.listCount(list),
    pageSize: TAB_PAGE_SIZE,
  })
}

/** Two page keys of one list: the same but for the position, their last part. */
function sameList(a: QueryKey, b: QueryKey): boolean {
  return JSON.stringify(a.slice(0, -1)) === JSON.stringify(b.slice(0, -1))
}

/** "1–50 of 2,507" with Previous and Next, for the list named `label` ("Pending requests"). */
export function PageControls<T>({ pages, label }: { pages: KeysetPages<T>; label: string }) {
  const shown = pages.state.status === 'ready' ? pages.state.data.length : null
  return (
    <>
      {pages.notice && (
        <Alert color="yellow" variant="light" role="status">
          {pages.notice}
        </Alert>
      )}
      <Group
        justify="space-between"
        component="nav"
        aria-label={`${label} pages`}
        aria-busy={pages.moving}
        gap="xs"
      >
        <Text size="sm" aria-live="polite">
          {shown !== null && shown > 0 ? formatRange(pages.first, shown, pages.total) : ''}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={!pages.hasPrevious || pages.state.status === 'loading' || pages.moving}
            onClick={pages.previous}
          >
            Previous
          </Button>
          <Button variant="default" size="xs" disabled={!pages.hasNext} onClick={pages.next}>
            Next
          </Button>
        </Group>
      </Group>
    </>
  )
}

/** A paged list's table under its page controls; `label` names both ("Leads"). */
export function PagedTable<T>({
  pages,
  ...table
}: { pages: KeysetPages<T>; label: string } & Omit<LoadedTableProps<T>, 'state' | 'onRetry'>) {
  return (
    <>
      <PageControls pages={pages} label={table.label} />
      <LoadedTable state={pages.state} onRetry={pages.reload} {...table} />
    </>
  )
}
