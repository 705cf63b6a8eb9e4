import { SimpleGrid } from '@mantine/core'
import type { DeskDay, DeskReport } from '@repo/api'
import { CHART_HEIGHT, ChartCard, dayCsv, dayTable } from './ChartCard'
import { BarChart, DayLines } from './lazyCharts'
import { Figure } from './Figure'
import { formatCount, formatDecimal, formatRange } from './numbers'
import { reportSection, type SectionProps } from './report'
import { deskRows, sum, waitingRows } from './series'

/**
 * The desk: minutes from a request to its approval, median and 90th percentile per day (a day
 * without approvals has no median: a gap in the lines, not a zero), and the requests waiting now
 * by age (the old tab's "Pending requests", now with how long they have waited).
 */
export const DeskSection = reportSection('The desk', 'desk', DeskCharts)

function DeskCharts({ report, range, download }: SectionProps & { report: DeskReport }) {
  const rows = deskRows(report, range)
  const waiting = waitingRows(report)
  const pending = sum(waiting, (w) => w.requests)
  const approved = sum(rows, (r) => r.approved)
  const days = formatRange(range)
  return (
    <>
      <SimpleGrid cols={{ base: 2 }}>
        <Figure label="Pending requests" value={pending} note="waiting now" />
        <Figure label="Approved" value={approved} note={days} />
      </SimpleGrid>
      <ChartCard
        title="Minutes from request to approval"
        summary={`The median and the 90th percentile of the minutes from a request to its approval, per day of the decision, ${days}. A day without approvals has no point: the lines join the days that have one.`}
        empty={approved === 0 ? `No approvals, ${days}.` : null}
        chart={
          <DayLines
            rows={rows}
            lines={[
              { name: 'median', label: 'Median', color: 'blue.6', value: (r) => r.medianMinutes },
              {
                name: 'p90',
                label: '90th percentile',
                color: 'orange.6',
                value: (r) => r.p90Minutes,
              },
            ]}
            valueFormatter={formatCount}
          />
        }
        table={dayTable(rows, 460, [
          { header: 'Approvals', right: true, cell: (r) => formatCount(r.approved) },
          { header: 'Median, min', right: true, cell: (r) => formatDecimal(r.medianMinutes) },
          {
            header: '90th percentile, min',
            right: true,
            cell: (r) => formatDecimal(r.p90Minutes),
          },
        ])}
        csv={dayCsv<DeskDay>('desk', [
          { header: 'Approvals', value: (r) => r.approved },
          { header: 'Median minutes', value: (r) => r.medianMinutes },
          { header: '90th percentile minutes', value: (r) => r.p90Minutes },
        ])}
        range={range}
        download={download}
      />
      <ChartCard
        title="Requests waiting, by age"
        summary="The requests waiting for a decision now (whatever the range), by how long ago they were sent."
        empty={pending === 0 ? 'No request is waiting.' : null}
        chart={
          <BarChart
            h={CHART_HEIGHT}
            data={waiting.map((w) => ({ age: w.label, requests: w.requests }))}
            dataKey="age"
            series={[{ name: 'requests', label: 'Requests', color: 'orange.6' }]}
            valueFormatter={formatCount}
            accessibilityLayer={false}
          />
        }
        table={{
          rows: waiting,
          rowKey: (w) => w.age,
          minWidth: 280,
          columns: [
            { header: 'Waiting for', cell: (w) => w.label },
            {
              header: 'Requests',
              right: true,
              cell: (w) => formatCount(w.requests),
              total: formatCount(pending),
            },
          ],
        }}
        csv={{
          name: 'waiting',
          columns: [
            { header: 'Waiting for', value: (w) => w.label },
            { header: 'Requests', value: (w) => w.requests },
          ],
        }}
        range={range}
        download={download}
      />
    </>
  )
}
