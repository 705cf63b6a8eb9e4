import { Badge, Stack, Table, Text } from '@mantine/core'
import type { FailedDelivery } from '@repo/api'
import { useAdminApi } from '../../lib/api'
import { formatDhakaDateTime } from '../../lib/format'
import { LoadedRows, TabHeader } from '../../lib/states'
import { useLoader } from '../../lib/useLoader'

const kindLabels: Record<FailedDelivery['kind'], string> = {
  request_submitted: 'Request received (to learner)',
  request_received: 'New request (to admin)',
  request_approved: 'Approved',
  request_rejected: 'Rejected',
  request_refunded: 'Refunded',
  certificate_issued: 'Certificate',
  class_starting: 'Live class reminder',
}

/** Mails the deliverer gave up on (five refused tries, or no address), with the last error. */
export function FailedMailTab() {
  const api = useAdminApi()
  const { state, reload } = useLoader(api.listFailedDeliveries)
  return (
    <Stack>
      <TabHeader title="Failed mails" onRefresh={reload} />
      <Text size="sm" c="dimmed">
        Notification mails that could not be delivered after five tries. The learner still sees each
        notice on their profile; contact them another way (WhatsApp).
      </Text>
      <LoadedRows
        state={state}
        what="failed mails"
        empty="Every mail was delivered."
        onRetry={reload}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Mail</Table.Th>
                  <Table.Th>Course</Table.Th>
                  <Table.Th>Learner</Table.Th>
                  <Table.Th>Tries</Table.Th>
                  <Table.Th>Last error</Table.Th>
                  <Table.Th>Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((d) => (
                  <Table.Tr key={d.notificationId}>
                    <Table.Td>
                      <Badge color="red" variant="light">
                        {kindLabels[d.kind]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{d.data.course_title ?? '—'}</Table.Td>
                    <Table.Td>
                      {d.data.transaction_id ? (
                        <Text span ff="monospace" size="sm">
                          {d.data.transaction_id}
                        </Text>
                      ) : (
                        <Text span ff="monospace" size="xs">
                          {d.userId}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{d.attempts}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.lastError ?? '—'}</Table.Td>
                    <Table.Td>{formatDhakaDateTime(d.createdAt)}</Table.Td>
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
