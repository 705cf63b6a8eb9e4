/**
 * Cloudflare Turnstile, the security check Supabase Auth asks for when `[auth.captcha]` is on
 * (docs/decisions/0052-auth-limits-and-captcha.md): the framework-neutral core both apps use.
 * It loads Cloudflare's script, renders the widget explicitly
 * (developers.cloudflare.com/turnstile/get-started/client-side-rendering), keeps its token and
 * reports what it is doing; `controlCaptcha` adds what a form does with it (held back until there
 * is a token, tried again). Each app wraps that in its own component (the learner site's
 * `app/components/captcha/Captcha.tsx`, the console's `features/auth/Captcha.tsx`), with its own
 * words and styles; `@repo/api/captcha-fake` is Turnstile for their tests. Its own entry
 * (`@repo/api/captcha`): importing it loads nothing of supabase-js, and a page without a sitekey
 * need not import it at all.
 *
 * The script and the widget's frame come from Cloudflare's challenge host, which each app's CSP
 * names only when its build has a sitekey.
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

/** Turnstile's browser API, the part the apps use. */
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

/**
 * What the check is doing: fetching Cloudflare's script, checking, done (there is a token),
 * failed (or timed out), expired (running again), or unavailable (the script did not load).
 */
export type CaptchaStatus = 'loading' | 'checking' | 'done' | 'failed' | 'expired' | 'unavailable'

/** A form's handle on a mounted check. */
export interface CaptchaCheck {
  /** the token to send (supabase-js `captchaToken`); undefined while there is none */
  token(): string | undefined
  /** a new token: after every request (a token is good for one), or to try again */
  reset(): void
  /** true once the widget is rendered (false: the script is loading, or did not load) */
  rendered(): boolean
  /** removes the widget and stops waiting for the script */
  remove(): void
}

export interface CaptchaMount {
  sitekey: string
  /** asked once the script is there, with the container's width known */
  look: (container: HTMLElement) => Pick<TurnstileOptions, 'theme' | 'size' | 'language'>
  /** every change of status; `done` means token() now has one */
  onStatus: (status: CaptchaStatus) => void
  /** wait for the browser to be idle before fetching the script (the learner site: yes) */
  idle?: boolean
}

/**
 * Mounts Turnstile in `container`: reports `loading`, fetches the script (once the page is idle
 * when asked), renders the widget and keeps its token. To try again after `unavailable`,
 * `remove()` and mount again (the script is fetched again).
 */
export function mountCaptcha(container: HTMLElement, mount: CaptchaMount): CaptchaCheck {
  let token: string | undefined
  let widget: { api: Turnstile; id: string } | null = null
  let removed = false
  const set = (status: CaptchaStatus, next?: string) => {
    token = next
    mount.onStatus(status)
  }
  const start = () => {
    loadTurnstile(container.ownerDocument).then(
      (api) => {
        if (removed) return
        set('checking')
        const id = api.render(container, {
          sitekey: mount.sitekey,
          ...mount.look(container),
          callback: (next) => set('done', next),
          'error-callback': () => {
            set('failed')
            // handled here: Turnstile need not log it
            return true
          },
          'expired-callback': () => set('expired'),
          'timeout-callback': () => set('failed'),
        })
        if (id !== undefined) widget = { api, id }
      },
      () => {
        if (!removed) set('unavailable')
      },
    )
  }
  set('loading')
  const win = container.ownerDocument.defaultView ?? window
  const cancelIdle = mount.idle ? whenIdle(start, win) : (start(), () => {})
  return {
    token: () => token,
    rendered: () => widget !== null,
    reset() {
      token = undefined
      if (!widget) return
      set('checking')
      widget.api.reset(widget.id)
    },
    remove() {
      removed = true
      cancelIdle()
      if (widget) widget.api.remove(widget.id)
      widget = null
    },
  }
}

/**
 * What a form shows of its check: the status, whether it was sent before there was a token, and
 * the "try again" its button calls.
 */
export interface CaptchaView {
  status: CaptchaStatus
  /** sent too early: say to wait for the check (cleared once it is done, or tried again) */
  early: boolean
  /** failed or unavailable: offer to try again */
  trouble: boolean
  /** a new token from the widget, or Cloudflare's script fetched again when it did not load */
  retry: () => void
}

/** The view before the check is mounted. */
export const captchaLoading: CaptchaView = {
  status: 'loading',
  early: false,
  trouble: false,
  retry: () => {},
}

/** A form's handle on its security check, from its submit handler. */
export interface CaptchaHandle {
  /** the token to send (supabase-js `captchaToken`); undefined while there is none */
  token(): string | undefined
  /** true when there is a token; otherwise says to wait for the check, and focuses it */
  ready(): boolean
  /** after every request: a token is good for one request only */
  reset(): void
}

export interface CaptchaControlOptions extends Omit<CaptchaMount, 'onStatus'> {
  /** every change of what the component shows */
  onView: (view: CaptchaView) => void
  /** moves focus to the check (ready() without a token) */
  focus: () => void
  /** where the form finds the check's handle while it is mounted (a React ref) */
  handle: { current: CaptchaHandle | null }
}

/**
 * The behaviour both apps' check components share, around `mountCaptcha`: a form sent before
 * there is a token is held back (said, and focus on the check) until the check is done; "try
 * again" resets a rendered widget, or mounts it again when the script did not load. Returns the
 * function that removes it (and takes the handle back from the form).
 */
export function controlCaptcha(container: HTMLElement, options: CaptchaControlOptions): () => void {
  const { onView, focus, handle, ...mountOptions } = options
  const retry = () => {
    show({ early: false })
    if (check.rendered() && view.status !== 'unavailable') return check.reset()
    check.remove()
    check = mount()
  }
  let view = captchaLoading
  const show = (next: Partial<Pick<CaptchaView, 'status' | 'early'>>) => {
    const { status, early } = { ...view, ...next }
    view = { status, early, trouble: status === 'failed' || status === 'unavailable', retry }
    onView(view)
  }
  const mount = () =>
    mountCaptcha(container, {
      ...mountOptions,
      onStatus: (status) => show(status === 'done' ? { status, early: false } : { status }),
    })
  let check = mount()
  const mounted: CaptchaHandle = {
    token: () => check.token(),
    ready() {
      if (check.token()) return true
      show({ early: true })
      focus()
      return false
    },
    reset: () => check.reset(),
  }
  handle.current = mounted
  return () => {
    check.remove()
    if (handle.current === mounted) handle.current = null
  }
}
