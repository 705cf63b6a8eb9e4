import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseStatementCsv } from './statement.ts'

describe('parseStatementCsv', () => {
  it('reads a statement into payments, finding the columns by name', () => {
    const csv = [
      'Date,TrxID,Type,From,Amount,Balance',
      '15/11/2026 18:42,9gh7k2l1mn,Received,01712345678,"1,200.00","3,400.00"',
      '21/11/2026 20:14, BC45DE67FG ,Payment Received,+880 1912-345678,699,"10,699.00"',
    ].join('\r\n')
    const result = parseStatementCsv(csv, { wallet: 'bKash' })
    expect(result).toEqual({
      ok: true,
      payments: [
        {
          wallet: 'bKash',
          transactionId: '9GH7K2L1MN',
          amount: 1200,
          sender: '01712345678',
          receivedAt: '2026-11-15T18:42:00+06:00',
          fee: null,
          balance: 3400,
          raw: '15/11/2026 18:42,9gh7k2l1mn,Received,01712345678,"1,200.00","3,400.00"',
        },
        {
          wallet: 'bKash',
          transactionId: 'BC45DE67FG',
          amount: 699,
          sender: '8801912345678',
          receivedAt: '2026-11-21T20:14:00+06:00',
          fee: null,
          balance: 10_699,
          raw: '21/11/2026 20:14, BC45DE67FG ,Payment Received,+880 1912-345678,699,"10,699.00"',
        },
      ],
      skippedLines: [],
    })
  })

  it.each([
    ['TrxID', 'Amount'],
    ['Transaction ID', 'AMOUNT'],
    ['txnid', 'amount (BDT)'],
    ['Txn Id', 'Credit'],
    ['transaction_id', 'Amount Tk'],
  ])('finds the columns named %s and %s, whatever their case', (id, amount) => {
    const result = parseStatementCsv(`${id},${amount}\nAB12CD34EF,500\n`, { wallet: 'Nagad' })
    expect(result.ok && result.payments.map((p) => [p.transactionId, p.amount])).toEqual([
      ['AB12CD34EF', 500],
    ])
  })

  it('reads a balance column when there is one (zero too), and never a fee', () => {
    const csv =
      'TrxID,Amount,Closing Balance\nAAAA111111,100,"Tk 1,100.00"\nBBBB222222,200,0\nCCCC333333,300,n/a\n'
    const result = parseStatementCsv(csv, { wallet: 'bKash' })
    expect(result.ok && result.payments.map((p) => [p.transactionId, p.fee, p.balance])).toEqual([
      ['AAAA111111', null, 1100],
      ['BBBB222222', null, 0],
      ['CCCC333333', null, null],
    ])
    const none = parseStatementCsv('TrxID,Amount\nAAAA111111,100\n', { wallet: 'bKash' })
    expect(none.ok && none.payments[0]).toMatchObject({ fee: null, balance: null })
  })

  it('takes the wallet from a wallet column, and skips rows of other methods', () => {
    const csv =
      'Method,TrxID,Amount\nbKash,AAAA111111,100\nnagad,BBBB2222,200\nBank,CCCC333333,300\n'
    const result = parseStatementCsv(csv)
    expect(result.ok && result.payments.map((p) => [p.wallet, p.transactionId])).toEqual([
      ['bKash', 'AAAA111111'],
      ['Nagad', 'BBBB2222'],
    ])
    expect(result.ok && result.skippedLines).toEqual([4])
  })

  it('reads a BOM, quoted fields with commas, quotes and line breaks, and semicolons', () => {
    const csv =
      '\uFEFF"TrxID";"Amount";"Sender";"Note"\n"AB12CD34EF";"Tk 1,299.50";"01812345678";"line one\nline ""two"""\n'
    const result = parseStatementCsv(csv, { wallet: 'Rocket' })
    expect(result).toMatchObject({
      ok: true,
      payments: [{ transactionId: 'AB12CD34EF', amount: 1299.5, sender: '01812345678' }],
    })
  })

  it('skips money out, unreadable rows and blank lines, naming the skipped lines', () => {
    const csv = [
      'Type,TrxID,Amount',
      'Send Money,AAAA111111,300',
      'Cash Out,BBBB222222,500',
      'Received,CCCC333333,-200',
      'Received,short,200',
      'Received,DDDD444444,lots',
      '',
      'Received,EEEE555555,250',
    ].join('\n')
    const result = parseStatementCsv(csv, { wallet: 'bKash' })
    expect(result.ok && result.payments.map((p) => p.transactionId)).toEqual(['EEEE555555'])
    expect(result.ok && result.skippedLines).toEqual([2, 3, 4, 5, 6])
  })

  it('reads the date formats of the wallets and ISO, separate date and time columns too', () => {
    const at = (date: string, extra = '') => {
      const r = parseStatementCsv(
        `TrxID,Amount,Date${extra ? ',Time' : ''}\nAB12CD34EF,5,${date}${extra ? `,${extra}` : ''}`,
        {
          wallet: 'bKash',
        },
      )
      return r.ok ? r.payments[0]?.receivedAt : 'failed'
    }
    expect(at('2026-11-21 20:20:05')).toBe('2026-11-21T20:20:05+06:00')
    expect(at('2026-11-21T20:20')).toBe('2026-11-21T20:20:00+06:00')
    expect(at('21-NOV-26 08:30:12 pm')).toBe('2026-11-21T20:30:12+06:00')
    expect(at('21/11/2026', '8:05 am')).toBe('2026-11-21T08:05:00+06:00')
    expect(at('21/11/2026')).toBe('2026-11-21T00:00:00+06:00')
    expect(at('yesterday')).toBeNull()
    expect(at('32/11/2026 10:00')).toBeNull()
  })

  it('fails with the missing columns named', () => {
    expect(parseStatementCsv('Date,Value\n1/1/2026,5', { wallet: 'bKash' })).toEqual({
      ok: false,
      failure: {
        kind: 'missing_columns',
        missing: ['transaction id', 'amount'],
        message:
          'The CSV has no column for the transaction id ("TrxID", "Transaction ID" or "TxnId") or the amount ("Amount"). Its first row must name the columns.',
      },
    })
    const noWallet = parseStatementCsv('TrxID,Amount\nAB12CD34EF,5')
    expect(noWallet.ok === false && noWallet.failure).toMatchObject({
      kind: 'missing_columns',
      missing: ['wallet'],
    })
  })

  it('fails on an empty file', () => {
    for (const text of ['', '\uFEFF', '\n\n', ',,']) {
      expect(parseStatementCsv(text, { wallet: 'bKash' })).toEqual({
        ok: false,
        failure: { kind: 'empty', message: 'The CSV file is empty.' },
      })
    }
  })

  it('never throws, whatever the file holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const result = parseStatementCsv(`TrxID,Amount\n${text}`, { wallet: 'bKash' })
        expect(result.ok).toBe(true)
      }),
    )
  })

  it('round-trips generated statements: quoting, order and amounts', () => {
    const row = fc.record({
      id: fc.stringMatching(/^[A-Z0-9]{6,30}$/),
      amount: fc.integer({ min: 1, max: 10_000_000 }),
      quoted: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), fc.constantFrom('\n', '\r\n'), (rows, eol) => {
        const cell = (text: string, quoted: boolean) => (quoted ? `"${text}"` : text)
        const csv = [
          'Amount,Transaction ID',
          ...rows.map((r) =>
            [
              cell(
                r.quoted
                  ? (r.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })
                  : String(r.amount / 100),
                r.quoted,
              ),
              cell(r.id, r.quoted),
            ].join(','),
          ),
        ].join(eol)
        const result = parseStatementCsv(csv, { wallet: 'Nagad' })
        expect(result.ok && result.payments.map((p) => [p.transactionId, p.amount])).toEqual(
          rows.map((r) => [r.id, r.amount / 100]),
        )
      }),
    )
  })

  it('reads a 1 MB statement in bounded time', () => {
    const lines = ['TrxID,Amount,Sender']
    // 39 characters a row: about 1 MB.
    for (let i = 0; i < 25_700; i++)
      lines.push(`TX${String(i).padStart(8, '0')},"1,200.00",01712345678`)
    const started = Date.now()
    const result = parseStatementCsv(lines.join('\n'), { wallet: 'bKash' })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(result.ok && result.payments).toHaveLength(lines.length - 1)
  })
})
