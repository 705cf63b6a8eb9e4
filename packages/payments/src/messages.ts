/**
 * Reading the wallets' SMS: the money received, from a paste of many messages
 * (readWalletMessages), and the one reader that also serves readWalletSms (sms.ts), which reads
 * one message of any kind.
 *
 * How a message is read (docs/decisions/0020-reading-wallet-messages.md):
 * - A message starts with its wallet's heading for its kind (`formats`): money received (bKash
 *   "You have received [payment] Tk …", Nagad "Money Received. Amount: Tk …", Rocket "Tk…
 *   received from A/C"), money sent, cash out, cash in, a payment made. A paste is read for the
 *   "received" headings only; codes, offers and unknown wordings have no heading at all.
 * - From the heading on, the message's fields are read in their order, with a bounded gap
 *   between them that may not contain the start of another message. So a truncated message
 *   never takes the next message's transaction id, fee or balance.
 * - The fee and the balance are read only where the wallet prints them, touching the
 *   transaction id (bKash and Rocket right before its label, Nagad right after the id): a fee
 *   or balance a sender wrote in the reference is not taken. A second balance after the
 *   message's fields, before the next message, makes both unknown (null).
 * - A heading whose message cannot be read hides every heading in the next `shadowLength`
 *   characters: text a sender wrote in the reference cannot pose as a second payment.
 * Every pattern is anchored and has bounded repetition, so the work grows linearly with the
 * paste (no catastrophic backtracking) whatever it contains.
 */
import {
  dhakaTime,
  parseAmount,
  parseTaka,
  readTransactionId,
  senderDigits,
  type Wallet,
  type WalletPayment,
} from './payment.ts'

/** The kinds of wallet message that have a heading (anything else is 'other' in sms.ts). */
export type MessageKind = 'received' | 'sent' | 'cash_out' | 'cash_in' | 'payment'

/** Up to 40 spaces or line breaks, where the wallets put one. */
const S = '\\s{0,40}'
/** Words of a label, with any run of spaces between them. */
const words = (label: string) => label.split(' ').join('\\s{1,40}')
/** A sum as the wallets print it ('1,200.00', '1,00,000', '0'), in the group `name`. */
const money = (name: string) => `(?<${name}>\\d[\\d,]{0,15}(?:\\.\\d{1,2})?)`
/** 'Tk', 'Tk.' before a sum, spaced or not. */
const tk = `Tk${S}\\.?${S}`
const amount = money('amount')
const sender = '(?<sender>\\+?\\d[\\d \\-]{2,24}\\d)'
const id = '(?<id>[A-Za-z0-9]{1,40})(?![A-Za-z0-9])'
/**
 * A Nagad id, which its Fee or Balance line follows: a copy that joined the lines without a
 * space ('73ABC4DEBalance: Tk 1,500.23') leaves the id before the label (no id holds ': Tk').
 */
const idBeforeField = `(?<id>[A-Za-z0-9]{1,40}?)(?:(?![A-Za-z0-9])|(?=(?:Fee|Balance)${S}:?${S}Tk))`
const clock =
  '(?<hour>\\d{1,2}):(?<minute>\\d{2})(?::(?<second>\\d{2}))?(?:\\s{0,3}(?<meridiem>[ap]\\.?m\\.?)(?![a-z]))?'
/** 15/11/2026 18:42 (bKash, Nagad) */
const dayMonthYear = `(?<day>\\d{1,2})/(?<month>\\d{1,2})/(?<year>\\d{4})\\s{0,5}${clock}`
/** 21-NOV-26 08:30:12 pm (Rocket) */
const dayMonYear = `(?<day>\\d{1,2})-(?<month>[A-Za-z]{3})-(?<year>\\d{4}|\\d{2})\\s{0,5}${clock}`

/** Where any message starts: a gap between fields may not contain one. */
const messageStart = [
  words('You have (?:received|sent)'),
  words('Money (?:Received|Sent)'),
  words('Send Money'),
  words('Cash (?:Out|In)\\b'),
  'Cashout\\b',
  words('Payment (?:of )?Tk'),
  `Tk${S}\\.?${S}\\d[\\d,]{0,15}(?:\\.\\d{1,2})?${S}(?:received|transferred)`,
].join('|')
const gap = (max: number) => `(?:(?!${messageStart})[\\s\\S]){0,${max}}?`

/**
 * bKash: '… Fee Tk 5.00. Balance Tk 950.50. TrxID …'. Each is optional, but when there they
 * touch the TrxID label, in this order (a reference comes before them).
 */
const bkashFeeBalance =
  `(?:Fee${S}:?${S}${tk}${money('fee')}${S}\\.?${S})?` +
  `(?:Balance${S}:?${S}${tk}${money('balance')}${S}\\.?${S})?`
/** Nagad: the lines 'Fee: Tk 5.00' and 'Balance: Tk 1,595.00' right after the TxnID line. */
const nagadFeeBalance =
  `(?:${S}Fee${S}:?${S}${tk}${money('fee')})?` +
  `(?:${S}Balance${S}:?${S}${tk}${money('balance')})?`
