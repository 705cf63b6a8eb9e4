import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Carousel, wrapIndex } from './Carousel'
import { StatCounter, counterSteps } from './StatCounter'
import { createToastStore } from './toastStore'

describe('wrapIndex', () => {
  it('wraps at both ends of the carousel', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2)
    expect(wrapIndex(2, 1, 3)).toBe(0)
    expect(wrapIndex(1, 1, 3)).toBe(2)
    expect(wrapIndex(0, -4, 3)).toBe(2)
    expect(wrapIndex(0, 1, 0)).toBe(0)
  })
})

describe('counterSteps', () => {
  it('counts 250 up in 60 whole steps ending exactly on the target', () => {
    const steps = counterSteps(250, 60)
    expect(steps).toHaveLength(60)
    expect(steps.at(-1)).toBe(250)
    expect(steps.every((v, i) => Number.isInteger(v) && (i === 0 || v >= steps[i - 1]!))).toBe(true)
  })
  it('ends on small targets too', () => {
    expect(counterSteps(3, 60).at(-1)).toBe(3)
    expect(counterSteps(95, 60)[29]).toBe(47)
  })
})

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps at most one toast: a new one replaces the old', () => {
    const store = createToastStore()
    store.show({ title: 'First' })
    store.show({ title: 'Second', variant: 'destructive' })
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Second'])
  })

  it('removes a toast after 5000 ms, and the replaced toast timer cannot remove the new one', () => {
    const store = createToastStore()
    store.show({ title: 'First' })
    vi.advanceTimersByTime(3000)
    store.show({ title: 'Second' })
    vi.advanceTimersByTime(2500)
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Second'])
    vi.advanceTimersByTime(2500)
    expect(store.getSnapshot()).toEqual([])
  })
})

describe('Carousel auto-advance', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  const props = {
    label: 'Testimonials',
    slides: ['A', 'B', 'C'].map((s) => <p key={s}>{s}</p>),
    previousLabel: 'Previous',
    nextLabel: 'Next',
    slideLabel: (p: number, t: number) => `${p} of ${t}`,
    dotLabel: (p: number) => `Slide ${p}`,
  }
  const visible = () => screen.getAllByRole('group', { hidden: true }).find((g) => !g.hidden)

  it('advances every 5000 ms and loops', () => {
    render(<Carousel {...props} />)
    expect(visible()).toHaveTextContent('A')
    act(() => vi.advanceTimersByTime(4999))
    expect(visible()).toHaveTextContent('A')
    act(() => vi.advanceTimersByTime(1))
    expect(visible()).toHaveTextContent('B')
    act(() => vi.advanceTimersByTime(10000))
    expect(visible()).toHaveTextContent('A')
  })

  it('pauses while hovered or focused', () => {
    render(<Carousel {...props} />)
    const region = screen.getByRole('region', { name: 'Testimonials' })
    act(() => {
      region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    })
    act(() => screen.getByRole('button', { name: 'Next' }).focus())
    act(() => vi.advanceTimersByTime(20000))
    expect(visible()).toHaveTextContent('A')
    expect(region).toHaveAttribute('data-rotating', 'false')
  })

  it('does not rotate when the user prefers reduced motion', () => {
    const original = window.matchMedia
    window.matchMedia = ((q: string) => ({
      matches: q.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia
    try {
      render(<Carousel {...props} />)
      act(() => vi.advanceTimersByTime(20000))
      expect(visible()).toHaveTextContent('A')
    } finally {
      window.matchMedia = original
    }
  })
})

describe('StatCounter', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('counts from 0 to the target in 60 steps over 2000 ms once visible', () => {
    let trigger: (entries: Array<{ isIntersecting: boolean }>) => void = () => {}
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof trigger) {
          trigger = cb
        }
        observe() {}
        disconnect() {}
      },
    )
    render(<StatCounter value={250} suffix="+" label="Students" />)
    const value = screen.getByTestId('stat-value')
    expect(value).toHaveTextContent('250+')
    act(() => trigger([{ isIntersecting: true }]))
    expect(value).toHaveTextContent(/^0\+$/)
    act(() => vi.advanceTimersByTime(1000))
    const mid = Number(value.textContent!.replace('+', ''))
    expect(mid).toBeGreaterThan(100)
    expect(mid).toBeLessThan(150)
    act(() => vi.advanceTimersByTime(1100))
    expect(value).toHaveTextContent('250+')
  })
})
