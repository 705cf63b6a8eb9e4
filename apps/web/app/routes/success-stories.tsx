import { SuccessStoriesPage } from '../features/success-stories/SuccessStoriesPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/success-stories'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.stories_title({}, { locale }),
    description: m.stories_description({}, { locale }),
    locale,
    path: '/success-stories',
  })
}

export default function SuccessStories() {
  return <SuccessStoriesPage />
}
