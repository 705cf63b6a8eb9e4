import { useEffect } from 'react'
import { getSupabase } from '../../lib/supabase'

/**
 * Records the logged-in learner's visits for the admin's Active Users tab: at sign-in (or page
 * load with a session), then at most every 5 minutes while the tab is visible. Nothing is
 * loaded or sent for a visitor (`userId` null).
 */
export function useLastSeen(userId: string | null | undefined) {
  useEffect(() => {
    if (!userId) return
    let stop: (() => void) | undefined
    let cancelled = false
    Promise.all([getSupabase(), import('@repo/api')])
      .then(([client, api]) => {
        if (!client || cancelled) return
        const tracker = api.startActivityTracker(() => api.touchLastSeen(client), api.browserActivityEnvironment(), {
          onError: (error) => console.warn('Could not record the visit:', error),
        })
        stop = () => tracker.stop()
      })
      .catch((error: unknown) => console.warn('Could not start the visit tracker:', error))
    return () => {
      cancelled = true
      stop?.()
    }
  }, [userId])
}
