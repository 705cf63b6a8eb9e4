import { Button, Group, Stack, Table, Title } from '@mantine/core'
import { useAdminApi } from '../../lib/api'
import { formatDhakaDateTime } from '../../lib/format'
import { EmptyState, ErrorState, LoadingState } from '../../lib/states'
import { useLoader } from '../../lib/useLoader'

export function ActiveUsersTab() {
  const api = useAdminApi()
  const { state, reload } = useLoader(api.listUsers)
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <Title order={2} size="h3">
          Active users
        </Title>
        <Button variant="subtle" size="xs" onClick={reload}>
          Refresh
        </Button>
      </Group>
      {state.status === 'loading' && <LoadingState label="Loading active users…" />}
      {state.status === 'error' && (
        <ErrorState
          error={state.error}
          fallback="Could not load the active users."
          onRetry={reload}
        />
      )}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyState>No one has been seen yet.</EmptyState>
        ) : (
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
                {state.data.map((u) => (
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
        ))}
    </Stack>
  )
}
