import type { AnchorHTMLAttributes, ComponentType } from 'react'

/**
 * How a component renders an internal link. The app passes its router's link
 * (so navigation stays client-side); stories and tests use a plain anchor.
 */
export type LinkComponent = ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>

export const PlainLink: LinkComponent = (props) => <a {...props} />
