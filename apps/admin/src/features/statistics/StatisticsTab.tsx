import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useAdminApi } from '../../lib/api'
import { formatTaka } from '../../lib/format'
import { ErrorState, LoadingState } from '../../lib/states'
import { useLoader } from '../../lib/useLoader'

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={28}>
        {value}
      </Text>
    </Paper>
  )
}

export function StatisticsTab() {
  const api = useAdminApi()
  const { state, reload } = useLoader(api.statistics)
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <Title order={2} size="h3">
          Statistics
        </Title>
        <Button variant="subtle" size="xs" onClick={reload}>
          Refresh
        </Button>
      </Group>
      {state.status === 'loading' && <LoadingState label="Loading statistics…" />}
      {state.status === 'error' && (
        <ErrorState
          error={state.error}
          fallback="Could not load the statistics."
          onRetry={reload}
        />
      )}
      {state.status === 'ready' && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Figure label="Pending requests" value={state.data.pendingCount} />
            <Figure label="Approved today" value={state.data.approvedToday} />
            <Figure label="Courses" value={state.data.courseCount} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            “Today” is the calendar day in Bangladesh (Asia/Dhaka).
          </Text>
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Course</Table.Th>
                  <Table.Th ta="right">Approved enrolments</Table.Th>
                  <Table.Th ta="right">Taka received</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {state.data.courses.map((c) => (
                  <Table.Tr key={c.courseId}>
                    <Table.Td>{c.title}</Table.Td>
                    <Table.Td ta="right">{c.approvedEnrollments}</Table.Td>
                    <Table.Td ta="right">{formatTaka(c.takaReceived)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>Total</Table.Th>
                  <Table.Th ta="right">
                    {state.data.courses.reduce((n, c) => n + c.approvedEnrollments, 0)}
                  </Table.Th>
                  <Table.Th ta="right">
                    {formatTaka(state.data.courses.reduce((n, c) => n + c.takaReceived, 0))}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  )
}
