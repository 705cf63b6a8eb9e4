/**
 * Reading a wallet statement exported as CSV: the first row names the columns, found by name
 * whatever their case, spacing or punctuation ('TrxID', 'Transaction ID', 'txn_id'). A row's
 * balance comes from a balance column when there is one; a statement names no fee (null).
 */
import {
  dhakaTime,
  parseAmount,
  parseTaka,
  readTransactionId,
  senderDigits,
  wallets,
  type Wallet,
  type WalletPayment,
} from './payment.ts'

/** The columns a statement must have, by the words the failure names them with. */
export type StatementColumn = 'transaction id' | 'amount' | 'wallet'

export type StatementFailure =
  | { kind: 'empty'; message: string }
  | { kind: 'missing_columns'; missing: StatementColumn[]; message: string }

export type StatementResult =
  | {
      ok: true
      payments: WalletPayment[]
      /** Line numbers (1 = the header) of rows that are not money received, or unreadable. */
      skippedLines: number[]
    }
  | { ok: false; failure: StatementFailure }

/** Header names, lower-cased with everything but letters and digits removed. */
const columnNames = {
  id: [
    'trxid',
    'transactionid',
    'txnid',
    'trxnid',
    'trnxid',
    'transid',
    'txid',
    'transactionno',
    'transactionnumber',
    'trxno',
    'txnno',
    'transaction',
  ],
  amount: [
    'amount',
    'amountbdt',
    'amounttk',
    'amounttaka',
    'creditamount',
    'credit',
    'receivedamount',
    'amt',
    'taka',
    'tk',
  ],
  sender: [
    'sender',
    'senderno',
    'sendernumber',
    'sendermobile',
    'senderaccount',
    'from',
    'fromaccount',
    'fromnumber',
    'fromwallet',
    'customer',
    'customerno',
    'customernumber',
    'mobile',
    'mobileno',
    'account',
    'accountno',
  ],
  time: [
    'datetime',
    'dateandtime',
    'transactiondate',
    'transactiontime',
    'trxdate',
    'txndate',
    'timestamp',
    'createdat',
    'date',
    'time',
  ],
  wallet: ['wallet', 'paymentmethod', 'method', 'channel', 'provider', 'gateway'],
  type: ['type', 'transactiontype', 'txntype', 'trxtype', 'direction'],
  balance: [
    'balance',
    'balancebdt',
    'balancetk',
    'closingbalance',
    'runningbalance',
    'availablebalance',
    'balanceafter',
    'newbalance',
  ],
} as const

const columnLabels: Record<StatementColumn, string> = {
  'transaction id': 'the transaction id ("TrxID", "Transaction ID" or "TxnId")',
  amount: 'the amount ("Amount")',
  wallet: 'the wallet ("Wallet", with bKash, Nagad or Rocket)',
}

/** Row types that are money going out, not a payment received. */
const outgoing = /send|sent|cash\s*out|debit|withdraw|payment\s*made|transfer\s*out|refund/i

/**
 * Reads a statement CSV into payments (rows of money received, in file order). The wallet
 * comes from a wallet column when there is one, otherwise from `wallet` (a statement is
 * exported from one wallet). Never throws: a file without the needed columns is a failure
 * whose message names them.
 */
export function parseStatementCsv(
  text: string,
  options: { wallet?: Wallet } = {},
): StatementResult {
  const rows = typeof text === 'string' ? readCsv(text.replace(/^\uFEFF/, '')) : []
  const header = rows[0]
  if (!header || header.cells.every((c) => c.trim() === '')) {
    return { ok: false, failure: { kind: 'empty', message: 'The CSV file is empty.' } }
  }
  const keys = header.cells.map((c) => c.toLowerCase().replace(/[^a-z0-9]/g, ''))
  const find = (names: readonly string[]) => {
    for (const name of names) {
      const index = keys.indexOf(name)
      if (index >= 0) return index
    }
    return -1
  }
  const column = {
    id: find(columnNames.id),
    amount: find(columnNames.amount),
    sender: find(columnNames.sender),
    time: find(columnNames.time),
    wallet: find(columnNames.wallet),
    type: find(columnNames.type),
    balance: find(columnNames.balance),
  }
  // A separate time column completes a date-only column ('Date', 'Time').
  const clockColumn = column.time === keys.indexOf('date') ? keys.indexOf('time') : -1

  const missing: StatementColumn[] = []
  if (column.id < 0) missing.push('transaction id')
  if (column.amount < 0) missing.push('amount')
  if (column.wallet < 0 && !options.wallet) missing.push('wallet')
  if (missing.length > 0) {
    const names = missing.map((m) => columnLabels[m])
    return {
      ok: false,
      failure: {
        kind: 'missing_columns',
        missing,
        message: `The CSV has no column for ${names.slice(0, -1).join(', ')}${names.length > 1 ? ' or ' : ''}${names.at(-1)}. Its first row must name the columns.`,
      },
    }
  }

  const payments: WalletPayment[] = []
  const skippedLines: number[] = []
  for (const row of rows.slice(1)) {
    const cell = (index: number) => (index >= 0 ? (row.cells[index] ?? '').trim() : '')
    if (row.cells.every((c) => c.trim() === '')) continue
    const type = cell(column.type)
    const amount = statementAmount(cell(column.amount))
    const transactionId = readTransactionId(cell(column.id))
    const wallet = column.wallet >= 0 ? walletNamed(cell(column.wallet)) : options.wallet
    if (outgoing.test(type) || amount === null || transactionId === null || !wallet) {
      skippedLines.push(row.line)
      continue
    }
    payments.push({
      wallet,
      transactionId,
      amount,
      sender: senderDigits(cell(column.sender)),
      receivedAt: statementTime(`${cell(column.time)} ${cell(clockColumn)}`.trim()),
      fee: null,
      balance: statementAmount(cell(column.balance), { zero: true }),
      raw: row.raw,
    })
  }
  return { ok: true, payments, skippedLines }
}

