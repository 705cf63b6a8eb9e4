import { ResetPasswordPage } from '../features/auth/ResetPasswordPage'
import { m } from '../i18n'
import { Island } from '../islands/Island'
import { islandsPage } from '../islands/handle'
import { fixedPageMeta } from '../lib/seo'

/** Prerendered with its form locked; the form comes alive as an island (0046). */
export const handle = islandsPage

export const meta = fixedPageMeta('/reset-password', m.auth_reset_title, m.auth_reset_description, {
  noindex: true,
})

export default function ResetPassword() {
  return <Island name="reset-password" component={ResetPasswordPage} />
}
