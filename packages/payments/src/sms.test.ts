import { describe, expect, it } from 'vitest'
import { parseWalletMessages } from './messages.ts'
import { bkash, nagad, rocket } from './sms-samples.ts'
import { readWalletSms, unreadWalletSms, type WalletSms } from './sms.ts'

const sms = (fields: Partial<WalletSms>): WalletSms => ({ ...unreadWalletSms, ...fields })

describe('readWalletSms: each wording', () => {
  it.each([
    [
      'bKash received',
      bkash.received,
      {
        wallet: 'bKash',
        kind: 'received',
        transactionId: '9GH7K2L1MN',
        amount: 1200,
        fee: 0,
        balance: 3400,
        change: 1200,
      },
    ],
    [
      'bKash received payment',
      bkash.receivedPayment,
      {
        wallet: 'bKash',
        kind: 'received',
        transactionId: 'BC45DE67FG',
        amount: 699,
        fee: 0,
        balance: 10_699,
        change: 699,
      },
    ],
    [
      'bKash send money',
      bkash.sent,
      {
        wallet: 'bKash',
        kind: 'sent',
        transactionId: '7XY8Z9A1B2',
        amount: 300,
        fee: 5,
        balance: 950.5,
        change: -305,
      },
    ],
    [
      'bKash cash out',
      bkash.cashOut,
      {
        wallet: 'bKash',
        kind: 'cash_out',
        transactionId: '8AB7CD6EF5',
        amount: 1000,
        fee: 18.5,
        balance: 481.5,
        change: -1018.5,
      },
    ],
    [
      'bKash payment',
      bkash.payment,
      {
        wallet: 'bKash',
        kind: 'payment',
        transactionId: '4RT5YU6IO7',
        amount: 250,
        fee: 0,
        balance: 700,
        change: -250,
      },
    ],
    [
      'bKash cash in',
      bkash.cashIn,
      {
        wallet: 'bKash',
        kind: 'cash_in',
        transactionId: '9QW8ER7TY6',
        amount: 2000,
        fee: 0,
        balance: 2481.5,
        change: 2000,
      },
    ],
    [
      'Nagad received',
      nagad.received,
      {
        wallet: 'Nagad',
        kind: 'received',
        transactionId: '73ABC4DE',
        amount: 699,
        fee: null,
        balance: 1500.23,
        change: 699,
      },
    ],
    [
      'Nagad send money',
      nagad.sent,
      {
        wallet: 'Nagad',
        kind: 'sent',
        transactionId: '73ABC4DF',
        amount: 500,
        fee: 5,
        balance: 1595,
        change: -505,
      },
    ],
    [
      'Nagad cash out',
      nagad.cashOut,
      {
        wallet: 'Nagad',
        kind: 'cash_out',
        transactionId: '73ABC4E0',
        amount: 1000,
        fee: 14.95,
        balance: 580.05,
        change: -1014.95,
      },
    ],
    [
      'Nagad cash in',
      nagad.cashIn,
      {
        wallet: 'Nagad',
        kind: 'cash_in',
        transactionId: '73ABC4E1',
        amount: 2000,
        fee: null,
        balance: 2580.05,
        change: 2000,
      },
    ],
    [
      'Rocket received',
      rocket.received,
      {
        wallet: 'Rocket',
        kind: 'received',
        transactionId: '3456789012',
        amount: 1299,
        fee: 0,
        balance: 5299,
        change: 1299,
      },
    ],
    [
      'Rocket transfer',
      rocket.sent,
      {
        wallet: 'Rocket',
        kind: 'sent',
        transactionId: '1234567891',
        amount: 500,
        fee: 5,
        balance: 794.56,
        change: -505,
      },
    ],
    [
      'Rocket cash out',
      rocket.cashOut,
      {
        wallet: 'Rocket',
        kind: 'cash_out',
        transactionId: '1234567892',
        amount: 1000,
        fee: 18,
        balance: 4281,
        change: -1018,
      },
    ],
  ] as const)('%s', (_what, text, fields) => {
    const payment = fields.kind === 'received' ? parseWalletMessages(text)[0] : null
    expect(readWalletSms(text)).toEqual(sms({ ...fields, payment }))
    if (payment) expect(payment).toMatchObject({ fee: fields.fee, balance: fields.balance })
  })

  it('reads each wording without its fee: fee null, the change is the amount alone', () => {
    const cases: [string, number][] = [
      [bkash.sent.replace(' Fee Tk 5.00.', ''), -300],
      [bkash.cashOut.replace(' Fee Tk 18.50.', ''), -1000],
      [bkash.cashIn.replace(' Fee Tk 0.00.', ''), 2000],
      [bkash.received.replace(' Fee Tk 0.00.', ''), 1200],
      [nagad.sent.replace('Fee: Tk 5.00\n', ''), -500],
      [nagad.cashOut.replace('Fee: Tk 14.95\n', ''), -1000],
      [rocket.sent.replace(' Fee:Tk5.00,', ''), -500],
      [rocket.cashOut.replace('Fee:Tk18.00, ', ''), -1000],
    ]
    for (const [text, change] of cases) {
      const read = readWalletSms(text)
      expect(read, text).toMatchObject({ fee: null, change })
      expect(read.balance, text).not.toBeNull()
    }
  })

  it('reads the fee of a Nagad receipt and cash in when they name one', () => {
    const text = nagad.cashIn.replace('TxnID: 73ABC4E1\n', 'TxnID: 73ABC4E1\nFee: Tk 10.00\n')
    expect(readWalletSms(text)).toMatchObject({ fee: 10, balance: 2580.05, change: 1990 })
    const received = nagad.received.replace('Balance:', 'Fee: Tk 1.50\nBalance:')
    expect(readWalletSms(received)).toMatchObject({ fee: 1.5, change: 697.5 })
    expect(parseWalletMessages(received)[0]).toMatchObject({ fee: 1.5, balance: 1500.23 })
  })

  it('reads Nagad "Money Sent" and bKash "Payment of Tk" too', () => {
    expect(
      readWalletSms(
        'Money Sent.\nAmount: Tk 500.00\nReceiver: 01712345678\nTxnID: 7A6B5C4D\nBalance: Tk 95.00\n21/11/2026 20:20',
      ),
    ).toMatchObject({ kind: 'sent', wallet: 'Nagad', amount: 500, balance: 95, change: -500 })
    expect(readWalletSms(bkash.payment.replace('Payment Tk', 'Payment of Tk'))).toMatchObject({
      kind: 'payment',
      amount: 250,
      balance: 700,
    })
  })
})

