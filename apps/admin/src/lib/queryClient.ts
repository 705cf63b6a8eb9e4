/**
 * The console's one store of server state (TanStack Query, docs/decisions/0060): every read is a
 * query under a key of ./queryKeys, every write a mutation that names the keys it makes stale.
 */
import { ApiError } from '@repo/api'
import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** What the write changes: invalidated once it succeeded (./queryKeys' `changedBy`). */
      invalidates?: readonly QueryKey[]
    }
  }
}

/** A refusal reads the same the second time: only a failed network is worth a retry. */
function retryRead(failures: number, error: unknown): boolean {
  return failures < 1 && !(error instanceof ApiError && error.kind !== 'network')
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // the admin's phone switches apps all day: no refetch storm on each return
        refetchOnWindowFocus: false,
        // a tab opened again shows what it had at once; older than this, it reads again behind it
        staleTime: 30_000,
        retry: options.retry === false ? false : retryRead,
      },
      // a write is never sent twice by itself (an approval or a refund)
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      // awaited by the mutation: its button spins until the lists show the change
      onSuccess: (_data, _variables, _context, mutation) =>
        Promise.all(
          (mutation.meta?.invalidates ?? []).map((queryKey) =>
            client.invalidateQueries({ queryKey }),
          ),
        ),
    }),
  })
  return client
}
