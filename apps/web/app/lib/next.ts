import { href, stripLocale, type Locale } from '../i18n'

/**
 * Where to go after logging in: the `?next=` of the login page, accepted only when it is a
 * path of this site (so a link cannot send a learner elsewhere after they log in). The pages
 * navigate to it through `href(locale)`, so it opens in the login page's language.
 */
export const DEFAULT_AFTER_LOGIN = '/profile'

/** Pages that make no sense to come back to after logging in (in either language). */
const authPaths = ['/login', '/signup', '/forgot-password', '/reset-password']

export function safeNext(
  next: string | null | undefined,
  fallback: string = DEFAULT_AFTER_LOGIN,
): string {
  if (!next) return fallback
  // Only a plain absolute path: not '//host', not '/\host' (browsers read both as another host),
  // no scheme, no control characters or spaces (which browsers strip before parsing).
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(next)) return fallback
  let url: URL
  try {
    url = new URL(next, 'https://site.invalid')
  } catch {
    return fallback
  }
  if (url.origin !== 'https://site.invalid') return fallback
  if (authPaths.includes(stripLocale(url.pathname))) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

/** The login page, in the current page's language, for a page that needs a logged-in learner. */
export function loginPath(next: string, locale: Locale): string {
  return `${href('/login', locale)}?next=${encodeURIComponent(next)}`
}
