import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  PROGRESS_QUEUE_KEY,
  flushProgress,
  pendingProgress,
  queueProgress,
  withPending,
  type PendingProgress,
} from './progressQueue'

const network = new Error('network')
const isNetwork = (e: unknown) => e === network

beforeEach(() => localStorage.clear())

describe('the offline progress queue', () => {
  it('keeps the latest wish per lesson, per learner', () => {
    queueProgress('u1', { lessonId: 'a', complete: true })
    queueProgress('u1', { lessonId: 'b', complete: true })
    queueProgress('u1', { lessonId: 'a', complete: false })
    queueProgress('u2', { lessonId: 'a', complete: true })
    expect(pendingProgress('u1')).toEqual([
      { lessonId: 'b', complete: true },
      { lessonId: 'a', complete: false },
    ])
    expect(pendingProgress('u2')).toEqual([{ lessonId: 'a', complete: true }])
  })

  it('shows the learner their own ticks over the server answer', () => {
    const shown = withPending(new Set(['a', 'c']), [
      { lessonId: 'a', complete: false },
      { lessonId: 'b', complete: true },
    ])
    expect([...shown].sort()).toEqual(['b', 'c'])
  })

  it('sends in order and forgets what was sent', async () => {
    queueProgress('u1', { lessonId: 'a', complete: true })
    queueProgress('u1', { lessonId: 'b', complete: true })
    const send = vi.fn(async (_change: PendingProgress) => undefined)
    expect(await flushProgress('u1', send, isNetwork)).toEqual({ sent: 2, refused: 0, left: 0 })
    expect(send.mock.calls.map(([c]) => c.lessonId)).toEqual(['a', 'b'])
    expect(localStorage.getItem(PROGRESS_QUEUE_KEY)).toBeNull()
  })

  it('stops on a network failure and keeps the rest for later', async () => {
    queueProgress('u1', { lessonId: 'a', complete: true })
    queueProgress('u1', { lessonId: 'b', complete: true })
    const send = vi.fn(async (c: { lessonId: string }) => {
      if (c.lessonId === 'b') throw network
    })
    expect(await flushProgress('u1', send, isNetwork)).toEqual({ sent: 1, refused: 0, left: 1 })
    expect(pendingProgress('u1')).toEqual([{ lessonId: 'b', complete: true }])
  })

  it('drops and counts a change the server refuses (the learner is told)', async () => {
    queueProgress('u1', { lessonId: 'gone', complete: true })
    const forbidden = new Error('forbidden')
    const send = vi.fn(async () => {
      throw forbidden
    })
    expect(await flushProgress('u1', send, isNetwork)).toEqual({
      sent: 0,
      refused: 1,
      left: 0,
      error: forbidden,
    })
  })

  it('survives a corrupt store', () => {
    localStorage.setItem(PROGRESS_QUEUE_KEY, '{not json')
    expect(pendingProgress('u1')).toEqual([])
    localStorage.setItem(
      PROGRESS_QUEUE_KEY,
      JSON.stringify({ u1: [{ lessonId: 1 }, { lessonId: 'a', complete: true }] }),
    )
    expect(pendingProgress('u1')).toEqual([{ lessonId: 'a', complete: true }])
  })
})
