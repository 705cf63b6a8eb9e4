import type { Locale, Message } from '../i18n'
import { toastHandoffKey } from '../features/shell/toastHandoff'
import { islandsPage } from '../islands/handle'

/** What a page that needs a login says on the way to the login page (its route's handle). */
export interface LoginFirst {
  /** The page to come back to after logging in; the address itself when not given. */
  next?: string
  /** A toast for the login page to show (handed over as toastHandoff does). */
  toast?: { title: string; description: string; variant: 'default' | 'destructive' }
}

/** The handle of a prerendered page that sends a visitor who never logged in to log in first. */
export interface LoginFirstHandle {
  islands: true
  loginFirst: (locale: Locale) => LoginFirst
}

/**
 * The handle of a login-first page whose visitor is told on the login page why they are there
 * (a toast of `title` and `text`, in the page's language).
 */
export function loginFirstWithToast(
  title: Message,
  text: Message,
  variant: NonNullable<LoginFirst['toast']>['variant'],
): LoginFirstHandle {
  return {
    ...islandsPage,
    loginFirst: (locale) => ({
      toast: { title: title({}, { locale }), description: text({}, { locale }), variant },
    }),
  }
}

export function loginFirstOf(handle: unknown): LoginFirstHandle['loginFirst'] | undefined {
  return typeof handle === 'object' && handle !== null && 'loginFirst' in handle
    ? (handle.loginFirst as LoginFirstHandle['loginFirst'])
    : undefined
}

/**
 * The data attributes of the login-first script (loginFirst.head.ts, inline in the <head> of a
 * page that needs a login): where to log in, the page to come back to, and the toast to hand over.
 */
export function loginFirstData(loginPath: string, { next, toast }: LoginFirst) {
  return {
    'data-login': `${loginPath}?next=`,
    'data-next': next,
    'data-handoff-key': toast ? toastHandoffKey : undefined,
    'data-handoff': toast ? JSON.stringify([toast]) : undefined,
  }
}
