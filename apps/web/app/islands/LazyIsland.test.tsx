import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeObserver, fakeIntersections } from '../../tests/intersection'
import { render } from '../../tests/render'

// The part's code, as the build's chunk would give it: counted when loaded.
const part = vi.hoisted(() => ({ loads: 0, fail: false }))
vi.mock('./lazyIslands', () => ({
  lazyIslands: {
    questions: () => {
      part.loads++
      if (part.fail) return Promise.reject(new Error('chunk did not load'))
      return Promise.resolve(({ courseId }: { courseId: string }) => (
        <section>
          <h2>Loaded part</h2>
          <p>{courseId}</p>
        </section>
      ))
    },
  },
}))

const { LazyIsland } = await import('./LazyIsland')

fakeIntersections()

beforeEach(() => {
  part.loads = 0
  part.fail = false
})
afterEach(() => vi.restoreAllMocks())

function renderPart(now = false) {
  const props = { courseId: 'creative-design' } as never
  return render(
    <LazyIsland name="questions" props={props} now={now}>
      <section>
        <h2>Questions</h2>
        <p>Loading questions…</p>
      </section>
    </LazyIsland>,
  )
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

describe('a part of an island that loads when due', () => {
  it('shows what it shows first, and loads its code only when it comes near the screen', async () => {
    renderPart()
    await settle()
    expect(part.loads).toBe(0)
    expect(screen.getByText('Loading questions…')).toBeVisible()
    act(() => FakeObserver.last!.callback([{ isIntersecting: false }]))
    await settle()
    expect(part.loads).toBe(0)
    act(() => FakeObserver.last!.callback([{ isIntersecting: true }]))
    expect(await screen.findByRole('heading', { name: 'Loaded part' })).toBeVisible()
    expect(screen.getByText('creative-design')).toBeVisible()
    expect(part.loads).toBe(1)
  })

  it('loads at once on a tap', async () => {
    renderPart()
    await settle()
    expect(part.loads).toBe(0)
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Questions' }))
    expect(await screen.findByRole('heading', { name: 'Loaded part' })).toBeVisible()
    expect(part.loads).toBe(1)
  })

  it('loads at once when the address names it', async () => {
    renderPart(true)
    expect(await screen.findByRole('heading', { name: 'Loaded part' })).toBeVisible()
  })

  it('keeps what it showed first when its code cannot load', async () => {
    part.fail = true
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderPart(true)
    await waitFor(() => expect(error).toHaveBeenCalledWith('Island failed:', expect.any(Error)))
    expect(screen.getByText('Loading questions…')).toBeVisible()
  })

  it('without a signal, keeps what it showed first and loads when the signal returns', async () => {
    part.fail = true
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error')
    renderPart(true)
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Island waits for the signal:', expect.any(Error)),
    )
    expect(screen.getByText('Loading questions…')).toBeVisible()
    part.fail = false
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByRole('heading', { name: 'Loaded part' })).toBeVisible()
    expect(part.loads).toBe(2)
    expect(error).not.toHaveBeenCalled()
  })
})
