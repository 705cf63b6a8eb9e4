import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage'
import { messages } from '../i18n'
import { pageMeta } from '../lib/seo'

// Rendered on the client only (not prerendered): see docs/decisions/0010-learner-accounts.md.
export function meta() {
  const m = messages.auth.forgot
  return pageMeta({ title: m.title, description: m.description, path: '/forgot-password', noindex: true })
}

export default function Route() {
  return <ForgotPasswordPage />
}
