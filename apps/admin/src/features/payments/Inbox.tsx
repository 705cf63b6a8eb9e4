import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core'
import {
  ApiError,
  walletMessageStates,
  type WalletMessage,
  type WalletMessageQuery,
  type WalletMessageState,
} from '@repo/api'
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
} from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useAdminApi } from '../../lib/api'
import { ConfirmModal } from '../../lib/ConfirmModal'
import { ConsoleRefusal } from '../../lib/errorWords'
import { formatWalletTaka } from '../../lib/format'
import { queryLoad } from '../../lib/loadState'
import { notifyError, notifySuccess } from '../../lib/notify'
import { pageNotices } from '../../lib/pages'
import { changedBy, queryKeys } from '../../lib/queryKeys'
import { Loaded } from '../../lib/states'
import { decodeInboxPage, encodeInboxPage, INBOX_PAGE_PARAM, type PageAt } from './inboxPage'
import { MessageList, paymentSummary } from './InboxMessages'
import { PhoneHealth } from './PhoneHealth'
import { stateLabels, stateText } from './walletLabels'

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

export const inboxTexts = {
  approveQuestion: 'Approve this payment?',
  approveNote: 'The learner is enrolled and the payment is kept with the decision.',
  anchorNote: (wallet: string) =>
    `This re-anchors the ${wallet} balance chain here: this message and every later ${wallet} message are checked again from this balance. If this message is a payment that covers a pending request, that request is approved now, and so are later held payments that now follow.`,
}

function emptyText(filter: Filter, pageAt: PageAt): string {
  if (pageAt.after) return 'No older messages.'
  if (filter === 'needs-look') return 'Nothing needs a look right now.'
  if (filter === 'all') return 'The wallet phone has forwarded no message yet.'
  return `No message is “${stateLabels[filter]}”.`
}

/**
 * The SMS the wallet phone forwarded, newest first, 50 a page: what each one is (the database
 * decided), the request it settled or matched, and the two things an admin may do: approve a
 * matched payment, or say a held message's balance is right. The filter and the page live in the
 * address (?state=…&page=…), "Needs a look" and the newest page when there are none.
 */
export function Inbox() {
  const api = useAdminApi()
  const queryClient = useQueryClient()
  const [params, setParams] = useSearchParams()
  const filter = readFilter(params.get('state'))
  const token = params.get(INBOX_PAGE_PARAM)
  const decoded = token === null ? {} : decodeInboxPage(token)
  const pageAt = decoded ?? {}
  // an edited link was read as the newest page: said once, with that navigation
  const { state: navigation } = useLocation() as { state: { pageNotice?: string } | null }

  function change(next: { state?: string; page?: PageAt }, replace: boolean) {
    const changed = new URLSearchParams(params)
    if (next.state !== undefined) {
      if (next.state === 'needs-look') changed.delete('state')
      else changed.set('state', next.state)
    }
    const page = encodeInboxPage(next.page ?? {})
    if (page) changed.set(INBOX_PAGE_PARAM, page)
    else changed.delete(INBOX_PAGE_PARAM)
    setParams(changed, { replace })
  }

  const query = { ...filterQuery(filter), ...pageAt }
  const messages = useQuery({
    queryKey: queryKeys.wallet.messages.page(query),
    queryFn: () => api.listWalletMessages(query),
    // the page before stays shown while the next one of the same filter loads
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameFilter(previousQuery.queryKey, filter) ? previous : undefined,
  })
  // an edited link reads the newest page, and says so
  const refused =
    messages.error instanceof ApiError &&
    messages.error.kind === 'invalid' &&
    !!(pageAt.after || pageAt.before)
  const broken = decoded === null || refused
  useEffect(() => {
    if (!broken) return
    setParams(
      (now) => {
        const changed = new URLSearchParams(now)
        changed.delete(INBOX_PAGE_PARAM)
        return changed
      },
      { replace: true, state: { pageNotice: pageNotices.badToken } },
    )
  }, [broken, setParams])

  // The dialog closes at once; the card's button spins; the page then shows what the database
  // holds now, whatever the outcome.
  const refresh = () =>
    Promise.all(changedBy.decision.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  const approve = useMutation({
    mutationFn: async (message: WalletMessage) => {
      const now = await api.approveWalletMessage(message.id)
      if (now !== 'settled') {
        const why =
          now === 'matched' && message.request
            ? `${message.request.name} is already enrolled in ${message.request.courseTitle}.`
            : `the payment is now “${stateLabels[now]}”.`
        throw new ConsoleRefusal(`Not approved: ${why}`)
      }
    },
    onSuccess: (_, message) =>
      notifySuccess(
        message.request
          ? `Approved: ${message.request.name} is now enrolled in ${message.request.courseTitle}.`
          : 'Approved.',
      ),
    onError: (error) => notifyError(error),
    onSettled: refresh,
  })
  const anchor = useMutation({
    mutationFn: (message: WalletMessage) => api.anchorWalletMessage(message.id),
    onSuccess: (now) =>
      notifySuccess(
        `Balance anchored: this message is now “${stateText({ state: now, chain: 'anchor' })}”.`,
      ),
    onError: (error) => notifyError(error),
    onSettled: () =>
      Promise.all(changedBy.anchor.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
  const approval = useAsked(approve)
  const anchoring = useAsked(anchor)
  const busyId = approve.isPending
    ? approve.variables.id
    : anchor.isPending
      ? anchor.variables.id
      : null

  return (
    <Stack>
      <PhoneHealth />
      <Group align="end" justify="space-between" wrap="wrap">
        <NativeSelect
          label="State"
          description="Needs a look: held, amount short, waiting for a request, matched."
          data={filterOptions}
          value={filter}
          onChange={(e) => change({ state: e.currentTarget.value }, true)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Button
          variant="subtle"
          size="xs"
          onClick={() => {
            void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.messages.all })
            void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.devices })
          }}
        >
          Refresh
        </Button>
      </Group>
      {navigation?.pageNotice && (
        <Text size="sm" role="status">
          {navigation.pageNotice}
        </Text>
      )}
      <Loaded
        {...queryLoad(messages)}
        loading="Loading wallet messages…"
        failed="Could not load the wallet messages."
      >
        {(page) => (
          <MessageList
            page={page}
            empty={emptyText(filter, pageAt)}
            busyId={busyId}
            onApprove={approval.ask}
            onAnchor={anchoring.ask}
            previous={page.newer ? { before: page.newer } : pageAt.after ? {} : null}
            onPage={(at) => change({ page: at }, false)}
            moving={messages.isPlaceholderData}
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

/**
 * A message's action asked first: `ask` opens its confirmation; yes closes it at once and runs
 * the action (the card's button spins meanwhile).
 */
function useAsked(action: UseMutationResult<unknown, Error, WalletMessage>) {
  const [asked, setAsked] = useState<WalletMessage | null>(null)
  return {
    ask: setAsked,
    dialog: {
      target: asked,
      busy: action.isPending,
      onClose: () => setAsked(null),
      onConfirm: (m: WalletMessage) => {
        action.mutate(m)
        setAsked(null)
      },
    },
  }
}

/** A page key of the inbox read with `filter` (whichever page). */
function sameFilter(key: readonly unknown[], filter: Filter): boolean {
  const { after: _after, before: _before, ...rest } = (key[2] ?? {}) as WalletMessageQuery
  return JSON.stringify(rest) === JSON.stringify(filterQuery(filter))
}
