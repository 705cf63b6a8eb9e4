import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { MoneyStatistics } from '@repo/api'
import { useAdminApi } from '../../lib/api'
import { formatTaka } from '../../lib/format'
import { EmptyState, ErrorState, LoadingState, TabHeader } from '../../lib/states'
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
  const { state, reload: reloadCounts } = useLoader(api.statistics)
  const money = useLoader(api.moneyStatistics)
  const reload = () => {
    reloadCounts()
    money.reload()
  }
  return (
    <Stack>
      <TabHeader title="Statistics" onRefresh={reload} />
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
            <Table striped aria-label="Enrolments per course">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Course</Table.Th>
                  <Table.Th ta="right">Approved enrollments</Table.Th>
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
      <Title order={3} size="h4" mt="md">
        Money
      </Title>
      {money.state.status === 'loading' && <LoadingState label="Loading the money figures…" />}
      {money.state.status === 'error' && (
        <ErrorState
          error={money.state.error}
          fallback="Could not load the statistics."
          onRetry={money.reload}
        />
      )}
      {money.state.status === 'ready' && <MoneyTables money={money.state.data} />}
    </Stack>
  )
}

function MoneyTables({ money }: { money: MoneyStatistics }) {
  const titles = new Map(money.courses.map((c) => [c.courseId, c.title]))
  return (
    <>
      <Text size="sm" c="dimmed">
        Confirmed: approved requests minus refunds. Awaiting: requests not decided yet. Amounts due,
        in taka.
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table striped aria-label="Taka per course">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Course</Table.Th>
              <Table.Th ta="right">Taka confirmed</Table.Th>
              <Table.Th ta="right">Taka awaiting</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {money.courses.map((c) => (
              <Table.Tr key={c.courseId}>
                <Table.Td>{c.title}</Table.Td>
                <Table.Td ta="right">{formatTaka(c.takaConfirmed)}</Table.Td>
                <Table.Td ta="right">{formatTaka(c.takaAwaiting)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Th ta="right">
                {formatTaka(money.courses.reduce((n, c) => n + c.takaConfirmed, 0))}
              </Table.Th>
              <Table.Th ta="right">
                {formatTaka(money.courses.reduce((n, c) => n + c.takaAwaiting, 0))}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Title order={4} size="h5">
        Per day (Bangladesh time)
      </Title>
      {money.days.length === 0 ? (
        <EmptyState>No payments yet.</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label="Taka per day">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Course</Table.Th>
                <Table.Th ta="right">Taka confirmed</Table.Th>
                <Table.Th ta="right">Taka awaiting</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {money.days.map((d) => (
                <Table.Tr key={`${d.day} ${d.courseId}`}>
                  <Table.Td>{formatDay(d.day)}</Table.Td>
                  <Table.Td>{titles.get(d.courseId) ?? d.courseId}</Table.Td>
                  <Table.Td ta="right">{formatSignedTaka(d.takaConfirmed)}</Table.Td>
                  <Table.Td ta="right">{formatTaka(d.takaAwaiting)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  )
}

/** A day with only refunds takes money off: '−৳399'. */
function formatSignedTaka(n: number): string {
  return n < 0 ? `−${formatTaka(-n)}` : formatTaka(n)
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
/** '21 Nov 2026' for '2026-11-21' (already a Bangladesh day: formatted as is). */
function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`))
}
