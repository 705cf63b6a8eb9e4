import type { Theme } from '@repo/ui'

/** Where the theme choice is kept; theme.head.ts, inline in <head>, applies it before the first paint. */
export const THEME_KEY = 'theme'

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

const listeners = new Set<() => void>()

/** For useSyncExternalStore: the theme lives on <html>, set first by the head script. */
export function subscribeTheme(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Applies a theme and remembers it (a storage failure only loses the memory, not the change). */
export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  listeners.forEach((l) => l())
  try {
    localStorage.setItem(THEME_KEY, theme)
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}
