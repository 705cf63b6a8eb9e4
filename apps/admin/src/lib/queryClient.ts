/**
 * The console's one store of server state (TanStack Query, docs/decisions/0060 and 0079): every
 * read is a query of a factory in ./queries, every write a mutation that names the keys it makes
 * stale (./queries' `changedBy`) and whose failure the admin is told of here, once.
 */
import { ApiError } from '@repo/api'
import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { notifyError } from './notify'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * What the write changes (./queries' `changedBy`): read again once it settled, a failure
       * included (it may have failed because the data moved meanwhile).
       */
      invalidates?: readonly QueryKey[]
      /** false: the write shows its failure itself (on its form), not as a notification. */
      toast?: boolean
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
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toast !== false) notifyError(error)
      },
      // awaited by the mutation: its button spins until the lists show the change
      onSettled: (_data, _error, _variables, _context, mutation) =>
        Promise.all(
          (mutation.meta?.invalidates ?? []).map((queryKey) =>
            client.invalidateQueries({ queryKey }),
          ),
        ),
    }),
  })
  return client
}
