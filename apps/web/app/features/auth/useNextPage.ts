import { useCallback } from 'react'
import { useNavigate, useSearchParams } from '../../islands/navigation'
import { href, type Locale } from '../../i18n'
import { safeNext } from '../../lib/next'

/**
 * Where the login and sign-up pages send the learner on: the page their `?next=` names (when it is
 * safe), or the profile; both in the page's language.
 */
export function useNextPage(locale: Locale) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const next = params.get('next')
  const target = href(safeNext(next), locale)
  // Stable: the pages' effects that go on when already logged in depend on it.
  const goOn = useCallback(() => navigate(target, { replace: true }), [navigate, target])
  return {
    navigate,
    goOn,
    /** The other account page (`/signup`, `/login`) in this language, keeping the page to come back to. */
    keepingNext: (path: string) =>
      href(next ? `${path}?next=${encodeURIComponent(safeNext(next))}` : path, locale),
  }
}
