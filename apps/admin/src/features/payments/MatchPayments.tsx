import {
  Alert,
  Button,
  Code,
  FileInput,
  Group,
  List,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import { wallets, type WalletPayment } from '@repo/payments'
import { hashKey, useMutation, useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { ConfirmModal } from '../../lib/ConfirmModal'
import { useConsoleForm } from '../../lib/consoleForm'
import { formatWalletTaka } from '../../lib/format'
import { errorText, notifySuccess } from '../../lib/notify'
import { changedBy } from '../../lib/queries'
import { ErrorState, FormPanel, LoadingState } from '../../lib/states'
import { matchFormSchema, messages, namingRequests, readInput, type MatchForm } from './matchInput'
import { matchQuery } from './matchQuery'
import { Results } from './MatchResults'

/**
 * Paste the wallets' SMS or pick a statement CSV, match them with the requests by transaction
 * id, approve every matched one in one click: the way to settle payments the wallet phone did
 * not forward (docs/decisions/0021-payments-tab.md).
 */
export function MatchPayments() {
  const api = useAdminApi()
  const { form, onSubmit } = useConsoleForm({
    name: 'match',
    schema: matchFormSchema,
    initialValues: { text: '', file: null, wallet: 'bKash' },
    submit: match,
  })
  const [problem, setProblem] = useState<string | null>(null)
  const [notes, setNotes] = useState<{ unread: string[]; skippedLines: number[] } | null>(null)
  const [pasted, setPasted] = useState<WalletPayment[] | null>(null)
  const [confirming, setConfirming] = useState(false)
  /** What the database said when a batch failed, with its requests named for the admin. */
  const [approveError, setApproveError] = useState<string | null>(null)
  // Set before any await: a second click cannot start a second batch.
  const approvingRef = useRef(false)

  const matching = useQuery({ ...matchQuery(api, pasted ?? []), enabled: pasted !== null })
  // a failed read shows its error, not the rows of the read before
  const outcome = matching.isSuccess ? matching.data : null
  const matched = outcome?.matches.filter((m) => m.state === 'Matched' && m.request) ?? []

  const approve = useMutation({
    mutationFn: () =>
      api.approveBatch(matched.map((m) => ({ requestId: m.request!.id, payment: m.payment }))),
    onSuccess: (done) => {
      // Another admin may have approved some of them a moment ago: the database left those be.
      const now = done.filter((d) => d.approvedNow).length
      notifySuccess(messages.approved(now, done.length - now))
    },
    // Either way the table shows what the database holds now; a failure shows on the page.
    meta: { invalidates: changedBy.decision, toast: false },
    onError: (error) =>
      setApproveError(namingRequests(errorText(error, 'The approval failed.'), matched)),
    onSettled: () => {
      approvingRef.current = false
    },
  })

  async function match(given: MatchForm) {
    setProblem(null)
    setApproveError(null)
    setNotes(null)
    const read = await readInput(given)
    if (!read.ok) {
      setPasted(null)
      setProblem(read.message)
      return
    }
    setNotes({ unread: read.unread, skippedLines: read.skippedLines })
    // the same payments again are the same query: Match reads the requests again
    if (pasted && hashKey([pasted]) === hashKey([read.payments])) void matching.refetch()
    else setPasted(read.payments)
  }

  function approveMatched() {
    if (approvingRef.current || !outcome) return
    approvingRef.current = true
    setConfirming(false)
    setApproveError(null)
    approve.mutate()
  }

  return (
    <Stack>
      <FormPanel label="Match payments" onSubmit={onSubmit}>
        <Stack>
          <Textarea
            label="Wallet messages"
            description="Paste the SMS of the money received on bKash, Nagad or Rocket: many at once is fine."
            rows={6}
            resize="vertical"
            {...form.getInputProps('text')}
            spellCheck={false}
          />
          <Group align="end" wrap="wrap">
            <FileInput
              label="Statement CSV"
              description="Optional: a statement exported from a wallet."
              placeholder="Choose a CSV file"
              accept=".csv,text/csv"
              clearable
              {...form.getInputProps('file')}
              style={{ flex: '1 1 220px' }}
            />
            <NativeSelect
              label="Statement wallet"
              description="When the CSV has no wallet column."
              data={[...wallets]}
              {...form.getInputProps('wallet')}
              style={{ flex: '0 1 180px' }}
            />
          </Group>
          <Group>
            <Button type="submit" loading={matching.isFetching && !approve.isPending}>
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
      {matching.isFetching && !outcome && <LoadingState label="Loading enrollment requests…" />}
      {matching.isError && !matching.isFetching && (
        <ErrorState
          error={matching.error}
          fallback={messages.loadFailed}
          onRetry={() => void matching.refetch()}
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
          approving={approve.isPending}
          onApprove={() => setConfirming(true)}
        />
      )}

      <ConfirmModal
        target={confirming ? outcome : null}
        title="Approve matched payments"
        question={messages.approveConfirmation(matched.length)}
        action="Approve"
        color="green"
        onClose={() => setConfirming(false)}
        onConfirm={approveMatched}
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
