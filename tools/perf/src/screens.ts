// The screens `pnpm perf` measures on (routes.ts `Screen`), as Lighthouse settings. Each screen
// has its own floor page in the run: a page's LCP is compared with the floor's on the same
// screen, throttling and viewport (decision 0030).
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import type { Config, Flags } from 'lighthouse'
import type { Screen } from './routes'

/** The learner site's pages and the console's 360 px phone: Lighthouse's mobile throttling. */
const phone = { mobile: true, width: 360, height: 740, deviceScaleFactor: 2, disabled: false }
/** A laptop: Lighthouse's desktop run (its throttling and user agent), 1,280 x 800. */
const laptop = { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1, disabled: false }

/**
 * What Lighthouse clears before a first visit. Lighthouse 13 keeps localStorage, IndexedDB and
 * cookies by default; a first visit has none (a session stored by a signed-in run of the console
 * would otherwise open the console instead of its login). A signed-in run keeps them.
 */
const firstVisit: Flags['clearStorageTypes'] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
]

export const screenWidths: Record<Screen, string> = {
  mobile: '412 px (Lighthouse mobile)',
  phone: '360 px',
  desktop: '1,280 px (Lighthouse desktop)',
}

/** Lighthouse's flags and config for a run on `screen`, as a first visit or signed in. */
export function lighthouseSettings(
  screen: Screen,
  { signedIn = false }: { signedIn?: boolean } = {},
): { flags: Flags; config?: Config } {
  const storage: Flags = signedIn ? {} : { clearStorageTypes: firstVisit }
  if (screen === 'phone')
    return { flags: { ...storage, formFactor: 'mobile', screenEmulation: phone } }
  if (screen === 'desktop')
    return {
      flags: storage,
      config: {
        ...desktopConfig,
        settings: { ...desktopConfig.settings, screenEmulation: laptop },
      },
    }
  return { flags: storage }
}
