import { cx } from '../lib/cx'

export interface AvatarProps {
  name: string
  src?: string | undefined
  size?: number
  className?: string
}

/** Initials of up to two words; works for Bangla names too (first grapheme of each word). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase()
}

export function Avatar({ name, src, size = 64, className }: AvatarProps) {
  const style = { width: size, height: size }
  if (src) {
    return (
      <img
        src={src}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        className={cx('rounded-full object-cover', className)}
        style={style}
      />
    )
  }
  return (
    <span
      role="img"
      aria-label={name}
      style={{ ...style, fontSize: size / 2.6 }}
      className={cx(
        'inline-flex items-center justify-center rounded-full bg-brand-600 font-bold text-white',
        className,
      )}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  )
}