describe('readWalletSms: formatting as phones forward it', () => {
  it('extra spaces, no decimals, lakh grouping, lower-case labels and ids', () => {
    const text =
      'Send  Money   Tk   1,00,000 to  01711111111  successful. Ref .  fee tk 5.  balance tk 2,00,000.  trxid   7xy8z9a1b2   at  15/11/2026  9:05'
    expect(readWalletSms(text)).toEqual(
      sms({
        kind: 'sent',
        wallet: 'bKash',
        transactionId: '7XY8Z9A1B2',
        amount: 100_000,
        fee: 5,
        balance: 200_000,
        change: -100_005,
      }),
    )
    expect(
      readWalletSms(
        'Tk 500 transferred to A/C: 01711111111 Fee: Tk 5 , Your  A/C  Balance:Tk 95 TxnId: 1234567891',
      ),
    ).toMatchObject({
      kind: 'sent',
      wallet: 'Rocket',
      fee: 5,
      balance: 95,
      change: -505,
    })
  })

  it('Nagad lines joined by a copy, with a space, several or none', () => {
    for (const joiner of [' ', '  ', '', '\r\n', '\n\n']) {
      for (const [text, kind, fee, balance] of [
        [nagad.sent, 'sent', 5, 1595],
        [nagad.cashOut, 'cash_out', 14.95, 580.05],
        [nagad.cashIn, 'cash_in', null, 2580.05],
        [nagad.received, 'received', null, 1500.23],
      ] as const) {
        const read = readWalletSms(text.replace(/\n/g, joiner))
        expect(read, JSON.stringify(joiner) + kind).toMatchObject({ kind, fee, balance })
        expect(read.transactionId).toMatch(/^73ABC4(?:DE|DF|E0|E1)$/)
        if (kind === 'received') expect(read.payment?.receivedAt).toBe('2026-11-21T20:20:00+06:00')
      }
    }
  })

  it('Bangla and other text around the message, or in its reference', () => {
    const before = 'প্রেরক: bKash\nFwd: '
    const after = '\nবিকাশ অ্যাপে আরও অফার দেখুন। *247#'
    expect(readWalletSms(before + bkash.cashOut + after)).toMatchObject({
      kind: 'cash_out',
      amount: 1000,
      fee: 18.5,
      balance: 481.5,
    })
    const bangla = bkash.received.replace('Ref course.', 'Ref কোর্স ফি, জানুয়ারি.')
    const read = readWalletSms(bangla)
    expect(read).toMatchObject({ kind: 'received', amount: 1200, fee: 0, balance: 3400 })
    expect(read.payment).toEqual(parseWalletMessages(bangla)[0])
    expect(readWalletSms(`নগদ\n${nagad.sent.replace('rent', 'বাসা ভাড়া')}\n~~~`)).toMatchObject({
      kind: 'sent',
      fee: 5,
      balance: 1595,
    })
  })
})

