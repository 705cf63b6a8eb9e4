import { SimpleGrid, Stack, Text } from '@mantine/core'
import { courseList } from '@repo/courses'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { PageControls } from './PageControls'
import type { KeysetPages } from './pages'
import { useStaff } from './session'
import { LoadedRows, TabHeader } from './states'

export const courseTitle = (id: string) => courseList.find((c) => c.id === id)?.title ?? id

/**
 * The courses a staff member's queue lists (a mentor's own, every course for an admin), and its
 * Course filter's options ('' first: all of them).
 */
export function useQueueCourses() {
  const staff = useStaff()
  const courses = staff.status === 'mentor' ? staff.courses : courseList.map((c) => c.id)
  const courseOptions = [
    { value: '', label: staff.status === 'mentor' ? 'All my courses' : 'All courses' },
    ...courses.map((id) => ({ value: id, label: courseTitle(id) })),
  ]
  return { courses, courseOptions }
}

/**
 * A queue's tab (the questions, the hand-ins): its title and what learners are promised, its
 * `filters` (`filterColumns` side by side), its pages (`label`: 'Questions') and its rows as
 * cards, `empty` when there are none. A card gets the queue's address (filters and page), for
 * the way back from the item it opens.
 */
export function QueueTab<T extends { id: string }>({
  title,
  promise,
  filters,
  filterColumns,
  pages,
  label,
  what,
  empty,
  card,
}: {
  title: string
  promise: ReactNode
  filters: ReactNode
  filterColumns: number
  pages: KeysetPages<T>
  label: string
  what: string
  empty: string
  card: (row: T, queue: string) => ReactNode
}) {
  const location = useLocation()
  return (
    <Stack>
      <TabHeader title={title} onRefresh={pages.reload} />
      <Text size="sm" c="dimmed">
        {promise}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: filterColumns }} role="group" aria-label="Filters">
        {filters}
      </SimpleGrid>
      <PageControls pages={pages} label={label} />
      <LoadedRows state={pages.state} what={what} empty={empty} onRetry={pages.reload}>
        {(rows) => (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
            {rows.map((row) => card(row, location.search))}
          </SimpleGrid>
        )}
      </LoadedRows>
    </Stack>
  )
}
