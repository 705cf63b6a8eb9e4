import { describe, expect, it } from 'vitest'
import { parseWalletMessages, readWalletMessages, shadowLength } from './messages.ts'
import { bkash, nagad, rocket } from './sms-samples.ts'

const expected = [
  {
    wallet: 'bKash',
    transactionId: '9GH7K2L1MN',
    amount: 1200,
    sender: '01712345678',
    receivedAt: '2026-11-15T18:42:00+06:00',
    fee: 0,
    balance: 3400,
    raw: bkash.received,
  },
  {
    wallet: 'bKash',
    transactionId: 'BC45DE67FG',
    amount: 699,
    sender: '01912345678',
    receivedAt: '2026-11-21T20:14:00+06:00',
    fee: 0,
    balance: 10_699,
    raw: bkash.receivedPayment,
  },
  {
    wallet: 'Nagad',
    transactionId: '73ABC4DE',
    amount: 699,
    sender: '01812345678',
    receivedAt: '2026-11-21T20:20:00+06:00',
    fee: null,
    balance: 1500.23,
    raw: nagad.received,
  },
  {
    wallet: 'Rocket',
    transactionId: '3456789012',
    amount: 1299,
    sender: '018123456789',
    receivedAt: '2026-11-21T20:30:12+06:00',
    fee: 0,
    balance: 5299,
    raw: rocket.received,
  },
]

describe('parseWalletMessages: the formats of the issue', () => {
  it('reads each received message on its own', () => {
    expect(parseWalletMessages(bkash.received)).toEqual([expected[0]])
    expect(parseWalletMessages(bkash.receivedPayment)).toEqual([expected[1]])
    expect(parseWalletMessages(nagad.received)).toEqual([expected[2]])
    expect(parseWalletMessages(rocket.received)).toEqual([expected[3]])
  })

  it('reads the whole example paste in order and leaves out the money sent', () => {
    const paste = [
      bkash.received,
      bkash.receivedPayment,
      nagad.received,
      rocket.received,
      bkash.sent,
    ].join('\n')
    expect(parseWalletMessages(paste)).toEqual(expected)
  })

  it('reads messages whose lines a copy joined, with or without a space', () => {
    for (const joiner of [' ', '', '  \t ', '\r\n\r\n']) {
      const paste = [
        bkash.sent,
        bkash.received,
        bkash.receivedPayment,
        nagad.received,
        rocket.received,
      ].join(joiner)
      const flattened = paste.replace(/\n/g, joiner)
      const payments = parseWalletMessages(flattened)
      expect(
        payments.map(({ raw: _raw, ...p }) => p),
        JSON.stringify(joiner),
      ).toEqual(expected.map(({ raw: _raw, ...p }) => p))
    }
  })

  it('keeps the message text as raw, without what follows it', () => {
    const [payment] = parseWalletMessages(`${rocket.received} ${bkash.sent}`)
    expect(payment?.raw).toBe(rocket.received)
  })

  it('copes with extra spaces, amounts without decimals and lakh grouping', () => {
    const text =
      'You  have received   Tk   1,00,000 from  01712345678 .  Fee Tk 0.  Balance Tk 2,00,000.  TrxID   AB12CD34EF   at  15/11/2026  9:05'
    expect(parseWalletMessages(text)).toEqual([
      {
        wallet: 'bKash',
        transactionId: 'AB12CD34EF',
        amount: 100000,
        sender: '01712345678',
        receivedAt: '2026-11-15T09:05:00+06:00',
        fee: 0,
        balance: 200_000,
        raw: text,
      },
    ])
    expect(
      parseWalletMessages('Tk500 received from A/C:01712345678 TxnId:1234567890')[0],
    ).toMatchObject({
      amount: 500,
      receivedAt: null,
    })
    expect(parseWalletMessages(nagad.received.replace('699.00', '699.5'))[0]?.amount).toBe(699.5)
  })

  it("normalises transaction ids the way a learner's id is stored (upper case)", () => {
    const [payment] = parseWalletMessages(bkash.received.replace('9GH7K2L1MN', '9gh7k2l1mn'))
    expect(payment?.transactionId).toBe('9GH7K2L1MN')
  })

  it('gives null for a missing sender or an impossible time, and keeps the payment', () => {
    const noSender = nagad.received.replace('Sender: 01812345678', 'Sender:')
    expect(parseWalletMessages(noSender)[0]).toMatchObject({ sender: null, amount: 699 })
    const badDate = bkash.received.replace('15/11/2026 18:42', '31/02/2026 18:42')
    expect(parseWalletMessages(badDate)[0]).toMatchObject({ receivedAt: null, amount: 1200 })
    const badHour = rocket.received.replace('08:30:12 pm', '13:30:12 pm')
    expect(parseWalletMessages(badHour)[0]).toMatchObject({ receivedAt: null, amount: 1299 })
    expect(
      parseWalletMessages(rocket.received.replace('08:30:12 pm', '12:05:00 am'))[0]?.receivedAt,
    ).toBe('2026-11-21T00:05:00+06:00')
  })
})

