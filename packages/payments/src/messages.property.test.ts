// Property tests: messages generated in each wallet's format, with random amounts, ids,
// numbers, times, spacing and order, must read back as exactly the payments they describe.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseWalletMessages, readWalletMessages } from './messages'
import type { Wallet, WalletPayment } from './payment'

const upperAlnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''))
const digit = fc.constantFrom(...'0123456789'.split(''))
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''))
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
function formatAmount(
  paisaAmount: number,
  style: { grouping: 'none' | 'intl' | 'lakh'; decimals: boolean },
) {
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
const amountStyle = fc.record({
  grouping: fc.constantFrom('none', 'intl', 'lakh') as fc.Arbitrary<'none' | 'intl' | 'lakh'>,
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

/** The payment a generated wallet message must read as (`paisa`: the amount in paisa). */
function expectedPayment(
  wallet: Wallet,
  transactionId: string,
  paisa: number,
  sender: string,
  receivedAt: string,
): Generated['payment'] {
  return { wallet, transactionId, amount: paisa / 100, sender, receivedAt }
}

const bkash: fc.Arbitrary<Generated> = fc
  .record({
    id: fc.array(upperAlnum, { minLength: 10, maxLength: 10 }).map((c) => c.join('')),
    amount: paisa,
    style: amountStyle,
    sender: mobile,
    ref: fc.option(reference, { nil: null }),
    payment: fc.boolean(),
    at: moment,
    s: fc.array(space, { minLength: 8, maxLength: 8 }),
    lowerCaseId: fc.boolean(),
  })
  .map(({ id, amount, style, sender, ref, payment, at, s, lowerCaseId }) => ({
    text:
      `You have received${payment ? ' payment' : ''} Tk${s[0]}${formatAmount(amount, style)} from${s[1]}${sender}.` +
      `${ref === null ? '' : ` Ref${s[2]}${ref}.`} Fee Tk 0.00.${s[3]}Balance Tk ${formatAmount(amount + 5000, style)}.` +
      `${s[4]}TrxID${s[5]}${lowerCaseId ? id.toLowerCase() : id}${s[6]}at${s[7]}${at.day}/${two(at.month)}/${at.year} ${two(at.hour)}:${two(at.minute)}`,
    payment: expectedPayment('bKash', id, amount, sender, iso(at, false)),
  }))

const nagad: fc.Arbitrary<Generated> = fc
  .record({
    id: fc.array(upperAlnum, { minLength: 8, maxLength: 8 }).map((c) => c.join('')),
    amount: paisa,
    style: amountStyle,
    sender: mobile,
    ref: fc.option(reference, { nil: null }),
    at: moment,
    br: lineBreak,
    s: fc.array(space, { minLength: 3, maxLength: 3 }),
  })
  .map(({ id, amount, style, sender, ref, at, br, s }) => ({
    text: [
      'Money Received.',
      `Amount:${s[0]}Tk ${formatAmount(amount, style)}`,
      `Sender:${s[1]}${sender}`,
      `Ref: ${ref ?? 'N/A'}`,
      `TxnID:${s[2]}${id}`,
      `Balance: Tk ${formatAmount(amount + 12345, { ...style, decimals: true })}`,
      `${two(at.day)}/${two(at.month)}/${at.year} ${two(at.hour)}:${two(at.minute)}`,
    ].join(br),
    payment: expectedPayment('Nagad', id, amount, sender, iso(at, false)),
  }))

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']
const rocket: fc.Arbitrary<Generated> = fc
  .record({
    id: digits(10),
    amount: paisa,
    style: amountStyle,
    account: fc.tuple(mobile, digit).map(([m, d]) => m + d),
    at: moment,
    s: fc.array(fc.constantFrom('', ' ', '  '), { minLength: 4, maxLength: 4 }),
  })
  .map(({ id, amount, style, account, at, s }) => {
    const hour12 = at.hour % 12 === 0 ? 12 : at.hour % 12
    const meridiem = at.hour < 12 ? 'am' : 'pm'
    return {
      text:
        `Tk${s[0]}${formatAmount(amount, style)} received from A/C:${s[1]}${account} Fee:Tk0, Your A/C Balance: Tk${formatAmount(amount + 999, style)}` +
        ` TxnId:${s[2]}${id} Date:${s[3]}${two(at.day)}-${months[at.month - 1]}-${String(at.year).slice(2)} ${two(hour12)}:${two(at.minute)}:${two(at.second)} ${meridiem}.`,
      payment: expectedPayment('Rocket', id, amount, account, iso(at, true)),
    }
  })

/** Messages that are not payments. */
const noise: fc.Arbitrary<Generated> = fc
  .record({
    id: fc.array(upperAlnum, { minLength: 10, maxLength: 10 }).map((c) => c.join('')),
    amount: paisa,
    style: amountStyle,
    to: mobile,
    code: digits(6),
    kind: fc.integer({ min: 0, max: 5 }),
  })
  .map(({ id, amount, style, to, code, kind }) => {
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
  })

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
