import {
  parseStatementCsv,
  readWalletMessages,
  wallets,
  type MatchState,
  type PaymentMatch,
  type WalletPayment,
} from '@repo/payments'
import { z } from 'zod'
import type { PendingRow, RequestRow } from './requests'

/** About 2,500 messages: a day's paste is far less; more is a paste of something else. */
export const MAX_PASTE_CHARACTERS = 500_000
/** A statement file larger than this is not a wallet statement of a few days. */
export const MAX_CSV_BYTES = 2_000_000
/** Pending this long with no payment seen: the admin should ask the learner. */
export const WAITING_DAYS = 3
/** The oldest of them listed (the rest are counted): a day's asking, never the whole table. */
export const WAITING_SHOWN = 100

export const messages = {
  nothingGiven: 'Paste wallet messages or choose a statement CSV first.',
  tooLong: (length: number) =>
    `The paste is too long (${length.toLocaleString('en-US')} characters). Paste at most ${MAX_PASTE_CHARACTERS.toLocaleString('en-US')} characters (about 2,500 messages) at a time.`,
  fileTooLarge: (bytes: number) =>
    `The CSV file is too large (${(bytes / 1_000_000).toFixed(1)} MB). Choose a statement of at most ${MAX_CSV_BYTES / 1_000_000} MB.`,
  fileUnreadable: 'Could not read the CSV file. Choose it again.',
  nothingRecognised:
    "No payment was recognised. Paste the wallets' money-received messages (bKash, Nagad or Rocket) as they arrived, or a statement CSV.",
  loadFailed: 'Could not load the enrollment requests to match with.',
  approveConfirmation: (n: number) =>
    `Approve ${n} matched ${n === 1 ? 'request' : 'requests'}? Each learner is enrolled and the payment is kept with the decision.`,
  approved: (n: number, before: number) =>
    `Approved ${n} ${n === 1 ? 'enrollment' : 'enrollments'}.` +
    (before > 0 ? ` ${before} ${before === 1 ? 'was' : 'were'} approved already.` : ''),
  approveFailed: 'Nothing was approved.',
}

export const stateColors: Record<MatchState, string> = {
  Matched: 'green',
  'Amount differs': 'orange',
  'No request': 'gray',
  'Already decided': 'blue',
  Duplicate: 'red',
}

export type Match = PaymentMatch<RequestRow>
export interface Outcome {
  payments: WalletPayment[]
  matches: Match[]
  waiting: PendingRow[]
  /** How many requests wait in all (the list shows the oldest). */
  waitingTotal: number
}

/** The Match form: some pasted text or a statement file, each within its size. */
export const matchFormSchema = z
  .object({
    text: z.string().max(MAX_PASTE_CHARACTERS, {
      error: (issue) => messages.tooLong(String(issue.input).length),
    }),
    file: z
      .instanceof(File)
      .refine((file) => file.size <= MAX_CSV_BYTES, {
        error: (issue) => messages.fileTooLarge((issue.input as File).size),
      })
      .nullable(),
    wallet: z.enum(wallets),
  })
  .refine((form) => form.text.trim() !== '' || form.file !== null, {
    error: messages.nothingGiven,
    path: ['text'],
  })
export type MatchForm = z.output<typeof matchFormSchema>

/** What the admin gave: the pasted text and the CSV, read into payments. */
export type Read =
  | { ok: true; payments: WalletPayment[]; unread: string[]; skippedLines: number[] }
  | { ok: false; message: string }

/**
 * Reads the paste and the statement of a valid form (matchFormSchema) into payments, or says
 * why there is nothing to match.
 */
export async function readInput({ text, file, wallet }: MatchForm): Promise<Read> {
  const fromText = readWalletMessages(text)
  let fromFile: WalletPayment[] = []
  let skippedLines: number[] = []
  if (file) {
    let csv: string
    try {
      csv = await file.text()
    } catch {
      return { ok: false, message: messages.fileUnreadable }
    }
    const statement = parseStatementCsv(csv, { wallet })
    if (!statement.ok) return { ok: false, message: statement.failure.message }
    fromFile = statement.payments
    skippedLines = statement.skippedLines
  }
  const payments = [...fromText.payments, ...fromFile]
  if (payments.length === 0 && fromText.unread.length === 0) {
    return { ok: false, message: messages.nothingRecognised }
  }
  return { ok: true, payments, unread: fromText.unread, skippedLines }
}

/** The database names a request by its id: show the learner and transaction id instead. */
export function namingRequests(text: string, matches: Match[]): string {
  return matches.reduce(
    (named, m) =>
      m.request
        ? named.replaceAll(m.request.id, `“${m.request.name}, ${m.request.transactionId}”`)
        : named,
    text,
  )
}
