import { describe, expect, it } from 'vitest'
import { lighthouseSettings } from './screens'

describe('lighthouseSettings', () => {
  it("keeps Lighthouse's mobile defaults for the learner site's pages", () => {
    const { flags, config } = lighthouseSettings('mobile')
    expect(flags.screenEmulation).toBeUndefined()
    expect(config).toBeUndefined()
  })
  it('measures a 360 px phone with mobile throttling, and a 1,280 px laptop with the desktop run', () => {
    expect(lighthouseSettings('phone').flags).toMatchObject({
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 360 },
    })
    const { config } = lighthouseSettings('desktop')
    expect(config?.settings).toMatchObject({
      formFactor: 'desktop',
      screenEmulation: { mobile: false, width: 1280, height: 800 },
      throttling: { cpuSlowdownMultiplier: 1 },
    })
  })
  it("clears a first visit's localStorage (a session stored by a signed-in run), and keeps a signed-in run's", () => {
    for (const screen of ['mobile', 'phone', 'desktop'] as const) {
      expect(lighthouseSettings(screen).flags.clearStorageTypes).toEqual(
        expect.arrayContaining(['local_storage', 'indexeddb', 'cookies', 'service_workers']),
      )
      expect(lighthouseSettings(screen, { signedIn: true }).flags.clearStorageTypes).toBeUndefined()
    }
  })
})
