import { WorkshopPage } from '../features/workshop/WorkshopPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/form'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.workshop_title({}, { locale }),
    description: m.workshop_description({}, { locale }),
    locale,
    path: '/form',
  })
}

export default function WorkshopRoute() {
  return <WorkshopPage />
}