/**
 * 'Tk 1,200.00', '৳1200', '1200 BDT' -> 1200; a negative (money out) or other text -> null.
 * Zero is null too, unless `zero` (a balance).
 */
function statementAmount(text: string, { zero = false } = {}): number | null {
  const bare = text.replace(/^(?:tk\.?|bdt|৳)\s*|\s*(?:tk\.?|bdt|৳)$/gi, '')
  return zero ? parseTaka(bare) : parseAmount(bare)
}

function walletNamed(text: string): Wallet | undefined {
  return wallets.find((w) => w.toLowerCase() === text.trim().toLowerCase())
}

/** The date formats of the wallets' statements and messages, and ISO; anything else is null. */
function statementTime(text: string): string | null {
  const clock = '(?:[ T,]{1,3}(\\d{1,2}):(\\d{2})(?::(\\d{2}))?(?:\\s?([ap]\\.?m\\.?))?)?'
  const patterns: [RegExp, (m: RegExpExecArray) => string[]][] = [
    // 2026-11-21 20:20:05, 2026-11-21T20:20:05
    [new RegExp(`^(\\d{4})-(\\d{1,2})-(\\d{1,2})${clock}$`, 'i'), (m) => [m[3]!, m[2]!, m[1]!]],
    // 21/11/2026 20:20, 21-11-2026 8:20 pm
    [
      new RegExp(`^(\\d{1,2})[/-](\\d{1,2})[/-](\\d{4})${clock}$`, 'i'),
      (m) => [m[1]!, m[2]!, m[3]!],
    ],
    // 21-NOV-26 08:30:12 pm, 21 Nov 2026 20:20
    [
      new RegExp(`^(\\d{1,2})[ -]([a-z]{3})[ -](\\d{4}|\\d{2})${clock}$`, 'i'),
      (m) => [m[1]!, m[2]!, m[3]!],
    ],
  ]
  if (text.length > 40) return null
  for (const [pattern, dayMonthYear] of patterns) {
    const m = pattern.exec(text)
    if (!m) continue
    const [day, month, year] = dayMonthYear(m)
    return dhakaTime({
      day: day!,
      month: month!,
      year: year!,
      hour: m[4] ?? '0',
      minute: m[5] ?? '0',
      second: m[6],
      meridiem: m[7],
    })
  }
  return null
}

interface CsvRow {
  cells: string[]
  /** 1-based line number where the row starts. */
  line: number
  /** The row's text as in the file. */
  raw: string
}

/**
 * RFC 4180 records: comma-separated (or semicolon/tab when the header has no comma), fields
 * in double quotes may hold separators, line breaks and doubled quotes. One pass, no regex.
 * An unterminated quote runs to the end of the file rather than failing.
 */
function readCsv(text: string): CsvRow[] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const separator = firstLine.includes(',')
    ? ','
    : firstLine.includes(';')
      ? ';'
      : firstLine.includes('\t')
        ? '\t'
        : ','
  const rows: CsvRow[] = []
  let cells: string[] = []
  let field = ''
  let quoted = false
  let rowStart = 0
  let line = 1
  let rowLine = 1
  const endRow = (end: number) => {
    cells.push(field)
    rows.push({ cells, line: rowLine, raw: text.slice(rowStart, end) })
    cells = []
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"'
          i++
        } else quoted = false
      } else {
        if (c === '\n') line++
        field += c
      }
    } else if (c === '"' && field.trim() === '') {
      field = ''
      quoted = true
    } else if (c === separator) {
      cells.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      endRow(i)
      if (c === '\r' && text[i + 1] === '\n') i++
      line++
      rowStart = i + 1
      rowLine = line
    } else {
      field += c
    }
  }
  if (field !== '' || cells.length > 0) endRow(text.length)
  return rows
}
