import type { ReactNode } from 'react'

/** The look of the site's main call to action as a link (Enroll Now, Continue, Log In). */
export const primaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
export const secondaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-white dark:hover:bg-slate-800'

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
