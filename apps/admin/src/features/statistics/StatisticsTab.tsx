import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { DataTable } from '../../lib/DataTable'
import type { MoneyStatistics, Statistics } from '@repo/api'
import { useAdminApi } from '../../lib/api'
import { formatTaka } from '../../lib/format'
import { EmptyState, Loaded, TabHeader } from '../../lib/states'
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
      <Loaded
        state={state}
        loading="Loading statistics…"
        failed="Could not load the statistics."
        onRetry={reload}
      >
        {(counts) => <CountTables counts={counts} />}
      </Loaded>
      <Title order={3} size="h4" mt="md">
        Money
      </Title>
      <Loaded
        state={money.state}
        loading="Loading the money figures…"
        failed="Could not load the statistics."
        onRetry={money.reload}
      >
        {(figures) => <MoneyTables money={figures} />}
      </Loaded>
    </Stack>
  )
}

function CountTables({ counts }: { counts: Statistics }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label="Pending requests" value={counts.pendingCount} />
        <Figure label="Approved today" value={counts.approvedToday} />
        <Figure label="Courses" value={counts.courseCount} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        “Today” is the calendar day in Bangladesh (Asia/Dhaka).
      </Text>
      <DataTable
        label="Enrolments per course"
        minWidth={420}
        rows={counts.courses}
        rowKey={(c) => c.courseId}
        columns={[
          { header: 'Course', cell: (c) => c.title },
          {
            header: 'Approved enrollments',
            right: true,
            cell: (c) => c.approvedEnrollments,
            total: counts.courses.reduce((n, c) => n + c.approvedEnrollments, 0),
          },
          {
            header: 'Taka received',
            right: true,
            cell: (c) => formatTaka(c.takaReceived),
            total: formatTaka(counts.courses.reduce((n, c) => n + c.takaReceived, 0)),
          },
        ]}
      />
    </>
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
      <DataTable
        label="Taka per course"
        minWidth={420}
        rows={money.courses}
        rowKey={(c) => c.courseId}
        columns={[
          { header: 'Course', cell: (c) => c.title },
          {
            header: 'Taka confirmed',
            right: true,
            cell: (c) => formatTaka(c.takaConfirmed),
            total: formatTaka(money.courses.reduce((n, c) => n + c.takaConfirmed, 0)),
          },
          {
            header: 'Taka awaiting',
            right: true,
            cell: (c) => formatTaka(c.takaAwaiting),
            total: formatTaka(money.courses.reduce((n, c) => n + c.takaAwaiting, 0)),
          },
        ]}
      />
      <Title order={4} size="h5">
        Per day (Bangladesh time)
      </Title>
      {money.days.length === 0 ? (
        <EmptyState>No payments yet.</EmptyState>
      ) : (
        <DataTable
          label="Taka per day"
          minWidth={480}
          rows={money.days}
          rowKey={(d) => `${d.day} ${d.courseId}`}
          columns={[
            { header: 'Day', cell: (d) => formatDay(d.day) },
            { header: 'Course', cell: (d) => titles.get(d.courseId) ?? d.courseId },
            {
              header: 'Taka confirmed',
              right: true,
              cell: (d) => formatSignedTaka(d.takaConfirmed),
            },
            { header: 'Taka awaiting', right: true, cell: (d) => formatTaka(d.takaAwaiting) },
          ]}
        />
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
