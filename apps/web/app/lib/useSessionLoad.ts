import { useLoad } from '@repo/ui'
import type { DependencyList } from 'react'
import { useSession } from './session'
import type { SupabaseClient } from './supabase'

/**
 * A page's data read through the learner's session (a project's, a quiz's): loading until the
 * session's client is known, then `load` with the learner's id (null for a visitor), again when
 * `deps` (what `load` reads besides the session) change.
 */
export function useSessionLoad<T>(
  what: string,
  load: (client: SupabaseClient, userId: string | null) => Promise<T>,
  deps: DependencyList,
) {
  const session = useSession()
  const client =
    session.status === 'signed-in' || session.status === 'signed-out' ? session.client : null
  const userId = session.status === 'signed-in' ? session.session.user.id : null
  const { state, setState, retry } = useLoad(what, () => (client ? load(client, userId) : null), [
    client,
    userId,
    ...deps,
  ])
  return { session, client, userId, state, setState, retry }
}
