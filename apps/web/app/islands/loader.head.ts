// The islands loader, inline in the <head> of a page of islands (root.tsx; compiled by
// scripts/headScripts.ts). Once the parsed page's first contentful paint has been shown
// (decision 0047) it requests the islands script (its `data-script`) and its imports
// (`data-preloads`) as modulepreloads, beside the whole stylesheet (`data-stylesheet`), and runs
// the script once the sheet has loaded, so what an island renders is styled from its first frame.
// Where the browser has no paint timing, the next frame will do; a page that never paints (a
// background tab) loads them after 3 s all the same. Until then, a tap on an island's button is
// remembered and repeated once its island has rendered (earlyTap.ts).
import { rememberEarlyTaps } from './earlyTap'

// Read now: `currentScript` is this script only while it runs.
const data = document.currentScript?.dataset ?? {}
const script = data.script ?? ''
const preloads = JSON.parse(data.preloads ?? '[]') as string[]
const stylesheet = data.stylesheet ?? ''

rememberEarlyTaps()

function add(tag: 'link' | 'script', props: Record<string, unknown>) {
  document.head.appendChild(Object.assign(document.createElement(tag), props))
}

let started = false
function start() {
  if (started) return
  started = true
  const run = () => add('script', { type: 'module', src: script })
  for (const href of [script, ...preloads]) add('link', { rel: 'modulepreload', href })
  add('link', { rel: 'stylesheet', href: stylesheet, onload: run, onerror: run })
}

document.addEventListener('DOMContentLoaded', () => {
  const Observer = window.PerformanceObserver
  if (Observer && (Observer.supportedEntryTypes || []).includes('paint'))
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(start)
    }).observe({ type: 'paint', buffered: true })
  else requestAnimationFrame(() => setTimeout(start))
  setTimeout(start, 3000)
})
