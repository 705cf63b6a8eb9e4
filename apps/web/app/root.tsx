import { useContext, type ReactNode } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useLocation,
  useMatches,
} from 'react-router'
import { islandsEntry } from 'virtual:islands'
import type { Route } from './+types/root'
import { Shell } from './features/shell/Shell'
import { href, LocaleContext, localeOfPath, m, mirroredPaths, useLocale } from './i18n'
import { rendersIslands } from './islands/handle'
import { loadPage, NavigationProvider, setPageQuery } from './islands/navigation'
import { loginFirstData, loginFirstOf } from './lib/loginFirst'
import { PageViewBeacon } from './lib/pageView'
// The inline scripts of <head>, compiled from TypeScript by the build (scripts/headScripts.ts):
// each must run before the first paint or before any module, so none is a request of its own.
import themeScript from './features/shell/theme.head.ts?head'
import localeScript from './i18n/locale.head.ts?head'
import loaderScript from './islands/loader.head.ts?head'
import loginFirstScript from './lib/loginFirst.head.ts?head'
import zodJitlessScript from './lib/zodJitless.head.ts?head'
// Inline in every page's <head>: the first paint waits for no stylesheet (0027).
import appCss from './app.css?inline'
import appCssUrl from './app.css?url'
// The icon in the page itself: on a slow link one request fewer before the first paint.
import faviconUrl from './assets/favicon.svg?inline'
import fontsCss from './i18n/fonts.css?inline'

/**
 * Whether this render is a page of islands: prerendered (or rendered by the dev server) for a
 * route whose handle is `islandsPage`. The SPA fallback is rendered for `/` in SPA mode, and in
 * the browser this layout only ever runs as the SPA: both keep React Router's client.
 */
function useIslands(): boolean {
  const matches = useMatches()
  const spaMode = useContext(UNSAFE_FrameworkContext)?.isSpaMode ?? true
  return import.meta.env.SSR && !spaMode && rendersIslands(matches.at(-1)?.handle)
}

/**
 * The islands loader (islands/loader.head.ts): after the first paint it requests the islands
 * script (its own Vite build; the source module in `pnpm dev`), its imports and the whole
 * stylesheet (decision 0047).
 */
function IslandsScripts() {
  const { preloads, script } = islandsEntry
  return (
    <script
      data-islands-loader=""
      data-script={script}
      data-preloads={JSON.stringify(preloads)}
      data-stylesheet={appCssUrl}
      dangerouslySetInnerHTML={{ __html: loaderScript }}
    />
  )
}

export function Layout({ children }: { children: ReactNode }) {
  // The page's language comes from its URL (/bn/... is Bangla), provided to every component.
  const location = useLocation()
  const locale = localeOfPath(location.pathname)
  // Where the islands are while rendered here (prerendering, the SPA fallback); in the browser
  // the islands script renders them without it and they read the browser's address.
  const navigation = { location, load: loadPage, setQuery: setPageQuery }
  const islands = useIslands()
  const handle = useMatches().at(-1)?.handle
  const loginFirst = islands ? loginFirstOf(handle) : undefined
  return (
    // The theme script may add class="dark" before React hydrates; the locale script sets
    // lang="bn" on the SPA fallback's HTML for /bn/... client-rendered pages.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d5fd6" />
        {/* Before anything paints: a visitor who never logged in goes to the login page. */}
        {loginFirst ? (
          <script
            {...loginFirstData(href('/login', locale), loginFirst(locale))}
            dangerouslySetInnerHTML={{ __html: loginFirstScript }}
          />
        ) : null}
        <script
          data-mirrored={mirroredPaths.source}
          dangerouslySetInnerHTML={{ __html: localeScript }}
        />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <script dangerouslySetInnerHTML={{ __html: zodJitlessScript }} />
        <style dangerouslySetInnerHTML={{ __html: appCss + fontsCss }} />
        <link rel="icon" href={faviconUrl} type="image/svg+xml" />
        <Meta />
        <Links />
        {islands ? <IslandsScripts /> : null}
        {islands ? <PageViewBeacon pathname={location.pathname} /> : null}
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <LocaleContext value={locale}>
          <NavigationProvider value={navigation}>{children}</NavigationProvider>
        </LocaleContext>
        {islands ? null : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}

/** Unexpected errors still show the site's shell and a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <Shell>
      <section className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold">
          {notFound ? m.notFound_subheading({}, { locale }) : m.error_title({}, { locale })}
        </h1>
        {notFound ? null : <p>{m.error_text({}, { locale })}</p>}
        <a
          href={href('/', locale)}
          className="font-semibold text-brand-700 underline dark:text-brand-50"
        >
          {m.notFound_home({}, { locale })}
        </a>
      </section>
    </Shell>
  )
}
