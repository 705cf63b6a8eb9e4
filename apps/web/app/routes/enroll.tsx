import { EnrollPage } from '../features/enrolment/EnrollPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/enroll'

// Rendered on the client only (not prerendered): see docs/decisions/0010-learner-accounts.md.
export function meta({ params, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({ title: m.enrol_title({}, { locale }), description: m.enrol_description({}, { locale }), locale, path: `/enroll/${params.courseId}`, noindex: true })
}

export default function Enroll({ params }: Route.ComponentProps) {
  return <EnrollPage courseId={params.courseId} />
}
