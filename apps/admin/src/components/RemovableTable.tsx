import { Button } from '@mantine/core'
import { useState } from 'react'
import { ConfirmModal } from '../lib/ConfirmModal'
import { LoadedTable, type Column, type LoadedTableProps, type TableSpec } from '../lib/DataTable'

/**
 * How a list's rows are removed, said by one rule: `action` 'Remove' and `noun` 'sender' make
 * each row's button "Remove", named "Remove sender 16216" for screen readers, and a dialog
 * "Remove sender" that asks "Remove this sender?".
 */
export interface RowRemoval<T> {
  action: 'Delete' | 'Remove'
  noun: string
  /** The row's name in its button's accessible name. */
  rowName: (row: T) => string
  /** What removing does, under the question. */
  about: (row: T) => string
}

/** A removable list's table, declared once: its words, width, columns, and how a row is removed. */
export type RemovableTableSpec<T> = TableSpec<T> & { removal: RowRemoval<T> }

/** The mutation that removes a row; the dialog closes when it settles (done or refused). */
interface Removing<T> {
  isPending: boolean
  mutate: (row: T, options: { onSettled: () => void }) => void
}

/**
 * A loaded list whose rows can be removed (coupons, wallet senders, mentors): a red button per
 * row in the last column, and a dialog that asks before `removing` runs.
 */
export function RemovableTable<T>({
  removal,
  removing,
  columns,
  ...table
}: LoadedTableProps<T> & RemovableTableSpec<T> & { removing: Removing<T> }) {
  const [target, setTarget] = useState<T | null>(null)
  const title = `${removal.action} ${removal.noun}`
  return (
    <>
      <LoadedTable
        {...table}
        columns={[
          ...columns,
          removeColumn(removal.action, (row: T) => `${title} ${removal.rowName(row)}`, setTarget),
        ]}
      />
      <ConfirmModal
        target={target}
        title={title}
        question={`${removal.action} this ${removal.noun}?`}
        about={removal.about}
        action={removal.action}
        color="red"
        busy={removing.isPending}
        onClose={() => setTarget(null)}
        onConfirm={(row) => removing.mutate(row, { onSettled: () => setTarget(null) })}
      />
    </>
  )
}

/**
 * The last column of a list whose rows can be removed: a red `action` button per row, named
 * for screen readers by `name` ("Delete coupon SAVE20"); `onClick` asks before removing.
 */
function removeColumn<T>(
  action: string,
  name: (row: T) => string,
  onClick: (row: T) => void,
): Column<T> {
  return {
    header: 'Actions',
    hiddenHeader: true,
    right: true,
    cell: (row) => (
      <Button
        size="xs"
        color="red"
        variant="outline"
        onClick={() => onClick(row)}
        aria-label={name(row)}
      >
        {action}
      </Button>
    ),
  }
}
