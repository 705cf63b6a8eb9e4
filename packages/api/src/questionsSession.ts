import type { ApiClient } from './client'
import { ApiError, toApiError, type Operation } from './errors'

/** The signed-in user's id from the client's session (no request), or the session-ended error. */
export async function sessionUserId(client: ApiClient, operation: Operation): Promise<string> {
  const { data, error } = await client.auth.getSession()
  if (error) throw toApiError(error, operation)
  const id = data.session?.user.id
  if (!id) throw new ApiError({ kind: 'session', operation })
  return id
}
