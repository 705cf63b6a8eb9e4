// Property tests: messages generated in each wallet's format, with random amounts, ids,
// numbers, times, spacing and order, must read back as exactly the payments they describe;
// and a wallet's chain of messages of every kind, each printing the running balance, must
// read back (readWalletSms) as kinds, amounts, fees and balances that add up to the paisa.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseWalletMessages, readWalletMessages } from './messages.ts'
import type { Wallet, WalletPayment } from './payment.ts'
import { readWalletSms, type WalletSmsKind } from './sms.ts'

const upperAlnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''))
const digit = fc.constantFrom(...'0123456789'.split(''))
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''))
/** An id of `n` capital letters and digits, as bKash and Nagad write theirs. */
const upperAlnumId = (n: number) =>
  fc.array(upperAlnum, { minLength: n, maxLength: n }).map((c) => c.join(''))
const mobile = fc
  .tuple(fc.constantFrom('3', '4', '5', '6', '7', '8', '9'), digits(8))
  .map(([operator, rest]) => `01${operator}${rest}`)
/** Paisa, so amounts are exact: 1 paisa to Tk 10,00,000. */
const paisa = fc.integer({ min: 1, max: 100_000_000 })
/** A gap where a wallet puts one space: one or more spaces, sometimes a line break. */
const space = fc.constantFrom(' ', '  ', '   ', ' \t', '\n')
/** Between the lines of a multi-line message, as a copy may leave them. */
const lineBreak = fc.constantFrom('\n', '\r\n', ' ', '  ')
/** Between messages. */
const separator = fc.constantFrom('\n', '\n\n', '\r\n', ' ', '')

