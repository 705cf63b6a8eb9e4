/**
 * Cloudflare Turnstile's browser API, the part the site uses (explicit rendering:
 * developers.cloudflare.com/turnstile/get-started/client-side-rendering). Its script comes from
 * Cloudflare's challenge host, which the CSP names only when the site has a key
 * (scripts/hosting.ts), and only on the pages with a form that asks for a check.
 */
export const TURNSTILE_HOST = 'https://challenges.cloudflare.com'
export const TURNSTILE_SCRIPT = `${TURNSTILE_HOST}/turnstile/v0/api.js?render=explicit`

export interface TurnstileOptions {
  sitekey: string
  callback: (token: string) => void
  'error-callback': (code?: string) => boolean | void
  'expired-callback': () => void
  'timeout-callback': () => void
  theme: 'light' | 'dark' | 'auto'
  size: 'normal' | 'flexible' | 'compact'
  language: string
  action?: string
}

export interface Turnstile {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined
  reset(widgetId?: string): void
  remove(widgetId?: string): void
}

declare global {
  interface Window {
    turnstile?: Turnstile
  }
}

let loading: Promise<Turnstile> | null = null

/** Adds Cloudflare's script once (again after a failed attempt); resolves with its API. */
export function loadTurnstile(doc: Document = document): Promise<Turnstile> {
  const win = doc.defaultView
  if (win?.turnstile) return Promise.resolve(win.turnstile)
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = TURNSTILE_SCRIPT
    script.async = true
    const fail = (why: string) => {
      loading = null
      script.remove()
      reject(new Error(why))
    }
    script.onload = () => {
      if (win?.turnstile) resolve(win.turnstile)
      else fail('Turnstile script loaded without its API')
    }
    script.onerror = () => fail('Turnstile script could not load')
    doc.head.appendChild(script)
  })
  return loading
}

/** Runs `task` once the browser is idle (or after 2 s at the latest). */
export function whenIdle(task: () => void, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(task, { timeout: 2000 })
    return () => win.cancelIdleCallback(id)
  }
  const id = win.setTimeout(task, 200)
  return () => win.clearTimeout(id)
}
