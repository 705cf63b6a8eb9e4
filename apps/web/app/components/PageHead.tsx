import { Card } from '@repo/ui'
import type { ReactNode } from 'react'

/**
 * A page's own heading and the sentence under it, then the page (the join-now, workshop and
 * stories pages). What follows is rendered beside them, not below a wrapper: the same siblings
 * as written out, so the prerendered ids of an island's fields stay what they were.
 */
export function PageHead({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children?: ReactNode
}) {
  return (
    <>
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{intro}</p>
      {children}
    </>
  )
}

/** A page's heading and the sentence under it over its form (an island) in a card: the join-now and workshop pages. */
export function PageForm({
  className,
  title,
  intro,
  form,
}: {
  className: string
  title: string
  intro: string
  form: ReactNode
}) {
  return (
    <div className={className}>
      <PageHead title={title} intro={intro}>
        <Card>{form}</Card>
      </PageHead>
    </div>
  )
}
