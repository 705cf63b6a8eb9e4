import { CoursesPage } from '../features/courses/CoursesPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/courses'
import { islandsPage } from '../islands/handle'

/** Prerendered; only its islands run in the browser (app/pages.ts). */
export const handle = islandsPage

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.courses_title({}, { locale }),
    description: m.courses_description({}, { locale }),
    locale,
    path: '/courses',
  })
}

export default function Courses() {
  return <CoursesPage />
}
