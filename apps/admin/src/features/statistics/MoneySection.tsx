import { Center, SimpleGrid } from '@mantine/core'
import type { MoneyReport } from '@repo/api'
import type { CsvColumn } from '../../lib/csv'
import type { Column } from '../../lib/DataTable'
import { CHART_HEIGHT, ChartCard, dayCsv, dayTable } from './ChartCard'
import { BarChart, DonutChart } from './lazyCharts'
import { Figure } from './Figure'
import {
  csvPercent,
  formatCount,
  formatPercent,
  formatRange,
  formatShortDay,
  formatTaka,
  rate,
} from './numbers'
import { courseColor, reportSection, type SectionProps } from './report'
import { moneyRows, sum, type MoneyRow } from './series'

/**
 * Money: taka received per day (per course, stacked: the bar's height is the day's total),
 * refunds, and the approvals the wallet phone settled by itself against those decided by hand.
 */
export const MoneySection = reportSection('Money', 'money', MoneyCharts)

function MoneyCharts({ report, range, download }: SectionProps & { report: MoneyReport }) {
  const rows = moneyRows(report, range)
  const received = sum(rows, (r) => r.total)
  const refunded = sum(rows, (r) => r.refundedTaka)
  const refunds = sum(rows, (r) => r.refunds)
  const approved = sum(rows, (r) => r.approved)
  const byWallet = sum(rows, (r) => r.byWallet)
  const walletShare = rate(byWallet, approved)
  const days = formatRange(range)
  const shares = [
    { how: 'By the wallet phone', approvals: byWallet, color: 'teal.6' },
    { how: 'By hand', approvals: approved - byWallet, color: 'blue.6' },
  ]
  const courseColumns = report.courses.map((c): Column<MoneyRow> => ({
    header: c.title,
    right: true,
    cell: (r) => formatTaka(r.received[c.courseId] ?? 0),
    total: formatTaka(sum(rows, (r) => r.received[c.courseId] ?? 0)),
  }))
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Figure
          label="Taka received"
          value={formatTaka(received)}
          note={`${formatCount(approved)} approvals`}
        />
        <Figure
          label="Refunded"
          value={formatTaka(refunded)}
          note={`${formatCount(refunds)} refunds`}
        />
        <Figure
          label="Approved by the wallet phone"
          value={formatPercent(walletShare)}
          note={`${formatCount(byWallet)} of ${formatCount(approved)} approvals`}
        />
      </SimpleGrid>
      <ChartCard
        title="Taka received per day"
        summary={`Taka of the approvals decided each day, per course (stacked: a bar is the day’s total). ${formatTaka(received)} in all, ${formatTaka(refunded)} refunded, ${days}.`}
        empty={received === 0 && refunded === 0 ? `No taka received or refunded, ${days}.` : null}
        chart={
          <BarChart
            h={CHART_HEIGHT}
            data={rows.map((r) => ({ day: formatShortDay(r.day), ...r.received }))}
            dataKey="day"
            type="stacked"
            series={report.courses.map((c, i) => ({
              name: c.courseId,
              label: c.title,
              color: courseColor(i),
            }))}
            valueFormatter={formatTaka}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            accessibilityLayer={false}
          />
        }
        table={dayTable(rows, 180 + 110 * (report.courses.length + 2), [
          ...courseColumns,
          {
            header: 'Total',
            right: true,
            cell: (r) => formatTaka(r.total),
            total: formatTaka(received),
          },
          {
            header: 'Refunded',
            right: true,
            cell: (r) => formatTaka(r.refundedTaka),
            total: formatTaka(refunded),
          },
        ])}
        csv={dayCsv('money', moneyCsvColumns(report))}
        range={range}
        download={download}
      />
      <ChartCard
        title="Approved by the wallet phone or by hand"
        summary={`Approvals the wallet phone settled with no admin, against those an admin approved by hand, ${days}.`}
        empty={approved === 0 ? `No approvals, ${days}.` : null}
        chartHeight={160}
        chart={
          <Center>
            <DonutChart
              size={160}
              thickness={26}
              data={shares.map((s) => ({ name: s.how, value: s.approvals, color: s.color }))}
              chartLabel={formatPercent(walletShare)}
              valueFormatter={formatCount}
              accessibilityLayer={false}
            />
          </Center>
        }
        table={{
          rows: approved === 0 ? [] : shares,
          rowKey: (s) => s.how,
          minWidth: 300,
          columns: [
            { header: 'Approved', cell: (s) => s.how },
            { header: 'Approvals', right: true, cell: (s) => formatCount(s.approvals) },
            {
              header: 'Share',
              right: true,
              cell: (s) => formatPercent(rate(s.approvals, approved)),
            },
          ],
        }}
        csv={{
          name: 'approvals',
          columns: [
            { header: 'Approved', value: (s) => s.how },
            { header: 'Approvals', value: (s) => s.approvals },
            { header: 'Share (%)', value: (s) => csvPercent(rate(s.approvals, approved)) },
          ],
        }}
        range={range}
        download={download}
      />
    </>
  )
}

/** The money CSV after its day: taka per course, the total, refunds and the approvals. */
function moneyCsvColumns(report: MoneyReport): CsvColumn<MoneyRow>[] {
  return [
    ...report.courses.map((c): CsvColumn<MoneyRow> => ({
      header: `${c.title} (taka)`,
      value: (r) => r.received[c.courseId] ?? 0,
    })),
    { header: 'Total received (taka)', value: (r) => r.total },
    { header: 'Refunded (taka)', value: (r) => r.refundedTaka },
    { header: 'Approvals', value: (r) => r.approved },
    { header: 'By the wallet phone', value: (r) => r.byWallet },
    { header: 'Refunds', value: (r) => r.refunds },
  ]
}
