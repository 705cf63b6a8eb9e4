import { defineConfig } from '@playwright/test'
import { adminBuildDir, ports, urls, webBuildDir } from './ports'

export default defineConfig({
  testDir: './tests',
  // One worker: 2 shared cores, and the form service's recordings are shared state.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: urls.web,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    trace: 'off',
    // The build's pages carry a CSP <meta> (hashes of their own inline scripts); tests inject
    // axe-core as an inline script. The CSP itself is tested in tests/csp.spec.ts, without this.
    bypassCSP: true,
    // Debian's Chromium; browsers are never downloaded.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
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
