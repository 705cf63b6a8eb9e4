import { CoursesPage } from '../features/courses/CoursesPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/courses'

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
