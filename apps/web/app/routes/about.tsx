import { AboutPage } from '../features/about/AboutPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/about'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.about_title({}, { locale }),
    description: m.about_description({}, { locale }),
    locale,
    path: '/about',
  })
}

export default function About() {
  return <AboutPage />
}
