// Inline in the <head> of every prerendered page (root.tsx; compiled by scripts/headScripts.ts):
// once the page has loaded, one beacon to the page-view Edge Function with the page's id (its
// prerendered English path, `data-page`) and its language (`data-locale`), nothing else
// (docs/decisions/0074-page-views.md). A text/plain body needs no CORS preflight; sendBeacon
// neither blocks the page nor waits for an answer. A browser asking not to be tracked (Global
// Privacy Control, Do Not Track) sends nothing.
const { url, page, locale } = document.currentScript?.dataset ?? {}
const browser = navigator as Navigator & { globalPrivacyControl?: boolean }

if (url && page && locale && !browser.globalPrivacyControl && browser.doNotTrack !== '1')
  addEventListener(
    'load',
    () => {
      try {
        browser.sendBeacon(url, JSON.stringify({ page, locale }))
      } catch {
        // no beacon in this browser, or the address refused: the page is not counted
      }
    },
    { once: true },
  )

export {}
