import type { ReactNode } from 'react'
import { m, useLocale } from '../../i18n'
import { primaryLink } from '../../components/links'

/** A whole-page message (not found, locked): its own h1, a sentence and what to do next. */
export function PageMessage({
  title,
  about,
  text,
  children,
}: {
  title: string
  /** What the page is about, above the message. */
  about?: ReactNode
  text: string
  children?: ReactNode
}) {
  return (
    <section className="flex flex-col items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-extrabold">{title}</h1>
      {about}
      <p className="max-w-prose text-slate-700 dark:text-slate-200">{text}</p>
      {children ? <div className="flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  )
}

/**
 * The last segment of the address, decoded ('' when malformed): the id a shared page is served
 * for (a certificate's, a lesson's: pages.ts `answersIds` and `shell`).
 */
export function lastSegment(pathname: string): string {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? ''
  try {
    return decodeURIComponent(last)
  } catch {
    return ''
  }
}

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
