import { LoginPage } from '../features/auth/LoginPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/login'

// Rendered on the client only (not prerendered): see docs/decisions/0010-learner-accounts.md.
export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.auth_login_title({}, { locale }),
    description: m.auth_login_description({}, { locale }),
    locale,
    path: '/login',
    noindex: true,
  })
}

export default function Route() {
  return <LoginPage />
}
