// Inline in every page's <head> (root.tsx; compiled by scripts/headScripts.ts): the theme before
// the page paints, so no flash of the wrong one. The stored choice, else the system preference.
import { THEME_KEY } from './theme'

try {
  let theme = localStorage.getItem(THEME_KEY)
  if (theme !== 'dark' && theme !== 'light')
    theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  if (theme === 'dark') document.documentElement.classList.add('dark')
} catch {
  // Storage or media queries unavailable: the light theme.
}
