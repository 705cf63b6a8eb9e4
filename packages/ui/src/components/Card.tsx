import type { HTMLAttributes } from 'react'
import { cx } from '../lib/cx'

export type CardProps = HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'section' | 'li' }

export function Card({ as: Tag = 'div', className, ...rest }: CardProps) {
  return (
    <Tag
      {...rest}
      className={cx(
        'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    />
  )
}
