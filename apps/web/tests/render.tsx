import { render as renderDom, type RenderOptions } from '@testing-library/react'
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { LocaleContext, type Locale } from '../app/i18n'
import { NavigationProvider, type Location } from '../app/islands/navigation'

function locationOf(path: string): Location {
  const url = new URL(path, 'http://localhost')
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}

/**
 * The page at `path`, as an island sees it. A page load leaves the page: the island is gone and
 * `where` says where the learner went; a new query stays on it.
 */
function AtPath({
  path,
  onLoad,
  children,
}: {
  path: string
  onLoad: (to: string) => void
  children: ReactNode
}) {
  const [location, setLocation] = useState(() => locationOf(path))
  const [left, setLeft] = useState(false)
  if (left) return null
  const navigation = {
    location,
    load: (to: string) => {
      onLoad(to)
      setLeft(true)
    },
    setQuery: (search: string) => setLocation({ ...location, search }),
  }
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>
}

/**
 * Testing Library's render inside the page language's provider (English unless told), as the
 * root layout and the islands script provide it; with `at`, the page's address is that path
 * and `where()` is the page a navigation loaded (null while on the page).
 */
export function render(
  ui: ReactElement,
  {
    locale = 'en',
    at,
    wrapper: Outer,
    ...options
  }: RenderOptions & { locale?: Locale; at?: string } = {},
) {
  const Around = (Outer ?? (({ children }) => children)) as ComponentType<{ children: ReactNode }>
  let loaded: string | null = null
  const wrapper = ({ children }: { children: ReactNode }) => {
    const page = <LocaleContext value={locale}>{children}</LocaleContext>
    return (
      <Around>
        {at === undefined ? (
          page
        ) : (
          <AtPath path={at} onLoad={(to) => (loaded = to)}>
            {page}
          </AtPath>
        )}
      </Around>
    )
  }
  return { ...renderDom(ui, { ...options, wrapper }), where: () => loaded }
}
