// The charts (recharts, through @mantine/charts) and their styles: a chunk of their own, fetched
// once the tab has painted its figures and tables (lazyCharts.tsx).
import '@mantine/charts/styles.css'

export { BarChart, DonutChart, LineChart } from '@mantine/charts'
