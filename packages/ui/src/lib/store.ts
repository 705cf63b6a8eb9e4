/**
 * A value kept outside the components, read with
 * `useSyncExternalStore(store.subscribe, store.getSnapshot)`: the learner site's session, the
 * islands' location, the theme and the toasts. No framework import, so it runs the same under
 * React and under Preact's compat in the islands build. A library (nanostores, zustand/vanilla)
 * costs more bytes for the same three calls (docs/decisions/0068-one-store-helper.md).
 */
export interface Store<T> {
  /** Calls `listener` after every `set`; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** The current value: the same object until the next `set`, as useSyncExternalStore needs. */
  getSnapshot(): T
  /** Replaces the value and tells every subscriber. */
  set(next: T): void
}

/**
 * `initial` runs at the first read, not at import, so a store may start from the browser (the
 * address, `<html>`) in a module the prerender imports too. `watch` runs when the first subscriber
 * comes, and what it returns when the last one leaves (an event listener kept only while read).
 */
export function createStore<T>(
  initial: () => T,
  watch?: (store: Store<T>) => (() => void) | void,
): Store<T> {
  const listeners = new Set<() => void>()
  let current: { value: T } | undefined
  let unwatch: (() => void) | void
  const store: Store<T> = {
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) unwatch = watch?.(store)
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) unwatch?.()
      }
    },
    getSnapshot: () => (current ??= { value: initial() }).value,
    set(next) {
      current = { value: next }
      listeners.forEach((listener) => listener())
    },
  }
  return store
}
