import type { ReactNode } from 'react'
import { cx } from '../lib/cx'

export type BadgeTone = 'brand' | 'accent' | 'success' | 'neutral'

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-900 dark:bg-brand-900 dark:text-brand-50',
  accent: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  success: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
}

export function Badge({
  tone = 'brand',
  children,
  className,
}: {
  tone?: BadgeTone
  children: ReactNode
  className?: string
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}
