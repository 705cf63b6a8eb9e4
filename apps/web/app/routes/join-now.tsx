import { JoinNowPage } from '../features/join-now/JoinNowPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/join-now'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.joinNow_title({}, { locale }),
    description: m.joinNow_description({}, { locale }),
    locale,
    path: '/join-now',
  })
}

export default function JoinNow() {
  return <JoinNowPage />
}
