import type { UseQueryResult } from '@tanstack/react-query'

/** What a part of the console has of something it reads: loading, the failure, or the data. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T }

/** A query as the console's states show it: Try again shows the spinner while it reads again. */
export function loadState<T>(query: UseQueryResult<T>): LoadState<T> {
  if (query.isSuccess) return { status: 'ready', data: query.data }
  if (query.isError && !query.isFetching) return { status: 'error', error: query.error }
  return { status: 'loading' }
}

/**
 * A query as Loaded, LoadedRows and LoadedTable take it: its state, and Try again that reads it
 * again.
 */
export function queryLoad<T>(query: UseQueryResult<T>): {
  state: LoadState<T>
  onRetry: () => void
} {
  return { state: loadState(query), onRetry: () => void query.refetch() }
}
