import { defineConfig } from 'vitest/config'
import { headScriptsPlugin } from './scripts/headScripts.ts'

// The React Router plugin is for the app build; unit tests render components directly. The
// inline <head> scripts (`?head`) are compiled as the build compiles them.
export default defineConfig({
  plugins: [headScriptsPlugin()],
  test: {
    environment: 'jsdom',
    // CI runs the unit and database suites side by side on two cores: a render may wait its turn
    testTimeout: 30_000,
    setupFiles: ['./tests/setup.ts'],
    include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
  },
})
