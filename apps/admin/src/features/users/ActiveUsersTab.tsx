import { Stack, Table } from '@mantine/core'
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
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Full name</Table.Th>
                  <Table.Th>Last seen (Bangladesh time)</Table.Th>
                  <Table.Th ta="right">Enrolled courses</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((u) => (
                  <Table.Tr key={u.userId}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{u.email ?? '—'}</Table.Td>
                    <Table.Td>{u.fullName ?? '—'}</Table.Td>
                    <Table.Td>{formatDhakaDateTime(u.lastSeen)}</Table.Td>
                    <Table.Td ta="right">{u.enrolledCourses}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </LoadedRows>
    </Stack>
  )
}
