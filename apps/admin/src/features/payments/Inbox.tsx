import {
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core'
import {
  walletMessageStates,
  type WalletMessage,
  type WalletMessageCursor,
  type WalletMessagePage,
  type WalletMessageQuery,
  type WalletMessageState,
} from '@repo/api'
import { useCallback, useId, useState, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { ConfirmModal } from '../../lib/ConfirmModal'
import { ConsoleRefusal } from '../../lib/errorWords'
import { formatDhakaDateTime, formatTaka, formatWalletTaka } from '../../lib/format'
import { EmptyState, Loaded } from '../../lib/states'
import { useAction } from '../../lib/useAction'
import { useLoader } from '../../lib/useLoader'
import { PhoneHealth } from './PhoneHealth'
import { kindLabels, messageName, stateColors, stateLabels, stateText } from './walletLabels'

/** What the inbox shows: the day's work (the default), everything, or one state. */
type Filter = 'needs-look' | 'all' | WalletMessageState

const NEEDS_LOOK = 'Needs a look'
const filterOptions = [
  { value: 'needs-look', label: NEEDS_LOOK },
  { value: 'all', label: 'All messages' },
  ...walletMessageStates.map((s) => ({ value: s, label: stateLabels[s] })),
]

function readFilter(value: string | null): Filter {
  if (value === 'all') return 'all'
  return walletMessageStates.find((s) => s === value) ?? 'needs-look'
}

function filterQuery(filter: Filter): WalletMessageQuery {
  if (filter === 'all') return {}
  if (filter === 'needs-look') return { needsLook: true }
  return { state: filter }
}

/** Which page: the first, or the one after (older) or before (newer) a message. */
type PageAt = { after?: WalletMessageCursor; before?: WalletMessageCursor }

export const inboxTexts = {
  approveQuestion: 'Approve this payment?',
  approveNote: 'The learner is enrolled and the payment is kept with the decision.',
  anchorNote: (wallet: string) =>
    `This re-anchors the ${wallet} balance chain here: this message and every later ${wallet} message are checked again from this balance. If this message is a payment that covers a pending request, that request is approved now, and so are later held payments that now follow.`,
}

/**
 * The SMS the wallet phone forwarded, newest first, 50 a page: what each one is (the database
 * decided), the request it settled or matched, and the two things an admin may do: approve a
 * matched payment, or say a held message's balance is right. The filter lives in the address
 * (?state=…), "Needs a look" when there is none.
 */
export function Inbox() {
  const [params, setParams] = useSearchParams()
  const filter = readFilter(params.get('state'))
  const [pageAt, setPageAt] = useState<PageAt>({})
  // Refresh: the page and the phone's health load again (their keys change).
  const [refreshed, setRefreshed] = useState(0)

  function choose(value: string) {
    const next = new URLSearchParams(params)
    if (value === 'needs-look') next.delete('state')
    else next.set('state', value)
    setPageAt({})
    setParams(next, { replace: true })
  }

  return (
    <Stack>
      <PhoneHealth key={`health-${refreshed}`} />
      <Group align="end" justify="space-between" wrap="wrap">
        <NativeSelect
          label="State"
          description="Needs a look: held, amount short, waiting for a request, matched."
          data={filterOptions}
          value={filter}
          onChange={(e) => choose(e.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Button variant="subtle" size="xs" onClick={() => setRefreshed((n) => n + 1)}>
          Refresh
        </Button>
      </Group>
      <InboxPage
        key={JSON.stringify([filter, pageAt, refreshed])}
        filter={filter}
        pageAt={pageAt}
        onPage={setPageAt}
      />
    </Stack>
  )
}

function emptyText(filter: Filter, pageAt: PageAt): string {
  if (pageAt.after) return 'No older messages.'
  if (filter === 'needs-look') return 'Nothing needs a look right now.'
  if (filter === 'all') return 'The wallet phone has forwarded no message yet.'
  return `No message is “${stateLabels[filter]}”.`
}

function InboxPage({
  filter,
  pageAt,
  onPage,
}: {
  filter: Filter
  pageAt: PageAt
  onPage: (at: PageAt) => void
}) {
  const api = useAdminApi()
  const load = useCallback(
    () => api.listWalletMessages({ ...filterQuery(filter), ...pageAt }),
    [api, filter, pageAt],
  )
  const { state, reload } = useLoader(load)
  const [toApprove, setToApprove] = useState<WalletMessage | null>(null)
  const [toAnchor, setToAnchor] = useState<WalletMessage | null>(null)
  const acting = useAction()

  // The dialog closes at once; the card's button spins; the page then shows what the database
  // holds now, whatever the outcome.
  async function approve(message: WalletMessage) {
    setToApprove(null)
    await acting.run(async () => {
      const now = await api.approveWalletMessage(message.id)
      if (now !== 'settled') {
        const why =
          now === 'matched' && message.request
            ? `${message.request.name} is already enrolled in ${message.request.courseTitle}.`
            : `the payment is now “${stateLabels[now]}”.`
        throw new ConsoleRefusal(`Not approved: ${why}`)
      }
      return message.request
        ? `Approved: ${message.request.name} is now enrolled in ${message.request.courseTitle}.`
        : 'Approved.'
    }, message.id)
    reload()
  }

  async function anchor(message: WalletMessage) {
    setToAnchor(null)
    await acting.run(async () => {
      const now = await api.anchorWalletMessage(message.id)
      return `Balance anchored: this message is now “${stateText({ state: now, chain: 'anchor' })}”.`
    }, message.id)
    reload()
  }

  return (
    <>
      <Loaded
        state={state}
        loading="Loading wallet messages…"
        failed="Could not load the wallet messages."
        onRetry={reload}
      >
        {(page) => (
          <MessageList
            page={page}
            empty={emptyText(filter, pageAt)}
            busyId={acting.busyId}
            onApprove={setToApprove}
            onAnchor={setToAnchor}
            previous={page.newer ? { before: page.newer } : pageAt.after ? {} : null}
            onPage={onPage}
          />
        )}
      </Loaded>
      <ConfirmModal
        opened={toApprove !== null}
        title="Approve payment"
        question={inboxTexts.approveQuestion}
        action="Approve"
        color="green"
        busy={acting.busy}
        onClose={() => setToApprove(null)}
        onConfirm={() => toApprove && void approve(toApprove)}
      >
        {toApprove && (
          <Text size="sm" c="dimmed">
            {paymentSummary(toApprove)} {inboxTexts.approveNote}
          </Text>
        )}
      </ConfirmModal>
      <ConfirmModal
        opened={toAnchor !== null}
        title="This balance is right"
        question={
          toAnchor && toAnchor.balance !== null
            ? `Is ${formatWalletTaka(toAnchor.balance)} the right ${toAnchor.wallet} balance after this message?`
            : ''
        }
        action="This balance is right"
        color="orange"
        busy={acting.busy}
        onClose={() => setToAnchor(null)}
        onConfirm={() => toAnchor && void anchor(toAnchor)}
      >
        {toAnchor && (
          <Text size="sm" c="dimmed">
            {inboxTexts.anchorNote(toAnchor.wallet ?? 'wallet')}
          </Text>
        )}
      </ConfirmModal>
    </>
  )
}

/** 'Rahim Uddin, Web Development with AI: ৳699 (bKash 9GH7K2L1MN).' */
function paymentSummary(m: WalletMessage): string {
  const who = m.request ? `${m.request.name}, ${m.request.courseTitle}: ` : ''
  const amount = m.amount !== null ? `${formatWalletTaka(m.amount)} ` : ''
  return `${who}${amount}(${m.wallet ?? m.sender} ${m.transactionId ?? ''}).`.replace(' )', ')')
}

function MessageList(props: {
  page: WalletMessagePage
  empty: string
  busyId: string | null
  onApprove: (m: WalletMessage) => void
  onAnchor: (m: WalletMessage) => void
  previous: PageAt | null
  onPage: (at: PageAt) => void
}) {
  const { page, previous } = props
  const next = page.older ? { after: page.older } : null
  return (
    <Stack>
      {page.messages.length === 0 ? (
        <EmptyState>{props.empty}</EmptyState>
      ) : (
        <Stack gap="sm" component="section" aria-label="Wallet messages">
          {page.messages.map((m) => (
            <MessageCard
              key={m.id}
              message={m}
              busy={props.busyId === m.id}
              disabled={props.busyId !== null}
              onApprove={props.onApprove}
              onAnchor={props.onAnchor}
            />
          ))}
        </Stack>
      )}
      {(previous || next) && (
        <Group justify="space-between" component="nav" aria-label="Pages">
          <Button
            variant="default"
            disabled={!previous}
            onClick={() => previous && props.onPage(previous)}
          >
            Previous
          </Button>
          <Button variant="default" disabled={!next} onClick={() => next && props.onPage(next)}>
            Next
          </Button>
        </Group>
      )}
    </Stack>
  )
}

/** The state, never cut short: the badge wraps on a narrow phone. */
function StateBadge({ message }: { message: WalletMessage }) {
  return (
    <Badge
      variant="light"
      size="lg"
      color={stateColors[message.state]}
      styles={{
        root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {stateText(message)}
    </Badge>
  )
}

function MessageCard({
  message: m,
  busy,
  disabled,
  onApprove,
  onAnchor,
}: {
  message: WalletMessage
  busy: boolean
  disabled: boolean
  onApprove: (m: WalletMessage) => void
  onAnchor: (m: WalletMessage) => void
}) {
  const [open, setOpen] = useState(false)
  const bodyId = useId()
  const received = formatDhakaDateTime(m.receivedAt)
  const name = messageName(m, received)
  const anchorable = m.state === 'held' && m.wallet !== null && m.balance !== null
  return (
    <Card withBorder component="article" aria-label={name} padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="start" gap="xs">
          <StateBadge message={m} />
          <Text size="sm" c="dimmed">
            Received {received}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" verticalSpacing={4}>
          <Fact label="Amount">
            {m.amount !== null ? formatWalletTaka(m.amount) : '—'}
            {m.payer && (
              <Text span size="xs" c="dimmed" display="block">
                from {m.payer}
              </Text>
            )}
          </Fact>
          <Fact label="Transaction ID">
            <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {m.transactionId ?? '—'}
            </Text>
          </Fact>
          <Fact label="Balance">{m.balance !== null ? formatWalletTaka(m.balance) : '—'}</Fact>
          <Fact label="Wallet">{m.wallet ?? '—'}</Fact>
          <Fact label="Kind">{kindLabels[m.kind]}</Fact>
          <Fact label="Sender">{m.sender}</Fact>
        </SimpleGrid>
        {m.request && <RequestLine message={m} />}
        <Group gap="xs">
          {m.state === 'matched' && (
            <Button
              size="xs"
              color="green"
              loading={busy}
              disabled={disabled}
              aria-label={`Approve payment ${m.transactionId ?? ''}`.trim()}
              onClick={() => onApprove(m)}
            >
              Approve
            </Button>
          )}
          {anchorable && (
            <Button
              size="xs"
              color="orange"
              variant="outline"
              loading={busy}
              disabled={disabled}
              aria-label={`This balance is right: ${name}`}
              onClick={() => onAnchor(m)}
            >
              This balance is right
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide SMS' : 'Show SMS'}
          </Button>
        </Group>
        <div id={bodyId} hidden={!open}>
          {open && (
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.body}
            </Code>
          )}
        </div>
      </Stack>
    </Card>
  )
}

/** The request a message settled, matched or fell short of; a decided one opens in History. */
function RequestLine({ message: m }: { message: WalletMessage }) {
  const r = m.request!
  const short =
    m.state === 'amount_differs' && m.amount !== null
      ? ` Paid ${formatWalletTaka(m.amount)} of ${formatTaka(r.amountDue)} due.`
      : ''
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {m.state === 'settled' ? 'Settled the request of ' : 'Request of '}
      <Text span fw={600}>
        {r.name}
      </Text>
      , {r.courseTitle}, {formatTaka(r.amountDue)} due ({r.phone}).{short}{' '}
      {r.status !== 'pending' && (
        <Anchor component={Link} to={`/history?request=${encodeURIComponent(r.id)}`} size="sm">
          Open in History
        </Anchor>
      )}
    </Text>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  )
}
