import { afterEach, beforeEach, vi } from 'vitest'

/** The browser's IntersectionObserver, driven by the test (jsdom has none). */
export class FakeObserver {
  static last: FakeObserver | undefined
  observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
}

/** The calling test file's tests each see a FakeObserver of their own as the window's. */
export function fakeIntersections() {
  beforeEach(() => {
    FakeObserver.last = undefined
    vi.stubGlobal('IntersectionObserver', FakeObserver)
  })
  afterEach(() => vi.unstubAllGlobals())
}