describe('readWalletSms: what is not a transaction', () => {
  it.each([
    ['a verification code', 'Your bKash verification code is 123456. Never share it. TrxID'],
    ['an OTP', 'Nagad OTP: 845921. Do not share it with anyone.'],
    ['an offer', 'Enjoy 10% cashback up to Tk 50 on Pay Bill! Cash Out at 1.49%. T&C apply.'],
    ['a message in Bangla', 'আপনি ১,২০০.০০ টাকা পেয়েছেন। ব্যালেন্স ৩,৪০০.০০ টাকা।'],
    ['empty text', ''],
    ['junk', '\u0000\uffff%%%Tk Tk Tk'],
  ])('%s is other, with nothing read', (_what, text) => {
    expect(readWalletSms(text)).toEqual(sms({}))
  })

  it('an unknown wording keeps the one balance it prints, and no other field', () => {
    const recharge =
      'Mobile recharge Tk 20.00 to 01711111111 successful. Balance Tk 480.00. TrxID 1A2B3C4D5F at 15/11/2026 21:00'
    expect(readWalletSms(recharge)).toEqual(sms({ balance: 480 }))
    expect(readWalletSms('Your Rocket A/C Balance: Tk0.00')).toEqual(sms({ balance: 0 }))
    // Two balances: which is the wallet's is not known.
    expect(readWalletSms(`${recharge} Balance Tk 9,000.00`)).toEqual(sms({}))
  })

  it('does not throw on values that are not text', () => {
    for (const value of [undefined, null, 42, {}, []]) {
      expect(readWalletSms(value as unknown as string)).toEqual(sms({}))
    }
  })
})

