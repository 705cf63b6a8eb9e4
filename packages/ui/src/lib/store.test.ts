import { describe, expect, it, vi } from 'vitest'
import { createStore } from './store'

describe('createStore', () => {
  it('reads its first value at the first read, not when created', () => {
    const initial = vi.fn(() => ({ count: 0 }))
    const store = createStore(initial)
    expect(initial).not.toHaveBeenCalled()
    const first = store.getSnapshot()
    expect(first).toEqual({ count: 0 })
    // the same object on every read until a set (useSyncExternalStore compares by identity)
    expect(store.getSnapshot()).toBe(first)
    expect(initial).toHaveBeenCalledTimes(1)
  })

  it('tells every subscriber after a set, and no one who unsubscribed', () => {
    const store = createStore(() => 'a')
    const first = vi.fn()
    const second = vi.fn()
    const unsubscribeFirst = store.subscribe(first)
    store.subscribe(second)

    store.set('b')
    expect(store.getSnapshot()).toBe('b')
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)

    unsubscribeFirst()
    store.set('c')
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(2)
  })

  it('watches while someone subscribes: from the first subscriber until the last leaves', () => {
    const unwatch = vi.fn()
    const watch = vi.fn(() => unwatch)
    const store = createStore(() => 0, watch)

    const leaveFirst = store.subscribe(() => {})
    const leaveSecond = store.subscribe(() => {})
    expect(watch).toHaveBeenCalledTimes(1)
    expect(watch).toHaveBeenCalledWith(store)

    leaveFirst()
    leaveFirst() // a second call changes nothing
    expect(unwatch).not.toHaveBeenCalled()
    leaveSecond()
    expect(unwatch).toHaveBeenCalledTimes(1)

    store.subscribe(() => {})
    expect(watch).toHaveBeenCalledTimes(2)
  })
})
