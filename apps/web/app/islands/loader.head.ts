// The islands loader, inline in the <head> of a page of islands (root.tsx; compiled by
// scripts/headScripts.ts). Once the parsed page's first contentful paint has been shown
// (decision 0047; lib/afterFirstPaint.ts) it requests the islands script (its `data-script`) and
// its imports (`data-preloads`) as modulepreloads, beside the whole stylesheet
// (`data-stylesheet`), and runs the script once the sheet has loaded, so what an island renders
// is styled from its first frame. Until then, a tap on an island's button is remembered and
// repeated once its island has rendered (earlyTap.ts).
import { afterFirstPaint } from '../lib/afterFirstPaint'
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

function start() {
  const run = () => add('script', { type: 'module', src: script })
  for (const href of [script, ...preloads]) add('link', { rel: 'modulepreload', href })
  add('link', { rel: 'stylesheet', href: stylesheet, onload: run, onerror: run })
}

document.addEventListener('DOMContentLoaded', () => afterFirstPaint(start))
