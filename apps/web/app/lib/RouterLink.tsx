import type { LinkComponent } from '@repo/ui'
import { Link } from '../islands/navigation'
import { href as localized, useLocale } from '../i18n'

/**
 * packages/ui's link slot filled with the islands' Link (a page load; a new query stays on the page).
 * Internal paths are written in English ('/courses') and point into the page's language
 * ('/bn/courses' on a Bangla page).
 */
export const RouterLink: LinkComponent = ({ href, ...rest }) => {
  const locale = useLocale()
  return <Link to={localized(href, locale)} {...rest} />
}
