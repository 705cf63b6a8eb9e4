import { defineConfig } from 'vitest/config'
import { headScriptsPlugin } from './scripts/headScripts.ts'

// The React Router plugin is for the app build; unit tests render components directly. The
// inline <head> scripts (`?head`) are compiled as the build compiles them.
export default defineConfig({
  plugins: [headScriptsPlugin()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
  },
})
