import type { LiHTMLAttributes, ReactNode } from 'react'
import { cx } from '../lib/cx'
import { PlainLink, type LinkComponent } from '../lib/link'
import { Badge } from './Badge'
import { Picture, type ResponsiveImage } from './Picture'

export interface CourseCardProps {
  title: string
  subtitle: string
  href: string
  /** e.g. 'Design' */
  categoryLabel?: string
  /** Small facts such as level and duration. */
  meta?: string[]
  highlights: string[]
  /** The first 3 are shown (docs/product.md#constants), the rest on hover and on keyboard focus. */
  visibleHighlights?: number
  /** e.g. (n) => `+${n} more` */
  moreLabel: (hidden: number) => string
  /** A PriceTag. */
  price?: ReactNode
  image?: ResponsiveImage | undefined
  ctaLabel: string
  LinkComponent?: LinkComponent
  headingLevel?: 2 | 3
  /** The card at the top of a page: its image is the page's largest paint, so it loads first, not lazily. */
  priority?: boolean
}

/** An item of a list of what a course gives, after a green tick (decorative). */
export function TickItem({
  className = 'flex gap-2',
  children,
  ...rest
}: LiHTMLAttributes<HTMLLIElement>) {
  return (
    <li {...rest} className={className}>
      <span aria-hidden="true" className="text-green-700 dark:text-green-400">
        ✓
      </span>
      {children}
    </li>
  )
}

/**
 * A course in a grid. Its call-to-action link takes keyboard focus; hovering the card or
 * focusing inside it reveals the highlights beyond the first three (pure CSS, no script).
 * Plain :hover, not Tailwind's hover variant (which only applies on devices with a mouse):
 * on a phone, tapping the card shows them too.
 */
export function CourseCard({
  title,
  subtitle,
  href,
  categoryLabel,
  meta = [],
  highlights,
  visibleHighlights = 3,
  moreLabel,
  price,
  image,
  ctaLabel,
  LinkComponent = PlainLink,
  headingLevel = 3,
  priority = false,
}: CourseCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const shown = highlights.slice(0, visibleHighlights)
  const rest = highlights.slice(visibleHighlights)
  return (
    <article
      data-testid="course-card"
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-within:shadow-md motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-900"
    >
      {image ? (
        <Picture
          image={image}
          priority={priority}
          className="block"
          imgClassName="aspect-[1200/630] h-auto w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {categoryLabel ? <Badge>{categoryLabel}</Badge> : null}
          {meta.map((m) => (
            <Badge key={m} tone="neutral">
              {m}
            </Badge>
          ))}
        </div>
        <Heading className="text-lg font-bold leading-snug">{title}</Heading>
        <p className="text-slate-700 dark:text-slate-300">{subtitle}</p>
        <ul className="flex flex-col gap-1 text-sm">
          {shown.map((h) => (
            <TickItem key={h}>{h}</TickItem>
          ))}
          {rest.map((h) => (
            <TickItem
              key={h}
              data-extra-highlight
              className="hidden gap-2 group-focus-within:flex [.group:hover_&]:flex"
            >
              {h}
            </TickItem>
          ))}
          {rest.length > 0 ? (
            <li className="font-semibold text-brand-700 group-focus-within:hidden dark:text-brand-50 [.group:hover_&]:hidden">
              {moreLabel(rest.length)}
            </li>
          ) : null}
        </ul>
        <div className="mt-auto flex flex-col gap-3 pt-2">
          {price}
          <LinkComponent
            href={href}
            // The visible text first (label in name), then which course it is for.
            aria-label={`${ctaLabel}: ${title}`}
            className={cx(
              'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            )}
          >
            {ctaLabel}
          </LinkComponent>
        </div>
      </div>
    </article>
  )
}
