// The page-view beacon of the prerendered pages (docs/decisions/0074-page-views.md): an inline
// <head> script (pageView.head.ts) that, after load, tells the page-view Edge Function the page's
// id and language. The ids are the English paths the build prerenders (app/pages.ts); the
// function accepts those only, from supabase/functions/page-view/pages.json, which
// pageView.test.tsx keeps equal to pageIds().
import { env } from '../config/env'
import { localeOfPath, stripLocale } from '../i18n'
import { pages } from '../pages'
import pageViewScript from './pageView.head.ts?head'

/** Every page id: each prerendered English path once (a Bangla twin counts under its English id). */
export function pageIds(): string[] {
  return [...new Set(pages.flatMap((page) => page.prerender ?? []))]
}

/**
 * The beacon's data attributes for the prerendered path `pathname` (either language; the build
 * renders `/courses/` for `/courses`).
 */
export function pageViewData(pathname: string, supabaseUrl: string) {
  return {
    'data-url': `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/page-view`,
    'data-page': stripLocale(pathname).replace(/(.)\/+$/, '$1'),
    'data-locale': localeOfPath(pathname),
  }
}

/**
 * The beacon of the page being prerendered at `pathname`; none where no backend is configured,
 * nor on the dev server (its pages are not the prerendered ones, and may run without a backend).
 */
export function PageViewBeacon({ pathname }: { pathname: string }) {
  if (!env.supabaseUrl || import.meta.env.MODE === 'development') return null
  return (
    <script
      {...pageViewData(pathname, env.supabaseUrl)}
      dangerouslySetInnerHTML={{ __html: pageViewScript }}
    />
  )
}
