import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Each file starts its own stack (PostgreSQL + PostgREST) on free ports. One file at a time:
    // `pnpm test` runs this suite beside the unit suites on 2 cores, and the start-up times are
    // asserted (lifecycle.test.ts).
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
})
