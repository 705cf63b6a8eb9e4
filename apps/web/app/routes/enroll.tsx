import { EnrollPage } from '../features/enrollment/EnrollPage'
import { localeOfPath, m } from '../i18n'
import { Island } from '../islands/Island'
import { loginFirstWithToast } from '../lib/loginFirst'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/enroll'

/** Prerendered once per course and language; the form comes alive as an island (0042). */
export const handle = loginFirstWithToast(
  m.enroll_loginRequiredTitle,
  m.enroll_mustBeLoggedIn,
  'destructive',
)

export function meta({ params, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.enroll_title({}, { locale }),
    description: m.enroll_description({}, { locale }),
    locale,
    path: `/enroll/${params.courseId}`,
    noindex: true,
  })
}

export default function Enroll({ params }: Route.ComponentProps) {
  return <Island name="enroll-page" component={EnrollPage} props={{ courseId: params.courseId }} />
}