interface Moment {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}
const moment = fc.record({
  year: fc.integer({ min: 2020, max: 2035 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
  second: fc.integer({ min: 0, max: 59 }),
})
const two = (n: number) => String(n).padStart(2, '0')
const iso = (m: Moment, seconds: boolean) =>
  `${m.year}-${two(m.month)}-${two(m.day)}T${two(m.hour)}:${two(m.minute)}:${seconds ? two(m.second) : '00'}+06:00`

/** International (1,234,567.00) or Bangladeshi (12,34,567) grouping, with or without paisa. */
interface AmountStyle {
  grouping: 'none' | 'intl' | 'lakh'
  decimals: boolean
}
function formatAmount(paisaAmount: number, style: AmountStyle) {
  const taka = Math.floor(paisaAmount / 100)
  const rest = paisaAmount % 100
  let whole = String(taka)
  if (style.grouping === 'intl') whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  if (style.grouping === 'lakh' && whole.length > 3) {
    const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')
    whole = `${head},${whole.slice(-3)}`
  }
  return style.decimals || rest !== 0 ? `${whole}.${two(rest)}` : whole
}
const amountStyle: fc.Arbitrary<AmountStyle> = fc.record({
  grouping: fc.constantFrom('none', 'intl', 'lakh'),
  decimals: fc.boolean(),
})
/** A reference as senders write it: letters and spaces (no 'x', so never a TrxID label). */
const reference = fc
  .array(fc.constantFrom(...'abcdefghjklmnopqrsuvwyz '.split('')), { minLength: 1, maxLength: 20 })
  .map((c) => c.join('').trim() || 'fee')

interface Generated {
  text: string
  payment: Omit<WalletPayment, 'raw'> | null
}

/**
 * Messages in one format: each carries a transaction id and an amount written in one of the
 * styles, drawn here, and the random `parts` its format needs; `write` gives its text and payment.
 */
function messagesOf<Parts extends object>(
  id: fc.Arbitrary<string>,
  parts: { [K in keyof Parts]: fc.Arbitrary<Parts[K]> },
  write: (drawn: Parts & { id: string; amount: number; style: AmountStyle }) => Generated,
): fc.Arbitrary<Generated> {
  return fc
    .record({ id, amount: paisa, style: amountStyle, parts: fc.record(parts) })
    .map(({ parts: drawn, ...common }) => write({ ...drawn, ...common }))
}

/** The payment a generated wallet message must read as (`paisa`, `balance`: in paisa). */
function expectedPayment(
  wallet: Wallet,
  transactionId: string,
  paisa: number,
  sender: string,
  receivedAt: string,
  fee: number | null,
  balance: number,
): Generated['payment'] {
  return {
    wallet,
    transactionId,
    amount: paisa / 100,
    sender,
    receivedAt,
    fee,
    balance: balance / 100,
  }
}

const bkash = messagesOf(
  upperAlnumId(10),
  {
    sender: mobile,
    ref: fc.option(reference, { nil: null }),
    payment: fc.boolean(),
    at: moment,
    s: fc.array(space, { minLength: 8, maxLength: 8 }),
    lowerCaseId: fc.boolean(),
  },
  ({ id, amount, style, sender, ref, payment, at, s, lowerCaseId }) => ({
    text:
      `You have received${payment ? ' payment' : ''} Tk${s[0]}${formatAmount(amount, style)} from${s[1]}${sender}.` +
      `${ref === null ? '' : ` Ref${s[2]}${ref}.`} Fee Tk 0.00.${s[3]}Balance Tk ${formatAmount(amount + 5000, style)}.` +
      `${s[4]}TrxID${s[5]}${lowerCaseId ? id.toLowerCase() : id}${s[6]}at${s[7]}${at.day}/${two(at.month)}/${at.year} ${two(at.hour)}:${two(at.minute)}`,
    payment: expectedPayment('bKash', id, amount, sender, iso(at, false), 0, amount + 5000),
  }),
)

const nagad = messagesOf(
  upperAlnumId(8),
  {
    sender: mobile,
    ref: fc.option(reference, { nil: null }),
    at: moment,
    br: lineBreak,
    s: fc.array(space, { minLength: 3, maxLength: 3 }),
  },
  ({ id, amount, style, sender, ref, at, br, s }) => ({
    text: [
      'Money Received.',
      `Amount:${s[0]}Tk ${formatAmount(amount, style)}`,
      `Sender:${s[1]}${sender}`,
      `Ref: ${ref ?? 'N/A'}`,
      `TxnID:${s[2]}${id}`,
      `Balance: Tk ${formatAmount(amount + 12345, { ...style, decimals: true })}`,
      `${two(at.day)}/${two(at.month)}/${at.year} ${two(at.hour)}:${two(at.minute)}`,
    ].join(br),
    payment: expectedPayment('Nagad', id, amount, sender, iso(at, false), null, amount + 12345),
  }),
)

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const rocket = messagesOf(
  digits(10),
  {
    account: fc.tuple(mobile, digit).map(([m, d]) => m + d),
    at: moment,
    s: fc.array(fc.constantFrom('', ' ', '  '), { minLength: 4, maxLength: 4 }),
  },
  ({ id, amount, style, account, at, s }) => {
    const hour12 = at.hour % 12 === 0 ? 12 : at.hour % 12
    const meridiem = at.hour < 12 ? 'am' : 'pm'
    return {
      text:
        `Tk${s[0]}${formatAmount(amount, style)} received from A/C:${s[1]}${account} Fee:Tk0, Your A/C Balance: Tk${formatAmount(amount + 999, style)}` +
        ` TxnId:${s[2]}${id} Date:${s[3]}${two(at.day)}-${months[at.month - 1]}-${String(at.year).slice(2)} ${two(hour12)}:${two(at.minute)}:${two(at.second)} ${meridiem}.`,
      payment: expectedPayment('Rocket', id, amount, account, iso(at, true), 0, amount + 999),
    }
  },
)

/** Messages that are not payments. */
const noise = messagesOf(
  upperAlnumId(10),
  { to: mobile, code: digits(6), kind: fc.integer({ min: 0, max: 5 }) },
  ({ id, amount, style, to, code, kind }) => {
    const tk = formatAmount(amount, style)
    const texts = [
      `Send Money Tk ${tk} to ${to} successful. Ref . Fee Tk 0.00. Balance Tk 950.50. TrxID ${id} at 15/11/2026 19:00`,
      `Cash Out Tk ${tk} to ${to} successful. Fee Tk 18.50. Balance Tk 481.50. TrxID ${id} at 15/11/2026 19:10`,
      `Money Sent.\nAmount: Tk ${tk}\nReceiver: ${to}\nTxnID: ${id}\n21/11/2026 20:20`,
      `Your bKash verification code is ${code}. Never share it with anyone.`,
      `Enjoy 10% cashback up to Tk ${tk} on Pay Bill! T&C apply.`,
      `Dear customer, your Nagad PIN will expire soon. Code ${code}.`,
    ]
    return { text: texts[kind]!, payment: null }
  },
)

const message = fc.oneof(bkash, nagad, rocket, noise)
const paste = fc.array(fc.tuple(message, separator), { minLength: 1, maxLength: 12 })

const withoutRaw = (payments: WalletPayment[]) => payments.map(({ raw: _raw, ...p }) => p)

describe('parseWalletMessages round-trips generated messages', () => {
  it.each([
    ['bKash', bkash],
    ['Nagad', nagad],
    ['Rocket', rocket],
  ] as const)('%s: one message reads back as its payment, raw being the message', (_w, gen) => {
    fc.assert(
      fc.property(gen, ({ text, payment }) => {
        const read = parseWalletMessages(text)
        expect(withoutRaw(read)).toEqual([payment])
        expect(read[0]?.raw).toBe(text.trim())
      }),
      { numRuns: 300 },
    )
  })

  it('a paste of many messages in any order reads back as its payments, in order', () => {
    fc.assert(
      fc.property(paste, (messages) => {
        const text = messages.map(([m, sep]) => m.text + sep).join('')
        const expected = messages.flatMap(([m]) => (m.payment ? [m.payment] : []))
        const read = readWalletMessages(text)
        expect(withoutRaw(read.payments)).toEqual(expected)
        expect(read.unread).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('noise alone is never a payment', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(noise, separator), { maxLength: 10 }), (messages) => {
        expect(parseWalletMessages(messages.map(([m, sep]) => m.text + sep).join(''))).toEqual([])
      }),
    )
  })

  it('never throws on any text, and every payment it gives is well formed', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 500 }),
          fc.string({ unit: 'binary', maxLength: 500 }),
          fc
            .array(
              fc.oneof(
                message.map((m) => m.text),
                fc.string({ maxLength: 30 }),
              ),
              { maxLength: 8 },
            )
            .map((parts) => parts.join('')),
        ),
        (text) => {
          for (const p of parseWalletMessages(text)) {
            expect(['bKash', 'Nagad', 'Rocket']).toContain(p.wallet)
            expect(p.transactionId).toMatch(/^[A-Z0-9]{6,30}$/)
            expect(p.amount).toBeGreaterThan(0)
            expect(Number.isFinite(p.amount)).toBe(true)
            if (p.sender !== null) expect(p.sender).toMatch(/^\d+$/)
            if (p.receivedAt !== null)
              expect(p.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+06:00$/)
            expect(text).toContain(p.raw)
          }
        },
      ),
      { numRuns: 500 },
    )
  })
})

