import { lazy } from 'react'

/**
 * The Statistics tab's charts, loaded after the tab's first paint: recharts is most of the tab's
 * JavaScript (about 140 KB compressed), and the figures and tables read without it. Each chart
 * shows in a box of its own height meanwhile (ChartCard's Suspense), so nothing moves.
 */
const charts = () => import('./charts')

export const BarChart = lazy(async () => ({ default: (await charts()).BarChart }))
export const LineChart = lazy(async () => ({ default: (await charts()).LineChart }))
export const DonutChart = lazy(async () => ({ default: (await charts()).DonutChart }))
