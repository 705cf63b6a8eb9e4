import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates the prerendered HTML (and at build time), true afterwards.
 * Lets a page render exactly what was prerendered first, then what depends on the browser
 * (such as the query string), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
