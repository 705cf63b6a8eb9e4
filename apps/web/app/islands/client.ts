// The only script of a prerendered page (docs/decisions/0014-islands.md): renders each island's
// component over its prerendered HTML, then starts push notifications once the page is idle.
// Built by scripts/islands.ts with Preact standing in for React; never part of the SPA.
import { h, render, type ComponentType } from 'preact'
import { env } from '../config/env'
import { startPushNotifications } from '../features/shell/pushNotifications'
import { LocaleContext } from '../i18n'
import { IslandIdPrefix } from './islandId'
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
      // render() over existing HTML reuses its elements and corrects any that differ (the
      // browser's state: a stored session, the URL's filter, the theme); hydrate() would not.
      const island = h(component as ComponentType, props)
      const localised = h(LocaleContext.Provider, { value: locale }, island)
      render(h(IslandIdPrefix.Provider, { value: `i${index}-` }, localised), root)
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
