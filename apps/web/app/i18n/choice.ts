import { bnPrefix, mirroredPaths } from './index'

/** Where the learner's language choice is kept (set by the header's language switch). */
export const localeStorageKey = 'skill-courses_locale'

/** Marks the header's language switch: following it remembers its language (see localeScript). */
export const languageSwitchAttribute = 'data-language-switch'

/**
 * Runs in <head> before the first paint. It remembers the language of a language switch the
 * learner follows (a click caught on the document, so it works before any island has loaded;
 * storage may be unavailable, then nothing is remembered). On a Bangla page it only sets `lang` (the SPA
 * fallback's HTML says 'en'). On an English page that has a Bangla version it goes to that
 * version (replacing the history entry, hiding the English page so nothing flashes) when the
 * learner chose Bangla before, or has made no choice and the browser's first language is
 * Bangla. Prerendered HTML is untouched, so crawlers and link previews get the page as built;
 * a stored 'en' always wins.
 */
export const localeScript = `(function(){try{document.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[${languageSwitchAttribute}]');if(a)try{localStorage.setItem(${JSON.stringify(localeStorageKey)},a.hreflang)}catch(x){}},true);var d=document.documentElement,l=location,p=l.pathname;if(/^\\/bn(\\/|$)/.test(p)){d.lang='bn';return}if(!${mirroredPaths.toString()}.test(p))return;var s=localStorage.getItem(${JSON.stringify(localeStorageKey)}),n=navigator.languages&&navigator.languages[0]||navigator.language||'';if(s==='bn'||(!s&&/^bn(-|$)/i.test(n))){d.style.visibility='hidden';l.replace(${JSON.stringify(bnPrefix)}+(p==='/'?'':p)+l.search+l.hash)}}catch(e){}})()`
