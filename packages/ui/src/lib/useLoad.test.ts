import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLoad } from './useLoad'

afterEach(() => vi.restoreAllMocks())

describe('useLoad', () => {
  it('is loading, then ready with the answer', async () => {
    const { result } = renderHook(() => useLoad('Profile', () => Promise.resolve(7), []))
    expect(result.current.state).toEqual({ state: 'loading' })
    await waitFor(() => expect(result.current.state).toEqual({ state: 'ready', data: 7 }))
  })

  it('logs a failure and says failed; retry loads again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('back')
    const { result } = renderHook(() => useLoad('Profile', load, []))
    await waitFor(() => expect(result.current.state).toEqual({ state: 'failed' }))
    expect(warn).toHaveBeenCalledWith('Profile load failed:', expect.any(Error))
    act(() => result.current.retry())
    expect(result.current.state).toEqual({ state: 'loading' })
    await waitFor(() => expect(result.current.state).toEqual({ state: 'ready', data: 'back' }))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('waits while it cannot load, and drops the answer for inputs that have changed', async () => {
    let answer: (value: string) => void = () => {}
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) =>
        useLoad('Lesson', () => (id ? new Promise<string>((r) => (answer = r)) : null), [id]),
      { initialProps: { id: null as string | null } },
    )
    expect(result.current.state).toEqual({ state: 'loading' })
    rerender({ id: 'first' })
    const first = answer
    rerender({ id: 'second' })
    await act(async () => first('for first'))
    expect(result.current.state).toEqual({ state: 'loading' })
    await act(async () => answer('for second'))
    expect(result.current.state).toEqual({ state: 'ready', data: 'for second' })
  })
})
