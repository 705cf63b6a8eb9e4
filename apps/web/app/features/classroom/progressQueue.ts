/**
 * Progress marked while offline (or when the answer was lost) is kept in local storage, per
 * learner, and sent when the connection returns. Only the latest wish per lesson is kept, so
 * ticking and unticking offline sends one change. See docs/decisions/0019-classroom-pages.md.
 */
export const PROGRESS_QUEUE_KEY = 'skill-courses_progress'

export interface PendingProgress {
  lessonId: string
  /** true: mark complete; false: mark not complete. */
  complete: boolean
}

type Queue = Record<string, PendingProgress[]>

function readAll(storage: Storage): Queue {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PROGRESS_QUEUE_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Queue) : {}
  } catch {
    return {}
  }
}

function writeAll(storage: Storage, queue: Queue) {
  const kept = Object.fromEntries(Object.entries(queue).filter(([, items]) => items.length > 0))
  if (Object.keys(kept).length === 0) storage.removeItem(PROGRESS_QUEUE_KEY)
  else storage.setItem(PROGRESS_QUEUE_KEY, JSON.stringify(kept))
}

const valid = (p: unknown): p is PendingProgress =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as PendingProgress).lessonId === 'string' &&
  typeof (p as PendingProgress).complete === 'boolean'

/** The changes waiting to be sent for one learner, oldest first. */
export function pendingProgress(
  userId: string,
  storage: Storage = window.localStorage,
): PendingProgress[] {
  const items = readAll(storage)[userId]
  return Array.isArray(items) ? items.filter(valid) : []
}

/** Keeps a change to send later (replacing an earlier one for the same lesson). */
export function queueProgress(
  userId: string,
  change: PendingProgress,
  storage: Storage = window.localStorage,
): void {
  const all = readAll(storage)
  all[userId] = [
    ...pendingProgress(userId, storage).filter((p) => p.lessonId !== change.lessonId),
    change,
  ]
  writeAll(storage, all)
}

/** A lesson's completion as the learner last set it: the server's answer, corrected by what waits. */
export function withPending(
  completed: ReadonlySet<string>,
  pending: readonly PendingProgress[],
): Set<string> {
  const out = new Set(completed)
  for (const p of pending) {
    if (p.complete) out.add(p.lessonId)
    else out.delete(p.lessonId)
  }
  return out
}

export type FlushResult = {
  sent: number
  left: number
  refused: number
  /** The last refusal, to say why. */
  error?: unknown
}

/**
 * Sends what waits, oldest first. A network failure stops and keeps the rest for next time; a
 * change the server refuses (no longer enrolled, lesson deleted) is dropped and counted, so the
 * learner can be told it was not saved.
 */
export async function flushProgress(
  userId: string,
  send: (change: PendingProgress) => Promise<void>,
  isNetworkError: (error: unknown) => boolean,
  storage: Storage = window.localStorage,
): Promise<FlushResult> {
  const queue = pendingProgress(userId, storage)
  let sent = 0
  let refused = 0
  let refusal: unknown
  for (const change of queue) {
    try {
      await send(change)
      sent++
    } catch (error) {
      if (isNetworkError(error)) break
      refused++
      refusal = error
    }
    // Drop what is done from what is stored now (a change queued meanwhile stays).
    const all = readAll(storage)
    all[userId] = pendingProgress(userId, storage).filter(
      (p) => !(p.lessonId === change.lessonId && p.complete === change.complete),
    )
    writeAll(storage, all)
  }
  const left = pendingProgress(userId, storage).length
  return refused > 0 ? { sent, refused, left, error: refusal } : { sent, refused, left }
}
