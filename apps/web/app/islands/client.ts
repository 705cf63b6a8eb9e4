// The only script of a prerendered page (docs/decisions/0026-pages-and-islands.md), requested by
// root.tsx's loader after the first paint: renders each
// island's component over its prerendered HTML, then starts push notifications once the page is
// idle. Built by scripts/islands.ts with Preact standing in for React; in `pnpm dev` the same
// source runs in React. Never part of the SPA.
import type { ComponentType } from 'react'
import { env } from '../config/env'
import { startPushNotifications } from '../features/shell/pushNotifications'
import { replayEarlyTap } from './earlyTap'
import { mount } from './mount'
import { islands, type IslandName } from './registry'

function isIsland(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name)
}

/** Lets the browser handle input and paint between two islands (no long task on a slow phone). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function start() {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  // Every island's code is requested at once; they render one per task, in page order.
  const loads = roots.map((root) => {
    const name = root.dataset.island
    return isIsland(name) ? islands[name]() : Promise.reject(new Error(`Unknown island: ${name}`))
  })
  loads.forEach((load) => load.catch(() => {})) // reported below, in order
  // The page's language as the prerendered HTML declares it (the root layout wrote it).
  const locale = document.documentElement.lang === 'bn' ? 'bn' : 'en'
  for (const [index, root] of roots.entries()) {
    try {
      const component = await loads[index]!
      const props = JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>
      await nextTask()
      mount(root, component as ComponentType<Record<string, unknown>>, props, `i${index}-`, locale)
      replayEarlyTap(root)
    } catch (error) {
      // An island that could not load (a dropped connection) keeps its prerendered HTML:
      // links and content still work. The others carry on.
      console.error('Island failed:', error)
    }
  }
  document.documentElement.dataset.islands = 'ready'
  startPushNotifications(env.oneSignalAppId)
}

void start()
