import { Stack } from '@mantine/core'
import { useAdminApi } from '../../lib/api'
import { LoadedTable } from '../../lib/DataTable'
import { formatDhakaDateTime } from '../../lib/format'
import { PageControls, useKeysetPages } from '../../lib/pages'
import { queryKeys } from '../../lib/queryKeys'
import { TabHeader } from '../../lib/states'

/** Users per page of the tab. */
export const USERS_PAGE_SIZE = 50

/** Everyone seen, most recent first, 50 a page from the server (issue 24, docs/decisions/0058). */
export function ActiveUsersTab() {
  const api = useAdminApi()
  const pages = useKeysetPages({
    pageKey: queryKeys.users.page,
    fetchPage: (after) => api.usersPage({ limit: USERS_PAGE_SIZE, ...(after ? { after } : {}) }),
    countKey: queryKeys.users.count,
    fetchTotal: () => api.listCount('active_users'),
    pageSize: USERS_PAGE_SIZE,
  })
  return (
    <Stack>
      <TabHeader title="Active users" onRefresh={pages.reload} />
      <PageControls pages={pages} label="Active users" />
      <LoadedTable
        state={pages.state}
        what="active users"
        empty="No one has been seen yet."
        onRetry={pages.reload}
        label="Active users"
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
