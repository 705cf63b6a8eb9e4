import { LoginPage } from '../features/auth/LoginPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'

// Rendered on the client only (not prerendered): see docs/decisions/0010-learner-accounts.md.
export function meta() {
  const m = messages.auth.login
  return pageMeta({ title: m.title, description: m.description, path: '/login', noindex: true })
}

export default function Route() {
  return <LoginPage />
}
