import { SignupPage } from '../features/auth/SignupPage'
import { m } from '../i18n'
import { Island } from '../islands/Island'
import { islandsPage } from '../islands/handle'
import { fixedPageMeta } from '../lib/seo'

/** Prerendered with its form locked; the form comes alive as an island (0046). */
export const handle = islandsPage

export const meta = fixedPageMeta('/signup', m.auth_signup_title, m.auth_signup_description, {
  noindex: true,
})

export default function Signup() {
  return <Island name="signup" component={SignupPage} />
}
