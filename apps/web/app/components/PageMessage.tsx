import type { ReactNode } from 'react'

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
