import type { ReactNode } from 'react'

/**
 * A link to another site (WhatsApp, a live class, a resource), opened in a new tab that cannot
 * reach back to this one. `note` is said to screen readers after the text ("opens in a new tab").
 */
export function NewTabLink({
  href,
  className,
  note,
  children,
}: {
  href: string
  className: string
  note?: string
  children: ReactNode
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {note ? <span className="sr-only"> {note}</span> : null}
    </a>
  )
}
