import { QUESTION_EDIT_MINUTES } from '@repo/courses'
import { useEffect, useState } from 'react'

const windowMs = QUESTION_EDIT_MINUTES * 60 * 1000

/**
 * Whether the author may still edit a text written at `createdAt` (15 minutes, as the database
 * allows): true until then, false from the moment it passes (the Edit button goes). The database
 * is the last word (edit_window_closed) if this phone's clock is off.
 */
export function useEditWindow(createdAt: string, mine: boolean): boolean {
  const closesAt = Date.parse(createdAt) + windowMs
  const [open, setOpen] = useState(() => mine && Date.now() < closesAt)
  useEffect(() => {
    if (!mine) return
    const left = closesAt - Date.now()
    if (left <= 0) {
      setOpen(false)
      return
    }
    setOpen(true)
    // at most a day: a timer's delay is a 32-bit number of milliseconds
    const timer = setTimeout(() => setOpen(false), Math.min(left, 86_400_000))
    return () => clearTimeout(timer)
  }, [closesAt, mine])
  return open
}
