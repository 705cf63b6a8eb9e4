import { useEffect, useRef, useState } from 'react'
import { prefersReducedMotion } from '../lib/motion'

/**
 * The values shown while counting from 0 to `target` in `steps` equal steps
 * (60 steps over 2000 ms: docs/product.md#constants). Whole numbers; the last one is exactly `target`.
 */
export function counterSteps(target: number, steps: number): number[] {
  const n = Math.max(1, Math.floor(steps))
  return Array.from({ length: n }, (_, i) =>
    i === n - 1 ? target : Math.floor((target * (i + 1)) / n),
  )
}

export interface StatCounterProps {
  value: number
  /** e.g. '+' or '%' */
  suffix?: string
  label: string
  durationMs?: number
  steps?: number
  /** Digits of the app's language (e.g. Bangla digits); defaults to Latin. */
  formatNumber?: (n: number) => string
}

/**
 * A number that counts up once, when it first scrolls into view. The prerendered HTML
 * (and no-JavaScript, reduced-motion or old browsers) shows the final number; screen
 * readers always get the final number, never the intermediate ones.
 */
export function StatCounter({
  value,
  suffix = '',
  label,
  durationMs = 2000,
  steps = 60,
  formatNumber = String,
}: StatCounterProps) {
  const [shown, setShown] = useState(value)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return
    let timer: ReturnType<typeof setInterval> | undefined
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      observer.disconnect()
      const values = counterSteps(value, steps)
      let i = 0
      setShown(0)
      timer = setInterval(() => {
        const next = values[i++]
        if (next === undefined) {
          clearInterval(timer)
          return
        }
        setShown(next)
      }, durationMs / values.length)
    })
    observer.observe(el)
    return () => {
      observer.disconnect()
      clearInterval(timer)
    }
  }, [value, steps, durationMs])

  return (
    <div ref={ref} className="flex flex-col items-center gap-1 text-center">
      <span
        aria-hidden="true"
        data-testid="stat-value"
        className="text-3xl font-extrabold tabular-nums text-brand-700 dark:text-brand-50"
      >
        {`${formatNumber(shown)}${suffix}`}
      </span>
      <span className="sr-only">{`${formatNumber(value)}${suffix} `}</span>
      <span className="text-sm text-slate-700 dark:text-slate-300">{label}</span>
    </div>
  )
}
