import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // The checks read whole trees (madge, TypeScript's resolver, a Vitest run of their own):
    // seconds when the machine is quiet, past Vitest's default 5 s when CI shares its 2 cores.
    testTimeout: 60_000,
  },
})
