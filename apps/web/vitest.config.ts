import { defineConfig } from 'vitest/config'

// The React Router plugin is for the app build; unit tests render components directly.
export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
  },
})
