import { NotFoundPage } from '../features/not-found/NotFoundPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/not-found'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.notFound_title({}, { locale }),
    description: m.notFound_description({}, { locale }),
    locale,
    path: '/404',
    noindex: true,
  })
}

export default function NotFound() {
  return <NotFoundPage />
}
