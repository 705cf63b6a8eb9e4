import { useCallback, useEffect, useState } from 'react'

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T }

/**
 * Loads once on mount (and again on `reload`). `load` must be stable (the api object's methods
 * are). `update` edits the loaded data in place, e.g. to drop a row after an action.
 */
export function useLoader<T>(load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    )
    return () => {
      current = false
    }
  }, [load, attempt])

  const reload = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  const update = useCallback((change: (data: T) => T) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', data: change(s.data) } : s))
  }, [])

  return { state, reload, update }
}
