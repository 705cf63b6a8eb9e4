import { useEffect, useState } from 'react'

/**
 * The time now, refreshed every `everyMs` (a minute unless told): "just now" becomes "1 minute
 * ago", a live class's join link appears, without a reload.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
