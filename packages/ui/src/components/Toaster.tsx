import { StrokeIcon } from './StrokeIcon'
import { useRef, useState, type PointerEvent } from 'react'
import { cx } from '../lib/cx'
import { toastStore, useToasts, type ToastItem, type ToastStore } from './toastStore'

/** A toast is swiped away past 50 px (docs/product.md#constants). */
export const SWIPE_THRESHOLD_PX = 50

const variants = {
  default:
    'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  success:
    'border-green-300 bg-green-50 text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-50',
  destructive: 'border-red-300 bg-red-700 text-white dark:border-red-500 dark:bg-red-800',
}

function ToastCard({
  item,
  onDismiss,
  closeLabel,
}: {
  item: ToastItem
  onDismiss: () => void
  closeLabel: string
}) {
  const [dx, setDx] = useState(0)
  const start = useRef<number | null>(null)

  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX
  }
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setDx(e.clientX - start.current)
  }
  const onPointerEnd = () => {
    if (start.current === null) return
    start.current = null
    if (Math.abs(dx) > SWIPE_THRESHOLD_PX) onDismiss()
    else setDx(0)
  }

  return (
    <div
      data-testid="toast"
      data-variant={item.variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{
        transform: dx ? `translateX(${dx}px)` : undefined,
        opacity: dx ? Math.max(0.3, 1 - Math.abs(dx) / 200) : undefined,
      }}
      className={cx(
        'pointer-events-auto flex touch-pan-y items-start gap-3 rounded-xl border p-4 shadow-lg motion-safe:animate-[toast-in_200ms_ease-out]',
        variants[item.variant],
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="font-bold">{item.title}</p>
        {item.description ? <p className="mt-1 text-sm">{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={closeLabel}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg focus-visible:outline-2"
      >
        <StrokeIcon>
          <path d="M6 6l12 12M18 6 6 18" />
        </StrokeIcon>
      </button>
    </div>
  )
}

export interface ToasterProps {
  /** Accessible name of each toast's close button, e.g. 'Close'. */
  closeLabel: string
  store?: ToastStore
}

/**
 * Renders the current toast. Both live regions exist from the start (a region added
 * together with its text is often not announced); destructive toasts go to the assertive one.
 */
export function Toaster({ closeLabel, store = toastStore }: ToasterProps) {
  const toasts = useToasts(store)
  const polite = toasts.filter((t) => t.variant !== 'destructive')
  const assertive = toasts.filter((t) => t.variant === 'destructive')
  const region = (role: 'status' | 'alert', items: ToastItem[]) => (
    <div
      role={role}
      aria-live={role === 'alert' ? 'assertive' : 'polite'}
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col gap-2 p-4 sm:bottom-4 sm:left-auto sm:right-4 sm:w-96"
    >
      {items.map((t) => (
        <ToastCard
          key={t.id}
          item={t}
          closeLabel={closeLabel}
          onDismiss={() => store.dismiss(t.id)}
        />
      ))}
    </div>
  )
  return (
    <>
      {region('status', polite)}
      {region('alert', assertive)}
    </>
  )
}
