import type { KeysetCursor, KeysetPage } from '@repo/api'
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'

/** A list read a page at a time: the first page's state, the rows so far, where the next starts. */
export interface Pages<T> {
  status: 'loading' | 'ready' | 'failed'
  rows: T[]
  next: KeysetCursor | null
  /** The next page's own state ("Show more"). */
  more: 'idle' | 'loading' | 'failed'
}

/**
 * A keyset list (newest activity first for questions, oldest first for answers): the first page
 * when `deps` change (or null while it cannot be read yet), the next on `showMore`, each after
 * the last row of the one before. `reload` reads the first page again and keeps what is shown
 * until it lands (after a send); `update` changes one row in place.
 */
export function usePages<T extends { id: string }>(
  what: string,
  load: (after?: KeysetCursor) => Promise<KeysetPage<T>> | null,
  deps: DependencyList,
) {
  const start: Pages<T> = { status: 'loading', rows: [], next: null, more: 'idle' }
  const [pages, setPages] = useState<Pages<T>>(start)
  const [attempt, setAttempt] = useState(0)
  const loader = useRef(load)
  useEffect(() => {
    loader.current = load
  })
  // Each first page read starts a generation: a "more" read for an older one is dropped.
  const generation = useRef(0)

  useEffect(() => {
    const request = loader.current()
    if (!request) return
    const mine = ++generation.current
    request.then(
      (page) => {
        if (generation.current === mine)
          setPages({ status: 'ready', rows: page.rows, next: page.next, more: 'idle' })
      },
      (error: unknown) => {
        console.warn(`${what} load failed:`, error)
        if (generation.current === mine) setPages((p) => ({ ...p, status: 'failed' }))
      },
    )
    // `load` is a new function on every render; `deps` are what it reads.
  }, [...deps, attempt])

  const showMore = useCallback(async () => {
    const after = pages.next
    if (!after || pages.more === 'loading') return
    const mine = generation.current
    setPages((p) => ({ ...p, more: 'loading' }))
    try {
      const page = await loader.current(after)
      if (!page || generation.current !== mine) return
      setPages((p) => {
        const known = new Set(p.rows.map((r) => r.id))
        const rows = [...p.rows, ...page.rows.filter((r) => !known.has(r.id))]
        return { ...p, rows, next: page.next, more: 'idle' }
      })
    } catch (error) {
      console.warn(`${what}: the next page failed:`, error)
      if (generation.current === mine) setPages((p) => ({ ...p, more: 'failed' }))
    }
  }, [pages.next, pages.more, what])

  /** After a failed first page: shows loading, and reads it again. */
  const retry = useCallback(() => {
    setPages({ status: 'loading', rows: [], next: null, more: 'idle' })
    setAttempt((n) => n + 1)
  }, [])

  /** Reads the first page again; what is shown stays until it lands. */
  const reload = useCallback(() => setAttempt((n) => n + 1), [])

  const update = useCallback((id: string, change: (row: T) => T) => {
    setPages((p) => ({ ...p, rows: p.rows.map((r) => (r.id === id ? change(r) : r)) }))
  }, [])

  const updateAll = useCallback((change: (row: T) => T) => {
    setPages((p) => ({ ...p, rows: p.rows.map(change) }))
  }, [])

  /** A row written here, shown at once at the end (an answer: the list is oldest first). */
  const append = useCallback((row: T) => {
    setPages((p) => (p.rows.some((r) => r.id === row.id) ? p : { ...p, rows: [...p.rows, row] }))
  }, [])

  return { pages, showMore, retry, reload, update, updateAll, append }
}
