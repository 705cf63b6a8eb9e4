import type { ReactNode } from 'react'

/** A link to another site (WhatsApp, say), opened in a new tab that cannot reach back to this one. */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string
  className: string
  children: ReactNode
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  )
}
