import { HomePage } from '../features/home/HomePage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/home'

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
