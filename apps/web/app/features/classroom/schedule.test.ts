import { describe, expect, it } from 'vitest'
import { continueLesson, joinOpen, nextLiveClass, progressOf } from './schedule'

const at = (iso: string) => Date.parse(iso)
const live = (id: string, startsAt: string, durationMinutes = 60) => ({
  id,
  kind: 'live',
  startsAt,
  durationMinutes,
})
const video = (id: string) => ({ id, kind: 'video', startsAt: null, durationMinutes: 10 })

describe('live classes', () => {
  const lessons = [
    video('a'),
    live('l2', '2026-12-10T14:00:00Z'),
    live('l1', '2026-12-03T14:00:00Z'),
  ]
  it('picks the earliest class that has not ended', () => {
    expect(nextLiveClass(lessons, at('2026-12-01T00:00:00Z'))?.id).toBe('l1')
    // Still on: 30 minutes in.
    expect(nextLiveClass(lessons, at('2026-12-03T14:30:00Z'))?.id).toBe('l1')
    expect(nextLiveClass(lessons, at('2026-12-03T15:00:00Z'))?.id).toBe('l2')
    expect(nextLiveClass(lessons, at('2026-12-11T00:00:00Z'))).toBeNull()
  })
  it('shows the join link from 15 minutes before the start until the end', () => {
    const l = live('l', '2026-12-03T14:00:00Z')
    expect(joinOpen(l, at('2026-12-03T13:44:59Z'))).toBe(false)
    expect(joinOpen(l, at('2026-12-03T13:45:00Z'))).toBe(true)
    expect(joinOpen(l, at('2026-12-03T14:59:59Z'))).toBe(true)
    expect(joinOpen(l, at('2026-12-03T15:00:00Z'))).toBe(false)
    expect(
      joinOpen({ kind: 'live', startsAt: null, durationMinutes: 60 }, at('2026-12-03T14:00:00Z')),
    ).toBe(false)
  })
})

describe('progress', () => {
  const lessons = [video('a'), video('b'), live('l', '2026-12-03T14:00:00Z'), video('c')]
  it('counts the lessons that can be completed, not live classes', () => {
    expect(progressOf(lessons, new Set(['a', 'l']))).toEqual({ done: 1, total: 3 })
  })
  it('continues with the first lesson not done, skipping live classes; none when all are', () => {
    expect(continueLesson(lessons, new Set())?.id).toBe('a')
    expect(continueLesson(lessons, new Set(['a', 'b']))?.id).toBe('c')
    expect(continueLesson(lessons, new Set(['a', 'b', 'c']))).toBeNull()
  })
})
