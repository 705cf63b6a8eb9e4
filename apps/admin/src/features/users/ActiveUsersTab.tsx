import { Stack } from '@mantine/core'
import { DataTable } from '../../lib/DataTable'
import { useAdminApi } from '../../lib/api'
import { formatDhakaDateTime } from '../../lib/format'
import { LoadedRows, TabHeader } from '../../lib/states'
import { useLoader } from '../../lib/useLoader'

export function ActiveUsersTab() {
  const api = useAdminApi()
  const { state, reload } = useLoader(api.listUsers)
  return (
    <Stack>
      <TabHeader title="Active users" onRefresh={reload} />
      <LoadedRows
        state={state}
        what="active users"
        empty="No one has been seen yet."
        onRetry={reload}
      >
        {(rows) => (
          <DataTable
            minWidth={560}
            highlightOnHover
            rows={rows}
            rowKey={(u) => u.userId}
            columns={[
              {
                header: 'Email',
                cell: (u) => u.email ?? '—',
                td: { style: { overflowWrap: 'anywhere' } },
              },
              { header: 'Full name', cell: (u) => u.fullName ?? '—' },
              {
                header: 'Last seen (Bangladesh time)',
                cell: (u) => formatDhakaDateTime(u.lastSeen),
              },
              { header: 'Enrolled courses', cell: (u) => u.enrolledCourses, right: true },
            ]}
          />
        )}
      </LoadedRows>
    </Stack>
  )
}
