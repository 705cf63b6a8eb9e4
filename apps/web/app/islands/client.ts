// The only script of a prerendered page (docs/decisions/0026-pages-and-islands.md), requested by
// root.tsx's loader after the first paint: renders each island's component over its prerendered
// HTML when its directive says (registry.ts, docs/decisions/0062-island-seam.md), then starts
// push notifications once the page is idle. Built by scripts/islands.ts with Preact standing in
// for React; in `pnpm dev` the same source runs in React. Never part of the SPA.
import type { ComponentType } from 'react'
import { env } from '../config/env'
import { startPushNotifications } from '../features/shell/pushNotifications'
import { replayEarlyTap } from './earlyTap'
import { mount } from './mount'
import { loadWhenOnline } from './loadWhenOnline'
import { islands, type IslandLoad, type IslandName } from './registry'
import { whenDue } from './whenDue'

function isIsland(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name)
}

/** Lets the browser handle input and paint between two islands (no long task on a slow phone). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// The page's language as the prerendered HTML declares it (the root layout wrote it).
const locale = document.documentElement.lang === 'bn' ? 'bn' : 'en'

function show(root: HTMLElement, component: unknown, index: number) {
  const props = JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>
  mount(root, component as ComponentType<Record<string, unknown>>, props, `i${index}-`, locale)
  replayEarlyTap(root)
}

// An island that could not load (a dropped connection) keeps its prerendered HTML: links and
// content still work. The others carry on.
const failed = (error: unknown) => console.error('Island failed:', error)

async function start() {
  const islandsOnPage = [...document.querySelectorAll<HTMLElement>('[data-island]')].map(
    (root, index) => {
      const name = root.dataset.island
      const island = isIsland(name) ? islands[name] : undefined
      const load = island?.load ?? (() => Promise.reject(new Error(`Unknown island: ${name}`)))
      const when: IslandLoad = island?.when ?? 'eager'
      return { root, index, load, when }
    },
  )
  // The eager islands' code is requested at once; they render one per task, in page order.
  const eager = islandsOnPage.filter((island) => island.when === 'eager')
  const loads = eager.map((island) => island.load())
  loads.forEach((load) => load.catch(() => {})) // reported below, in order
  // The others render each on its own once due: no timer between (a paused clock in a test, a
  // throttled background tab) holds them back.
  const later = islandsOnPage
    .filter((island) => island.when !== 'eager')
    .map(({ root, index, load, when }) => ({
      when,
      shown: whenDue(root, when)
        .then(() => loadWhenOnline(load))
        .then((component) => show(root, component, index))
        .catch(failed),
    }))
  for (const [position, { root, index }] of eager.entries()) {
    try {
      const component = await loads[position]!
      await nextTask()
      show(root, component, index)
    } catch (error) {
      failed(error)
    }
  }
  // Ready once all but the islands waiting to be scrolled to have rendered.
  await Promise.all(later.filter(({ when }) => when === 'idle').map(({ shown }) => shown))
  document.documentElement.dataset.islands = 'ready'
  startPushNotifications(env.oneSignalAppId)
}

void start()
