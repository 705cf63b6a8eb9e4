// Inline in every page's <head> (root.tsx; compiled by scripts/headScripts.ts), before the first
// paint. It remembers the language of a language switch the learner follows (a click caught on
// the document, so it works before any island has loaded; storage may be unavailable, then
// nothing is remembered). On a Bangla page it only sets `lang` (the SPA fallback's HTML says
// 'en'). On an English page that has a Bangla version (the pattern in the script's
// `data-mirrored`) it goes to that version (replacing the history entry, hiding the English page
// so nothing flashes) when the learner chose Bangla before, or has made no choice and the
// browser's first language is Bangla. Prerendered HTML is untouched, so crawlers and link
// previews get the page as built; a stored 'en' always wins.
import { bnPrefix, languageSwitchAttribute, localeStorageKey } from './choice'

const mirrored = new RegExp(document.currentScript?.dataset.mirrored ?? '$^')

function choose() {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null
      const link = target?.closest?.(`a[${languageSwitchAttribute}]`) as HTMLAnchorElement | null
      if (!link) return
      try {
        localStorage.setItem(localeStorageKey, link.hreflang)
      } catch {
        // Storage blocked: the choice lasts for this visit only.
      }
    },
    true,
  )
  const root = document.documentElement
  const path = location.pathname
  if (path === bnPrefix || path.startsWith(`${bnPrefix}/`)) {
    root.lang = 'bn'
    return
  }
  if (!mirrored.test(path)) return
  const stored = localStorage.getItem(localeStorageKey)
  const language = (navigator.languages && navigator.languages[0]) || navigator.language || ''
  if (stored === 'bn' || (!stored && /^bn(-|$)/i.test(language))) {
    root.style.visibility = 'hidden'
    location.replace(bnPrefix + (path === '/' ? '' : path) + location.search + location.hash)
  }
}

try {
  choose()
} catch {
  // Storage unreadable: the page as it is.
}
