import { stats, timings } from '@repo/courses'
import { StatCounter } from '@repo/ui'
import { formatNumber, messages } from '../../../i18n'

export function Stats() {
  const m = messages.home
  const items = [
    { ...stats.students, label: m.stats.students },
    { ...stats.successRate, label: m.stats.successRate },
    { ...stats.courses, label: m.stats.courses },
  ]
  return (
    <section aria-labelledby="stats-title" className="py-10">
      <h2 id="stats-title" className="text-2xl font-bold">
        {m.statsTitle}
      </h2>
      <div className="mt-6 grid grid-cols-3 gap-2 rounded-2xl bg-brand-50 p-5 dark:bg-brand-900">
        {items.map((s) => (
          <StatCounter
            key={s.label}
            value={s.value}
            suffix={s.suffix}
            label={s.label}
            durationMs={timings.statsCountUpMs}
            steps={timings.statsCountUpSteps}
            formatNumber={formatNumber}
          />
        ))}
      </div>
    </section>
  )
}
