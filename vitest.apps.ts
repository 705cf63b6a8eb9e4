/**
 * The unit tests of an app (apps/web, apps/admin), for its vitest.config: rendered in jsdom, set
 * up by the app's tests/setup.ts, found beside its sources (`sources`: 'app', 'src') and in tests/.
 */
export function appUnitTests(sources: string) {
  return {
    environment: 'jsdom',
    // CI runs the unit and database suites side by side on two cores: a render may wait its turn
    testTimeout: 30_000,
    setupFiles: ['./tests/setup.ts'],
    include: [`${sources}/**/*.test.{ts,tsx}`, 'tests/**/*.test.{ts,tsx}'],
  }
}
