import { PENDING_SEARCH_MAX } from '@repo/api'

/** The message under the search box for a search the server would not take. */
export const SEARCH_TOO_LONG = `Search with at most ${PENDING_SEARCH_MAX} characters: a transaction ID, a phone number or part of a name.`

/**
 * What the Pending tab sends for what the admin typed: trimmed, the whole search on the server
 * (public.admin_pending_page: a transaction id or phone prefix, phone digits typed in any form,
 * Bangla digits too, or part of a name). `%`, `_` and quotes are sent as they are: the server
 * matches them as themselves. Longer than a name can be: not sent, the reason instead.
 */
export function pendingSearchFor(typed: string): { search: string } | { error: string } {
  const search = typed.trim()
  return search.length > PENDING_SEARCH_MAX ? { error: SEARCH_TOO_LONG } : { search }
}
