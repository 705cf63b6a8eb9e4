import { HomePage } from '../features/home/HomePage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/home'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.home_title({}, { locale }),
    description: m.home_description({}, { locale }),
    locale,
    path: '/',
  })
}

export default function Home() {
  return <HomePage />
}
