/**
 * A list read one page at a time from the server (issue 24, docs/decisions/0056 and 0060):
 * keyset pages (each starts after the last row of the one before, @repo/api's keyset.ts) read
 * through TanStack Query under the list's key (./queries), the page kept on screen while the next
 * one loads, the position in the address (?after=…, ./pageToken), and one way back to page 1 from
 * a link that is not a position of the list. ./PageControls shows where the admin is.
 */
import { ApiError, type CountedList, type KeysetCursor, type ListTotal } from '@repo/api'
import { hashKey, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useAdminApi } from './api'
import { loadState, type LoadState } from './loadState'
import { decodePageToken, encodePageToken } from './pageToken'
import { queries, type PagedList } from './queries'

/** The address's parameter of the page position. */
export const PAGE_PARAM = 'after'

export const pageNotices = {
  badToken: 'That page link is not valid (it may have been edited or cut short): showing page 1.',
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
  rows: T[]
  next: KeysetCursor | null
  /** 0 for page 1. */
  index: number
  /** The list it is a page of (its key, hashed): only its own pages stand in for each other. */
  list: string
}

/**
 * The pages of `list`, `pageSize` rows each, the position in the address. Another list (another
 * search or filter: another key) is read from its own start.
 */
export function useKeysetPages<T>(list: PagedList<T>, pageSize: number): KeysetPages<T> {
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

  const listId = hashKey(list.key)
  const page = useQuery({
    queryKey: [...list.key, 'page', after ?? null],
    queryFn: async (): Promise<ShownPage<T>> => ({
      ...(await list.fetchPage({ limit: pageSize, ...(after ? { after } : {}) })),
      index: starts.length,
      list: listId,
    }),
    // the page before stays on screen while the next one of the same list loads
    placeholderData: (previous) => (previous?.list === listId ? previous : undefined),
  })
  const fetchTotal = list.fetchTotal
  const total = useQuery({
    queryKey: [...list.key, 'count'],
    queryFn: () => fetchTotal!(),
    enabled: fetchTotal !== undefined,
  })

  // A token the server refused (not a position in this list) is read as page 1, and said so.
  const refused = page.error instanceof ApiError && page.error.kind === 'invalid' && !!after
  const broken = decoded === null || refused
  useEffect(() => {
    if (broken) goTo([], { replace: true, notice: pageNotices.badToken })
  }, [broken, goTo])

  // A page emptied meanwhile (its rows decided, a stale link) gives way to the one before.
  const emptied =
    page.isSuccess && !page.isPlaceholderData && page.data.rows.length === 0 && !!after
  useEffect(() => {
    if (emptied && token) goTo((decodePageToken(token) ?? []).slice(0, -1), { replace: true })
  }, [emptied, goTo, token])

  const shown = page.data
  const nextStart = shown && !page.isPlaceholderData ? shown.next : null
  const state = loadState(page)
  return {
    state: state.status === 'ready' ? { status: 'ready', data: state.data.rows } : state,
    first: (shown?.index ?? starts.length) * pageSize + 1,
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
      if (fetchTotal) void total.refetch()
    },
    notice,
  }
}

/** Rows per page of a tab's list. */
export const TAB_PAGE_SIZE = 50

/** The tabs' lists that are only paged and counted, by their name. */
const countedLists = {
  active_users: queries.users.list,
  leads: queries.leads.list,
  failed_mails: queries.failedMails.list,
} as const satisfies Partial<Record<CountedList, unknown>>

type CountedTabList = keyof typeof countedLists
type CountedRow<L extends CountedTabList> =
  ReturnType<(typeof countedLists)[L]> extends PagedList<infer T> ? T : never

/**
 * A tab's list that is only paged and counted (Active users, Leads, Failed mails): newest first,
 * 50 a page from the server, counted by its name once per load (issue 24, 0058).
 */
export function useCountedPages<L extends CountedTabList>(list: L): KeysetPages<CountedRow<L>> {
  const api = useAdminApi()
  // the list's own factory: its rows are CountedRow<L> (TypeScript cannot pair them itself)
  const paged = countedLists[list](api) as PagedList<CountedRow<L>>
  return useKeysetPages(paged, TAB_PAGE_SIZE)
}
