import { lazy } from 'react'
import { CHART_HEIGHT } from './ChartCard'
import { formatShortDay } from './numbers'

/**
 * The Statistics tab's charts, loaded after the tab's first paint: recharts is most of the tab's
 * JavaScript (about 140 KB compressed), and the figures and tables read without it. Each chart
 * shows in a box of its own height meanwhile (ChartCard's Suspense), so nothing moves.
 */
const charts = () => import('./charts')

export const BarChart = lazy(async () => ({ default: (await charts()).BarChart }))
export const LineChart = lazy(async () => ({ default: (await charts()).LineChart }))
export const DonutChart = lazy(async () => ({ default: (await charts()).DonutChart }))

/** One line of a DayLines chart: its name in the data, its legend, colour and value per row. */
export interface DayLine<T> {
  name: string
  label: string
  color: string
  value: (row: T) => number | null
}

/**
 * A line per series across the range's days, the legend below. A day without a value has no
 * point: the line joins the days that have one.
 */
export function DayLines<T extends { day: string }>({
  rows,
  lines,
  valueFormatter,
}: {
  rows: readonly T[]
  lines: readonly DayLine<T>[]
  valueFormatter: (value: number) => string
}) {
  return (
    <LineChart
      h={CHART_HEIGHT}
      data={rows.map((r) => ({
        day: formatShortDay(r.day),
        ...Object.fromEntries(lines.map((line) => [line.name, line.value(r)])),
      }))}
      dataKey="day"
      series={lines.map(({ name, label, color }) => ({ name, label, color }))}
      connectNulls
      valueFormatter={valueFormatter}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      accessibilityLayer={false}
    />
  )
}
