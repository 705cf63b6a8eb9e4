import type { ReactNode } from 'react'

/** A whole-page message (not found, locked): its own h1, a sentence and what to do next. */
export function PageMessage({
  title,
  text,
  children,
}: {
  title: string
  text: string
  children?: ReactNode
}) {
  return (
    <section className="flex flex-col items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-extrabold">{title}</h1>
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
