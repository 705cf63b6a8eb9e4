import { stats, timings } from '@repo/courses'
import { Section, StatCounter } from '@repo/ui'
import { formatNumber, m, useLocale } from '../../../i18n'

export function Stats() {
  const locale = useLocale()
  const items = [
    { ...stats.students, label: m.home_stats_students({}, { locale }) },
    { ...stats.successRate, label: m.home_stats_successRate({}, { locale }) },
    { ...stats.courses, label: m.home_stats_courses({}, { locale }) },
  ]
  return (
    <Section titleId="stats-title" title={m.home_statsTitle({}, { locale })} className="py-10">
      <div className="mt-6 grid grid-cols-3 gap-2 rounded-2xl bg-brand-50 p-5 dark:bg-brand-900">
        {items.map((s) => (
          <StatCounter
            key={s.label}
            value={s.value}
            suffix={s.suffix}
            label={s.label}
            durationMs={timings.statsCountUpMs}
            steps={timings.statsCountUpSteps}
            formatNumber={(n) => formatNumber(n, locale)}
          />
        ))}
      </div>
    </Section>
  )
}
