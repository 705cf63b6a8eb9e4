import {
  Alert,
  Badge,
  Button,
  Code,
  FileInput,
  Group,
  List,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { DataTable } from '../../lib/DataTable'
import {
  matchPayments,
  parseStatementCsv,
  readWalletMessages,
  unpaidPendingRequests,
  wallets,
  type MatchState,
  type PaymentMatch,
  type Wallet,
  type WalletPayment,
} from '@repo/payments'
import { useRef, useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { ConfirmModal } from '../../lib/ConfirmModal'
import { formatDhakaDateTime, formatTaka, formatWalletTaka } from '../../lib/format'
import { errorText, notifySuccess } from '../../lib/notify'
import { ErrorState, FormPanel, LoadingState } from '../../lib/states'
import { matchableRow, pendingRow, type PendingRow, type RequestRow } from './requests'

/** About 2,500 messages: a day's paste is far less; more is a paste of something else. */
export const MAX_PASTE_CHARACTERS = 500_000
/** A statement file larger than this is not a wallet statement of a few days. */
export const MAX_CSV_BYTES = 2_000_000
/** Pending this long with no payment seen: the admin should ask the learner. */
export const WAITING_DAYS = 3
/** The oldest of them listed (the rest are counted): a day's asking, never the whole table. */
export const WAITING_SHOWN = 100

export const messages = {
  nothingGiven: 'Paste wallet messages or choose a statement CSV first.',
  tooLong: (length: number) =>
    `The paste is too long (${length.toLocaleString('en-US')} characters). Paste at most ${MAX_PASTE_CHARACTERS.toLocaleString('en-US')} characters (about 2,500 messages) at a time.`,
  fileTooLarge: (bytes: number) =>
    `The CSV file is too large (${(bytes / 1_000_000).toFixed(1)} MB). Choose a statement of at most ${MAX_CSV_BYTES / 1_000_000} MB.`,
  fileUnreadable: 'Could not read the CSV file. Choose it again.',
  nothingRecognised:
    "No payment was recognised. Paste the wallets' money-received messages (bKash, Nagad or Rocket) as they arrived, or a statement CSV.",
  loadFailed: 'Could not load the enrollment requests to match with.',
  approveConfirmation: (n: number) =>
    `Approve ${n} matched ${n === 1 ? 'request' : 'requests'}? Each learner is enrolled and the payment is kept with the decision.`,
  approved: (n: number, before: number) =>
    `Approved ${n} ${n === 1 ? 'enrollment' : 'enrollments'}.` +
    (before > 0 ? ` ${before} ${before === 1 ? 'was' : 'were'} approved already.` : ''),
  approveFailed: 'Nothing was approved.',
}

const stateColors: Record<MatchState, string> = {
  Matched: 'green',
  'Amount differs': 'orange',
  'No request': 'gray',
  'Already decided': 'blue',
  Duplicate: 'red',
}

type Match = PaymentMatch<RequestRow>
interface Outcome {
  payments: WalletPayment[]
  matches: Match[]
  waiting: PendingRow[]
  /** How many requests wait in all (the list shows the oldest). */
  waitingTotal: number
}

/** What the admin gave: the pasted text and the CSV, read into payments. */
type Read =
  | { ok: true; payments: WalletPayment[]; unread: string[]; skippedLines: number[] }
  | { ok: false; message: string }

async function readInput(text: string, file: File | null, wallet: Wallet): Promise<Read> {
  if (text.trim() === '' && !file) return { ok: false, message: messages.nothingGiven }
  if (text.length > MAX_PASTE_CHARACTERS)
    return { ok: false, message: messages.tooLong(text.length) }
  const fromText = readWalletMessages(text)
  let fromFile: WalletPayment[] = []
  let skippedLines: number[] = []
  if (file) {
    if (file.size > MAX_CSV_BYTES) return { ok: false, message: messages.fileTooLarge(file.size) }
    let csv: string
    try {
      csv = await file.text()
    } catch {
      return { ok: false, message: messages.fileUnreadable }
    }
    const statement = parseStatementCsv(csv, { wallet })
    if (!statement.ok) return { ok: false, message: statement.failure.message }
    fromFile = statement.payments
    skippedLines = statement.skippedLines
  }
  const payments = [...fromText.payments, ...fromFile]
  if (payments.length === 0 && fromText.unread.length === 0) {
    return { ok: false, message: messages.nothingRecognised }
  }
  return { ok: true, payments, unread: fromText.unread, skippedLines }
}

/**
 * Paste the wallets' SMS or pick a statement CSV, match them with the requests by transaction
 * id, approve every matched one in one click: the way to settle payments the wallet phone did
 * not forward (docs/decisions/0021-payments-tab.md).
 */
export function MatchPayments() {
  const api = useAdminApi()
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [statementWallet, setStatementWallet] = useState<Wallet>('bKash')
  const [problem, setProblem] = useState<string | null>(null)
  const [notes, setNotes] = useState<{ unread: string[]; skippedLines: number[] } | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  /** The payments last read, so a failed load can be tried again. */
  const [lastRead, setLastRead] = useState<WalletPayment[]>([])
  const [loading, setLoading] = useState(false)
  const [loadError, setLoadError] = useState<unknown>(null)
  const [confirming, setConfirming] = useState(false)
  const [approving, setApproving] = useState(false)
  /** What the database said when a batch failed, with its requests named for the admin. */
  const [approveError, setApproveError] = useState<string | null>(null)
  // Set before any await: a second click cannot start a second batch.
  const approvingRef = useRef(false)

  /** Loads the requests now and matches the payments with them. */
  async function matchWith(payments: WalletPayment[]) {
    setLastRead(payments)
    setLoading(true)
    setLoadError(null)
    try {
      const now = new Date()
      const cutoff = new Date(now.getTime() - WAITING_DAYS * 24 * 60 * 60 * 1000)
      // One lookup by the pasted ids on the database's unique index (never the lists, which
      // PostgREST cuts at 1,000 rows), beside the oldest requests waiting for a payment.
      const [found, waiting] = await Promise.all([
        api.findRequests(payments.map((p) => p.transactionId)),
        api.pendingBefore(cutoff.toISOString(), WAITING_SHOWN),
      ])
      const requests = found.map(matchableRow)
      // The pasted payments of waiting requests are not waiting any more: not in the count either.
      const paidWhileWaiting = requests.filter(
        (r) => r.status === 'pending' && Date.parse(r.createdAt) <= cutoff.getTime(),
      ).length
      setOutcome({
        payments,
        matches: matchPayments(payments, requests),
        waiting: unpaidPendingRequests(waiting.requests.map(pendingRow), payments, {
          now,
          days: WAITING_DAYS,
        }),
        waitingTotal: Math.max(0, waiting.total - paidWhileWaiting),
      })
    } catch (error) {
      setOutcome(null)
      setLoadError(error)
    } finally {
      setLoading(false)
    }
  }

  async function match(event: React.FormEvent) {
    event.preventDefault()
    setProblem(null)
    setApproveError(null)
    setNotes(null)
    setOutcome(null)
    const read = await readInput(text, file, statementWallet)
    if (!read.ok) {
      setProblem(read.message)
      return
    }
    setNotes({ unread: read.unread, skippedLines: read.skippedLines })
    await matchWith(read.payments)
  }

  const matched = outcome?.matches.filter((m) => m.state === 'Matched' && m.request) ?? []

  async function approveMatched() {
    if (approvingRef.current || !outcome) return
    approvingRef.current = true
    setConfirming(false)
    setApproving(true)
    setApproveError(null)
    try {
      const done = await api.approveBatch(
        matched.map((m) => ({ requestId: m.request!.id, payment: m.payment })),
      )
      // Another admin may have approved some of them a moment ago: the database left those be.
      const now = done.filter((d) => d.approvedNow).length
      notifySuccess(messages.approved(now, done.length - now))
    } catch (error) {
      setApproveError(namingRequests(errorText(error, 'The approval failed.'), matched))
    } finally {
      // Either way the table shows what the database holds now.
      await matchWith(outcome.payments)
      approvingRef.current = false
      setApproving(false)
    }
  }

  return (
    <Stack>
      <FormPanel label="Match payments" onSubmit={match}>
        <Stack>
          <Textarea
            label="Wallet messages"
            description="Paste the SMS of the money received on bKash, Nagad or Rocket: many at once is fine."
            rows={6}
            resize="vertical"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            spellCheck={false}
          />
          <Group align="end" wrap="wrap">
            <FileInput
              label="Statement CSV"
              description="Optional: a statement exported from a wallet."
              placeholder="Choose a CSV file"
              accept=".csv,text/csv"
              clearable
              value={file}
              onChange={setFile}
              style={{ flex: '1 1 220px' }}
            />
            <NativeSelect
              label="Statement wallet"
              description="When the CSV has no wallet column."
              data={[...wallets]}
              value={statementWallet}
              onChange={(e) => setStatementWallet(e.currentTarget.value as Wallet)}
              style={{ flex: '0 1 180px' }}
            />
          </Group>
          <Group>
            <Button type="submit" loading={loading && !approving}>
              Match
            </Button>
          </Group>
        </Stack>
      </FormPanel>

      {problem && (
        <Alert color="red" variant="light" role="alert" title="Nothing to match">
          {problem}
        </Alert>
      )}
      {loading && !outcome && <LoadingState label="Loading enrollment requests…" />}
      {loadError !== null && !loading && (
        <ErrorState
          error={loadError}
          fallback={messages.loadFailed}
          onRetry={() => void matchWith(lastRead)}
        />
      )}
      {notes && notes.unread.length > 0 && (
        <Alert color="yellow" variant="light" title="Check these messages by hand">
          <Text size="sm" mb="xs">
            {notes.unread.length === 1
              ? 'This message looks like a payment but could not be read:'
              : `These ${notes.unread.length} messages look like payments but could not be read:`}
          </Text>
          <List size="sm" spacing={4}>
            {notes.unread.map((u, i) => (
              <List.Item key={i}>
                <Code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{u}</Code>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {notes && notes.skippedLines.length > 0 && (
        <Text size="sm" c="dimmed">
          CSV lines skipped (not money received, or no valid transaction ID or amount):{' '}
          {notes.skippedLines.join(', ')}.
        </Text>
      )}
      {approveError !== null && (
        <Alert color="red" variant="light" role="alert" title={messages.approveFailed}>
          {approveError} The table shows each request as it is now.
        </Alert>
      )}

      {outcome && (
        <Results
          outcome={outcome}
          matchedCount={matched.length}
          approving={approving}
          onApprove={() => setConfirming(true)}
        />
      )}

      <ConfirmModal
        opened={confirming}
        title="Approve matched payments"
        question={messages.approveConfirmation(matched.length)}
        action="Approve"
        color="green"
        onClose={() => setConfirming(false)}
        onConfirm={() => void approveMatched()}
      >
        <List size="sm" spacing={4}>
          {matched.map((m) => (
            <List.Item key={m.payment.transactionId}>
              {m.request!.name}, {m.request!.courseTitle}: {formatWalletTaka(m.payment.amount)} (
              {m.payment.wallet} {m.payment.transactionId})
            </List.Item>
          ))}
        </List>
      </ConfirmModal>
    </Stack>
  )
}

/** The database names a request by its id: show the learner and transaction id instead. */
function namingRequests(text: string, matches: Match[]): string {
  return matches.reduce(
    (named, m) =>
      m.request
        ? named.replaceAll(m.request.id, `“${m.request.name}, ${m.request.transactionId}”`)
        : named,
    text,
  )
}

function Results(props: {
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
    <Stack gap="xs" component="section" aria-labelledby="waiting-title">
      <Title order={3} size="h4" id="waiting-title">
        Waiting for payment
      </Title>
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
    </Stack>
  )
}
