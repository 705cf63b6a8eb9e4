// What the islands script uses in place of `react-router` (the islands build aliases the module
// here): on a prerendered page there is no router, so links load pages, as plain links do.
// Only a change of the query on the same page (the course filter) stays on the page.
// Provides exactly what island components import from `react-router`.
import {
  forwardRef,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react'
import { handOffToasts } from '../features/shell/toastHandoff'

type Location = Pick<globalThis.Location, 'pathname' | 'search' | 'hash'>

const listeners = new Set<() => void>()
let snapshot: Location = { pathname: '', search: '', hash: '' }

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('popstate', notify)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('popstate', notify)
  }
}

function notify() {
  listeners.forEach((listener) => listener())
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location
  if (pathname !== snapshot.pathname || search !== snapshot.search || hash !== snapshot.hash)
    snapshot = { pathname, search, hash }
  return snapshot
}

/** Changes the query of this page without loading it again (history entry, no scroll). */
function setQuery(search: string, replace: boolean) {
  const { pathname, hash } = window.location
  window.history[replace ? 'replaceState' : 'pushState'](
    window.history.state,
    '',
    `${pathname}${search}${hash}`,
  )
  notify()
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, currentLocation)
}

/** Navigation is a page load; toasts shown just before it are shown again on the next page. */
export function useNavigate() {
  return (to: string, options: { replace?: boolean } = {}) => {
    handOffToasts()
    if (options.replace) window.location.replace(to)
    else window.location.assign(to)
  }
}

export function useSearchParams() {
  const { search } = useLocation()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const set = (
    next: Record<string, string> | URLSearchParams,
    options: { replace?: boolean } = {},
  ) => {
    const query = new URLSearchParams(next).toString()
    setQuery(query ? `?${query}` : '', options.replace ?? false)
  }
  return [params, set] as const
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  replace?: boolean
  /** The router's option; a query change here never scrolls. */
  preventScrollReset?: boolean
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace = false, preventScrollReset: _keepScroll, onClick, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    if (rest.target && rest.target !== '_self') return
    const url = new URL(to, window.location.href)
    const here = window.location
    if (url.origin !== here.origin || url.pathname !== here.pathname || url.search === here.search)
      return
    event.preventDefault()
    setQuery(url.search, replace)
  }
  return <a ref={ref} href={to} onClick={handleClick} {...rest} />
})
