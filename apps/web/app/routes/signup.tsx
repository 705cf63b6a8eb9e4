import { SignupPage } from '../features/auth/SignupPage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/signup'

// Rendered on the client only (not prerendered): see docs/decisions/0010-learner-accounts.md.
export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.auth_signup_title({}, { locale }),
    description: m.auth_signup_description({}, { locale }),
    locale,
    path: '/signup',
    noindex: true,
  })
}

export default function Route() {
  return <SignupPage />
}
