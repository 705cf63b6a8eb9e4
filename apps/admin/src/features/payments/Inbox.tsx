import { Button, Group, NativeSelect, Stack } from '@mantine/core'
import {
  WALLET_PAGE_SIZE,
  walletMessageStates,
  type WalletMessageFilter,
  type WalletMessageState,
} from '@repo/api'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { ConfirmModal } from '../../lib/ConfirmModal'
import { formatWalletTaka } from '../../lib/format'
import { PageControls } from '../../lib/PageControls'
import { PAGE_PARAM, useKeysetPages } from '../../lib/pages'
import { queries } from '../../lib/queries'
import { Loaded } from '../../lib/states'
import { MessageList, paymentSummary } from './InboxMessages'
import { PhoneHealth } from './PhoneHealth'
import { useInboxActions } from './useInboxActions'
import { stateLabels } from './walletLabels'

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

function filterQuery(filter: Filter): WalletMessageFilter {
  if (filter === 'all') return {}
  if (filter === 'needs-look') return { needsLook: true }
  return { state: filter }
}

export const inboxTexts = {
  approveQuestion: 'Approve this payment?',
  approveNote: 'The learner is enrolled and the payment is kept with the decision.',
  anchorNote: (wallet: string) =>
    `This re-anchors the ${wallet} balance chain here: this message and every later ${wallet} message are checked again from this balance. If this message is a payment that covers a pending request, that request is approved now, and so are later held payments that now follow.`,
}

function emptyText(filter: Filter, onLaterPage: boolean): string {
  if (onLaterPage) return 'No older messages.'
  if (filter === 'needs-look') return 'Nothing needs a look right now.'
  if (filter === 'all') return 'The wallet phone has forwarded no message yet.'
  return `No message is “${stateLabels[filter]}”.`
}

/**
 * The SMS the wallet phone forwarded, newest first, 50 a page: what each one is (the database
 * decided), the request it settled or matched, and the two things an admin may do: approve a
 * matched payment, or say a held message's balance is right. The filter and the page live in the
 * address (?state=…&after=…, paged as every list is: ../../lib/pages), "Needs a look" and the
 * newest page when there are none.
 */
export function Inbox() {
  const api = useAdminApi()
  const [params, setParams] = useSearchParams()
  const filter = readFilter(params.get('state'))
  const pages = useKeysetPages(
    queries.wallet.messages.list(api, filterQuery(filter)),
    WALLET_PAGE_SIZE,
  )
  const devices = useQuery(queries.wallet.devices(api))
  const { approval, anchoring, busyId } = useInboxActions()

  /** Another filter is another list: from its page 1. */
  function choose(state: string) {
    const changed = new URLSearchParams(params)
    if (state === 'needs-look') changed.delete('state')
    else changed.set('state', state)
    changed.delete(PAGE_PARAM)
    setParams(changed, { replace: true })
  }

  return (
    <Stack>
      <PhoneHealth devices={devices} />
      <Group align="end" justify="space-between" wrap="wrap">
        <NativeSelect
          label="State"
          description="Needs a look: held, amount short, waiting for a request, matched."
          data={filterOptions}
          value={filter}
          onChange={(e) => choose(e.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Button
          variant="subtle"
          size="xs"
          onClick={() => {
            pages.reload()
            void devices.refetch()
          }}
        >
          Refresh
        </Button>
      </Group>
      <PageControls pages={pages} label="Wallet messages" />
      <Loaded
        state={pages.state}
        onRetry={pages.reload}
        loading="Loading wallet messages…"
        failed="Could not load the wallet messages."
      >
        {(messages) => (
          <MessageList
            messages={messages}
            empty={emptyText(filter, pages.hasPrevious)}
            busyId={busyId}
            onApprove={approval.ask}
            onAnchor={anchoring.ask}
          />
        )}
      </Loaded>
      <ConfirmModal
        {...approval.dialog}
        title="Approve payment"
        question={inboxTexts.approveQuestion}
        about={(m) => `${paymentSummary(m)} ${inboxTexts.approveNote}`}
        action="Approve"
        color="green"
      />
      <ConfirmModal
        {...anchoring.dialog}
        title="This balance is right"
        question={(m) =>
          m.balance !== null
            ? `Is ${formatWalletTaka(m.balance)} the right ${m.wallet} balance after this message?`
            : ''
        }
        about={(m) => inboxTexts.anchorNote(m.wallet ?? 'wallet')}
        action="This balance is right"
        color="orange"
      />
    </Stack>
  )
}
