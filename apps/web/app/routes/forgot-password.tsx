import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/forgot-password'

// Rendered on the client only (not prerendered): see docs/decisions/0010-learner-accounts.md.
export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.auth_forgot_title({}, { locale }),
    description: m.auth_forgot_description({}, { locale }),
    locale,
    path: '/forgot-password',
    noindex: true,
  })
}

export default function Route() {
  return <ForgotPasswordPage />
}
