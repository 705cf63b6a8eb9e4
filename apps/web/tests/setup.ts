import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// A find waits as long as a busy CI machine needs (two suites on two cores; lazy code
// transformed on first use); it returns as soon as the element shows.
configure({ asyncUtilTimeout: 10_000 })

// Without Vitest globals, Testing Library cannot unmount by itself between tests.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
