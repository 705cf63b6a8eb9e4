import { createStore, type Theme } from '@repo/ui'

/** Where the theme choice is kept; theme.head.ts, inline in <head>, applies it before the first paint. */
export const THEME_KEY = 'theme'

/**
 * For useSyncExternalStore: the theme lives on <html>, set first by the head script. Pure, so
 * that script, which imports THEME_KEY from here, stays without it.
 */
export const themeStore = /* @__PURE__ */ createStore<Theme>(() =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light',
)

/** Applies a theme and remembers it (a storage failure only loses the memory, not the change). */
export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  themeStore.set(theme)
  try {
    localStorage.setItem(THEME_KEY, theme)
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}
