import { Box, Button, Center, Group, Paper, Text, Title } from '@mantine/core'
import type { StatisticsRange } from '@repo/api'
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react'
import { toCsv, type CsvColumn } from '../../lib/csv'
import { DataTable, type Column } from '../../lib/DataTable'
import type { Download } from '../../lib/exportCsv'
import { csvFileName, formatDay } from './numbers'

/** A chart's height on every screen: a phone shows a whole chart and the start of its table. */
export const CHART_HEIGHT = 220

/** Rows of a table past which it scrolls inside itself, not the page. */
const ROWS_SHOWN = 8

export interface ChartTable<T> {
  rows: readonly T[]
  rowKey: (row: T) => string
  /** A row's accessible name (a funnel's step), when its first cell is not enough. */
  rowLabel?: (row: T) => string
  columns: readonly Column<T>[]
  /** The table's width below which it scrolls sideways inside itself. */
  minWidth: number
}

/** The table of a chart of days: a row a day, keyed by its day, the day first on one line. */
export function dayTable<T extends { day: string }>(
  rows: readonly T[],
  minWidth: number,
  columns: readonly Column<T>[],
): ChartTable<T> {
  const day: Column<T> = {
    header: 'Day',
    cell: (r) => formatDay(r.day),
    td: { style: { whiteSpace: 'nowrap' } },
  }
  return { rows, rowKey: (r) => r.day, minWidth, columns: [day, ...columns] }
}

/** The CSV of a chart of days (`name`): the day first, as the database writes it, then `columns`. */
export function dayCsv<T extends { day: string }>(name: string, columns: readonly CsvColumn<T>[]) {
  const day: CsvColumn<T> = { header: 'Day (Asia/Dhaka)', value: (r) => r.day }
  return { name, columns: [day, ...columns] }
}

/**
 * Whether the element has come near the screen once: a chart below the fold is drawn when the
 * admin scrolls to it, not while the tab loads (at once where IntersectionObserver is missing).
 */
function useSeen() {
  const [element, observe] = useState<HTMLDivElement | null>(null)
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (seen || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true)
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, seen])
  return [observe, seen] as const
}

/**
 * One chart with its numbers: a title, a sentence saying what it shows (the chart's description
 * for screen readers), the chart (or, when there is nothing to draw, a box that says so), its
 * numbers as a table, and "Download CSV" of the same rows (a BOM for spreadsheets, lib/csv).
 */
export function ChartCard<T>({
  title,
  summary,
  empty,
  chart,
  chartHeight = CHART_HEIGHT,
  table,
  csv,
  range,
  download,
}: {
  title: string
  summary: string
  /** What the box says instead of the chart when there is nothing to draw; null to draw. */
  empty: string | null
  chart: ReactNode
  /** The chart's height: its box keeps it until the chart is drawn (nothing moves). */
  chartHeight?: number
  table: ChartTable<T>
  /** The CSV's name ('money' → statistics-money-<from>-to-<to>.csv) and its columns. */
  csv: { name: string; columns: readonly CsvColumn<T>[] }
  range: StatisticsRange
  download: Download
}) {
  const titleId = useId()
  // the chart's box, given to the observer as it mounts
  const [observe, seen] = useSeen()
  const summaryId = useId()
  const long = table.rows.length > ROWS_SHOWN
  // nothing to draw: the box says so, and there are no numbers to list or download
  const shown = empty === null && table.rows.length > 0
  return (
    <Paper withBorder p="sm" radius="md" component="figure" m={0} aria-labelledby={titleId}>
      <Group justify="space-between" align="start" gap="xs" wrap="nowrap">
        <Title order={4} size="h5" id={titleId}>
          {title}
        </Title>
        <Button
          size="compact-xs"
          variant="default"
          style={{ flex: 'none' }}
          aria-label={`Download CSV: ${title}`}
          disabled={!shown}
          onClick={() => download(csvFileName(csv.name, range), [toCsv(table.rows, csv.columns)])}
        >
          Download CSV
        </Button>
      </Group>
      <Text size="xs" c="dimmed" id={summaryId} mb="xs">
        {summary}
      </Text>
      {empty !== null ? (
        <Center
          h={CHART_HEIGHT / 2}
          bd="1px dashed var(--mantine-color-gray-4)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Text c="dimmed" ta="center" px="sm">
            {empty}
          </Text>
        </Center>
      ) : (
        <Box
          ref={observe}
          h={chartHeight}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={summaryId}
        >
          {seen ? <Suspense fallback={null}>{chart}</Suspense> : null}
        </Box>
      )}
      {shown ? (
        <Box
          mt="xs"
          mah={long ? 300 : undefined}
          style={long ? { overflowY: 'auto' } : undefined}
          // a table taller than its box is scrolled from the keyboard too
          tabIndex={long ? 0 : undefined}
          role={long ? 'region' : undefined}
          aria-label={long ? `${title}: the numbers` : undefined}
        >
          <DataTable
            label={`${title}: the numbers`}
            minWidth={table.minWidth}
            rows={table.rows}
            rowKey={table.rowKey}
            rowLabel={table.rowLabel}
            columns={table.columns}
            verticalSpacing={4}
          />
        </Box>
      ) : null}
    </Paper>
  )
}