type Kind = Exclude<WalletSmsKind, 'other'>
const kindsOf: Record<Wallet, readonly Kind[]> = {
  bKash: ['received', 'sent', 'cash_out', 'payment', 'cash_in'],
  Nagad: ['received', 'sent', 'cash_out', 'cash_in'],
  Rocket: ['received', 'sent', 'cash_out'],
}
const outgoing = (kind: Kind) => kind === 'sent' || kind === 'cash_out' || kind === 'payment'

/** The random parts of one message; the chain decides its kind's amount, fee and balance. */
const step = fc.record({
  kind: fc.nat(),
  /** Paisa, up to Tk 1,00,000. */
  amount: fc.integer({ min: 1, max: 10_000_000 }),
  /** Paisa, often none or zero. */
  fee: fc.option(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })), { nil: null }),
  style: amountStyle,
  id: upperAlnumId(10),
  rocketId: digits(10),
  number: mobile,
  merchant: fc.constantFrom('Daraz', 'Foodpanda', 'Shohoz Ltd', '01999999999'),
  ref: fc.option(reference, { nil: null }),
  at: moment,
  s: fc.array(space, { minLength: 6, maxLength: 6 }),
  /** bKash 'received payment', Nagad 'Money Sent'. */
  variant: fc.boolean(),
  /** Between a Nagad message's lines: a copy may join them with no space at all. */
  br: fc.constantFrom('\n', '\r\n', ' ', '  ', ''),
})
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

interface ChainMessage {
  wallet: Wallet
  kind: Kind
  /** Paisa. */
  amount: number
  fee: number | null
  /** The balance printed, in paisa. */
  balance: number
  transactionId: string
  text: string
  /** The message's text printing another balance: a forged copy. */
  render: (balance: number) => string
}

