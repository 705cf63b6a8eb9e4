import { ProfilePage } from '../features/profile/ProfilePage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'

// Rendered on the client only (not prerendered): see docs/decisions/0010-learner-accounts.md.
export function meta() {
  const m = messages.profile
  return pageMeta({ title: m.title, description: m.description, path: '/profile', noindex: true })
}

export default function Route() {
  return <ProfilePage />
}
