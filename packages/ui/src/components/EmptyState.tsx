import { StrokeIcon } from './StrokeIcon'
import type { ReactNode } from 'react'

export interface EmptyStateProps {
  title: string
  description?: string
  /** A button or link, e.g. 'View All Courses'. */
  action?: ReactNode
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center dark:border-slate-600">
      <StrokeIcon className="size-10 text-slate-400" strokeWidth={1.5}>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </StrokeIcon>
      <h2 className="text-lg font-bold">{title}</h2>
      {description ? (
        <p className="max-w-prose text-slate-600 dark:text-slate-300">{description}</p>
      ) : null}
      {action}
    </div>
  )
}
