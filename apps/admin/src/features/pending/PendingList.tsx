import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import type { MailLocale, PendingRequest } from '@repo/api'
import { formatDhakaDateTime, formatTaka } from '../../lib/format'
import { WhatsAppLearnerButton } from './WhatsAppLearner'

export interface ListProps {
  requests: PendingRequest[]
  busyId: string | null
  onApprove: (r: PendingRequest) => void
  onReject: (r: PendingRequest) => void
  locales: Record<string, MailLocale>
}

/** Approve and Reject of one request (busy while any decision runs). */
function Decide({
  r,
  busyId,
  onApprove,
  onReject,
  size,
}: ListProps & { r: PendingRequest; size?: 'xs' }) {
  return (
    <>
      <Button
        color="green"
        size={size}
        loading={busyId === r.id}
        disabled={busyId !== null}
        onClick={() => onApprove(r)}
      >
        Approve
      </Button>
      <Button
        color="red"
        variant="outline"
        size={size}
        disabled={busyId !== null}
        onClick={() => onReject(r)}
      >
        Reject
      </Button>
    </>
  )
}

/** At laptop width: one compact row a request, its actions at the end. */
export function PendingTable(props: ListProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label="Pending requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Submitted</Table.Th>
            <Table.Th>Learner</Table.Th>
            <Table.Th>Course</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>Transaction ID</Table.Th>
            <Table.Th>Coupon</Table.Th>
            <Table.Th ta="right">Amount due</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.requests.map((r) => (
            <Table.Tr key={r.id} aria-label={`Request ${r.transactionId}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDhakaDateTime(r.createdAt)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.name}</Text>
                <Text size="xs" c="dimmed">
                  {r.phone}
                </Text>
              </Table.Td>
              <Table.Td>{r.courseTitle}</Table.Td>
              <Table.Td>{r.paymentMethod}</Table.Td>
              <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {r.transactionId}
              </Table.Td>
              <Table.Td>{r.couponCode ?? 'None'}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatTaka(r.amountDue)}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Decide r={r} {...props} size="xs" />
                  <WhatsAppLearnerButton
                    request={r}
                    locale={props.locales[r.userId] ?? 'en'}
                    size="xs"
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** At phone width: a card a request. */
export function PendingCards(props: ListProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
      {props.requests.map((r) => (
        <Card key={r.id} withBorder component="article" aria-label={`Request ${r.transactionId}`}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="start">
              <div>
                <Text fw={600}>{r.name}</Text>
                <Text size="sm">{r.courseTitle}</Text>
              </div>
              <Badge size="lg" variant="light" aria-label="Amount due">
                {formatTaka(r.amountDue)}
              </Badge>
            </Group>
            <Field label="Phone">{r.phone}</Field>
            <Field label="Payment method">{r.paymentMethod}</Field>
            <Field label="Transaction ID">
              <Text span ff="monospace" size="sm">
                {r.transactionId}
              </Text>
            </Field>
            <Field label="Coupon">{r.couponCode ?? 'None'}</Field>
            <Field label="Submitted">{formatDhakaDateTime(r.createdAt)}</Field>
            <Group grow mt="xs">
              <Decide r={r} {...props} />
            </Group>
            <WhatsAppLearnerButton request={r} locale={props.locales[r.userId] ?? 'en'} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  )
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  )
}
