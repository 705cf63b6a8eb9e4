import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeObserver, fakeIntersections } from '../../tests/intersection'
import { whenDue } from './whenDue'

/** A prerendered island: its element (display: contents) and what it rendered. */
function island() {
  const root = document.createElement('div')
  root.dataset.island = 'testimonials'
  root.innerHTML = '<section><button type="button">Next</button></section>'
  document.body.append(root)
  return root
}

/** Whether a promise has settled, without waiting for it. */
async function settled(promise: Promise<void>) {
  let done = false
  void promise.then(() => (done = true))
  await Promise.resolve()
  await Promise.resolve()
  return done
}

fakeIntersections()
let idle: Array<() => void> = []
beforeEach(() => {
  document.body.innerHTML = ''
  idle = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
})

describe('when an island renders (its directive in registry.ts)', () => {
  it('eager: at once', async () => {
    expect(await settled(whenDue(island(), 'eager'))).toBe(true)
  })

  it('idle: not before the browser is idle', async () => {
    const due = whenDue(island(), 'idle')
    expect(await settled(due)).toBe(false)
    idle.forEach((callback) => callback())
    expect(await settled(due)).toBe(true)
  })

  it('visible: when what it rendered comes near the screen, not before', async () => {
    const root = island()
    const due = whenDue(root, 'visible')
    const observer = FakeObserver.last!
    // The island's own element has no box: what it rendered is watched.
    expect(observer.observed).toEqual([root.firstElementChild])
    expect(observer.options.rootMargin).toBe('200px')
    observer.callback([{ isIntersecting: false }])
    expect(await settled(due)).toBe(false)
    expect(idle).toEqual([])
    observer.callback([{ isIntersecting: true }])
    expect(await settled(due)).toBe(true)
    expect(observer.disconnected).toBe(true)
  })

  it.each(['visible', 'idle'] as const)(
    '%s: at once when the learner taps or focuses into it first',
    async (when) => {
      const tapped = island()
      const tap = whenDue(tapped, when)
      tapped.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      expect(await settled(tap)).toBe(true)
      const focused = island()
      const focus = whenDue(focused, when)
      focused.querySelector('button')!.focus()
      expect(await settled(focus)).toBe(true)
    },
  )

  it('visible without an IntersectionObserver (or nothing rendered): once idle', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    Reflect.deleteProperty(window, 'IntersectionObserver')
    const due = whenDue(island(), 'visible')
    expect(await settled(due)).toBe(false)
    idle.forEach((callback) => callback())
    expect(await settled(due)).toBe(true)
  })
})
