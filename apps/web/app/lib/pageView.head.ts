// Inline in the <head> of every prerendered page (root.tsx; compiled by scripts/headScripts.ts):
// once the page has loaded and then painted, one beacon to the page-view Edge Function with the
// page's id (its prerendered English path, `data-page`) and its language (`data-locale`),
// nothing else (docs/decisions/0074-page-views.md). A text/plain body needs no CORS preflight;
// sendBeacon neither blocks the page nor waits for an answer. A browser asking not to be tracked
// (Global Privacy Control, Do Not Track) sends nothing.
// `load` comes before the first paint of a prerendered page (its islands load after it): a beacon
// sent there opened a connection to another host while the phone was still drawing the page, and
// cost every page about 200 ms of LCP under pnpm perf's 3G. So it waits for that paint too.
import { afterFirstPaint } from './afterFirstPaint'

const { url, page, locale } = document.currentScript?.dataset ?? {}
const browser = navigator as Navigator & { globalPrivacyControl?: boolean }

function send() {
  try {
    browser.sendBeacon(url!, JSON.stringify({ page, locale }))
  } catch {
    // no beacon in this browser, or the address refused: the page is not counted
  }
}

if (url && page && locale && !browser.globalPrivacyControl && browser.doNotTrack !== '1')
  addEventListener('load', () => afterFirstPaint(send), { once: true })
