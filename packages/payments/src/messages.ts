/**
 * Reading the wallets' SMS: the money received, from a paste of many messages.
 *
 * How a paste is read (docs/decisions/0020-reading-wallet-messages.md):
 * - A payment starts with a wallet's "received" heading (bKash "You have received [payment]
 *   Tk …", Nagad "Money Received. Amount: Tk …", Rocket "Tk… received from A/C"). Anything else
 *   (money sent, cash out, codes, offers) has no such heading and is never read.
 * - From the heading on, the message's fields are read in their order, with a bounded gap
 *   between them that may not contain the start of another message. So a truncated message
 *   never takes the next message's transaction id.
 * - A heading whose message cannot be read hides every heading in the next `shadowLength`
 *   characters: text a sender wrote in the reference cannot pose as a second payment.
 * Every pattern is anchored and has bounded repetition, so the work grows linearly with the
 * paste (no catastrophic backtracking) whatever it contains.
 */
import {
  dhakaTime,
  parseAmount,
  readTransactionId,
  senderDigits,
  type Wallet,
  type WalletPayment,
} from './payment'

/** Up to 40 spaces or line breaks, where the wallets put one. */
const S = '\\s{0,40}'
/** Words of a label, with any run of spaces between them. */
const words = (label: string) => label.split(' ').join('\\s{1,40}')
const amount = '(?<amount>\\d[\\d,]{0,15}(?:\\.\\d{1,2})?)'
const sender = '(?<sender>\\+?\\d[\\d \\-]{2,24}\\d)'
const id = '(?<id>[A-Za-z0-9]{1,40})(?![A-Za-z0-9])'
const clock =
  '(?<hour>\\d{1,2}):(?<minute>\\d{2})(?::(?<second>\\d{2}))?(?:\\s{0,3}(?<meridiem>[ap]\\.?m\\.?)(?![a-z]))?'
/** 15/11/2026 18:42 (bKash, Nagad) */
const dayMonthYear = `(?<day>\\d{1,2})/(?<month>\\d{1,2})/(?<year>\\d{4})\\s{0,5}${clock}`
/** 21-NOV-26 08:30:12 pm (Rocket) */
const dayMonYear = `(?<day>\\d{1,2})-(?<month>[A-Za-z]{3})-(?<year>\\d{4}|\\d{2})\\s{0,5}${clock}`

const heads = {
  bKash: `${words('You have received')}${S}(?:payment${S})?Tk${S}\\.?${S}${amount}${S}from`,
  Nagad: `${words('Money Received')}${S}\\.?${S}Amount${S}:?${S}Tk${S}\\.?${S}${amount}`,
  Rocket: `Tk${S}\\.?${S}${amount}${S}received${S}from${S}A/C`,
} as const satisfies Record<Wallet, string>

/** Where any message starts: a gap between fields may not contain one. */
const messageStart = [
  words('You have (?:received|sent)'),
  words('Money (?:Received|Sent)'),
  words('Send Money'),
  words('Cash (?:Out|In)\\b'),
  words('Payment (?:of )?Tk'),
  `Tk${S}\\.?${S}\\d[\\d,]{0,15}(?:\\.\\d{1,2})?${S}received`,
].join('|')
const gap = (max: number) => `(?:(?!${messageStart})[\\s\\S]){0,${max}}?`

const bodies = {
  bKash: `${S}${sender}?${gap(200)}TrxID${S}:?${S}${id}(?:${S}at${S}${dayMonthYear})?`,
  Nagad: `${S}Sender${S}:?${S}${sender}?${gap(200)}TxnID${S}:?${S}${id}(?:${gap(80)}${dayMonthYear})?`,
  Rocket: `${S}:?${S}${sender}?${gap(200)}Txn${S}Id${S}:?${S}${id}(?:${gap(40)}Date${S}:?${S}${dayMonYear})?`,
} as const satisfies Record<Wallet, string>

const anchor = new RegExp(
  Object.values(heads)
    .map((h) => `(?:${h.replace('(?<amount>', '(?:')})`)
    .join('|'),
  'gi',
)
const formats = Object.fromEntries(
  Object.entries(heads).map(([wallet, head]) => [
    wallet,
    new RegExp(head + bodies[wallet as Wallet], 'iy'),
  ]),
) as Record<Wallet, RegExp>
const headOnly = Object.fromEntries(
  Object.entries(heads).map(([wallet, head]) => [wallet, new RegExp(head, 'iy')]),
) as Record<Wallet, RegExp>

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
  anchor.lastIndex = 0
  let found: RegExpExecArray | null
  while ((found = anchor.exec(text)) !== null) {
    const start = found.index
    const read = readAt(text, start)
    if (read) {
      result.payments.push(read.payment)
      anchor.lastIndex = read.end
    } else {
      result.unread.push(text.slice(start, start + shadowLength).trim())
      anchor.lastIndex = start + shadowLength
    }
  }
  return result
}

/** The money received in a paste of wallet SMS, in order of appearance (see readWalletMessages). */
export function parseWalletMessages(text: string): WalletPayment[] {
  return readWalletMessages(text).payments
}

function readAt(text: string, start: number): { payment: WalletPayment; end: number } | null {
  for (const wallet of Object.keys(formats) as Wallet[]) {
    const head = headOnly[wallet]
    head.lastIndex = start
    if (!head.test(text)) continue
    const format = formats[wallet]
    format.lastIndex = start
    const match = format.exec(text)
    const g = match?.groups
    if (!match || !g) return null
    const amount = parseAmount(g.amount ?? '')
    const transactionId = readTransactionId(g.id ?? '')
    if (amount === null || transactionId === null) return null
    const receivedAt =
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
    const end = start + match[0].length
    return {
      payment: {
        wallet,
        transactionId,
        amount,
        sender: senderDigits(g.sender),
        receivedAt,
        raw: rawMessage(text, start, end),
      },
      end,
    }
  }
  return null
}

/** The message's text: from its heading to its end, plus the rest of that line (a full stop). */
function rawMessage(text: string, start: number, end: number): string {
  const rest = /^[^\S\r\n]*[.]?/.exec(text.slice(end, end + 5))?.[0] ?? ''
  return text.slice(start, end + rest.length).trim()
}
