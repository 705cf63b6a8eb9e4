import '@testing-library/jest-dom/vitest'
import { notifications } from '@mantine/notifications'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { fakeMediaQueryList } from './media'

// A find waits as long as a busy CI machine needs (two suites on two cores; lazy code
// transformed on first use); it returns as soon as the element shows.
configure({ asyncUtilTimeout: 10_000 })

// Mantine reads these browser APIs, which jsdom does not have.
window.matchMedia ??= (query: string) => fakeMediaQueryList(query, false)
// the Select's option list scrolls the chosen option into view
Element.prototype.scrollIntoView ??= function scrollIntoView() {}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Testing Library unmounts after each test by itself only when Vitest globals are on; they are not.
afterEach(() => {
  cleanup()
  notifications.clean()
})