/** Rocket: '… Fee:Tk5.00, Your A/C Balance: Tk794.56 TxnId:…', touching the TxnId label. */
const rocketFeeBalance =
  `(?:Fee${S}:?${S}${tk}${money('fee')}${S},?${S})?` +
  `(?:Your${S}A/C${S}Balance${S}:?${S}${tk}${money('balance')}${S}[,.]?${S})?`

const bodies = {
  bKash: `${S}${sender}?${gap(200)}${bkashFeeBalance}TrxID${S}:?${S}${id}(?:${S}at${S}${dayMonthYear})?`,
  /** After Nagad's counterpart line: 'Sender: …' (required in a receipt), 'Receiver: …'... */
  Nagad: (counterpart: string) =>
    `${S}${counterpart}${gap(200)}TxnID${S}:?${S}${idBeforeField}${nagadFeeBalance}(?:${gap(80)}${dayMonthYear})?`,
  Rocket: `${S}:?${S}${sender}?${gap(200)}${rocketFeeBalance}Txn${S}Id${S}:?${S}${id}(?:${gap(40)}Date${S}:?${S}${dayMonYear})?`,
}
const nagadLine = (label: string) => `${label}${S}:?${S}${sender}?`
const nagadHead = (title: string) => `${title}${S}\\.?${S}Amount${S}:?${S}${tk}${amount}`

interface Format {
  wallet: Wallet
  kind: MessageKind
  /** The heading alone, sticky: its group `amount` is the message's amount. */
  head: RegExp
  /** The heading and the fields after it, sticky. */
  full: RegExp
  /** The heading's pattern without named groups, for the anchors. */
  search: string
}
const format = (wallet: Wallet, kind: MessageKind, head: string, body: string): Format => ({
  wallet,
  kind,
  head: new RegExp(head, 'iy'),
  full: new RegExp(head + body, 'iy'),
  search: head.replace('(?<amount>', '(?:'),
})

/** Every wording read, by wallet and kind. No two headings match at the same place. */
const formats: readonly Format[] = [
  format(
    'bKash',
    'received',
    `${words('You have received')}${S}(?:payment${S})?${tk}${amount}${S}from`,
    bodies.bKash,
  ),
  format('bKash', 'sent', `${words('Send Money')}${S}${tk}${amount}${S}to`, bodies.bKash),
  format('bKash', 'cash_out', `${words('Cash Out')}${S}${tk}${amount}${S}to`, bodies.bKash),
  format('bKash', 'cash_in', `${words('Cash In')}${S}${tk}${amount}${S}from`, bodies.bKash),
  format('bKash', 'payment', `Payment\\s{1,40}(?:of\\s{1,40})?${tk}${amount}${S}to`, bodies.bKash),
  format(
    'Nagad',
    'received',
    nagadHead(words('Money Received')),
    bodies.Nagad(nagadLine('Sender')),
  ),
  format(
    'Nagad',
    'sent',
    nagadHead(`(?:${words('Send Money')}${S}Successful|${words('Money Sent')})`),
    bodies.Nagad(`(?:${nagadLine('Receiver')})?`),
  ),
  format(
    'Nagad',
    'cash_out',
    nagadHead(`${words('Cash Out')}${S}Successful`),
    bodies.Nagad(`(?:${nagadLine('(?:Uddokta|Agent)')})?`),
  ),
  format(
    'Nagad',
    'cash_in',
    nagadHead(`${words('Cash In')}${S}Successful`),
    bodies.Nagad(`(?:${nagadLine('(?:Uddokta|Agent)')})?`),
  ),
  format('Rocket', 'received', `${tk}${amount}${S}received${S}from${S}A/C`, bodies.Rocket),
  format('Rocket', 'sent', `${tk}${amount}${S}transferred${S}to${S}A/C`, bodies.Rocket),
  format('Rocket', 'cash_out', `Cash${S}out${S}${tk}${amount}${S}from${S}A/C`, bodies.Rocket),
]
const receipts = formats.filter((f) => f.kind === 'received')

const anchorOf = (list: readonly Format[]) =>
  new RegExp(list.map((f) => `(?:${f.search})`).join('|'), 'gi')
/** The next "received" heading, for a paste. */
const receiptAnchor = anchorOf(receipts)
/** The next heading of any kind, for one SMS. */
const messageAnchor = anchorOf(formats)
/** A balance printed after a message's fields and before the next message. */
const balanceAfter = new RegExp(`${gap(200)}Balance${S}:?${S}Tk`, 'iy')
/** Any wallet's balance field ('Balance Tk 1.00', 'Balance: Tk 1.00', 'A/C Balance: Tk1.00'). */
const anyBalance = new RegExp(`Balance${S}:?${S}${tk}${money('balance')}`, 'gi')

/** Longer than any wallet's message: how far an unreadable message hides other headings. */
export const shadowLength = 400

