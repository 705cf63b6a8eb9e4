import { EnrollPage } from '../features/enrolment/EnrollPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/enroll'

// Rendered on the client only (not prerendered): see docs/decisions/0010-learner-accounts.md.
export function meta({ params }: Route.MetaArgs) {
  return pageMeta({ title: messages.enrol.title, description: messages.enrol.description, path: `/enroll/${params.courseId}`, noindex: true })
}

export default function Enroll({ params }: Route.ComponentProps) {
  return <EnrollPage courseId={params.courseId} />
}
