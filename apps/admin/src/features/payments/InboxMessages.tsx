import { Anchor, Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { WalletMessage } from '@repo/api'
import { useId, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDhakaDateTime, formatTaka, formatWalletTaka } from '../../lib/format'
import { EmptyState } from '../../lib/states'
import { kindLabels, messageName, stateColors, stateText } from './walletLabels'

/** 'Rahim Uddin, Web Development with AI: ৳699 (bKash 9GH7K2L1MN).' */
export function paymentSummary(m: WalletMessage): string {
  const who = m.request ? `${m.request.name}, ${m.request.courseTitle}: ` : ''
  const amount = m.amount !== null ? `${formatWalletTaka(m.amount)} ` : ''
  return `${who}${amount}(${m.wallet ?? m.sender} ${m.transactionId ?? ''}).`.replace(' )', ')')
}

/** A page of the inbox: a card a message. */
export function MessageList(props: {
  messages: WalletMessage[]
  empty: string
  busyId: string | null
  onApprove: (m: WalletMessage) => void
  onAnchor: (m: WalletMessage) => void
}) {
  if (props.messages.length === 0) return <EmptyState>{props.empty}</EmptyState>
  return (
    <Stack gap="sm" component="section" aria-label="Wallet messages">
      {props.messages.map((m) => (
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

export function MessageCard({
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