export interface WalletMessages {
  /** The money received, in order of appearance. */
  payments: WalletPayment[]
  /**
   * Messages that start like a payment but could not be read (cut short, a changed format),
   * each from its heading, at most `shadowLength` characters: for the admin to check by hand.
   */
  unread: string[]
}

/**
 * Reads a paste of wallet SMS: every money-received message becomes a payment; everything
 * else is skipped, and so are messages without a valid transaction id or amount. Never throws.
 */
export function readWalletMessages(text: string): WalletMessages {
  const result: WalletMessages = { payments: [], unread: [] }
  if (typeof text !== 'string') return result
  receiptAnchor.lastIndex = 0
  let found: RegExpExecArray | null
  while ((found = receiptAnchor.exec(text)) !== null) {
    const start = found.index
    const read = paymentOf(text, start, readMessageAt(text, start, receipts))
    if (read) {
      result.payments.push(read.payment)
      receiptAnchor.lastIndex = read.end
    } else {
      result.unread.push(text.slice(start, start + shadowLength).trim())
      receiptAnchor.lastIndex = start + shadowLength
    }
  }
  return result
}

/** The money received in a paste of wallet SMS, in order of appearance (see readWalletMessages). */
export function parseWalletMessages(text: string): WalletPayment[] {
  return readWalletMessages(text).payments
}

/** A message read from its heading. */
export interface MessageRead {
  wallet: Wallet
  kind: MessageKind
  /** The amount in the heading; null when it is not a sum a wallet sends (0, too large). */
  amount: number | null
  /** The fields after the heading; null when they could not be read (cut short, changed). */
  fields: MessageFields | null
}

export interface MessageFields {
  /** Normalised (readTransactionId); null when too short or long. */
  transactionId: string | null
  fee: number | null
  balance: number | null
  /** The digits of the number or account in the heading's line. */
  sender: string | null
  /** The message's time (ISO, Dhaka), null when none or impossible. */
  at: string | null
  /** Where the message's fields end in the text. */
  end: number
}

/** The first message of any kind in `text`, read from its heading; null when none has one. */
export function readFirstMessage(text: string): { start: number; read: MessageRead } | null {
  messageAnchor.lastIndex = 0
  const found = messageAnchor.exec(text)
  const read = found ? readMessageAt(text, found.index, formats) : null
  return found && read ? { start: found.index, read } : null
}

/** The message whose heading, one of `list`, starts at `start`; null when none does. */
function readMessageAt(text: string, start: number, list: readonly Format[]): MessageRead | null {
  for (const { wallet, kind, head, full } of list) {
    head.lastIndex = start
    const heading = head.exec(text)
    if (!heading) continue
    const amount = parseAmount(heading.groups?.amount ?? '')
    full.lastIndex = start
    const match = full.exec(text)
    const g = match?.groups
    if (!match || !g) return { wallet, kind, amount, fields: null }
    const end = start + match[0].length
    balanceAfter.lastIndex = end
    // A second balance means one of the two was written by someone (a reference): neither is
    // certainly the wallet's, nor the fee next to it.
    const certain = !balanceAfter.test(text)
    const at =
      g.day && g.month && g.year && g.hour && g.minute
        ? dhakaTime({
            day: g.day,
            month: g.month,
            year: g.year,
            hour: g.hour,
            minute: g.minute,
            second: g.second,
            meridiem: g.meridiem,
          })
        : null
    return {
      wallet,
      kind,
      amount,
      fields: {
        transactionId: readTransactionId(g.id ?? ''),
        fee: certain && g.fee !== undefined ? parseTaka(g.fee) : null,
        balance: certain && g.balance !== undefined ? parseTaka(g.balance) : null,
        sender: senderDigits(g.sender),
        at,
        end,
      },
    }
  }
  return null
}

/** The payment a message read at `start` is: null unless money received, fully read. */
export function paymentOf(
  text: string,
  start: number,
  read: MessageRead | null,
): { payment: WalletPayment; end: number } | null {
  const fields = read?.fields
  if (!read || read.kind !== 'received' || read.amount === null || !fields) return null
  if (fields.transactionId === null) return null
  return {
    payment: {
      wallet: read.wallet,
      transactionId: fields.transactionId,
      amount: read.amount,
      sender: fields.sender,
      receivedAt: fields.at,
      fee: fields.fee,
      balance: fields.balance,
      raw: rawMessage(text, start, fields.end),
    },
    end: fields.end,
  }
}

/** The one balance field in `text`, of any wallet's form; null when there is none or several. */
export function onlyBalance(text: string): number | null {
  anyBalance.lastIndex = 0
  const first = anyBalance.exec(text)
  if (!first || anyBalance.exec(text) !== null) return null
  return parseTaka(first.groups?.balance ?? '')
}

/** The message's text: from its heading to its end, plus the rest of that line (a full stop). */
function rawMessage(text: string, start: number, end: number): string {
  const rest = /^[^\S\r\n]*[.]?/.exec(text.slice(end, end + 5))?.[0] ?? ''
  return text.slice(start, end + rest.length).trim()
}
