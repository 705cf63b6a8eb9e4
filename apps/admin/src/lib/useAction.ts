import { useCallback, useState } from 'react'
import { notifyError, notifySuccess } from './notify'

/**
 * An admin's action (approve, delete, move…): busy while it runs, then a green notification
 * with the message the action returns, or a red one with its error. `busyId` names the row it
 * acts on when `run` was given one (the card whose button spins).
 */
export function useAction() {
  const [running, setRunning] = useState<{ id: string | null } | null>(null)

  /** Resolves to whether the action succeeded. */
  const run = useCallback(async (action: () => Promise<string>, id: string | null = null) => {
    setRunning({ id })
    try {
      notifySuccess(await action())
      return true
    } catch (error) {
      notifyError(error)
      return false
    } finally {
      setRunning(null)
    }
  }, [])

  return { busy: running !== null, busyId: running?.id ?? null, run }
}
