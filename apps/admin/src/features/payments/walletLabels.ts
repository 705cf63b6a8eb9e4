import type { WalletChain, WalletMessage, WalletMessageKind, WalletMessageState } from '@repo/api'

/** Each state in the admin's words (a held message says why: see heldReason). */
export const stateLabels: Record<WalletMessageState, string> = {
  settled: 'Settled',
  matched: 'Matched: approve?',
  amount_differs: 'Amount short',
  waiting: 'Waiting for a request',
  held: 'Held',
  request_decided: 'Request already decided',
  not_wallet: 'Not from a wallet',
  not_payment: 'Not a payment',
  duplicate: 'Duplicate',
}

export const stateColors: Record<WalletMessageState, string> = {
  settled: 'green',
  matched: 'teal',
  amount_differs: 'orange',
  waiting: 'yellow',
  held: 'red',
  request_decided: 'blue',
  not_wallet: 'gray',
  not_payment: 'gray',
  duplicate: 'gray',
}

/** Why a message is held, from its place in the balance chain. */
export function heldReason(chain: WalletChain | null): string {
  switch (chain) {
    case 'first':
      return 'First message of this wallet'
    case 'breaks':
      return 'Balance does not follow'
    case 'unverified':
      return 'After an unread message'
    case null:
      return 'No balance'
    default:
      // 'follows' and 'anchor' are never held; said plainly should the database change
      return 'Balance not checked'
  }
}

/** The badge's text: the state, and for a held message why. */
export function stateText(message: Pick<WalletMessage, 'state' | 'chain'>): string {
  return message.state === 'held'
    ? `Held: ${heldReason(message.chain)}`
    : stateLabels[message.state]
}

export const kindLabels: Record<WalletMessageKind, string> = {
  received: 'Money received',
  sent: 'Money sent',
  cash_out: 'Cash out',
  cash_in: 'Cash in',
  payment: 'Payment made',
  other: 'Other',
}

/** A message's accessible name: its transaction id, or who sent it when. */
export function messageName(
  message: Pick<WalletMessage, 'transactionId' | 'sender'>,
  when: string,
): string {
  return message.transactionId
    ? `SMS ${message.transactionId}`
    : `SMS from ${message.sender}, ${when}`
}
