// What the volume seed's parts share (volume.ts): how many of each, the seeded generator, the
// times, the courses, and rows handed to PostgreSQL as unnest() takes them.
import type pg from 'pg'

/** How many of each, from the number of requests (the 100,000 / 50,000 / 80,000). */
export interface VolumeSizes {
  requests: number
  learners: number
  pending: number
  approved: number
  rejected: number
  refunded: number
  /** rows of History: one per approval and rejection, two per refund (approved, then refunded) */
  decisions: number
  leads: number
}

export function volumeSizes(requests: number): VolumeSizes {
  const learners = Math.ceil(requests / 2)
  const refunded = Math.round(requests * 0.02)
  const rejected = Math.round(requests * 0.12)
  const approved = Math.round(requests * 0.64)
  const pending = requests - approved - rejected - refunded
  return {
    requests,
    learners,
    pending,
    approved,
    rejected,
    refunded,
    decisions: approved + rejected + 2 * refunded,
    leads: Math.round(requests / 4),
  }
}

/** A small seeded generator (mulberry32): the same seed plans the same rows. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)]!

export const MINUTE = 60_000
export const DAY = 24 * 60 * MINUTE

export const COURSE_IDS = ['creative-design', 'web-development', 'video-editing'] as const

export async function inTransaction(db: pg.ClientBase, work: () => Promise<void>): Promise<void> {
  await db.query('begin')
  try {
    await work()
    await db.query('commit')
  } catch (err) {
    await db.query('rollback')
    throw err
  }
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The rows as unnest() takes them: one array of values for each key, dates as ISO text. */
export function columns<T>(rows: readonly T[], keys: readonly (keyof T)[]): unknown[][] {
  return keys.map((key) =>
    rows.map((row) => {
      const value = row[key]
      return value instanceof Date ? iso(value) : value
    }),
  )
}
