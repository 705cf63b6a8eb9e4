/**
 * The login form's behaviour, on the HTML of loginMarkup.ts, without React: the console's first
 * load is this, a few KB, and the sign-in's code (the schema, the Supabase client) is fetched
 * when the admin first focuses the form, with the console's own code (docs/decisions/0075). The
 * console's /login route (LoginScreen.tsx) mounts the same on the same HTML. It is the console's
 * one form outside useConsoleForm, and behaves as one: the learner site's login schema and words,
 * each problem on its field (aria-invalid, described by the message), focus on the first; the
 * server's refusal in a red box; the security check when the build has a sitekey
 * (docs/decisions/0052).
 */
import type { CaptchaHandle, CaptchaView } from '@repo/api/captcha'
import type { Session } from '../../lib/sessionState'
import { captchaSlotHtml } from './loginMarkup'

/** What the check is doing, in the console's words (the learner site's, in English). */
export const captchaTexts = {
  loading: 'Loading the security check…',
  checking: 'Checking that you are a person. This takes a moment.',
  done: 'Done. You can log in.',
  failed: 'The security check did not pass. Try again.',
  expired: 'The security check expired and is running again.',
  unavailable: 'The security check could not load. Check your connection and try again.',
}
export const captchaRequired = 'Wait until the security check says Done, then log in again.'
export const captchaRetry = 'Try the check again'
/** The red box's title over the server's words. */
export const loginFailed = 'Login Failed'
/**
 * The sign-in's or the console's code did not arrive: errorWords' `retry` (a test holds them
 * equal), said here so that the first load does not carry every message of the console.
 */
export const unreachable = 'Could not reach the server. Check your connection and try again.'

export interface LoginValues {
  email: string
  password: string
}

export type CheckedLogin =
  | { ok: true; values: LoginValues }
  | { ok: false; errors: Partial<Record<keyof LoginValues, string>> }

/** The sign-in's code, fetched when first needed (loginActions.ts). */
export interface LoginActions {
  /** the login schema's verdict: the values to send, or each field's first problem */
  check(values: LoginValues): CheckedLogin
  /** signs in and says who it is (admin, mentor, or turned away) */
  signIn(values: LoginValues, captchaToken?: string): Promise<Session>
  /** a refusal in the console's words */
  errorText(error: unknown): string
}

export interface LoginOptions {
  actions: () => Promise<LoginActions>
  /** Turnstile's sitekey, or '' for no security check */
  siteKey: string
  /** after a sign-in the server answered: open the console, or turn the visitor away */
  signedIn: (session: Session) => void | Promise<unknown>
  /** fetches the console's code while the admin types (the first load) */
  prefetch?: () => void
}

const fields = ['email', 'password'] as const

