// For the inline <head> scripts (decision 0047): what can wait for the page's first paint waits
// for it, so the phone draws the prerendered page before it spends its connection on anything else.

/**
 * Runs `then` once: in the task after the page's first contentful paint has been shown (where the
 * browser has no paint timing, after the next frame), or after 3 s all the same (a page that
 * never paints, such as one opened in a background tab).
 */
export function afterFirstPaint(then: () => void) {
  let done = false
  const once = () => {
    if (done) return
    done = true
    then()
  }
  const Observer = window.PerformanceObserver
  if (Observer && (Observer.supportedEntryTypes || []).includes('paint'))
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(once)
    }).observe({ type: 'paint', buffered: true })
  else requestAnimationFrame(() => setTimeout(once))
  setTimeout(once, 3000)
}
