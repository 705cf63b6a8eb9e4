import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import type { MailLocale, PendingRequest } from '@repo/api'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { formatDhakaDateTime, formatTaka } from '../../lib/format'
import { ReasonModal } from '../../lib/ReasonModal'
import { EmptyState, LoadedRows, TabHeader } from '../../lib/states'
import { useAction } from '../../lib/useAction'
import { useLoader } from '../../lib/useLoader'
import { matchesPendingSearch } from './search'
import { useLearnerLocales, WhatsAppLearnerButton } from './WhatsAppLearner'

export const REJECT_CONFIRMATION = 'Are you sure you want to reject this enrollment?'

export function PendingTab() {
  const api = useAdminApi()
  const { state, reload, update } = useLoader(api.listPending)
  const locales = useLearnerLocales(state.status === 'ready' ? state.data : null)
  const [query, setQuery] = useState('')
  const [toReject, setToReject] = useState<PendingRequest | null>(null)
  const { busyId, run } = useAction()

  const remove = (id: string) => update((rows) => rows.filter((r) => r.id !== id))

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

  return (
    <Stack>
      <TabHeader title="Pending enrollments" onRefresh={reload} />
      <TextInput
        label="Search"
        placeholder="Transaction ID, phone or name"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <LoadedRows
        state={state}
        what="pending enrollments"
        empty="No pending enrollments. New requests appear here."
        onRetry={reload}
      >
        {(rows) => (
          <PendingList
            requests={rows.filter((r) => matchesPendingSearch(r, query))}
            query={query}
            busyId={busyId}
            onApprove={approve}
            onReject={setToReject}
            locales={locales}
          />
        )}
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

function PendingList(props: {
  requests: PendingRequest[]
  query: string
  busyId: string | null
  onApprove: (r: PendingRequest) => void
  onReject: (r: PendingRequest) => void
  locales: Record<string, MailLocale>
}) {
  if (props.requests.length === 0)
    return <EmptyState>No request matches “{props.query.trim()}”.</EmptyState>
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
              <Button
                color="green"
                loading={props.busyId === r.id}
                disabled={props.busyId !== null}
                onClick={() => props.onApprove(r)}
              >
                Approve
              </Button>
              <Button
                color="red"
                variant="outline"
                disabled={props.busyId !== null}
                onClick={() => props.onReject(r)}
              >
                Reject
              </Button>
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
