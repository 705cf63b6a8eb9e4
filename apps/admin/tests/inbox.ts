import {
  type KeysetCursor,
  type KeysetPage,
  type WalletDevice,
  type WalletMessage,
} from '@repo/api'
import { screen, within } from '@testing-library/react'
import { fakeApi, renderConsole } from './render'

export const now = new Date('2026-11-25T06:00:00Z')

let n = 0
/** A forwarded bKash payment of ৳699 that settled Rahim Uddin's request; a test changes it. */
export function message(changes: Partial<WalletMessage> = {}): WalletMessage {
  n += 1
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    createdAt: '2026-11-25T04:14:02.5+00:00',
    receivedAt: '2026-11-25T04:14:00+00:00',
    sender: 'bKash',
    wallet: 'bKash',
    kind: 'received',
    transactionId: `TX${n}AAA`,
    amount: 699,
    fee: 0,
    balance: 10699.5,
    payer: '01912345678',
    body: `You have received payment Tk 699.00 from 01912345678. Fee Tk 0.00. Balance Tk 10,699.50. TrxID TX${n}AAA at 25/11/2026 10:14`,
    chain: 'follows',
    state: 'settled',
    request: {
      id: `req-${n}`,
      name: 'Rahim Uddin',
      phone: '01912345678',
      courseId: 'web-development',
      courseTitle: 'Web Development with AI',
      transactionId: `TX${n}AAA`,
      amountDue: 699,
      status: 'approved',
    },
    settledAt: '2026-11-25T04:14:02+00:00',
    anchoredAt: null,
    duplicateOf: null,
    ...changes,
  }
}

/** A page of the inbox, as every list's: its messages and where the next one starts. */
export const page = (
  messages: WalletMessage[],
  next: KeysetCursor | null = null,
): KeysetPage<WalletMessage> => ({ rows: messages, next, total: null })
export const cursorOf = (m: WalletMessage): KeysetCursor => ({ at: m.createdAt, id: m.id })
export const healthy: WalletDevice[] = [
  {
    deviceId: 'pixel-1',
    lastMessageAt: '2026-11-25T05:57:00Z',
    lastPingAt: '2026-11-25T05:59:00Z',
  },
]

/** The console on the Payments tab, once its lazily loaded code has rendered the tab. */
export async function setUp(overrides: Parameters<typeof fakeApi>[0] = {}, path = '/payments') {
  const api = fakeApi({ listWalletDevices: async () => healthy, ...overrides })
  const view = renderConsole(api, path)
  await screen.findByRole('heading', { name: 'Payments' }, { timeout: 10_000 })
  return { api, ...view }
}

export const card = (name: string) => within(screen.getByRole('article', { name }))
