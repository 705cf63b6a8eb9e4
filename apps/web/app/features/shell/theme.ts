import type { Theme } from '@repo/ui'

export const THEME_KEY = 'theme'

/**
 * Runs in <head> before the page paints (inline, so no flash of the wrong theme): the stored
 * choice, else the system preference. Kept tiny and dependency-free on purpose.
 */
export const themeScript = `(function(){try{var t=localStorage.getItem('${THEME_KEY}');if(t!=='dark'&&t!=='light')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';if(t==='dark')document.documentElement.classList.add('dark')}catch(e){}})()`

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
