import { defineConfig } from '@playwright/test'
import { urls } from './ports'

const chromium = {
  // Debian's Chromium; browsers are never downloaded.
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
}

export default defineConfig({
  testDir: './tests',
  // One worker: 2 shared cores, and both viewports use the same backend.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: { baseURL: urls.console, trace: 'off', launchOptions: chromium },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
      },
    },
    { name: 'laptop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
})
