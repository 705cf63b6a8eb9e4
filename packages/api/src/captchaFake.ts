/**
 * Cloudflare Turnstile as a test double, for the tests of both apps' security check
 * (`@repo/api/captcha-fake`, an entry only tests import). Plain TypeScript, no test runner:
 * what the widget was given is kept for the test to read and to call back.
 */
import { TURNSTILE_HOST, type Turnstile, type TurnstileOptions } from './captcha'

/** Turnstile's browser API, keeping what it was asked. */
export interface FakeTurnstile extends Turnstile {
  /** the options of each widget rendered, in order (its id is `w` and its number: `w1`) */
  widgets: TurnstileOptions[]
  /** the ids of the widgets reset, in order */
  resets: string[]
  /** the last widget rendered; throws while there is none (for `waitFor`) */
  lastWidget(): TurnstileOptions
  /** after a test: no Turnstile on the window, no script of Cloudflare's in the page */
  clear(): void
}

export function fakeTurnstile(doc: Document = document): FakeTurnstile {
  const widgets: TurnstileOptions[] = []
  const resets: string[] = []
  return {
    widgets,
    resets,
    render(_container, options) {
      widgets.push(options)
      return `w${widgets.length}`
    },
    reset(widgetId) {
      if (widgetId !== undefined) resets.push(widgetId)
    },
    remove() {},
    lastWidget() {
      const last = widgets.at(-1)
      if (!last) throw new Error('Turnstile rendered no widget yet')
      return last
    },
    clear() {
      delete doc.defaultView?.turnstile
      turnstileScripts(doc).forEach((s) => s.remove())
    },
  }
}

/** The scripts from Cloudflare the page has added. */
export function turnstileScripts(doc: Document = document): HTMLScriptElement[] {
  return [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) =>
    s.src.startsWith(TURNSTILE_HOST),
  )
}

/** The one script from Cloudflare; throws while there is none or more than one (for `waitFor`). */
export function turnstileScript(doc: Document = document): HTMLScriptElement {
  const scripts = turnstileScripts(doc)
  if (scripts.length !== 1) throw new Error(`${scripts.length} Turnstile scripts, not one`)
  return scripts[0]!
}
