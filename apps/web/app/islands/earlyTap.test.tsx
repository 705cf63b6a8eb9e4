import { useState } from 'react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { replayEarlyTap } from './earlyTap'
import loaderScript from './loader.head.ts?head'
import { mount } from './mount'

/** What the header island renders: a menu button that toggles, and a theme button. */
function Toggles({ presses }: { presses: string[] }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => presses.push('theme')}>
        Dark
      </button>
      <button
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        onClick={() => {
          presses.push('menu')
          setOpen((o) => !o)
        }}
      />
    </>
  )
}

/** A prerendered island: its HTML, no handlers yet. */
function prerendered(name: string) {
  const root = document.createElement('div')
  root.dataset.island = name
  root.innerHTML =
    '<button type="button" aria-label="Menu"></button><button type="button">Dark</button>'
  document.body.append(root)
  return root
}

const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  )!

function render(root: HTMLElement, presses: string[], index = 0) {
  mount(root, Toggles as never, { presses }, `t${index}-`, 'en')
  replayEarlyTap(root)
}

// The loader's inline script, compiled as the build compiles it and run as the page's head runs it.
beforeAll(() => new Function(loaderScript)())
beforeEach(() => {
  document.body.innerHTML = ''
  delete window.__islandsEarlyTap
})

describe('a tap before the islands have rendered', () => {
  it('is repeated on the same button once its island has rendered, once for two taps', async () => {
    const root = prerendered('header')
    button(root, 'Menu').click()
    button(root, 'Menu').click()
    const presses: string[] = []
    render(root, presses)
    expect(presses).toEqual(['menu'])
    await expect.poll(() => button(root, 'Menu').getAttribute('aria-expanded')).toBe('true')
  })

  it('finds the button by its name although the render put it elsewhere', () => {
    const root = prerendered('header')
    button(root, 'Dark').click()
    const presses: string[] = []
    render(root, presses)
    expect(presses).toEqual(['theme'])
  })

  it('is only the last tap, and only on the island it was made on', () => {
    const header = prerendered('header')
    const other = prerendered('other')
    button(header, 'Menu').click()
    button(other, 'Dark').click()
    const headerPresses: string[] = []
    const otherPresses: string[] = []
    render(header, headerPresses, 0)
    render(other, otherPresses, 1)
    expect(headerPresses).toEqual([])
    expect(otherPresses).toEqual(['theme'])
  })

  it('is not remembered once the island has rendered: the button handles it itself', () => {
    const root = prerendered('header')
    const presses: string[] = []
    render(root, presses)
    button(root, 'Menu').click()
    expect(presses).toEqual(['menu'])
    expect(window.__islandsEarlyTap).toBeUndefined()
    // A later island rendering repeats nothing.
    render(prerendered('other'), [], 1)
    expect(presses).toEqual(['menu'])
  })

  it('leaves links, submit buttons and buttons outside islands alone', () => {
    document.body.innerHTML =
      '<button type="button">Outside</button><div data-island="form"><button type="submit">Send</button></div>'
    for (const b of document.querySelectorAll('button')) b.click()
    expect(window.__islandsEarlyTap).toBeUndefined()
  })
})
