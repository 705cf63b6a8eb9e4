import { ResetPasswordPage } from '../features/auth/ResetPasswordPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'

// Rendered on the client only (not prerendered): see docs/decisions/0010-learner-accounts.md.
export function meta() {
  const m = messages.auth.reset
  return pageMeta({ title: m.title, description: m.description, path: '/reset-password', noindex: true })
}

export default function Route() {
  return <ResetPasswordPage />
}
