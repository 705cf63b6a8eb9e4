import { afterEach, beforeAll, beforeEach, vi } from 'vitest'

/**
 * What each test file of the Payments tab sets up: the tab's code loaded once before its tests
 * (the route loads it lazily: on a busy machine the first render would otherwise spend its wait
 * on the import), and, given `now`, the date stopped there (timers still run).
 */
export function setUpPaymentsTab(now?: Date) {
  beforeAll(() => import('../src/features/payments/PaymentsTab'), 30_000)
  if (!now) return
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(now)
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
