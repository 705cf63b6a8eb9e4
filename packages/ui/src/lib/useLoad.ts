import { useCallback, useEffect, useState, type DependencyList } from 'react'

/** Something a page loads: under way, failed, or here with its data. */
export type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T }

/**
 * Loads with `load()` on the first render, whenever `deps` (what `load` reads) change, and on
 * `retry` (which shows `loading` again). A failure is logged (`<what> load failed:`) and becomes
 * `failed`; an answer that comes after `deps` changed is dropped. While `load` cannot run yet (no
 * client) it returns null and the state stays as it is. `setState` puts a newer value in place
 * (after the learner saved it, say).
 */
export function useLoad<T>(what: string, load: () => Promise<T> | null, deps: DependencyList) {
  const [state, setState] = useState<Load<T>>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const request = load()
    if (!request) return
    let cancelled = false
    request.then(
      (data) => {
        if (!cancelled) setState({ state: 'ready', data })
      },
      (error: unknown) => {
        console.warn(`${what} load failed:`, error)
        if (!cancelled) setState({ state: 'failed' })
      },
    )
    return () => {
      cancelled = true
    }
    // `load` is a new function on every render; `deps` are what it reads.
  }, [...deps, attempt])

  const retry = useCallback(() => {
    setState({ state: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  return { state, setState, retry }
}
