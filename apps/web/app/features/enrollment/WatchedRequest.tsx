import { getRequestStatus, type RequestState } from '@repo/api'
import { useCallback } from 'react'
import { RequestStatusLive } from '../../lib/RequestStatusLive'
import { useRequestStatus, type CheckRequest } from '../../lib/useRequestStatus'
import type { SupabaseClient } from '../../lib/supabase'

/**
 * The learner's request for this course as its payment is checked: after the submit, or when
 * they come back while it waits. Watched in the island only (the prerendered page has none).
 */
export function WatchedRequest({
  client,
  courseId,
  request,
}: {
  client: SupabaseClient
  courseId: string
  request: RequestState
}) {
  const check = useCallback<CheckRequest>(
    (signal) => getRequestStatus(client, request.id, { signal }),
    [client, request.id],
  )
  const watched = useRequestStatus(
    { status: request.status, decisionReason: request.decision_reason },
    check,
  )
  return (
    <RequestStatusLive
      courseId={courseId}
      request={watched}
      showLabel
      className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 font-medium text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    />
  )
}
