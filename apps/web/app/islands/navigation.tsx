// How an island moves around (docs/decisions/0062-island-seam.md). Components that can end up in
// an island import Link, useNavigate, useLocation and useSearchParams from here, never from
// `react-router` (tools/workspace-checks refuses it), so the same code runs when prerendering,
// in `pnpm dev` (React) and in the build (Preact): there is no router on a prerendered page, so a
// link loads its page as a plain link does, and only a new query of the same page (the course
// filter) stays on the page.
import {
  createContext,
  forwardRef,
  useContext,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { createStore } from '@repo/ui'
import { handOffToasts } from '../features/shell/toastHandoff'

export type Location = Pick<globalThis.Location, 'pathname' | 'search' | 'hash'>

/** Where the page is and how it moves: the browser's, unless a NavigationProvider says otherwise. */
export interface Navigation {
  location: Location
  /** Loads another page (a new document). */
  load(to: string, options: { replace: boolean }): void
  /** A new query for this page, without loading it again (`search` is '' or starts with '?'). */
  setQuery(search: string, options: { replace: boolean }): void
}

const NavigationContext = createContext<Navigation | null>(null)

/**
 * Given by the root layout while rendering on the server (the location being prerendered), and by
 * tests; an island in the browser has none and uses the browser's own.
 */
export function NavigationProvider({
  value,
  children,
}: {
  value: Navigation
  children: ReactNode
}) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>
}

function addressNow(): Location {
  const { pathname, search, hash } = window.location
  return { pathname, search, hash }
}

/** Where the page is in the browser: a new snapshot only when the address changed. */
const browserLocation = createStore(addressNow, () => {
  followAddress() // what changed while no island was reading
  window.addEventListener('popstate', followAddress)
  return () => window.removeEventListener('popstate', followAddress)
})

function followAddress() {
  const known = browserLocation.getSnapshot()
  const now = addressNow()
  if (now.pathname !== known.pathname || now.search !== known.search || now.hash !== known.hash)
    browserLocation.set(now)
}

/** A page load; toasts shown just before it are shown again on the next page. */
export function loadPage(to: string, { replace }: { replace: boolean }) {
  handOffToasts()
  if (replace) window.location.replace(to)
  else window.location.assign(to)
}

/** A history entry (or a replaced one) with the new query, no scroll, no load. */
export function setPageQuery(search: string, { replace }: { replace: boolean }) {
  const { pathname, hash } = window.location
  window.history[replace ? 'replaceState' : 'pushState'](
    window.history.state,
    '',
    `${pathname}${search}${hash}`,
  )
  followAddress()
}

function useNavigation(): Navigation {
  const given = useContext(NavigationContext)
  const location = useSyncExternalStore(
    browserLocation.subscribe,
    browserLocation.getSnapshot,
    () => {
      if (!given) throw new Error('Rendered on the server without a NavigationProvider')
      return given.location
    },
  )
  return given ?? { location, load: loadPage, setQuery: setPageQuery }
}

export function useLocation(): Location {
  return useNavigation().location
}

export function useNavigate() {
  const { load } = useNavigation()
  return (to: string, options: { replace?: boolean } = {}) =>
    load(to, { replace: options.replace ?? false })
}

export function useSearchParams() {
  const { location, setQuery } = useNavigation()
  const params = useMemo(() => new URLSearchParams(location.search), [location.search])
  const set = (
    next: Record<string, string> | URLSearchParams,
    options: { replace?: boolean } = {},
  ) => {
    const query = new URLSearchParams(next).toString()
    setQuery(query ? `?${query}` : '', { replace: options.replace ?? false })
  }
  return [params, set] as const
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  replace?: boolean
}

/** An `<a href>`; a plain click that only changes this page's query stays on the page. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace = false, onClick, ...rest },
  ref,
) {
  const { location, setQuery } = useNavigation()
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
    if (
      url.origin !== window.location.origin ||
      url.pathname !== location.pathname ||
      url.search === location.search
    )
      return
    event.preventDefault()
    setQuery(url.search, { replace })
  }
  return <a ref={ref} href={to} onClick={handleClick} {...rest} />
})
