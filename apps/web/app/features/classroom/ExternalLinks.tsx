import type { LessonContent } from '@repo/api'
import type { ReactNode } from 'react'
import { m, useLocale } from '../../i18n'
import { linkClass, primaryLink } from '../../components/links'

/** A link to another site, opened in a new tab, which screen readers are told. */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string
  className: string
  children: ReactNode
}) {
  const locale = useLocale()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {m.classroom_opensInNewTab({}, { locale })}</span>
    </a>
  )
}

/** A live class's join link (Zoom, Meet). */
export function JoinLink({ url }: { url: string }) {
  const locale = useLocale()
  return (
    <NewTabLink href={url} className={`${primaryLink} self-start`}>
      {m.classroom_join({}, { locale })}
    </NewTabLink>
  )
}

/** A lesson's resources (slides, files), each opened in a new tab. */
export function ResourceLinks({ resources }: { resources: LessonContent['resources'] }) {
  return (
    <ul className="flex flex-col gap-1">
      {resources.map((r) => (
        <li key={r.url}>
          <NewTabLink href={r.url} className={`${linkClass} inline-flex min-h-11 items-center`}>
            {r.title}
          </NewTabLink>
        </li>
      ))}
    </ul>
  )
}
