import { normaliseTransactionId } from '@repo/courses'

/** The wallets whose messages and statements this package reads. */
export const wallets = ['bKash', 'Nagad', 'Rocket'] as const
export type Wallet = (typeof wallets)[number]

/** Money received on one of the provider's wallets, as read from an SMS or a statement row. */
export interface WalletPayment {
  wallet: Wallet
  /** Trimmed and upper-cased, exactly as a learner's transaction id is stored (@repo/courses). */
  transactionId: string
  /** Taka, to the paisa (1200, 699.5). Always more than 0. */
  amount: number
  /** The sender's number or account, digits only ('01712345678'), or null when not given. */
  sender: string | null
  /** When the wallet says it arrived, ISO 8601 in Dhaka's offset ('2026-11-15T18:42:00+06:00'). */
  receivedAt: string | null
  /**
   * The fee the message names, in taka ('Fee Tk 0.00' -> 0); null when it names none (and
   * for statement rows).
   */
  fee: number | null
  /**
   * The wallet's balance the message prints after this payment ('Balance Tk 10,699.00' ->
   * 10699), or a statement's balance column; null when there is none.
   */
  balance: number | null
  /** The text it was read from (the message, or the statement's line). */
  raw: string
}

/** Bangladesh has kept UTC+6 all year since 2009. */
const dhakaOffset = '+06:00'
const maxAmount = 100_000_000

/**
 * '1,200.00', '1,00,000', '699' -> taka; null for anything else, zero, or a sum no wallet holds.
 * Commas are only separators (international or lakh grouping alike).
 */
export function parseAmount(text: string): number | null {
  const amount = parseTaka(text)
  return amount === 0 ? null : amount
}

/** As parseAmount, but zero is a sum too ('Fee Tk 0.00', an empty wallet's balance). */
export function parseTaka(text: string): number | null {
  if (!/^\d[\d,]*(?:\.\d{1,2})?$/.test(text)) return null
  const amount = Number(text.replace(/,/g, ''))
  if (!Number.isFinite(amount) || amount < 0 || amount > maxAmount) return null
  return Math.round(amount * 100) / 100
}

/** The digits of a number or account ('+880 1712-345678' -> '8801712345678'); null if none. */
export function senderDigits(text: string | undefined): string | null {
  const digits = (text ?? '').replace(/\D/g, '')
  return digits.length >= 4 ? digits : null
}

/**
 * A transaction id as read from a message: a label of the next field glued on by a copy that
 * joined the lines ('73ABC4DEBalance') is cut off, then it is normalised like a learner's id.
 * The wallets write ids in capitals, so a mixed-case tail can only be such a label.
 */
export function readTransactionId(text: string): string | null {
  const glued = /^([A-Z0-9]{6,})(?:Balance|Fee|Date|Ref|Sender|Amount|Time|at)$/.exec(text)
  return normaliseTransactionId(glued?.[1] ?? text)
}

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

export interface ClockParts {
  day: string
  /** '11' or 'NOV' (any case). */
  month: string
  /** '2026' or '26'. */
  year: string
  hour: string
  minute: string
  second?: string | undefined
  /** 'am', 'pm', 'a.m.' ... or undefined for a 24-hour clock. */
  meridiem?: string | undefined
}

/** The parts of a wallet's date and time as an ISO time in Dhaka; null when not a real time. */
export function dhakaTime(parts: ClockParts): string | null {
  const day = Number(parts.day)
  const month = /^\d+$/.test(parts.month)
    ? Number(parts.month)
    : months.indexOf(parts.month.toUpperCase()) + 1
  const year = parts.year.length === 2 ? 2000 + Number(parts.year) : Number(parts.year)
  let hour = Number(parts.hour)
  const minute = Number(parts.minute)
  const second = parts.second === undefined ? 0 : Number(parts.second)
  if (parts.meridiem !== undefined) {
    if (hour < 1 || hour > 12) return null
    const pm = parts.meridiem.toLowerCase().startsWith('p')
    hour = (hour % 12) + (pm ? 12 : 0)
  }
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const valid =
    year >= 2000 &&
    year <= 2099 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  if (!valid) return null
  const two = (n: number) => String(n).padStart(2, '0')
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}${dhakaOffset}`
}
