import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage'
import { m } from '../i18n'
import { Island } from '../islands/Island'
import { islandsPage } from '../islands/handle'
import { fixedPageMeta } from '../lib/seo'

/** Prerendered with its form locked; the form comes alive as an island (0046). */
export const handle = islandsPage

export const meta = fixedPageMeta(
  '/forgot-password',
  m.auth_forgot_title,
  m.auth_forgot_description,
  { noindex: true },
)

export default function ForgotPassword() {
  return <Island name="forgot-password" component={ForgotPasswordPage} />
}
