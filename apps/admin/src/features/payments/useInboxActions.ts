import type { WalletMessage } from '@repo/api'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useAdminApi } from '../../lib/api'
import { ConsoleRefusal } from '../../lib/errorWords'
import { notifySuccess } from '../../lib/notify'
import { changedBy } from '../../lib/queries'
import { stateLabels, stateText } from './walletLabels'

/**
 * The Inbox's two actions, each asked first: approve a matched payment, or say a held message's
 * balance is right. The dialog closes at once, the card's button spins; the page then shows what
 * the database holds now, whatever the outcome (the lists each write makes stale, ../../lib/queries).
 */
export function useInboxActions() {
  const api = useAdminApi()
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
    meta: { invalidates: changedBy.decision },
    onSuccess: (_, message) =>
      notifySuccess(
        message.request
          ? `Approved: ${message.request.name} is now enrolled in ${message.request.courseTitle}.`
          : 'Approved.',
      ),
  })
  const anchor = useMutation({
    mutationFn: (message: WalletMessage) => api.anchorWalletMessage(message.id),
    meta: { invalidates: changedBy.anchor },
    onSuccess: (now) =>
      notifySuccess(
        `Balance anchored: this message is now “${stateText({ state: now, chain: 'anchor' })}”.`,
      ),
  })
  const busyId = approve.isPending
    ? approve.variables.id
    : anchor.isPending
      ? anchor.variables.id
      : null
  return { approval: useAsked(approve), anchoring: useAsked(anchor), busyId }
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
