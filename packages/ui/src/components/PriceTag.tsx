import { cx } from '../lib/cx'
import { Badge } from './Badge'

export interface PriceTagProps {
  /** Already formatted, e.g. '৳399'. */
  price: string
  originalPrice?: string | undefined
  /** e.g. '60% OFF' */
  discount?: string | undefined
  /** Screen-reader words for the two prices, e.g. 'Price' and 'Original price'. */
  priceLabel: string
  originalPriceLabel: string
  size?: 'md' | 'lg'
  className?: string
}

export function PriceTag({
  price,
  originalPrice,
  discount,
  priceLabel,
  originalPriceLabel,
  size = 'md',
  className,
}: PriceTagProps) {
  return (
    <p className={cx('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className="sr-only">{priceLabel}: </span>
      <span
        className={cx(
          'font-bold text-brand-700 dark:text-brand-50',
          size === 'lg' ? 'text-3xl' : 'text-xl',
        )}
      >
        {price}
      </span>
      {originalPrice ? (
        <>
          <span className="sr-only">{originalPriceLabel}: </span>
          <del className="text-slate-600 dark:text-slate-300">{originalPrice}</del>
        </>
      ) : null}
      {discount ? <Badge tone="accent">{discount}</Badge> : null}
    </p>
  )
}
