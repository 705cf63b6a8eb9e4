import type { HTMLAttributes, ReactNode } from 'react'

export type SectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The id of the section's h2, which names the section for screen readers (aria-labelledby). */
  titleId: string
  title: ReactNode
  /** The h2's look: a page's main sections are large, the parts of a panel smaller. */
  titleClassName?: string
}

/** A part of a page under its own h2, named by it: screen readers list it as a landmark. */
export function Section({
  titleId,
  title,
  titleClassName = 'text-2xl font-bold',
  children,
  ...rest
}: SectionProps) {
  return (
    <section aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
