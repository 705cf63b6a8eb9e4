/**
 * When an island's code loads and renders (Astro's `client:load`, `client:idle`, `client:visible`),
 * each island's directive given in registry.ts:
 * - `eager`: at once after the first paint, in page order (what the page is for, and the header);
 * - `idle`: once the browser has nothing else to do;
 * - `visible`: when it comes near the screen (below the fold), or when the learner taps or
 *   focuses into it first. Its prerendered HTML is the page until then.
 * Declared here, not in registry.ts: a part loaded by an island (LazyIsland) waits with
 * whenDue too, and the registry loads that island.
 */
export type IslandLoad = 'eager' | 'idle' | 'visible'

/** How far below the screen a `visible` island starts loading: it is ready when scrolled to. */
const nearScreen = '200px'

/** Once the browser has nothing else to do (Safari has no requestIdleCallback: a short wait). */
function onIdle(callback: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 })
  else setTimeout(callback, 200)
}

/**
 * Resolves when an island should load and render (its directive in registry.ts): at once for
 * `eager`, once the browser is idle for `idle`, when it comes near the screen for `visible`.
 * A tap or a focus inside the island starts it at once: its prerendered button already took the
 * tap, which earlyTap.ts repeats once it has rendered.
 */
export function whenDue(root: HTMLElement, when: IslandLoad): Promise<void> {
  if (when === 'eager') return Promise.resolve()
  return new Promise((resolve) => {
    const stop = new AbortController()
    let observer: IntersectionObserver | undefined
    const due = () => {
      stop.abort()
      observer?.disconnect()
      resolve()
    }
    for (const type of ['pointerdown', 'focusin'])
      root.addEventListener(type, due, { capture: true, signal: stop.signal })
    // The island's element is `display: contents` (no box of its own): its children are watched.
    const children = [...root.children]
    if (when === 'visible' && 'IntersectionObserver' in window && children.length > 0) {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) due()
        },
        { rootMargin: nearScreen },
      )
      children.forEach((child) => observer!.observe(child))
    } else onIdle(due)
  })
}
