import { ProfilePage } from '../features/profile/ProfilePage'
import { localeOfPath, m } from '../i18n'
import { pageMeta } from '../lib/seo'
import type { Route } from './+types/profile'

// Rendered on the client only (not prerendered): see docs/decisions/0010-learner-accounts.md.
export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname)
  return pageMeta({
    title: m.profile_title({}, { locale }),
    description: m.profile_description({}, { locale }),
    locale,
    path: '/profile',
    noindex: true,
  })
}

export default function Route() {
  return <ProfilePage />
}
