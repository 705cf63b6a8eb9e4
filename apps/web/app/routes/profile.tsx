import { ProfilePage } from '../features/profile/ProfilePage'
import { m } from '../i18n'
import { Island } from '../islands/Island'
import { islandsPage } from '../islands/handle'
import type { LoginFirstHandle } from '../lib/loginFirst'
import { fixedPageMeta } from '../lib/seo'

/**
 * Prerendered with the login notice; the learner's profile fills in as an island. A visitor who
 * never logged in goes to the login page first (0046).
 */
export const handle: LoginFirstHandle = {
  ...islandsPage,
  loginFirst: () => ({ next: '/profile' }),
}

export const meta = fixedPageMeta('/profile', m.profile_title, m.profile_description, {
  noindex: true,
})

export default function Profile() {
  return <Island name="profile" component={ProfilePage} />
}
