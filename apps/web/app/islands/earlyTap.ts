// A button of an island does nothing until its island has rendered, which on a slow link can be
// a second or two after the page is shown (decision 0047). So a tap on one before then is
// remembered, and repeated once that island has rendered: the learner who taps Menu at once gets
// the menu a moment later instead of nothing. Links and forms need no help: they work as HTML.

/** Set on an island's element once the islands script has rendered it (client.ts). */
const mountedAttribute = 'data-mounted'

interface EarlyTap {
  /** The island's element ([data-island]), which rendering keeps. */
  root: Element
  /** What names the button (its aria-label, else its text): the render may reorder buttons. */
  label: string | null
}

declare global {
  interface Window {
    __islandsEarlyTap?: EarlyTap
  }
}

/**
 * Run by the inline loader in the page's head (loader.head.ts), before the islands: remembers the
 * last tap on a button of an island not yet rendered. Only the last: a second tap on the menu
 * should not close it again.
 */
export function rememberEarlyTaps() {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null
      const button = target?.closest?.('[data-island] button[type=button]')
      const root = button?.closest('[data-island]')
      if (button && root && !root.hasAttribute(mountedAttribute))
        window.__islandsEarlyTap = { root, label: labelOf(button) }
    },
    true,
  )
}

const labelOf = (button: Element) => button.getAttribute('aria-label') || button.textContent

/** Marks `root` rendered and repeats a tap it had before: the same button, by its name. */
export function replayEarlyTap(root: HTMLElement) {
  root.setAttribute(mountedAttribute, '')
  const tap = window.__islandsEarlyTap
  if (tap?.root !== root) return
  delete window.__islandsEarlyTap
  const buttons = root.querySelectorAll<HTMLButtonElement>('button[type=button]')
  Array.from(buttons)
    .find((button) => labelOf(button) === tap.label)
    ?.click()
}
