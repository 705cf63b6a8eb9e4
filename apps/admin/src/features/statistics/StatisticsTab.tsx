import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { DataTable, type Column } from '../../lib/DataTable'
import type { MoneyStatistics, Statistics } from '@repo/api'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useAdminApi } from '../../lib/api'
import { formatTaka } from '../../lib/format'
import { loadState, queryLoad } from '../../lib/loadState'
import { queryKeys } from '../../lib/queryKeys'
import { EmptyState, Loaded, TabHeader } from '../../lib/states'
import { Figure } from './Figure'
import { QuestionFigures } from './QuestionFigures'
import { ReviewFigures } from './ReviewFigures'

/** A figure per course, in a column of its own, summed in the table's foot. */
interface CourseSum<T> {
  header: string
  value: (course: T) => number
  format?: (n: number) => ReactNode
}

/** One row per course with its figures, the courses' totals in the foot. */
function PerCourseTable<T extends { courseId: string; title: string }>({
  label,
  courses,
  sums,
}: {
  label: string
  courses: readonly T[]
  sums: CourseSum<T>[]
}) {
  return (
    <DataTable
      label={label}
      minWidth={420}
      rows={courses}
      rowKey={(c) => c.courseId}
      columns={[
        { header: 'Course', cell: (c) => c.title },
        ...sums.map(({ header, value, format = (n: number) => n }): Column<T> => ({
          header,
          right: true,
          cell: (c) => format(value(c)),
          total: format(courses.reduce((sum, c) => sum + value(c), 0)),
        })),
      ]}
    />
  )
}

export function StatisticsTab() {
  const api = useAdminApi()
  const counts = useQuery({ queryKey: queryKeys.statistics.counts, queryFn: api.statistics })
  const money = useQuery({ queryKey: queryKeys.statistics.money, queryFn: api.moneyStatistics })
  const queryClient = useQueryClient()
  // every figure of the tab: the counts, the money, the reviews and the questions
  const reload = () => void queryClient.refetchQueries({ queryKey: queryKeys.statistics.all })
  return (
    <Stack>
      <TabHeader title="Statistics" onRefresh={reload} />
      <Loaded
        state={loadState(counts)}
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
        {...queryLoad(money)}
        loading="Loading the money figures…"
        failed="Could not load the statistics."
      >
        {(figures) => <MoneyTables money={figures} />}
      </Loaded>
      <ReviewFigures />
      <QuestionFigures />
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
      <PerCourseTable
        label="Enrolments per course"
        courses={counts.courses}
        sums={[
          { header: 'Approved enrollments', value: (c) => c.approvedEnrollments },
          { header: 'Taka received', value: (c) => c.takaReceived, format: formatTaka },
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
      <PerCourseTable
        label="Taka per course"
        courses={money.courses}
        sums={[
          { header: 'Taka confirmed', value: (c) => c.takaConfirmed, format: formatTaka },
          { header: 'Taka awaiting', value: (c) => c.takaAwaiting, format: formatTaka },
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
