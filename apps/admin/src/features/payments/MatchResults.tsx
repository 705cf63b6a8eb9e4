import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import type { MatchState } from '@repo/payments'
import { DataTable } from '../../lib/DataTable'
import { formatDhakaDateTime, formatTaka, formatWalletTaka } from '../../lib/format'
import { Section } from '../../lib/states'
import { stateColors, WAITING_DAYS, type Match, type Outcome } from './matchInput'
import type { PendingRow } from './requests'

/** What a Match found: a row a payment with its state, Approve matched, and who waits to pay. */
export function Results(props: {
  outcome: Outcome
  matchedCount: number
  approving: boolean
  onApprove: () => void
}) {
  const { matches, waiting } = props.outcome
  const counts = new Map<MatchState, number>()
  for (const m of matches) counts.set(m.state, (counts.get(m.state) ?? 0) + 1)
  const summary = [...counts].map(([state, n]) => `${n} ${state.toLowerCase()}`).join(', ')

  return (
    <Stack>
      <Group justify="space-between" align="end">
        {/* Announced to screen readers when a Match (or an approval) changes it. */}
        <div aria-live="polite">
          <Title order={3} size="h4">
            {matches.length === 1 ? '1 payment read' : `${matches.length} payments read`}
          </Title>
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        </div>
        <Button
          color="green"
          disabled={props.matchedCount === 0 || props.approving}
          loading={props.approving}
          onClick={props.onApprove}
        >
          Approve matched ({props.matchedCount})
        </Button>
      </Group>
      {/* The state comes second: on a phone the first columns are what shows. */}
      <DataTable
        minWidth={760}
        verticalSpacing="xs"
        rows={matches}
        rowKey={(_, i) => i}
        rowLabel={(m) => `Payment ${m.payment.transactionId}`}
        columns={[
          {
            header: 'Transaction ID',
            cell: (m) => (
              <>
                <Text ff="monospace" size="sm">
                  {m.payment.transactionId}
                </Text>
                <Text size="xs" c="dimmed">
                  {m.payment.wallet}
                </Text>
              </>
            ),
          },
          {
            header: 'State',
            cell: (m) => (
              <>
                <Badge color={stateColors[m.state]} variant="light">
                  {m.state}
                </Badge>
                <StateNote match={m} />
              </>
            ),
          },
          { header: 'Amount', cell: (m) => formatWalletTaka(m.payment.amount) },
          {
            header: 'Request',
            cell: (m) =>
              m.request ? (
                <>
                  <Text size="sm" fw={500}>
                    {m.request.name}
                  </Text>
                  <Text size="xs">{m.request.courseTitle}</Text>
                  <Text size="xs" c="dimmed">
                    Due {formatTaka(m.request.amountDue)}
                  </Text>
                </>
              ) : (
                '—'
              ),
          },
          { header: 'Sender', cell: (m) => m.payment.sender ?? '—' },
          {
            header: 'Time',
            cell: (m) => (m.payment.receivedAt ? formatDhakaDateTime(m.payment.receivedAt) : '—'),
          },
        ]}
      />
      <Waiting requests={waiting} total={props.outcome.waitingTotal} />
    </Stack>
  )
}

/** Why a row is not Matched, in a few words. */
function StateNote({ match }: { match: Match }) {
  const note =
    match.state === 'Amount differs' && match.request
      ? `${formatWalletTaka(match.payment.amount)} of ${formatTaka(match.request.amountDue)}`
      : match.state === 'Already decided' && match.request
        ? match.request.status
        : match.state === 'Duplicate'
          ? 'This transaction ID was read more than once.'
          : null
  return note ? (
    <Text size="xs" c="dimmed" mt={2}>
      {note}
    </Text>
  ) : null
}

function Waiting({ requests, total }: { requests: PendingRow[]; total: number }) {
  return (
    <Section title="Waiting for payment" gap="xs">
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          No request has been pending for more than {WAITING_DAYS} days without its payment.
        </Text>
      ) : (
        <>
          <Text size="sm">
            Pending for more than {WAITING_DAYS} days, and no payment with their transaction ID was
            read. Ask these learners:
          </Text>
          {total > requests.length && (
            <Text size="sm" c="dimmed">
              The oldest {requests.length.toLocaleString('en-US')} of{' '}
              {total.toLocaleString('en-US')}.
            </Text>
          )}
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Learner</Table.Th>
                  <Table.Th>Phone</Table.Th>
                  <Table.Th>Course</Table.Th>
                  <Table.Th>Amount due</Table.Th>
                  <Table.Th>Transaction ID</Table.Th>
                  <Table.Th>Submitted</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {requests.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{r.phone}</Table.Td>
                    <Table.Td>{r.courseTitle}</Table.Td>
                    <Table.Td>{formatTaka(r.amountDue)}</Table.Td>
                    <Table.Td>
                      <Text ff="monospace" size="sm">
                        {r.transactionId}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDhakaDateTime(r.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Section>
  )
}
