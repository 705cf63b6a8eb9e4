/**
 * A list read one page at a time from the server (issue 24, docs/decisions/0056): keyset pages
 * (each starts after the last row of the one before, lib @repo/api keyset.ts), Previous and
 * Next, and where the admin is: "1–50 of 2,507", or "of about 120,000" when the total is the
 * database's estimate.
 */
import { Button, Group, Text } from '@mantine/core'
import type { KeysetCursor, KeysetPage, ListTotal } from '@repo/api'
import { useCallback, useEffect, useState } from 'react'
import type { LoadState } from './useLoader'

const numbers = new Intl.NumberFormat('en')

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

export interface KeysetPages<T> {
  /** The current page's rows. */
  state: LoadState<T[]>
  /** The row number of the page's first row (1-based). */
  first: number
  total: ListTotal | null
  hasPrevious: boolean
  hasNext: boolean
  previous: () => void
  next: () => void
  /** Loads the current page (and the total) again, from the same position. */
  reload: () => void
  /** Drops the rows a decision took off the list (approve, reject), one fewer in the total each. */
  remove: (gone: (row: T) => boolean) => void
}

/**
 * The pages of a list. `fetchPage` reads the page after a position (the first page when
 * undefined); a new `fetchPage` (another search or filter) is another list, read again from
 * page 1. `fetchTotal` counts it (once per list and per reload, never per page); without it the
 * total is the one the first page counted (`KeysetPage.total`).
 */
export function useKeysetPages<T>(
  fetchPage: (after: KeysetCursor | undefined) => Promise<KeysetPage<T>>,
  pageSize: number,
  fetchTotal?: () => Promise<ListTotal>,
): KeysetPages<T> {
  // where each page visited starts: Previous goes back to the page's own start, not an offset
  const [starts, setStarts] = useState<(KeysetCursor | undefined)[]>([undefined])
  const [state, setState] = useState<LoadState<T[]>>({ status: 'loading' })
  const [nextStart, setNextStart] = useState<KeysetCursor | null>(null)
  const [total, setTotal] = useState<ListTotal | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [list, setList] = useState(() => fetchPage)
  if (list !== fetchPage) {
    // another list: page 1, nothing known of it yet
    setList(() => fetchPage)
    setStarts([undefined])
    setState({ status: 'loading' })
    setNextStart(null)
    setTotal(null)
  }
  const after = starts.at(-1)

  useEffect(() => {
    let current = true
    list(after).then(
      (page) => {
        if (!current) return
        setState({ status: 'ready', data: page.rows })
        setNextStart(page.next)
        if (!fetchTotal && page.total !== null) setTotal({ count: page.total, estimated: false })
      },
      (error: unknown) => current && setState({ status: 'error', error }),
    )
    return () => {
      current = false
    }
  }, [list, after, attempt, fetchTotal])

  useEffect(() => {
    if (!fetchTotal) return
    let current = true
    fetchTotal().then(
      (counted) => current && setTotal(counted),
      // the page still shows; its place reads "1–50" without a total
      (error: unknown) => {
        if (current) setTotal(null)
        console.warn('Counting the list failed:', error)
      },
    )
    return () => {
      current = false
    }
  }, [fetchTotal, attempt])

  const go = useCallback((change: (s: (KeysetCursor | undefined)[]) => typeof s) => {
    setState({ status: 'loading' })
    setStarts(change)
  }, [])
  const reload = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  const remove = useCallback(
    (gone: (row: T) => boolean) => {
      if (state.status !== 'ready') return
      const left = state.data.filter((r) => !gone(r))
      const removed = state.data.length - left.length
      if (removed === 0) return
      setTotal((t) => (t && !t.estimated ? { ...t, count: Math.max(0, t.count - removed) } : t))
      if (left.length > 0) setState({ status: 'ready', data: left })
      // a page emptied by decisions reads again from its start (the next rows move up), or the
      // last page, emptied, gives way to the one before
      else if (nextStart) reload()
      else if (starts.length > 1) go((s) => s.slice(0, -1))
      else setState({ status: 'ready', data: left })
    },
    [state, reload, go, nextStart, starts.length],
  )

  return {
    state,
    first: (starts.length - 1) * pageSize + 1,
    total,
    hasPrevious: starts.length > 1,
    hasNext: nextStart !== null && state.status === 'ready',
    previous: () => go((s) => (s.length > 1 ? s.slice(0, -1) : s)),
    next: () => {
      if (nextStart) go((s) => [...s, nextStart])
    },
    reload,
    remove,
  }
}

/** "1–50 of 2,507" with Previous and Next, for the list named `label` ("Pending requests"). */
export function PageControls<T>({ pages, label }: { pages: KeysetPages<T>; label: string }) {
  const shown = pages.state.status === 'ready' ? pages.state.data.length : null
  return (
    <Group justify="space-between" component="nav" aria-label={`${label} pages`} gap="xs">
      <Text size="sm" aria-live="polite">
        {shown !== null && shown > 0 ? formatRange(pages.first, shown, pages.total) : ''}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          disabled={!pages.hasPrevious || pages.state.status === 'loading'}
          onClick={pages.previous}
        >
          Previous
        </Button>
        <Button variant="default" size="xs" disabled={!pages.hasNext} onClick={pages.next}>
          Next
        </Button>
      </Group>
    </Group>
  )
}