/** Gives the login form in `root` its behaviour; returns the function that takes it away. */
export function mountLogin(root: HTMLElement, options: LoginOptions): () => void {
  const form = root.querySelector('form')!
  const inputs = fields.map((name) => form.elements.namedItem(name) as HTMLInputElement)
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!
  const captcha = options.siteKey ? mountCheck(form, button, options.siteKey) : null
  let loaded: Promise<LoginActions> | null = null
  let busy = false
  let failure: HTMLElement | null = null

  /** the sign-in's code, fetched once (again after a failure) */
  const load = () => {
    if (loaded) return loaded
    const fetching = options.actions()
    fetching.catch(() => {
      if (loaded === fetching) loaded = null
    })
    return (loaded = fetching)
  }
  const warm = () => {
    void load().catch(() => {})
    options.prefetch?.()
  }

  const showFieldError = (input: HTMLInputElement, message?: string) => {
    const id = `${input.id}-error`
    root.querySelector(`#${id}`)?.remove()
    if (!message) {
      input.removeAttribute('aria-invalid')
      input.removeAttribute('aria-describedby')
      return
    }
    const error = element('p', 'login-field-error', message)
    error.id = id
    input.after(error)
    input.setAttribute('aria-invalid', 'true')
    input.setAttribute('aria-describedby', id)
  }

  const fail = (message: string) => {
    failure?.remove()
    failure = element('div', 'login-alert')
    failure.setAttribute('role', 'alert')
    failure.append(element('p', 'login-alert-title', loginFailed))
    if (message !== loginFailed) failure.append(element('p', '', message))
    form.querySelector('.login-field')!.before(failure)
  }

  const setBusy = (on: boolean) => {
    busy = on
    button.disabled = on
    button.toggleAttribute('data-loading', on)
  }

  async function send() {
    if (busy) return
    warm()
    let actions: LoginActions
    try {
      actions = await load()
    } catch {
      return fail(unreachable)
    }
    const [email, password] = inputs.map((input) => input.value)
    const checked = actions.check({ email: email!, password: password! })
    const errors = checked.ok ? {} : checked.errors
    inputs.forEach((input, i) => showFieldError(input, errors[fields[i]!]))
    if (!checked.ok) return inputs.find((input) => input.hasAttribute('aria-invalid'))?.focus()
    const handle = captcha?.handle.current
    if (captcha && !handle?.ready()) return
    const token = handle?.token()
    setBusy(true)
    failure?.remove()
    let session: Session
    try {
      session = await actions.signIn(checked.values, token)
    } catch (error) {
      fail(actions.errorText(error))
      // a token is good for one request: the next attempt needs a new one
      handle?.reset()
      return setBusy(false)
    }
    try {
      await options.signedIn(session)
    } catch {
      // signed in, but the console's code did not arrive: pressing again tries again
      fail(unreachable)
    } finally {
      setBusy(false)
    }
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    void send()
  }
  const onInput = (event: Event) => {
    const input = inputs.find((i) => i === event.target)
    if (input?.hasAttribute('aria-invalid')) showFieldError(input)
  }
  form.addEventListener('submit', onSubmit)
  form.addEventListener('input', onInput)
  form.addEventListener('focusin', warm, { once: true })
  button.disabled = false
  return () => {
    form.removeEventListener('submit', onSubmit)
    form.removeEventListener('input', onInput)
    form.removeEventListener('focusin', warm)
    captcha?.remove()
  }
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag)
  if (className) node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/**
 * The security check in its slot (Cloudflare Turnstile through `@repo/api/captcha`, fetched only
 * by a build with a sitekey): what it is doing, announced politely; sent too early, an alert and
 * focus on it; after a failure, a button to try again.
 */
function mountCheck(form: HTMLFormElement, button: HTMLButtonElement, siteKey: string) {
  if (!form.querySelector('.login-captcha'))
    button.insertAdjacentHTML('beforebegin', captchaSlotHtml)
  const group = form.querySelector<HTMLElement>('.login-captcha')!
  const box = group.querySelector<HTMLElement>('.login-captcha-box')!
  const hint = group.querySelector<HTMLElement>('.login-hint')!
  const handle: { current: CaptchaHandle | null } = { current: null }
  let view: CaptchaView | null = null
  let early: HTMLElement | null = null
  let retry: HTMLElement | null = null
  let removed = false
  let remove = () => {}

  const show = (next: CaptchaView) => {
    view = next
    group.dataset.captcha = next.status
    hint.textContent = captchaTexts[next.status]
    hint.toggleAttribute('data-trouble', next.trouble)
    if (next.early && !early) {
      early = element('div', 'login-alert', captchaRequired)
      early.setAttribute('role', 'alert')
      hint.after(early)
    } else if (!next.early && early) {
      early.remove()
      early = null
    }
    if (next.trouble && !retry) {
      retry = element('button', 'login-retry', captchaRetry)
      retry.setAttribute('type', 'button')
      retry.addEventListener('click', () => view?.retry())
      group.append(retry)
    } else if (!next.trouble && retry) {
      retry.remove()
      retry = null
    }
  }

  import('@repo/api/captcha').then(
    ({ controlCaptcha }) => {
      if (removed) return
      remove = controlCaptcha(box, {
        sitekey: siteKey,
        look: () => ({ theme: 'auto', size: 'flexible', language: 'en' }),
        onView: show,
        focus: () => group.focus(),
        handle,
      })
    },
    () => (hint.textContent = captchaTexts.unavailable),
  )
  return {
    handle,
    remove: () => {
      removed = true
      remove()
    },
  }
}
