import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core'
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks'
import {
  PENDING_PAGE_SIZE,
  type KeysetCursor,
  type MailLocale,
  type PendingRequest,
} from '@repo/api'
import { useCallback, useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { formatDhakaDateTime, formatTaka } from '../../lib/format'
import { PageControls, useKeysetPages } from '../../lib/pages'
import { ReasonModal } from '../../lib/ReasonModal'
import { LoadedRows, TabHeader } from '../../lib/states'
import { useAction } from '../../lib/useAction'
import { pendingSearchFor } from './search'
import { useLearnerLocales, WhatsAppLearnerButton } from './WhatsAppLearner'

export const REJECT_CONFIRMATION = 'Are you sure you want to reject this enrollment?'

/** Laptop width and wider (1,024 px): the requests as a compact table; narrower, as cards. */
export const TABLE_FROM = '(min-width: 64em)'

/**
 * The open requests, oldest first (the order they should be checked in), 50 a page, read and
 * searched on the server (issue 24): "1–50 of 2,507" with Previous and Next.
 */
export function PendingTab() {
  const api = useAdminApi()
  const [typed, setTyped] = useState('')
  const [debounced] = useDebouncedValue(typed, 300)
  const wanted = pendingSearchFor(debounced)
  // the search in force: a too long one is not sent (its message shows), the list stays
  const [search, setSearch] = useState('')
  if ('search' in wanted && wanted.search !== search) setSearch(wanted.search)
  const tooLong = pendingSearchFor(typed)
  const fetchPage = useCallback(
    (after: KeysetCursor | undefined) =>
      api.pendingPage({
        limit: PENDING_PAGE_SIZE,
        ...(search ? { search } : {}),
        ...(after ? { after } : {}),
      }),
    [api, search],
  )
  const fetchTotal = useCallback(() => api.pendingCount(search || undefined), [api, search])
  const pages = useKeysetPages(fetchPage, PENDING_PAGE_SIZE, fetchTotal)
  const locales = useLearnerLocales(pages.state.status === 'ready' ? pages.state.data : null)
  const laptop = useMediaQuery(TABLE_FROM) === true
  const [toReject, setToReject] = useState<PendingRequest | null>(null)
  const { busyId, run } = useAction()

  const remove = (id: string) => pages.remove((r) => r.id === id)

  async function approve(request: PendingRequest) {
    await run(async () => {
      await api.approve(request.id)
      remove(request.id)
      return `Approved: ${request.name} is now enrolled in ${request.courseTitle}.`
    }, request.id)
  }

  async function reject(request: PendingRequest, reason: string) {
    setToReject(null)
    await run(async () => {
      await api.reject(request.id, reason)
      remove(request.id)
      return `Rejected the request of ${request.name}.`
    }, request.id)
  }

  const list = {
    busyId,
    onApprove: (r: PendingRequest) => void approve(r),
    onReject: setToReject,
    locales,
  }
  return (
    <Stack>
      <TabHeader title="Pending enrollments" onRefresh={pages.reload} />
      <TextInput
        label="Search"
        placeholder="Transaction ID, phone or name"
        description="Finds any pending request: the start of a transaction ID or phone number, or part of a name."
        type="search"
        value={typed}
        error={'error' in tooLong ? tooLong.error : undefined}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      <PageControls pages={pages} label="Pending requests" />
      <LoadedRows
        state={pages.state}
        what="pending enrollments"
        empty={
          search ? (
            <>No request matches “{search}”.</>
          ) : (
            'No pending enrollments. New requests appear here.'
          )
        }
        onRetry={pages.reload}
      >
        {(rows) =>
          laptop ? (
            <PendingTable requests={rows} {...list} />
          ) : (
            <PendingCards requests={rows} {...list} />
          )
        }
      </LoadedRows>
      <ReasonModal
        opened={toReject !== null}
        title="Reject enrollment"
        confirmation={REJECT_CONFIRMATION}
        summary={
          toReject &&
          `${toReject.name}, ${toReject.courseTitle}, transaction ${toReject.transactionId}`
        }
        action="Reject"
        color="red"
        onClose={() => setToReject(null)}
        onConfirm={(reason) => toReject && void reject(toReject, reason)}
      />
    </Stack>
  )
}

interface ListProps {
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
function PendingTable(props: ListProps) {
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
function PendingCards(props: ListProps) {
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
