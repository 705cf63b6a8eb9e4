/**
 * Where the admin is in a paged list (./pages): "1–50 of 2,507", or "of about 120,000" when the
 * total is the database's estimate, with Previous and Next.
 */
import { Alert, Button, Group, Text } from '@mantine/core'
import type { ListTotal } from '@repo/api'
import { LoadedTable, type TableSpec } from './DataTable'
import type { KeysetPages } from './pages'

const numbers = new Intl.NumberFormat('en')

/** An estimate to two significant figures (123,456: about 120,000), never below what is known. */
function roughly(count: number): number {
  return count < 100 ? count : Number(count.toPrecision(2))
}

/**
 * "1–50 of 2,507" for the `shown` rows starting at row `first` (1-based); "of about 120,000"
 * when the total is an estimate; "1–50" when it is unknown. A total smaller than the rows seen
 * (rows added since it was counted) reads as the rows seen.
 */
export function formatRange(first: number, shown: number, total: ListTotal | null): string {
  const last = first + shown - 1
  const range = shown === 0 ? '0' : `${numbers.format(first)}–${numbers.format(last)}`
  if (!total) return range
  const count = Math.max(total.count, last)
  return total.estimated
    ? `${range} of about ${numbers.format(roughly(count))}`
    : `${range} of ${numbers.format(count)}`
}

/** "1–50 of 2,507" with Previous and Next, for the list named `label` ("Pending requests"). */
export function PageControls<T>({ pages, label }: { pages: KeysetPages<T>; label: string }) {
  const shown = pages.state.status === 'ready' ? pages.state.data.length : null
  return (
    <>
      {pages.notice && (
        <Alert color="yellow" variant="light" role="status">
          {pages.notice}
        </Alert>
      )}
      <Group
        justify="space-between"
        component="nav"
        aria-label={`${label} pages`}
        aria-busy={pages.moving}
        gap="xs"
      >
        <Text size="sm" aria-live="polite">
          {shown !== null && shown > 0 ? formatRange(pages.first, shown, pages.total) : ''}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={!pages.hasPrevious || pages.state.status === 'loading' || pages.moving}
            onClick={pages.previous}
          >
            Previous
          </Button>
          <Button variant="default" size="xs" disabled={!pages.hasNext} onClick={pages.next}>
            Next
          </Button>
        </Group>
      </Group>
    </>
  )
}

/** A paged list's table under its page controls; `label` names both ("Leads"). */
export function PagedTable<T>({ pages, ...table }: { pages: KeysetPages<T> } & TableSpec<T>) {
  return (
    <>
      <PageControls pages={pages} label={table.label} />
      <LoadedTable state={pages.state} onRetry={pages.reload} {...table} />
    </>
  )
}
