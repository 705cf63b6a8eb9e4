import { bnPrefix, mirroredPaths, type Locale } from './index'

/** Where the learner's language choice is kept (set by the header's language switch). */
export const localeStorageKey = 'skill-courses_locale'

/** Remembers the language the learner picked; ignored when storage is unavailable. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(localeStorageKey, locale)
  } catch {
    // Private mode or storage disabled: the links still work, nothing is remembered.
  }
}

/**
 * Runs in <head> before the first paint. On a Bangla page it only sets `lang` (the SPA
 * fallback's HTML says 'en'). On an English page that has a Bangla version it goes to that
 * version (replacing the history entry, hiding the English page so nothing flashes) when the
 * learner chose Bangla before, or has made no choice and the browser's first language is
 * Bangla. Prerendered HTML is untouched, so crawlers and link previews get the page as built;
 * a stored 'en' always wins.
 */
export const localeScript = `(function(){try{var d=document.documentElement,l=location,p=l.pathname;if(/^\\/bn(\\/|$)/.test(p)){d.lang='bn';return}if(!${mirroredPaths.toString()}.test(p))return;var s=localStorage.getItem(${JSON.stringify(localeStorageKey)}),n=navigator.languages&&navigator.languages[0]||navigator.language||'';if(s==='bn'||(!s&&/^bn(-|$)/i.test(n))){d.style.visibility='hidden';l.replace(${JSON.stringify(bnPrefix)}+(p==='/'?'':p)+l.search+l.hash)}}catch(e){}})()`
