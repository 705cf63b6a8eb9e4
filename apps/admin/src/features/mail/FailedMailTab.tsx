import { Badge, Stack, Text } from '@mantine/core'
import type { FailedDelivery } from '@repo/api'
import type { TableSpec } from '../../lib/DataTable'
import { formatDhakaDateTime } from '../../lib/format'
import { PagedTable } from '../../lib/PageControls'
import { useCountedPages } from '../../lib/pages'
import { TabHeader } from '../../lib/states'

const kindLabels: Record<FailedDelivery['kind'], string> = {
  request_submitted: 'Request received (to learner)',
  request_received: 'New request (to admin)',
  request_approved: 'Approved',
  request_rejected: 'Rejected',
  request_refunded: 'Refunded',
  certificate_issued: 'Certificate',
  class_starting: 'Live class reminder',
  // never mailed (an in-app notice to mentors), but a kind all the same
  project_submitted: 'New hand-in (to mentor)',
  project_reviewed: 'Project reviewed',
  // never mailed either (an in-app notice to mentors)
  question_asked: 'New question (to mentor)',
  question_answered: 'Question answered',
}

const failedMailsTable: TableSpec<FailedDelivery> = {
  empty: 'Every mail was delivered.',
  label: 'Failed mails',
  minWidth: 720,
  rowKey: (d) => d.notificationId,
  columns: [
    {
      header: 'Mail',
      cell: (d) => (
        <Badge color="red" variant="light">
          {kindLabels[d.kind]}
        </Badge>
      ),
    },
    { header: 'Course', cell: (d) => d.data.course_title ?? '—' },
    {
      header: 'Learner',
      cell: (d) =>
        d.data.transaction_id ? (
          <Text span ff="monospace" size="sm">
            {d.data.transaction_id}
          </Text>
        ) : (
          <Text span ff="monospace" size="xs">
            {d.userId}
          </Text>
        ),
    },
    { header: 'Tries', cell: (d) => d.attempts },
    {
      header: 'Last error',
      cell: (d) => d.lastError ?? '—',
      wrapAnywhere: true,
    },
    { header: 'Created', cell: (d) => formatDhakaDateTime(d.createdAt) },
  ],
}

/** Mails the deliverer gave up on (five refused tries, or no address), with the last error. */
export function FailedMailTab() {
  const pages = useCountedPages('failed_mails')
  return (
    <Stack>
      <TabHeader title="Failed mails" onRefresh={pages.reload} />
      <Text size="sm" c="dimmed">
        Notification mails that could not be delivered after five tries. The learner still sees each
        notice on their profile; contact them another way (WhatsApp).
      </Text>
      <PagedTable pages={pages} {...failedMailsTable} />
    </Stack>
  )
}