/** A message as `wallet` prints it. Sums in paisa. */
function render(
  wallet: Wallet,
  kind: Kind,
  amount: number,
  fee: number | null,
  balance: number,
  p: Step,
): string {
  const tk = (paisa: number) => formatAmount(paisa, p.style)
  const s = p.s
  const { at } = p
  if (wallet === 'bKash') {
    const head = {
      received: `You have received${p.variant ? ' payment' : ''} Tk${s[0]}${tk(amount)} from${s[1]}${p.number}.`,
      sent: `Send Money Tk${s[0]}${tk(amount)} to${s[1]}${p.number} successful.`,
      cash_out: `Cash Out Tk${s[0]}${tk(amount)} to${s[1]}${p.number} successful.`,
      payment: `Payment Tk${s[0]}${tk(amount)} to${s[1]}${p.merchant} successful.`,
      cash_in: `Cash In Tk${s[0]}${tk(amount)} from${s[1]}${p.number} successful.`,
    }[kind]
    const ref = kind === 'received' || kind === 'sent' ? ` Ref${s[2]}${p.ref ?? '.'}.` : ''
    return (
      `${head}${ref}${fee === null ? '' : ` Fee Tk ${tk(fee)}.`}${s[3]}Balance Tk ${tk(balance)}.` +
      `${s[4]}TrxID ${p.id} at${s[5]}${at.day}/${two(at.month)}/${at.year} ${two(at.hour)}:${two(at.minute)}`
    )
  }
  if (wallet === 'Nagad') {
    const title = {
      received: 'Money Received.',
      sent: p.variant ? 'Money Sent.' : 'Send Money Successful.',
      cash_out: 'Cash Out Successful.',
      cash_in: 'Cash In Successful.',
      payment: 'Payment Successful.',
    }[kind]
    const counterpart = kind === 'received' ? 'Sender' : kind === 'sent' ? 'Receiver' : 'Uddokta'
    const paisa = (n: number) => formatAmount(n, { ...p.style, decimals: true })
    return [
      title,
      `Amount:${s[0]}Tk ${tk(amount)}`,
      `${counterpart}:${s[1]}${p.number}`,
      ...(kind === 'received' || kind === 'sent' ? [`Ref: ${p.ref ?? 'N/A'}`] : []),
      `TxnID:${s[2]}${p.id.slice(0, 8)}`,
      ...(fee === null ? [] : [`Fee: Tk ${paisa(fee)}`]),
      `Balance: Tk ${paisa(balance)}`,
      `${two(at.day)}/${two(at.month)}/${at.year} ${two(at.hour)}:${two(at.minute)}`,
    ].join(p.br)
  }
  const head = {
    received: `Tk${tk(amount)} received from A/C:${p.number}`,
    sent: `Tk${tk(amount)} transferred to A/C:${p.number}`,
    cash_out: `Cashout Tk${tk(amount)} from A/C:${p.number}`,
    cash_in: '',
    payment: '',
  }[kind]
  const hour12 = at.hour % 12 === 0 ? 12 : at.hour % 12
  return (
    `${head}${fee === null ? '' : ` Fee:Tk${tk(fee)},`} Your A/C Balance: Tk${tk(balance)} TxnId:${p.rocketId}` +
    ` Date:${two(at.day)}-${months[at.month - 1]}-${String(at.year).slice(2)} ${two(hour12)}:${two(at.minute)}:${two(at.second)} ${at.hour < 12 ? 'am' : 'pm'}`
  )
}

/** A wallet's messages in order, from an opening balance (paisa), each printing the new one. */
function chainOf(wallet: Wallet, opening: number, steps: Step[]): ChainMessage[] {
  let balance = opening
  return steps.map((p) => {
    const kinds = kindsOf[wallet]
    let kind = kinds[p.kind % kinds.length]!
    let amount = p.amount
    let fee = p.fee
    if (outgoing(kind)) {
      // No wallet sends more than it holds: a wallet too poor for the fee receives instead.
      const room = balance - (fee ?? 0)
      if (room >= 1) amount = 1 + ((amount - 1) % room)
      else kind = 'received'
    }
    if (!outgoing(kind) && fee !== null) fee = fee % (amount + 1)
    balance += outgoing(kind) ? -(amount + (fee ?? 0)) : amount - (fee ?? 0)
    const rendered = (b: number) => render(wallet, kind, amount, fee, b, p)
    const transactionId =
      wallet === 'Nagad' ? p.id.slice(0, 8) : wallet === 'Rocket' ? p.rocketId : p.id
    return {
      wallet,
      kind,
      amount,
      fee,
      balance,
      transactionId,
      text: rendered(balance),
      render: rendered,
    }
  })
}

const chain = fc
  .record({
    wallet: fc.constantFrom(...(['bKash', 'Nagad', 'Rocket'] as const)),
    /** Paisa: an empty wallet to Tk 1,00,00,000. */
    opening: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000_000 })),
    steps: fc.array(step, { minLength: 1, maxLength: 12 }),
  })
  .map(({ wallet, opening, steps }) => ({ opening, messages: chainOf(wallet, opening, steps) }))

/** Taka to whole paisa, and taka rounded to the paisa. */
const inPaisa = (taka: number) => Math.round(taka * 100)
const toPaisa = (taka: number) => Math.round(taka * 100) / 100

