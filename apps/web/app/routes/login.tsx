import { LoginPage } from '../features/auth/LoginPage'
import { m } from '../i18n'
import { Island } from '../islands/Island'
import { islandsPage } from '../islands/handle'
import { fixedPageMeta } from '../lib/seo'

/** Prerendered with its form locked; the form comes alive as an island (0046). */
export const handle = islandsPage

export const meta = fixedPageMeta('/login', m.auth_login_title, m.auth_login_description, {
  noindex: true,
})

export default function Login() {
  return <Island name="login" component={LoginPage} />
}
