import { Stack } from '@mantine/core'
import type { ActiveUser } from '@repo/api'
import type { TableSpec } from '../../lib/DataTable'
import { formatDhakaDateTime } from '../../lib/format'
import { PagedTable } from '../../lib/PageControls'
import { useCountedPages } from '../../lib/pages'
import { TabHeader } from '../../lib/states'

const activeUsersTable: TableSpec<ActiveUser> = {
  empty: 'No one has been seen yet.',
  label: 'Active users',
  minWidth: 560,
  highlightOnHover: true,
  rowKey: (u) => u.userId,
  columns: [
    {
      header: 'Email',
      cell: (u) => u.email ?? '—',
      wrapAnywhere: true,
    },
    { header: 'Full name', cell: (u) => u.fullName ?? '—' },
    {
      header: 'Last seen (Bangladesh time)',
      cell: (u) => formatDhakaDateTime(u.lastSeen),
    },
    { header: 'Enrolled courses', cell: (u) => u.enrolledCourses, right: true },
  ],
}

/** Everyone seen, most recent first, 50 a page from the server (issue 24, docs/decisions/0058). */
export function ActiveUsersTab() {
  const pages = useCountedPages('active_users')
  return (
    <Stack>
      <TabHeader title="Active users" onRefresh={pages.reload} />
      <PagedTable pages={pages} {...activeUsersTable} />
    </Stack>
  )
}