describe('readWalletSms: the balance chain and forged messages', () => {
  // A bKash wallet at Tk 1,255.50, then five messages in order.
  const chain = [
    bkash.sent.replace('950.50', '950.50'),
    bkash.cashIn.replace('2,481.50', '2,950.50'),
    bkash.cashOut.replace('481.50', '1,932.00'),
    bkash.payment.replace('700.00', '1,682.00'),
    bkash.received.replace('3,400.00', '2,882.00'),
  ]

  it('every genuine message: previous balance + change = its balance', () => {
    let previous = 1255.5
    for (const text of chain) {
      const { balance, change } = readWalletSms(text)
      expect(Math.round((previous + change!) * 100) / 100, text).toBe(balance)
      previous = balance!
    }
  })

  it('a forged receipt breaks the chain, or has no balance to check', () => {
    const previous = 1682
    const forged = bkash.received.replace('3,400.00', '3,500.00')
    const { balance, change } = readWalletSms(forged)
    expect(Math.round((previous + change!) * 100) / 100).not.toBe(balance)
    const noBalance =
      'You have received Tk 699.00 from 01712345678. Fee Tk 0.00. TrxID ABCDEF1234 at 15/11/2026 18:00'
    expect(readWalletSms(noBalance)).toMatchObject({
      kind: 'received',
      amount: 699,
      fee: 0,
      balance: null,
      change: 699,
    })
    expect(readWalletSms(noBalance).payment).toEqual(parseWalletMessages(noBalance)[0])
    const noId = 'You have received Tk 699.00 from 01712345678. Fee Tk 0.00.'
    expect(readWalletSms(noId)).toEqual(
      sms({ kind: 'received', wallet: 'bKash', amount: 699, change: 699 }),
    )
  })

  it('a heading without a valid amount keeps its kind, and has no change', () => {
    expect(readWalletSms(bkash.sent.replace('300.00', '0.00'))).toMatchObject({
      kind: 'sent',
      amount: null,
      change: null,
      balance: 950.5,
    })
  })

  it('a fee or balance written in the reference is not the wallet’s', () => {
    const inRef = bkash.received.replace('Ref course.', 'Ref Fee Tk 50.00. Balance Tk 99,999.00.')
    expect(readWalletSms(inRef)).toMatchObject({ fee: 0, balance: 3400 })
    expect(parseWalletMessages(inRef)[0]).toMatchObject({ fee: 0, balance: 3400 })
    const nagadRef = nagad.received.replace('Ref: N/A', 'Ref: Fee: Tk 9.00 Balance: Tk 99,999.00')
    expect(readWalletSms(nagadRef)).toMatchObject({ fee: null, balance: 1500.23 })
    // A whole forged tail in the reference: the real balance follows it, so neither is taken.
    const tail = bkash.received.replace(
      'Ref course.',
      'Ref Fee Tk 0.00. Balance Tk 99,999.00. TrxID FAKE123456 at 15/11/2026 18:40.',
    )
    expect(readWalletSms(tail)).toMatchObject({
      kind: 'received',
      amount: 1200,
      fee: null,
      balance: null,
    })
    const nagadTail = nagad.received.replace(
      'Ref: N/A',
      'Ref: x\nTxnID: FAKE1234\nBalance: Tk 99,999.00\n21/11/2026 20:19',
    )
    expect(readWalletSms(nagadTail)).toMatchObject({ fee: null, balance: null })
  })

  it('a balance is never taken from the next message', () => {
    const cut = 'Send Money Tk 300.00 to 01711111111 successful. Ref .'
    expect(readWalletSms(`${cut}\n${bkash.cashOut}`)).toEqual(
      sms({ kind: 'sent', wallet: 'bKash', amount: 300, change: -300 }),
    )
    const nagadCut =
      'Send Money Successful.\nAmount: Tk 500.00\nReceiver: 01711111111\nTxnID: 73ABC4DF'
    expect(readWalletSms(`${nagadCut}\n${nagad.cashOut}`)).toMatchObject({
      kind: 'sent',
      transactionId: '73ABC4DF',
      fee: null,
      balance: null,
    })
    const rocketCut = 'Tk500.00 transferred to A/C:01711111111'
    expect(readWalletSms(`${rocketCut} ${rocket.cashOut}`)).toMatchObject({
      kind: 'sent',
      balance: null,
    })
    // In a paste, a receipt without a balance does not take the next message's.
    const receipt = nagad.received.replace('Balance: Tk 1,500.23\n', '')
    expect(parseWalletMessages(`${receipt}\n${nagad.sent}`)[0]).toMatchObject({
      transactionId: '73ABC4DE',
      fee: null,
      balance: null,
    })
  })

  it('a paste of every kind gives only the receipts, with their fee and balance', () => {
    const all = [...Object.values(bkash), ...Object.values(nagad), ...Object.values(rocket)]
    const payments = parseWalletMessages(all.join('\n'))
    expect(payments.map((p) => [p.transactionId, p.fee, p.balance])).toEqual([
      ['9GH7K2L1MN', 0, 3400],
      ['BC45DE67FG', 0, 10_699],
      ['73ABC4DE', null, 1500.23],
      ['3456789012', 0, 5299],
    ])
  })
})

describe('readWalletSms: 1 MB of text is read in bounded time', () => {
  const megabyte = 1_000_000
  const fill = (unit: string) => unit.repeat(Math.ceil(megabyte / unit.length)).slice(0, megabyte)
  it.each([
    ['real messages', Object.values(bkash).join('\n')],
    ['send headings without a body', 'Send Money Tk 1 to 0171 '],
    ['Nagad headings', 'Cash Out Successful. Amount: Tk 5 Uddokta: 017 '],
    ['Rocket headings', 'Cashout Tk 5 from A/C '],
    ['balances', 'Balance Tk 1,000.00 '],
    ['fees and balances', 'Fee Tk 1. Balance Tk 2. '],
    ['a heading and a long gap', `Cash In Tk 1 from 01712345678${'x'.repeat(500)}`],
    ['digits', '1'],
    ['junk', 'Tk\u0000ব'],
    ['balance labels without a sum', 'Your A/C Balance: Tk , '],
    ['almost headings', 'Tk 1 transferred to A/ Payment Tk 1 from Cash In Tk 1 to '],
  ])('%s', (_what, unit) => {
    const started = Date.now()
    const read = readWalletSms(`Mobile recharge ${fill(unit)}`)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(read.kind).toBeDefined()
  })

  it('a paste of every kind of message', () => {
    const all = [...Object.values(bkash), ...Object.values(nagad), ...Object.values(rocket)]
    const started = Date.now()
    expect(parseWalletMessages(fill(`${all.join('\n')}\n`)).length).toBeGreaterThan(1000)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('a heading, then a megabyte of spaces', () => {
    const started = Date.now()
    expect(readWalletSms(`Send Money Tk 1 to${' '.repeat(megabyte)}`)).toMatchObject({
      kind: 'sent',
      balance: null,
    })
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
