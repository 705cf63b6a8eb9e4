import type { ReactNode } from 'react'
import { cx } from '../lib/cx'
import { PlainLink, type LinkComponent } from '../lib/link'

export interface LessonListItemProps {
  /** 1-based position in the syllabus, already written in the page's digits. */
  number: string
  title: string
  /** e.g. '12 min' or 'Live · 20 Dec, 8:00 PM'. */
  meta: string
  /** Where the lesson opens; without it the item is shown but not linked (a locked lesson). */
  href?: string
  completed?: boolean
  /** Screen-reader word for the tick, e.g. 'Completed'. */
  completedLabel?: string
  /** The lesson open on the page. */
  current?: boolean
  /** A small badge such as 'Free preview' or 'Locked'. */
  badge?: ReactNode
  link?: LinkComponent
}

function Tick({ done, label }: { done: boolean; label?: string }) {
  return (
    <span
      className={cx(
        'flex size-7 shrink-0 items-center justify-center rounded-full border-2',
        done
          ? 'border-green-600 bg-green-600 text-white'
          : 'border-slate-300 dark:border-slate-600',
      )}
    >
      {done ? (
        <>
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="currentColor">
            <path d="M7.6 14.2 3.9 10.5l1.4-1.4 2.3 2.3 7-7 1.4 1.4z" />
          </svg>
          {label ? <span className="sr-only">{label}</span> : null}
        </>
      ) : null}
    </span>
  )
}

/** One lesson of a syllabus: its tick, number, title, length and an optional badge. */
export function LessonListItem({
  number,
  title,
  meta,
  href,
  completed = false,
  completedLabel,
  current = false,
  badge,
  link: Link = PlainLink,
}: LessonListItemProps) {
  const body = (
    <>
      <Tick done={completed} label={completedLabel} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold break-words">
          <span className="text-slate-600 dark:text-slate-300">{number}.</span> {title}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-300">{meta}</span>
      </span>
      {badge ? <span className="shrink-0">{badge}</span> : null}
    </>
  )
  const box = cx(
    'flex min-h-14 items-center gap-3 rounded-xl px-3 py-2',
    current ? 'bg-brand-50 dark:bg-slate-800' : '',
  )
  return (
    <li>
      {href ? (
        <Link
          href={href}
          aria-current={current ? 'page' : undefined}
          className={cx(
            box,
            'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800',
          )}
        >
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  )
}
