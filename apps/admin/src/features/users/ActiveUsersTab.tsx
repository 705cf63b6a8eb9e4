import { Stack } from '@mantine/core'
import { useAdminApi } from '../../lib/api'
import { LoadedTable } from '../../lib/DataTable'
import { formatDhakaDateTime } from '../../lib/format'
import { TabHeader } from '../../lib/states'
import { useLoader } from '../../lib/useLoader'

export function ActiveUsersTab() {
  const api = useAdminApi()
  const { state, reload } = useLoader(api.listUsers)
  return (
    <Stack>
      <TabHeader title="Active users" onRefresh={reload} />
      <LoadedTable
        state={state}
        what="active users"
        empty="No one has been seen yet."
        onRetry={reload}
        minWidth={560}
        highlightOnHover
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
    </Stack>
  )
}
