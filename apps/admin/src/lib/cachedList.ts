/**
 * A list read once and then kept by its writes: each write answers what it stored, so the cached
 * list changes in place and is not read again.
 */
import {
  useQuery,
  useQueryClient,
  type DataTag,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query'

/** A list's read as its factory in ./queries gives it (`queryOptions`): its key carries its rows' type. */
export type ListRead<T, K extends QueryKey> = UseQueryOptions<T[], Error, T[], K> & {
  queryKey: DataTag<K, T[], Error>
}

/**
 * The list `read` reads (what `select` keeps of it, if given) and the setter that changes its
 * cached rows in place: `setRows((rows) => …)`.
 */
export function useCachedList<T, K extends QueryKey, S = T[]>(
  read: ListRead<T, K>,
  select?: (rows: T[]) => S,
) {
  const queryClient = useQueryClient()
  const result = useQuery<T[], Error, S, K>({ ...read, select })
  // the key widened here: its tag is generic in K, and the rows are T[] by the type of `read`
  const setRows = (change: (rows: T[]) => T[]) =>
    queryClient.setQueryData<T[], QueryKey>(read.queryKey, (rows) => change(rows ?? []))
  return [result, setRows] as const
}
