import { Progress, Stack, Text } from '@mantine/core'
import type { CourseId } from '@repo/courses'
import { useAdminApi } from '../../lib/api'
import { formatDhakaDateTime } from '../../lib/format'
import { PagedTable } from '../../lib/PageControls'
import { useKeysetPages } from '../../lib/pages'
import { queries } from '../../lib/queries'

/** Learners per page of the list. */
export const LEARNERS_PAGE_SIZE = 50

/**
 * Each learner enrolled in the course, newest first, 50 a page from the server (issue 24, 0058):
 * lessons completed (live classes do not count), certificate.
 */
export function EnrolledLearners({ courseId }: { courseId: CourseId }) {
  const api = useAdminApi()
  const pages = useKeysetPages(queries.courseLearners.list(api, courseId), LEARNERS_PAGE_SIZE)
  return (
    <Stack>
      <PagedTable
        pages={pages}
        what="enrolled learners"
        empty="No learners are enrolled in this course yet."
        label="Enrolled learners"
        minWidth={340}
        rowKey={(l) => l.userId}
        columns={[
          {
            header: 'Learner',
            cell: (l) => (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {l.name ?? 'No name'}
                </Text>
                <Text size="xs" c="dimmed">
                  {l.email ?? '—'}
                </Text>
              </Stack>
            ),
          },
          {
            header: 'Progress',
            td: { miw: 120 },
            cell: (l) => (
              <>
                <Text size="sm">
                  {l.completed} / {l.total} lessons
                </Text>
                <Progress
                  value={l.total === 0 ? 0 : (100 * l.completed) / l.total}
                  size="sm"
                  aria-label={`${l.name ?? l.email ?? 'Learner'}: ${l.completed} of ${l.total} lessons completed`}
                />
              </>
            ),
          },
          {
            header: 'Certificate',
            cell: (l) =>
              l.certificateId ? (
                <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {l.certificateId}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  Not yet
                </Text>
              ),
          },
          { header: 'Enrolled', fromSm: true, cell: (l) => formatDhakaDateTime(l.enrolledAt) },
        ]}
      />
    </Stack>
  )
}
