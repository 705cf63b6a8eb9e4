/**
 * "Last seen" for the admin's Active Users tab: the signed-in learner's visits are recorded
 * through the `touch_last_seen` RPC, throttled so a slow connection is not spent on it: once at
 * sign-in (or page load with a session), then at most every 5 minutes while the tab is visible.
 */
import type { ApiClient } from './client'
import { toApiError } from './errors'

/** Minimum time between two recorded visits. */
export const LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000

/** Records that the signed-in caller is active now; answers the recorded time (ISO 8601). */
export async function touchLastSeen(client: Pick<ApiClient, 'rpc'>): Promise<string> {
  const { data, error, status } = await client.rpc('touch_last_seen')
  if (error) throw toApiError(error, 'activity.touch', status)
  return data
}

/** What the tracker needs from the browser; injectable for tests. */
export interface ActivityEnvironment {
  now(): number
  isVisible(): boolean
  /** Calls `listener` when the page becomes visible or hidden; returns the unsubscribe. */
  onVisibilityChange(listener: () => void): () => void
  setInterval(callback: () => void, ms: number): () => void
}

export function browserActivityEnvironment(doc: Document = document): ActivityEnvironment {
  return {
    now: () => Date.now(),
    isVisible: () => doc.visibilityState === 'visible',
    onVisibilityChange(listener) {
      doc.addEventListener('visibilitychange', listener)
      return () => doc.removeEventListener('visibilitychange', listener)
    },
    setInterval(callback, ms) {
      const id = setInterval(callback, ms)
      return () => clearInterval(id)
    },
  }
}

export interface ActivityTracker {
  /** Records a visit now unless one was recorded less than the interval ago (or one is under way). */
  touch(options?: { force?: boolean }): Promise<void>
  stop(): void
}

/**
 * Starts recording the signed-in user's visits: one now, then every `intervalMs` while the page
 * is visible, and when it becomes visible again after the interval. Failures are reported to
 * `onError` (a missed "last seen" never bothers the learner) and retried at the next tick.
 */
export function startActivityTracker(
  touchFn: () => Promise<unknown>,
  env: ActivityEnvironment,
  options: {
    intervalMs?: number
    onError?: (error: unknown) => void
    /** When the last visit was recorded (e.g. kept in sessionStorage across page loads). */
    lastTouchedAt?: number | null
    /** Told the time of each recorded visit, to keep it for the next page load. */
    onTouched?: (at: number) => void
  } = {},
): ActivityTracker {
  const intervalMs = options.intervalMs ?? LAST_SEEN_INTERVAL_MS
  let lastTouched = options.lastTouchedAt ?? Number.NEGATIVE_INFINITY
  let inFlight: Promise<void> | null = null
  let stopped = false

  function touch({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (stopped) return Promise.resolve()
    if (inFlight) return inFlight
    if (!force && env.now() - lastTouched < intervalMs) return Promise.resolve()
    const started = env.now()
    inFlight = touchFn()
      .then(() => {
        lastTouched = started
        options.onTouched?.(started)
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        inFlight = null
      })
    return inFlight
  }

  const whenVisible = () => {
    if (env.isVisible()) void touch()
  }
  const stopInterval = env.setInterval(whenVisible, intervalMs)
  const stopListening = env.onVisibilityChange(whenVisible)
  whenVisible()

  return {
    touch,
    stop() {
      stopped = true
      stopInterval()
      stopListening()
    },
  }
}
