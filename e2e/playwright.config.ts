// One suite for both apps (docs/decisions/0038-one-playwright-suite.md): one backend, one build of
// each app, one set of ports; a project per part, each in its own folder of tests/.
import { readdirSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '@repo/perf/chromium'
import { adminBuildDir, ports, urls, webBuildDir } from './ports'

const parts = ['site', 'journeys', 'console', 'volume']
// A spec left beside the shared modules would belong to no project and never run.
const stray = readdirSync(new URL('./tests/', import.meta.url)).filter((f) =>
  f.endsWith('.spec.ts'),
)
if (stray.length)
  throw new Error(
    `Move ${stray.join(', ')} into tests/${parts.join('/, tests/')}/ (one folder per project).`,
  )

export default defineConfig({
  testDir: './tests',
  // One worker: 2 shared cores, one backend, and the form service's recordings are shared state.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // pnpm test adds up the JSON report (scripts/test.ts)
  reporter: [['list'], ['json', { outputFile: '.test-report/playwright.json' }]],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: urls.web,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    trace: 'off',
    // The build's pages carry a CSP <meta> (hashes of their own inline scripts); tests inject
    // axe-core as an inline script. The CSP itself is tested in tests/site/csp.spec.ts, without this.
    bypassCSP: true,
    // Debian's Chromium; browsers are never downloaded.
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  // In this order: the console's tests change the seeded learner and course lessons last.
  projects: [
    // The learner site, on a 360 px phone.
    { name: 'site', testDir: './tests/site' },
    // Journeys across both apps: the learner on the site, the admin in the console.
    { name: 'journeys', testDir: './tests/journeys' },
    // The admin console on its own origin, on a phone and on a laptop.
    {
      name: 'console-phone',
      testDir: './tests/console',
      timeout: 45_000,
      expect: { timeout: 8_000 },
      use: {
        baseURL: urls.admin,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'console-laptop',
      testDir: './tests/console',
      timeout: 45_000,
      expect: { timeout: 8_000 },
      use: { baseURL: urls.admin, viewport: { width: 1280, height: 800 }, hasTouch: false },
    },
    // Last: the console on more than max_rows rows a list, seeded and deleted by its own spec,
    // after every other project so no other test sees the volume.
    {
      name: 'console-volume',
      testDir: './tests/volume',
      timeout: 180_000,
      expect: { timeout: 15_000 },
      use: { baseURL: urls.admin, viewport: { width: 1280, height: 800 }, hasTouch: false },
    },
  ],
  webServer: [
    {
      command: `tsx servers/static.ts ${webBuildDir}client ${ports.web}`,
      url: `${urls.web}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `tsx servers/static.ts ${adminBuildDir} ${ports.admin}`,
      url: `${urls.admin}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `tsx servers/forms.ts ${ports.forms}`,
      url: `${urls.forms}/__requests`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
})
