import { NotFoundPage } from '../features/not-found/NotFoundPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/not-found'

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
