import type { SubmissionStatus } from '@repo/api'
import { FEEDBACK_HOURS } from '@repo/courses'

export const statusLabel: Record<SubmissionStatus, string> = {
  submitted: 'Waiting',
  in_review: 'In review',
  changes_requested: 'Changes asked',
  approved: 'Approved',
}

const HOUR_MS = 60 * 60 * 1000

/**
 * How long a hand-in has waited since the learner's tap, in a few words: '12 min', '3 h' (up to
 * two days), then '2 days'. Under a minute reads '1 min': it has waited, however little.
 */
export function formatWaited(submittedAt: string, now: number = Date.now()): string {
  const ms = now - Date.parse(submittedAt)
  if (Number.isNaN(ms)) return ''
  const minutes = Math.max(1, Math.floor(ms / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h`
  const days = Math.floor(hours / 24)
  return `${days} days`
}

/** Past the promised "feedback within 48 hours" (FEEDBACK_HOURS) since the learner's tap. */
export function isOverdue(submittedAt: string, now: number = Date.now()): boolean {
  return now - Date.parse(submittedAt) > FEEDBACK_HOURS * HOUR_MS
}
