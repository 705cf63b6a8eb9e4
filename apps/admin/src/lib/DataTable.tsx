import { Table, VisuallyHidden, type TableProps, type TableTdProps } from '@mantine/core'
import type { Key, ReactNode } from 'react'
import { LoadedRows } from './states'
import type { LoadState } from './loadState'

/** One column of a DataTable: its heading, each row's cell, and the cell's own props. */
export interface Column<T> {
  /** The heading; a column of buttons names itself for screen readers only (`actions`). */
  header: string
  cell: (row: T) => ReactNode
  /** Numbers and amounts line up on the right. */
  right?: boolean
  /** Left out on a phone (Mantine's `visibleFrom="sm"`). */
  fromSm?: boolean
  /** The heading is read to screen readers only (a column of buttons). */
  hiddenHeader?: boolean
  /** Long unbroken text (an email, an error) breaks anywhere rather than widen the table. */
  wrapAnywhere?: boolean
  /** Anything else a cell needs (a monospace font, a width). */
  td?: TableTdProps
  /** The column's total, in the table's foot. */
  total?: ReactNode
}

export type DataTableProps<T> = {
  label?: string
  minWidth: number
  rows: readonly T[]
  rowKey: (row: T, index: number) => Key
  /** A row's accessible name (its transaction id). */
  rowLabel?: (row: T) => string
  columns: readonly Column<T>[]
} & Pick<TableProps, 'highlightOnHover' | 'verticalSpacing'>

/**
 * The console's tables: a scrolling container (the phone scrolls sideways), striped rows, one
 * heading per column, one row per item, and a foot of totals when a column has one.
 */
export function DataTable<T>({
  label,
  minWidth,
  rows,
  rowKey,
  rowLabel,
  columns,
  ...table
}: DataTableProps<T>) {
  const cellProps = (c: Column<T>) => ({
    ta: c.right ? ('right' as const) : undefined,
    visibleFrom: c.fromSm ? 'sm' : undefined,
  })
  const withTotals = columns.some((c) => c.total !== undefined)
  return (
    // focusable, so a keyboard scrolls a table wider than a phone (axe: scrollable-region-focusable)
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped aria-label={label} {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} {...cellProps(c)}>
                {c.hiddenHeader ? <VisuallyHidden>{c.header}</VisuallyHidden> : c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)} aria-label={rowLabel?.(row)}>
              {columns.map((c) => (
                <Table.Td
                  key={c.header}
                  {...cellProps(c)}
                  style={c.wrapAnywhere ? { overflowWrap: 'anywhere' } : undefined}
                  {...c.td}
                >
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {withTotals ? (
          <Table.Tfoot>
            <Table.Tr>
              {columns.map((c, i) => (
                <Table.Th key={c.header} {...cellProps(c)}>
                  {i === 0 ? 'Total' : c.total}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * A table of loaded rows, named by its `label` ('Leads'): 'Loading leads…', the failure with Try
 * again, the empty message, or the rows in a DataTable. `what` words the list otherwise
 * ('coupons' for 'Active coupons').
 */
export type LoadedTableProps<T> = {
  state: LoadState<T[]>
  label: string
  what?: string
  empty: ReactNode
  onRetry: () => void
} & Omit<DataTableProps<T>, 'rows' | 'label'>

/**
 * What a list's table shows, declared once beside its columns (its words, width, row key and
 * columns): `<PagedTable pages={pages} {...leadsTable} />`.
 */
export type TableSpec<T> = Omit<LoadedTableProps<T>, 'state' | 'onRetry'>

export function LoadedTable<T>({ state, what, empty, onRetry, ...table }: LoadedTableProps<T>) {
  return (
    <LoadedRows
      state={state}
      what={what ?? table.label.toLowerCase()}
      empty={empty}
      onRetry={onRetry}
    >
      {(rows) => <DataTable rows={rows} {...table} />}
    </LoadedRows>
  )
}
