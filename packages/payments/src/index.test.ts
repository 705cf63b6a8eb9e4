import { describe, expect, it } from 'vitest'
import * as payments from './index.ts'

describe('@repo/payments public entry', () => {
  it('exports exactly the documented API', () => {
    expect(Object.keys(payments).sort()).toEqual([
      'matchPayments',
      'matchStates',
      'parseStatementCsv',
      'parseWalletMessages',
      'readWalletMessages',
      'readWalletSms',
      'shadowLength',
      'unpaidPendingRequests',
      'unreadWalletSms',
      'wallets',
    ])
  })

  it('reads a message, matches it with its request end to end', () => {
    const read = payments.parseWalletMessages(
      'You have received Tk 699.00 from 01912345678. Fee Tk 0.00. Balance Tk 10,699.00. TrxID BC45DE67FG at 21/11/2026 20:14',
    )
    const [match] = payments.matchPayments(read, [
      { id: 'r1', transactionId: 'bc45de67fg', amountDue: 699, status: 'pending' },
    ])
    expect(match?.state).toBe('Matched')
  })
})
