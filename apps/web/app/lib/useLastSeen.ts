import { useEffect } from 'react'
import { getSupabase } from './supabase'

function readNumber(key: string): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(key))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

function writeNumber(key: string, value: number) {
  try {
    window.sessionStorage.setItem(key, String(value))
  } catch {
    // Storage can be blocked: the visit is then recorded once per page load.
  }
}

/**
 * Records the logged-in learner's visits for the admin's Active Users tab: at sign-in (or page
 * load with a session), then at most every 5 minutes while the tab is visible, across the tab's
 * page loads too. Nothing is loaded or sent for a visitor (`userId` null).
 */
export function useLastSeen(userId: string | null | undefined) {
  useEffect(() => {
    if (!userId) return
    let stop: (() => void) | undefined
    let cancelled = false
    Promise.all([getSupabase(), import('./lazyApi')])
      .then(([client, api]) => {
        if (!client || cancelled) return
        const key = `skill-courses_last-seen_${userId}`
        const tracker = api.startActivityTracker(
          () => api.touchLastSeen(client),
          api.browserActivityEnvironment(),
          {
            onError: (error) => console.warn('Could not record the visit:', error),
            // Kept for the tab's next page loads, so a reload does not record the visit again.
            lastTouchedAt: readNumber(key),
            onTouched: (at) => writeNumber(key, at),
          },
        )
        stop = () => tracker.stop()
      })
      .catch((error: unknown) => console.warn('Could not start the visit tracker:', error))
    return () => {
      cancelled = true
      stop?.()
    }
  }, [userId])
}
