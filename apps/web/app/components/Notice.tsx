import type { ReactNode } from 'react'

/** A message box: red for errors (announced at once), green for good news. */
export function Notice({
  tone,
  children,
  label,
}: {
  tone: 'error' | 'success' | 'info'
  children: ReactNode
  label?: string
}) {
  const tones = {
    error:
      'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
    success:
      'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
    info: 'border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  }
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-label={label}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${tones[tone]}`}
    >
      {children}
    </div>
  )
}
