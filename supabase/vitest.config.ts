import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // One devstack for the whole run, started before the first file.
    globalSetup: ['./tests/global-setup.ts'],
    // The files share one database (and the seeded admin): run them one after the other.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
})
