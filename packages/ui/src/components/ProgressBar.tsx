import { cx } from '../lib/cx'

export interface ProgressBarProps {
  /** Done so far (clamped to 0..max). */
  value: number
  max: number
  /** The accessible name, e.g. 'Course progress'. */
  label: string
  /** What a screen reader announces as the value, e.g. '3 of 8 lessons' (in the page's language). */
  valueText: string
  className?: string
}

/** A learner's progress: a native-looking bar with the count as its accessible value. */
export function ProgressBar({ value, max, label, valueText, className }: ProgressBarProps) {
  const safeMax = max > 0 ? max : 1
  const clamped = Math.min(Math.max(value, 0), safeMax)
  const percent = Math.round((clamped / safeMax) * 100)
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cx(
        'h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700',
        className,
      )}
    >
      <div
        className="h-full rounded-full bg-green-600 transition-[width] motion-reduce:transition-none dark:bg-green-500"
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
