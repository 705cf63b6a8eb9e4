import type { RequestState, RequestStatus } from '@repo/api'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRequestStatus, watchSchedule, type CheckRequest } from './useRequestStatus'

const { fastMs, fastForMs, slowMs, stopAfterMs } = watchSchedule
const pending = { status: 'pending' as const, decisionReason: null }
const answer = (status: RequestStatus, reason: string | null = null): RequestState => ({
  id: 'r1',
  status,
  decision_reason: reason,
})

let visibility: DocumentVisibilityState = 'visible'

function setVisibility(next: DocumentVisibilityState) {
  visibility = next
  document.dispatchEvent(new Event('visibilitychange'))
}

/** A check whose every answer is `status` (or what `next` says), counting its calls. */
function checker(
  next: () => Promise<RequestState | null> = () => Promise.resolve(answer('pending')),
) {
  const signals: AbortSignal[] = []
  const check = vi.fn<CheckRequest>((signal) => {
    signals.push(signal)
    return next()
  })
  return { check, signals }
}

/** Advances the fake clock, letting each answer arrive before the next timer. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('useRequestStatus', () => {
  it('asks every 4 s while the tab is visible, not at once (the page has just read it)', async () => {
    const { check } = checker()
    const { result } = renderHook(() => useRequestStatus(pending, check))
    expect(result.current).toMatchObject({ status: 'pending', phase: 'watching' })
    await wait(fastMs - 1)
    expect(check).not.toHaveBeenCalled()
    await wait(1)
    expect(check).toHaveBeenCalledTimes(1)
    await wait(fastMs)
    expect(check).toHaveBeenCalledTimes(2)
    await wait(fastMs * 10)
    expect(check).toHaveBeenCalledTimes(12)
  })

  it('stops at a final status: approved shows at the next tick, and nothing is asked after', async () => {
    let status: RequestStatus = 'pending'
    const { check } = checker(() => Promise.resolve(answer(status)))
    const { result } = renderHook(() => useRequestStatus(pending, check))
    await wait(fastMs)
    expect(result.current.status).toBe('pending')
    status = 'approved'
    await wait(fastMs)
    expect(result.current).toMatchObject({ status: 'approved', phase: 'final' })
    expect(check).toHaveBeenCalledTimes(2)
    await wait(stopAfterMs)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('a rejection comes with its reason, and stops the watching', async () => {
    const { check } = checker(() => Promise.resolve(answer('rejected', 'No such payment')))
    const { result } = renderHook(() => useRequestStatus(pending, check))
    await wait(fastMs)
    expect(result.current).toMatchObject({
      status: 'rejected',
      decisionReason: 'No such payment',
      phase: 'final',
    })
    await wait(slowMs)
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('asks nothing for a request that is final already, or without a way to ask', async () => {
    const { check } = checker()
    const approved = renderHook(() =>
      useRequestStatus({ status: 'approved', decisionReason: null }, check),
    )
    expect(approved.result.current.phase).toBe('final')
    const noClient = renderHook(() => useRequestStatus(pending, null))
    expect(noClient.result.current).toMatchObject({ status: 'pending', phase: 'watching' })
    await wait(slowMs)
    expect(check).not.toHaveBeenCalled()
  })

  it('asks nothing while the tab is hidden, and at once when it is visible again', async () => {
    const { check } = checker()
    renderHook(() => useRequestStatus(pending, check))
    await wait(fastMs)
    expect(check).toHaveBeenCalledTimes(1)
    act(() => setVisibility('hidden'))
    await wait(5 * 60_000)
    expect(check).toHaveBeenCalledTimes(1)
    act(() => setVisibility('visible'))
    await wait(0)
    expect(check).toHaveBeenCalledTimes(2)
    // and goes on at the interval from there
    await wait(fastMs - 1)
    expect(check).toHaveBeenCalledTimes(2)
    await wait(1)
    expect(check).toHaveBeenCalledTimes(3)
  })

  it('cancels a request under way when the tab is hidden, and ignores its answer', async () => {
    let resolveIt: (value: RequestState) => void = () => {}
    const { check, signals } = checker(
      () => new Promise<RequestState>((resolve) => (resolveIt = resolve)),
    )
    const { result } = renderHook(() => useRequestStatus(pending, check))
    await wait(fastMs)
    expect(signals[0]!.aborted).toBe(false)
    act(() => setVisibility('hidden'))
    expect(signals[0]!.aborted).toBe(true)
    await act(async () => resolveIt(answer('approved')))
    expect(result.current.status).toBe('pending')
  })

  it('never asks twice at once: a slow answer holds the next tick, a visible tab does not add one', async () => {
    let resolveIt: (value: RequestState) => void = () => {}
    const { check } = checker(() => new Promise<RequestState>((resolve) => (resolveIt = resolve)))
    renderHook(() => useRequestStatus(pending, check))
    await wait(fastMs)
    expect(check).toHaveBeenCalledTimes(1)
    await wait(20_000)
    act(() => setVisibility('visible'))
    await wait(fastMs)
    expect(check).toHaveBeenCalledTimes(1)
    await act(async () => resolveIt(answer('pending')))
    await wait(fastMs - 1)
    expect(check).toHaveBeenCalledTimes(1)
    await wait(1)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('a failed or empty answer is silent: the next tick asks again', async () => {
    const answers: Array<() => Promise<RequestState | null>> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(null),
      () => Promise.resolve(answer('approved')),
    ]
    const { check } = checker(() => answers.shift()!())
    const { result } = renderHook(() => useRequestStatus(pending, check))
    await wait(fastMs)
    expect(result.current).toMatchObject({ status: 'pending', phase: 'watching' })
    await wait(fastMs)
    expect(result.current.status).toBe('pending')
    await wait(fastMs)
    expect(result.current).toMatchObject({ status: 'approved', phase: 'final' })
    expect(check).toHaveBeenCalledTimes(3)
  })

  it('asks nothing while the browser is offline, and goes on when it is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { check } = checker()
    renderHook(() => useRequestStatus(pending, check))
    await wait(fastMs * 3)
    expect(check).not.toHaveBeenCalled()
    onLine.mockReturnValue(true)
    await wait(fastMs)
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('backs off to every 30 s after 10 minutes', async () => {
    const { check } = checker()
    renderHook(() => useRequestStatus(pending, check))
    await wait(fastForMs)
    expect(check).toHaveBeenCalledTimes(fastForMs / fastMs)
    await wait(slowMs - 1)
    expect(check).toHaveBeenCalledTimes(fastForMs / fastMs)
    await wait(1)
    expect(check).toHaveBeenCalledTimes(fastForMs / fastMs + 1)
    await wait(slowMs * 4)
    expect(check).toHaveBeenCalledTimes(fastForMs / fastMs + 5)
  })

  it('stops after an hour; Check again asks at once and watches again from the start', async () => {
    const { check } = checker()
    const { result } = renderHook(() => useRequestStatus(pending, check))
    await wait(stopAfterMs - 1)
    expect(result.current.phase).toBe('watching')
    await wait(1)
    expect(result.current).toMatchObject({ status: 'pending', phase: 'stopped' })
    const asked = check.mock.calls.length
    // 150 in the first 10 minutes, then every 30 s up to the hour (not at it)
    expect(asked).toBe(fastForMs / fastMs + (stopAfterMs - fastForMs) / slowMs - 1)
    await wait(stopAfterMs)
    expect(check).toHaveBeenCalledTimes(asked)

    act(() => result.current.checkAgain())
    await wait(0)
    expect(result.current.phase).toBe('watching')
    expect(check).toHaveBeenCalledTimes(asked + 1)
    await wait(fastMs)
    expect(check).toHaveBeenCalledTimes(asked + 2)
  })

  it('an hour that ends while the tab is hidden stops the watching without asking', async () => {
    const { check } = checker()
    const { result } = renderHook(() => useRequestStatus(pending, check))
    act(() => setVisibility('hidden'))
    await wait(stopAfterMs + 1)
    act(() => setVisibility('visible'))
    await wait(0)
    expect(result.current.phase).toBe('stopped')
    expect(check).not.toHaveBeenCalled()
  })

  it('stops when the page leaves: the request under way is cancelled, no timer is left', async () => {
    const { check, signals } = checker(() => new Promise<RequestState>(() => {}))
    const { unmount } = renderHook(() => useRequestStatus(pending, check))
    await wait(fastMs)
    unmount()
    expect(signals[0]!.aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
    act(() => setVisibility('visible'))
    await wait(slowMs)
    expect(check).toHaveBeenCalledTimes(1)
  })
})
