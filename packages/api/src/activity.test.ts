import { describe, expect, it, vi } from 'vitest'
import {
  LAST_SEEN_INTERVAL_MS,
  startActivityTracker,
  touchLastSeen,
  type ActivityEnvironment,
} from './activity'
import { ApiError } from './errors'
import { fakeBackend } from './test-support'
import { databaseError, reply } from './test-answers'

function fakeEnvironment(visible = true) {
  let now = 0
  let isVisible = visible
  const listeners = new Set<() => void>()
  const intervals: { callback: () => void; ms: number }[] = []
  const env: ActivityEnvironment = {
    now: () => now,
    isVisible: () => isVisible,
    onVisibilityChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setInterval(callback, ms) {
      const entry = { callback, ms }
      intervals.push(entry)
      return () => intervals.splice(intervals.indexOf(entry), 1)
    },
  }
  return {
    env,
    /** Moves the clock on, firing the interval callbacks that fall due. */
    async advance(ms: number) {
      const end = now + ms
      for (const entry of [...intervals]) {
        let next = Math.ceil((now + 1) / entry.ms) * entry.ms
        while (next <= end) {
          now = next
          entry.callback()
          await new Promise((r) => setTimeout(r, 0))
          next += entry.ms
        }
      }
      now = end
      await new Promise((r) => setTimeout(r, 0))
    },
    setVisible(v: boolean) {
      isVisible = v
      listeners.forEach((l) => l())
    },
    listeners,
    intervals,
  }
}

describe('touchLastSeen', () => {
  it('calls the touch_last_seen RPC', async () => {
    const { client, requests } = fakeBackend(() => reply(200, '2026-11-20T10:00:00+00:00'))
    expect(await touchLastSeen(client)).toBe('2026-11-20T10:00:00+00:00')
    expect(new URL(requests[0]!.url).pathname).toBe('/rest/v1/rpc/touch_last_seen')
    expect(requests[0]!.method).toBe('POST')
  })

  it('maps a refusal (not signed in) and a lost connection', async () => {
    const anon = fakeBackend(() => databaseError(403, '42501', 'Not signed in'))
    const e = await touchLastSeen(anon.client).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ApiError)
    expect((e as ApiError).operation).toBe('activity.touch')
    expect((e as ApiError).kind).toBe('forbidden')
    const offline = fakeBackend(() => {
      throw new TypeError('Failed to fetch')
    })
    expect(((await touchLastSeen(offline.client).catch((x: unknown) => x)) as ApiError).kind).toBe(
      'network',
    )
  })
})

describe('startActivityTracker', () => {
  it('records a visit at once, then at most every 5 minutes while visible', async () => {
    const fake = fakeEnvironment()
    const touch = vi.fn(() => Promise.resolve())
    const tracker = startActivityTracker(touch, fake.env)
    await fake.advance(0)
    expect(touch).toHaveBeenCalledTimes(1)
    await tracker.touch()
    await fake.advance(60_000)
    expect(touch).toHaveBeenCalledTimes(1)
    await fake.advance(LAST_SEEN_INTERVAL_MS)
    expect(touch).toHaveBeenCalledTimes(2)
    await fake.advance(3 * LAST_SEEN_INTERVAL_MS)
    expect(touch).toHaveBeenCalledTimes(5)
    tracker.stop()
  })

  it('records nothing while the tab is hidden, and records on return after the interval', async () => {
    const fake = fakeEnvironment(false)
    const touch = vi.fn(() => Promise.resolve())
    const tracker = startActivityTracker(touch, fake.env)
    await fake.advance(3 * LAST_SEEN_INTERVAL_MS)
    expect(touch).not.toHaveBeenCalled()
    fake.setVisible(true)
    await fake.advance(0)
    expect(touch).toHaveBeenCalledTimes(1)
    fake.setVisible(false)
    fake.setVisible(true)
    await fake.advance(0)
    expect(touch).toHaveBeenCalledTimes(1)
    tracker.stop()
  })

  it('a forced touch (sign-in) is not throttled, but never runs twice at once', async () => {
    const fake = fakeEnvironment()
    let release: () => void = () => {}
    const touch = vi.fn(() => new Promise<void>((r) => (release = r)))
    const tracker = startActivityTracker(touch, fake.env)
    void tracker.touch({ force: true })
    expect(touch).toHaveBeenCalledTimes(1)
    release()
    await fake.advance(0)
    const second = tracker.touch({ force: true })
    void tracker.touch({ force: true })
    expect(touch).toHaveBeenCalledTimes(2)
    release()
    await second
    tracker.stop()
  })

  it('reports failures quietly and tries again at the next tick', async () => {
    const fake = fakeEnvironment()
    const onError = vi.fn()
    const touch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined)
    const tracker = startActivityTracker(touch, fake.env, { onError })
    await fake.advance(0)
    expect(onError).toHaveBeenCalledOnce()
    await fake.advance(LAST_SEEN_INTERVAL_MS)
    expect(touch).toHaveBeenCalledTimes(2)
    tracker.stop()
  })

  it('stops listening and ticking when stopped', async () => {
    const fake = fakeEnvironment()
    const touch = vi.fn(() => Promise.resolve())
    const tracker = startActivityTracker(touch, fake.env)
    tracker.stop()
    expect(fake.listeners.size).toBe(0)
    expect(fake.intervals).toHaveLength(0)
    await tracker.touch({ force: true })
    expect(touch).toHaveBeenCalledTimes(1)
  })

  it('counts a visit recorded before this page load, and reports each new one', async () => {
    const fake = fakeEnvironment()
    const touch = vi.fn(() => Promise.resolve())
    const onTouched = vi.fn()
    await fake.advance(10 * LAST_SEEN_INTERVAL_MS)
    const now = fake.env.now()
    const tracker = startActivityTracker(touch, fake.env, {
      lastTouchedAt: now - 60_000,
      onTouched,
    })
    await fake.advance(0)
    expect(touch).not.toHaveBeenCalled()
    await fake.advance(LAST_SEEN_INTERVAL_MS)
    expect(touch).toHaveBeenCalledTimes(1)
    expect(onTouched).toHaveBeenCalledWith(now + LAST_SEEN_INTERVAL_MS)
    tracker.stop()
  })
})
