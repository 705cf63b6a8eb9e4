/** The join link of a live class shows from this long before it starts (issue 13). */
export const JOIN_OPENS_BEFORE_MS = 15 * 60 * 1000

export interface LiveLike {
  kind: string
  startsAt: string | null
  durationMinutes: number
}

const startOf = (l: LiveLike) => (l.startsAt ? Date.parse(l.startsAt) : Number.NaN)
const endOf = (l: LiveLike) => startOf(l) + l.durationMinutes * 60 * 1000

/** The live class that is on now or comes next (ended ones are past); null when none. */
export function nextLiveClass<T extends LiveLike>(lessons: readonly T[], now: number): T | null {
  return (
    lessons
      .filter((l) => l.kind === 'live' && Number.isFinite(startOf(l)) && endOf(l) > now)
      .sort((a, b) => startOf(a) - startOf(b))[0] ?? null
  )
}

/** True from 15 minutes before the class until it ends. */
export function joinOpen(lesson: LiveLike, now: number): boolean {
  const start = startOf(lesson)
  return Number.isFinite(start) && now >= start - JOIN_OPENS_BEFORE_MS && now < endOf(lesson)
}

/**
 * Where "Continue" goes: the first lesson not yet completed that can be completed (live classes
 * are not ticked), in syllabus order; null when every one is done.
 */
export function continueLesson<T extends { id: string; kind: string }>(
  lessons: readonly T[],
  completed: ReadonlySet<string>,
): T | null {
  return lessons.find((l) => l.kind !== 'live' && !completed.has(l.id)) ?? null
}

/** Completed and total of the lessons that count (not live classes), as the certificate does. */
export function progressOf<T extends { id: string; kind: string }>(
  lessons: readonly T[],
  completed: ReadonlySet<string>,
): { done: number; total: number } {
  const counted = lessons.filter((l) => l.kind !== 'live')
  return { done: counted.filter((l) => completed.has(l.id)).length, total: counted.length }
}
