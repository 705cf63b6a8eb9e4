/**
 * Reading one whole wallet SMS of any kind, as forwarded one at a time from the provider's
 * wallet phone: its kind, amount, fee, the balance it prints and the balance's change.
 *
 * The messages of one wallet form a balance chain: a message is genuine only if the balance
 * printed by the wallet's previous message plus its change is the balance it prints. A forged
 * "You have received" SMS from a look-alike sender cannot know the balance, so it breaks the
 * chain (docs/decisions/0020-reading-wallet-messages.md). The fields are read by the same
 * reader as a paste (messages.ts), so a receipt reads the same both ways.
 */
import { onlyBalance, paymentOf, readFirstMessage, type MessageKind } from './messages.ts'
import type { Wallet, WalletPayment } from './payment.ts'

/** 'other': no known heading (codes, offers, unknown wordings). */
export type WalletSmsKind = MessageKind | 'other'

export interface WalletSms {
  kind: WalletSmsKind
  /** The wallet whose format it is; null for 'other'. */
  wallet: Wallet | null
  /** Normalised like a learner's transaction id; null when the message has no valid one. */
  transactionId: string | null
  /** Taka, from the message's heading; null for 'other' or a sum no wallet sends. */
  amount: number | null
  /** The fee the message names ('Fee Tk 0.00' -> 0); null when it names none. */
  fee: number | null
  /**
   * The wallet's balance the message prints, read where the wallet prints it; for 'other',
   * the one balance the text prints (null when it prints none or several).
   */
  balance: number | null
  /**
   * The balance's change, to the paisa: received and cash in `amount - (fee ?? 0)`; sent, cash
   * out and payment `-(amount + (fee ?? 0))`; null for 'other' or when the amount is unknown.
   */
  change: number | null
  /** For 'received': the payment, as parseWalletMessages reads it; null otherwise. */
  payment: WalletPayment | null
}

const incoming: ReadonlySet<WalletSmsKind> = new Set(['received', 'cash_in'])

/** An SMS with no wallet heading and no balance: what a message that says nothing reads as. */
export const unreadWalletSms: Readonly<WalletSms> = {
  kind: 'other',
  wallet: null,
  transactionId: null,
  amount: null,
  fee: null,
  balance: null,
  change: null,
  payment: null,
}

/**
 * Reads one SMS: the first wallet heading in it and the fields of that message. A message
 * whose fields cannot be read (cut short, no transaction id) keeps its kind and amount, with
 * null for the rest. Never throws; the work grows linearly with the text.
 */
export function readWalletSms(text: string): WalletSms {
  const found = typeof text === 'string' ? readFirstMessage(text) : null
  if (!found)
    return { ...unreadWalletSms, balance: typeof text === 'string' ? onlyBalance(text) : null }
  const { start, read } = found
  const fee = read.fields?.fee ?? null
  return {
    kind: read.kind,
    wallet: read.wallet,
    transactionId: read.fields?.transactionId ?? null,
    amount: read.amount,
    fee,
    balance: read.fields?.balance ?? null,
    change: read.amount === null ? null : changeOf(read.kind, read.amount, fee),
    payment: read.kind === 'received' ? (paymentOf(text, start, read)?.payment ?? null) : null,
  }
}

/** Worked out in paisa, so the sum is exact. */
function changeOf(kind: WalletSmsKind, amount: number, fee: number | null): number {
  const paisa = Math.round(amount * 100)
  const feePaisa = Math.round((fee ?? 0) * 100)
  return (incoming.has(kind) ? paisa - feePaisa : -(paisa + feePaisa)) / 100
}