describe('parseWalletMessages: what is not a payment', () => {
  it.each([
    ['money sent', bkash.sent],
    [
      'cash out',
      'Cash Out Tk 1,000.00 to 01700000000 successful. Fee Tk 18.50. Balance Tk 481.50. TrxID 8AB7CD6EF5 at 15/11/2026 19:10',
    ],
    [
      'a payment made',
      'Payment Tk 250.00 to Daraz successful. Fee Tk 0.00. Balance Tk 700.00. TrxID 4RT5YU6IO7 at 15/11/2026 19:20',
    ],
    [
      'Nagad money sent',
      'Money Sent.\nAmount: Tk 500.00\nReceiver: 01712345678\nTxnID: 7A6B5C4D\n21/11/2026 20:20',
    ],
    [
      'a verification code',
      'Your bKash verification code is 123456. It expires in 2 minutes. Never share it. TrxID',
    ],
    ['an OTP', 'Nagad OTP: 845921. Do not share it with anyone.'],
    [
      'a promotion',
      'You have received a cashback of Tk 50.00! Pay with bKash and get 10% off. Balance Tk 550.00. TrxID 5CB4A3Z2Y1 at 15/11/2026 10:00',
    ],
    ['unrecognised text', 'Hello, please enrol me in the web course, I paid already.'],
    [
      'a received message without a transaction id',
      'You have received Tk 500.00 from 01712345678. Fee Tk 0.00.',
    ],
    ['an id that is too short', bkash.received.replace('9GH7K2L1MN', 'AB12')],
    ['a zero amount', bkash.received.replace('1,200.00', '0.00')],
    ['empty text', ''],
    ['spaces', ' \n\t '],
  ])('%s gives no payment', (_what, text) => {
    expect(parseWalletMessages(text)).toEqual([])
  })

  it('does not throw on values that are not text', () => {
    for (const value of [undefined, null, 42, {}, []]) {
      expect(parseWalletMessages(value as unknown as string)).toEqual([])
    }
  })

  it('returns nothing for binary junk', () => {
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const junk = Array.from({ length: 200_000 }, () =>
      String.fromCharCode(Math.floor(random() * 0xffff)),
    ).join('')
    expect(parseWalletMessages(junk)).toEqual([])
    // Bytes read as Latin-1, as a binary file pasted or loaded as text would be.
    const bytes = Array.from({ length: 200_000 }, () =>
      String.fromCharCode(Math.floor(random() * 256)),
    )
    expect(parseWalletMessages(bytes.join(''))).toEqual([])
  })
})

describe('parseWalletMessages: safety', () => {
  it("never gives a cut-short message the next message's transaction id", () => {
    const cut = 'You have received Tk 5,000.00 from 01712345678. Ref course. Fee Tk 0.00.'
    const { payments, unread } = readWalletMessages(`${cut}\n${bkash.sent}`)
    expect(payments).toEqual([])
    expect(unread).toEqual([expect.stringContaining('You have received Tk 5,000.00')])
  })

  it('a reference cannot pose as a second, larger payment', () => {
    // A sender pays Tk 10 and writes a fake "received" message into the reference.
    const forged =
      'You have received Tk 10.00 from 01712345678. Ref You have received Tk 1,200.00 from 0171 TrxID FAKE123456. Fee Tk 0.00. Balance Tk 10.00. TrxID 1A2B3C4D5E at 15/11/2026 18:00'
    const { payments, unread } = readWalletMessages(`${forged}\n${bkash.receivedPayment}`)
    expect(payments.map((p) => p.transactionId)).not.toContain('FAKE123456')
    expect(payments.some((p) => p.amount === 1200)).toBe(false)
    expect(unread).toHaveLength(1)
  })

  it('an unreadable message hides only the next few hundred characters', () => {
    const cut = 'You have received Tk 5,000.00 from 01712345678.'
    const text = `${cut}${' '.repeat(shadowLength)}${bkash.receivedPayment}`
    expect(parseWalletMessages(text).map((p) => p.transactionId)).toEqual(['BC45DE67FG'])
  })
})

describe('parseWalletMessages: a 1 MB paste is read in bounded time', () => {
  const megabyte = 1_000_000
  const fill = (unit: string) => unit.repeat(Math.ceil(megabyte / unit.length)).slice(0, megabyte)
  it.each([
    ['real messages', `${bkash.received}\n${nagad.received}\n${rocket.received}\n${bkash.sent}\n`],
    ['payment headings without a body', 'You have received Tk 1 from 0171 '],
    ['Nagad headings', 'Money Received. Amount: Tk 5 Sender: 017 '],
    ['Rocket headings', 'Tk 5 received from A/C '],
    ['digits', '1'],
    ['Tk and separators', `Tk${'1,'.repeat(50)}`],
    ['a heading and a long gap', `You have received Tk 1 from 01712345678${'x'.repeat(500)}`],
    ['labels', 'TrxID TxnID: Date:'],
    ['dates', '1/1/2026 1:1'],
  ])('%s', (_what, unit) => {
    const text = fill(unit)
    const started = Date.now()
    const payments = parseWalletMessages(text)
    const elapsed = Date.now() - started
    // Linear work is tens of milliseconds here; backtracking would take minutes.
    expect(elapsed).toBeLessThan(2000)
    if (unit.startsWith(bkash.received)) expect(payments.length).toBeGreaterThan(5000)
    else expect(payments).toEqual([])
  })

  it('a long run of spaces after a heading', () => {
    const started = Date.now()
    expect(parseWalletMessages(`You have received Tk 1 from${' '.repeat(megabyte)}`)).toEqual([])
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
