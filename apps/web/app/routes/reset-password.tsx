import { ResetPasswordPage } from '../features/auth/ResetPasswordPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/reset-password'

// Rendered on the client only (not prerendered): see docs/decisions/0010-learner-accounts.md.
export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.auth_reset_title({}, { locale }),
    description: m.auth_reset_description({}, { locale }),
    locale,
    path: '/reset-password',
    noindex: true,
  })
}

export default function Route() {
  return <ResetPasswordPage />
}