describe('readWalletSms reads a generated balance chain back', () => {
  it('each message gives its kind, amount, fee and balance, and prev + change = balance', () => {
    fc.assert(
      fc.property(chain, ({ opening, messages }) => {
        let previous = opening / 100
        for (const m of messages) {
          const text = m.text
          const read = readWalletSms(text)
          expect(read, text).toMatchObject({
            kind: m.kind,
            wallet: m.wallet,
            transactionId: m.transactionId,
            amount: m.amount / 100,
            fee: m.fee === null ? null : m.fee / 100,
            balance: m.balance / 100,
          })
          expect(read.change, text).not.toBeNull()
          expect(toPaisa(previous + read.change!), text).toBe(read.balance)
          expect(inPaisa(previous) + inPaisa(read.change!), text).toBe(m.balance)
          if (m.kind === 'received') {
            expect(read.payment).toEqual(parseWalletMessages(text)[0])
            expect(read.payment).toMatchObject({ fee: read.fee, balance: read.balance })
          } else expect(read.payment).toBeNull()
          previous = read.balance!
        }
      }),
      { numRuns: 300 },
    )
  })

  it('a message whose printed balance was altered breaks the chain there', () => {
    fc.assert(
      fc.property(
        chain,
        fc.nat(),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.boolean(),
        ({ opening, messages }, index, delta, down) => {
          const i = index % messages.length
          const m = messages[i]!
          const previous = i === 0 ? opening : messages[i - 1]!.balance
          const forged = down && m.balance >= delta ? m.balance - delta : m.balance + delta
          const read = readWalletSms(m.render(forged))
          expect(read.balance).toBe(forged / 100)
          expect(toPaisa(previous / 100 + read.change!)).not.toBe(read.balance)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('a forged receipt printing a guessed balance, or none, cannot be checked into the chain', () => {
    fc.assert(
      fc.property(
        chain,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        ({ messages }, amount, guess) => {
          const previous = messages.at(-1)!.balance
          const fake = `You have received Tk ${formatAmount(amount, { grouping: 'intl', decimals: true })} from 01712345678. Fee Tk 0.00.`
          const withBalance = readWalletSms(
            `${fake} Balance Tk ${formatAmount(guess, { grouping: 'intl', decimals: true })}. TrxID FAKE123456 at 15/11/2026 18:00`,
          )
          const holds = toPaisa(previous / 100 + withBalance.change!) === withBalance.balance
          expect(holds).toBe(guess === previous + amount)
          expect(readWalletSms(`${fake} TrxID FAKE123456 at 15/11/2026 18:00`).balance).toBeNull()
        },
      ),
    )
  })

  it('a paste of a chain gives exactly its receipts, with their fees and balances', () => {
    fc.assert(
      fc.property(
        chain,
        fc.array(separator, { minLength: 12, maxLength: 12 }),
        ({ messages }, seps) => {
          const text = messages.map((m, i) => m.text + seps[i]).join('')
          const read = readWalletMessages(text)
          expect(read.unread).toEqual([])
          expect(
            read.payments.map((p) => [p.wallet, p.transactionId, p.amount, p.fee, p.balance]),
          ).toEqual(
            messages
              .filter((m) => m.kind === 'received')
              .map((m) => [
                m.wallet,
                m.transactionId,
                m.amount / 100,
                m.fee === null ? null : m.fee / 100,
                m.balance / 100,
              ]),
          )
        },
      ),
      { numRuns: 200 },
    )
  })

  it('never throws on any text, and what it reads is well formed', () => {
    const chainText = chain.map(({ messages }) => messages.map((m) => m.text).join(''))
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 500 }),
          fc.string({ unit: 'binary', maxLength: 500 }),
          fc
            .array(fc.oneof(chainText, fc.string({ maxLength: 30 })), { maxLength: 4 })
            .map((parts) => parts.join('')),
        ),
        (text) => {
          const read = readWalletSms(text)
          if (read.kind === 'other') {
            expect(read).toMatchObject({ wallet: null, amount: null, change: null, payment: null })
          } else expect(['bKash', 'Nagad', 'Rocket']).toContain(read.wallet)
          for (const sum of [read.amount, read.fee, read.balance]) {
            if (sum !== null) expect(toPaisa(sum)).toBe(sum)
          }
          if (read.amount === null) expect(read.change).toBeNull()
          if (read.transactionId !== null) expect(read.transactionId).toMatch(/^[A-Z0-9]{6,30}$/)
          if (read.payment) expect(read.payment).toEqual(parseWalletMessages(text)[0])
        },
      ),
      { numRuns: 500 },
    )
  })
})
