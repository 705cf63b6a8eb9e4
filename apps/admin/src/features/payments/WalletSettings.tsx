import { NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core'
import { walletNames, walletSenderSchema, type WalletSender } from '@repo/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { InlineForm } from '../../components/InlineForm'
import { RemovableTable, type RemovableTableSpec } from '../../components/RemovableTable'
import { useAdminApi } from '../../lib/api'
import { useCachedList } from '../../lib/cachedList'
import { useConsoleForm } from '../../lib/consoleForm'
import { formatDhakaDateTime } from '../../lib/format'
import { queryLoad } from '../../lib/loadState'
import { notifySuccess } from '../../lib/notify'
import { queries } from '../../lib/queries'
import { Loaded, Section } from '../../lib/states'

/** The automatic-approval switch and the wallets' sender ids. */
export function WalletSettings() {
  return (
    <Stack gap="lg">
      <AutomaticApproval />
      <Senders />
    </Stack>
  )
}

function AutomaticApproval() {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const settingsQuery = queries.wallet.settings(api)
  const settings = useQuery(settingsQuery)
  const saving = useMutation({
    mutationFn: (on: boolean) => api.setAutoApprove(on),
    onSuccess: (stored) => {
      // the write answers the setting as stored: no second read
      queryClient.setQueryData(settingsQuery.queryKey, stored)
      notifySuccess(
        stored.autoApprove
          ? 'Automatic approval is on.'
          : 'Automatic approval is off: matched payments wait in the Inbox for you to approve.',
      )
    },
  })

  return (
    <Section title="Approval">
      <Loaded
        {...queryLoad(settings)}
        loading="Loading the setting…"
        failed="Could not load the automatic approval setting."
      >
        {(stored) => (
          <>
            {/* The explanation outside the label: the switch's name stays "Automatic approval". */}
            <Switch
              label="Automatic approval"
              aria-describedby="approval-explained"
              checked={stored.autoApprove}
              disabled={saving.isPending}
              onChange={(e) => saving.mutate(e.currentTarget.checked)}
            />
            <Text size="sm" c="dimmed" id="approval-explained">
              On: a forwarded payment whose balance follows and that covers a pending request
              approves it by itself. Off: it waits in the Inbox as “Matched: approve?”. Payments
              matched while it was off stay there for you to approve.
            </Text>
          </>
        )}
      </Loaded>
    </Section>
  )
}

const sendersTable: RemovableTableSpec<WalletSender> = {
  empty: 'No sender is listed: no SMS counts as wallet money.',
  label: 'Wallet senders',
  minWidth: 320,
  rowKey: (r) => r.sender,
  columns: [
    { header: 'Sender ID', cell: (r) => r.sender, td: { ff: 'monospace' } },
    { header: 'Wallet', cell: (r) => r.wallet },
    { header: 'Added', fromSm: true, cell: (r) => formatDhakaDateTime(r.createdAt) },
  ],
  removal: {
    action: 'Remove',
    noun: 'sender',
    rowName: (r) => r.sender,
    about: (r) =>
      `SMS from “${r.sender}” will no longer count as ${r.wallet} money. Messages already received keep their state.`,
  },
}

function Senders() {
  const api = useAdminApi()
  const [senders, setSenders] = useCachedList(queries.wallet.senders(api))
  // the api's schema; its refusals read as they did when the api refused them (lib/errorWords)
  const { form, onSubmit } = useConsoleForm({
    name: 'sender',
    schema: walletSenderSchema,
    initialValues: { sender: '', wallet: walletNames[0] },
    operation: 'walletSender.add',
    notifyInvalid: true,
    submit: (input) => adding.mutate(input),
  })
  const adding = useMutation({
    mutationFn: (input: { sender: string; wallet: string }) =>
      api.addWalletSender(input.sender, input.wallet),
    onSuccess: (added) => {
      setSenders((rows) => [...rows, added])
      form.setFieldValue('sender', '')
      notifySuccess(`SMS from “${added.sender}” now count as ${added.wallet} money.`)
    },
  })
  const removing = useMutation({
    mutationFn: (row: WalletSender) => api.removeWalletSender(row.sender),
    onSuccess: (_, row) => {
      setSenders((rows) => rows.filter((r) => r.sender !== row.sender))
      notifySuccess(`Sender “${row.sender}” removed.`)
    },
  })

  return (
    <Section title="Wallet sender IDs">
      <Text size="sm" c="dimmed">
        Only SMS from these senders count as wallet money. Write the sender ID as the phone shows it
        (capitals do not matter).
      </Text>
      <InlineForm
        label="Add a wallet sender"
        onSubmit={onSubmit}
        submit="Add sender"
        busy={adding.isPending}
        submitBasis="120px"
      >
        <TextInput
          label="Sender ID"
          placeholder="bKash"
          {...form.getInputProps('sender')}
          maxLength={64}
          style={{ flex: '1 1 160px' }}
        />
        <NativeSelect
          label="Wallet"
          data={[...walletNames]}
          {...form.getInputProps('wallet')}
          style={{ flex: '1 1 120px' }}
        />
      </InlineForm>
      <RemovableTable {...queryLoad(senders)} {...sendersTable} removing={removing} />
    </Section>
  )
}
