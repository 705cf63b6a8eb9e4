// The only script of a prerendered page (docs/decisions/0014-islands.md): renders each island's
// component over its prerendered HTML, then starts push notifications once the page is idle.
// Built by scripts/islands.ts with Preact standing in for React; never part of the SPA.
import { h, render, type ComponentType } from 'preact'
import { env } from '../config/env'
import { startPushNotifications } from '../features/shell/pushNotifications'
import { localeOfPath, registerCatalogue } from '../i18n'
import { IslandIdPrefix } from './islandId'
import { islands, type IslandName } from './registry'

async function loadCatalogue() {
  // Bangla pages need the Bangla catalogue before anything renders (English is built in).
  if (localeOfPath(window.location.pathname) !== 'bn') return
  const { bnCatalogue } = await import('../i18n/bn.catalogue')
  registerCatalogue(bnCatalogue)
}

function isIsland(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name)
}

async function start() {
  const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  const catalogue = loadCatalogue()
  const rendered = await Promise.allSettled(
    roots.map(async (root, index) => {
      const name = root.dataset.island
      if (!isIsland(name)) throw new Error(`Unknown island: ${name}`)
      const [component] = await Promise.all([islands[name](), catalogue])
      const props = JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>
      // render() over existing HTML reuses its elements and corrects any that differ (the
      // browser's state: a stored session, the URL's filter, the theme); hydrate() would not.
      const island = h(component as ComponentType, props)
      render(h(IslandIdPrefix.Provider, { value: `i${index}-` }, island), root)
    }),
  )
  // An island that could not load (a dropped connection) leaves its prerendered HTML: links
  // and content still work. The others carry on.
  for (const r of rendered) if (r.status === 'rejected') console.error('Island failed:', r.reason)
  document.documentElement.dataset.islands = 'ready'
  startPushNotifications(env.oneSignalAppId)
}

void start()
