import '@testing-library/jest-dom/vitest'
import { notifications } from '@mantine/notifications'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Mantine reads these browser APIs, which jsdom does not have.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList
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
