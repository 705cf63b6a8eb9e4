import type { LinkComponent } from '@repo/ui'
import { Link } from 'react-router'

/** packages/ui's link slot filled with the router's Link, so navigation stays client-side. */
export const RouterLink: LinkComponent = ({ href, ...rest }) => <Link to={href} {...rest} />
