import type { LessonContent } from '@repo/api'
import type { ReactNode } from 'react'
import { m, useLocale } from '../../i18n'
import { linkClass, primaryLink } from '../../components/links'
import { NewTabLink } from '../../components/NewTabLink'

/** A link to another site, opened in a new tab, which screen readers are told. */
export function ExternalLink(props: { href: string; className: string; children: ReactNode }) {
  const locale = useLocale()
  return <NewTabLink {...props} note={m.classroom_opensInNewTab({}, { locale })} />
}

/** A live class's join link (Zoom, Meet). */
export function JoinLink({ url }: { url: string }) {
  const locale = useLocale()
  return (
    <ExternalLink href={url} className={`${primaryLink} self-start`}>
      {m.classroom_join({}, { locale })}
    </ExternalLink>
  )
}

/** A lesson's resources (slides, files), each opened in a new tab. */
export function ResourceLinks({ resources }: { resources: LessonContent['resources'] }) {
  return (
    <ul className="flex flex-col gap-1">
      {resources.map((r) => (
        <li key={r.url}>
          <ExternalLink href={r.url} className={`${linkClass} inline-flex min-h-11 items-center`}>
            {r.title}
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
