import { useCallback, useEffect, type RefObject } from 'react'

/**
 * A form that waits for the signal: `sendAgain` submits the form around `statusRef` again,
 * through its form hook (one send at a time), on a retry tap and by itself when the signal
 * returns while the send is `waiting`.
 */
export function useSendAgain(statusRef: RefObject<HTMLElement | null>, waiting: boolean) {
  const sendAgain = useCallback(
    () => statusRef.current?.closest('form')?.requestSubmit(),
    [statusRef],
  )
  useEffect(() => {
    if (!waiting) return
    window.addEventListener('online', sendAgain)
    return () => window.removeEventListener('online', sendAgain)
  }, [waiting, sendAgain])
  return sendAgain
}
