import {
  ApiError,
  type WalletDevice,
  type WalletMessage,
  type WalletMessageCursor,
  type WalletMessagePage,
} from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { unreachable } from '../../../tests/fixtures'
import { expectVisible, fakeApi, never, renderConsole } from '../../../tests/render'
import { inboxTexts } from './Inbox'

// The tab's code loaded once before the tests (the route loads it lazily): on a busy machine the
// first render would otherwise spend its wait on the import.
beforeAll(() => import('./PaymentsTab'), 30_000)

const now = new Date('2026-11-25T06:00:00Z')

let n = 0
/** A forwarded bKash payment of ৳699 that settled Rahim Uddin's request; a test changes it. */
function message(changes: Partial<WalletMessage> = {}): WalletMessage {
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

const page = (messages: WalletMessage[], more: Partial<WalletMessagePage> = {}) => ({
  messages,
  newer: null,
  older: null,
  ...more,
})
const cursorOf = (m: WalletMessage): WalletMessageCursor => ({ createdAt: m.createdAt, id: m.id })
const healthy: WalletDevice[] = [
  {
    deviceId: 'pixel-1',
    lastMessageAt: '2026-11-25T05:57:00Z',
    lastPingAt: '2026-11-25T05:59:00Z',
  },
]

/** The console on the Payments tab, once its lazily loaded code has rendered the tab. */
async function setUp(overrides: Parameters<typeof fakeApi>[0] = {}, path = '/payments') {
  const api = fakeApi({ listWalletDevices: async () => healthy, ...overrides })
  const view = renderConsole(api, path)
  await screen.findByRole('heading', { name: 'Payments' }, { timeout: 10_000 })
  return { api, ...view }
}

const card = (name: string) => within(screen.getByRole('article', { name }))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Payments tab: the inbox', { timeout: 20_000 }, () => {
  it('is the default view, asking for what needs a look, newest first', async () => {
    const { api } = await setUp()
    expect(await screen.findByText('Nothing needs a look right now.')).toBeVisible()
    expect(screen.getByRole('radio', { name: 'Inbox' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveValue('needs-look')
    expect(api.listWalletMessages).toHaveBeenCalledWith({ needsLook: true })
  })

  it('shows each message with when, sender, wallet, kind, amount, transaction id and balance', async () => {
    const settled = message()
    await setUp({ listWalletMessages: async () => page([settled]) })
    const c = await screen.findByRole('article', { name: `SMS ${settled.transactionId}` })
    expectVisible(within(c), [
      'Settled',
      'Received 25 Nov 2026, 10:14 am',
      '৳699',
      'from 01912345678',
      settled.transactionId!,
      '৳10,699.50',
      'Money received',
      'Rahim Uddin',
    ])
    expect(within(c).getAllByText('bKash')).toHaveLength(2) // the wallet and the sender id
    expect(c).toHaveTextContent(
      'Settled the request of Rahim Uddin, Web Development with AI, ৳699 due (01912345678).',
    )
    expect(within(c).getByRole('link', { name: 'Open in History' })).toHaveAttribute(
      'href',
      `/history?request=${settled.request!.id}`,
    )
  })

  it('labels every state in words, a held message with its reason', async () => {
    const pending = { ...message().request!, status: 'pending' as const }
    const rows: [WalletMessage, string][] = [
      [message({ state: 'matched', request: pending }), 'Matched: approve?'],
      [message({ state: 'amount_differs', amount: 300, request: pending }), 'Amount short'],
      [message({ state: 'waiting', request: null }), 'Waiting for a request'],
      [
        message({ state: 'held', chain: 'first', request: null }),
        'Held: First message of this wallet',
      ],
      [message({ state: 'held', chain: 'breaks', request: null }), 'Held: Balance does not follow'],
      [
        message({ state: 'held', chain: 'unverified', request: null }),
        'Held: After an unread message',
      ],
      [message({ state: 'held', chain: null, balance: null, request: null }), 'Held: No balance'],
      [message({ state: 'request_decided' }), 'Request already decided'],
      [
        message({ state: 'not_wallet', wallet: null, sender: '01799999999', request: null }),
        'Not from a wallet',
      ],
      [message({ state: 'not_payment', kind: 'sent', request: null }), 'Not a payment'],
      [message({ state: 'duplicate', request: null }), 'Duplicate'],
    ]
    await setUp({ listWalletMessages: async () => page(rows.map(([m]) => m)) })
    await screen.findAllByRole('article')
    for (const [m, label] of rows) {
      expect(card(`SMS ${m.transactionId}`).getByText(label)).toBeVisible()
    }
    const short = card(`SMS ${rows[1]![0].transactionId}`)
    expect(short.getByText(/Paid ৳300 of ৳699 due\./)).toBeVisible()
    // a pending request has no History entry to open
    expect(short.queryByRole('link')).toBeNull()
    expect(card(`SMS ${rows[9]![0].transactionId}`).getByText('Money sent')).toBeVisible()
  })

  it('names a message without a transaction id by its sender and time', async () => {
    const chat = message({
      state: 'not_wallet',
      wallet: null,
      kind: 'other',
      sender: 'GP',
      transactionId: null,
      amount: null,
      balance: null,
      request: null,
    })
    await setUp({ listWalletMessages: async () => page([chat]) })
    const c = await screen.findByRole('article', {
      name: 'SMS from GP, 25 Nov 2026, 10:14 am',
    })
    expect(within(c).getByText('Not from a wallet')).toBeVisible()
  })

  it('shows the SMS as received, on demand', async () => {
    const m = message()
    const { user } = await setUp({ listWalletMessages: async () => page([m]) })
    const c = within(await screen.findByRole('article', { name: `SMS ${m.transactionId}` }))
    const show = c.getByRole('button', { name: 'Show SMS' })
    expect(show).toHaveAttribute('aria-expanded', 'false')
    expect(c.queryByText(m.body)).toBeNull()
    await user.click(show)
    expect(c.getByText(m.body)).toBeVisible()
    expect(c.getByRole('button', { name: 'Hide SMS' })).toHaveAttribute('aria-expanded', 'true')
    await user.click(c.getByRole('button', { name: 'Hide SMS' }))
    expect(c.queryByText(m.body)).toBeNull()
  })

  it('filters on the server: one state, all messages, back to what needs a look', async () => {
    const { api, user } = await setUp()
    const filter = await screen.findByRole('combobox', { name: /State/ })
    await user.selectOptions(filter, 'Held')
    await waitFor(() => expect(api.listWalletMessages).toHaveBeenLastCalledWith({ state: 'held' }))
    expect(await screen.findByText('No message is “Held”.')).toBeVisible()
    await user.selectOptions(filter, 'All messages')
    await waitFor(() => expect(api.listWalletMessages).toHaveBeenLastCalledWith({}))
    expect(await screen.findByText('The wallet phone has forwarded no message yet.')).toBeVisible()
    await user.selectOptions(filter, 'Needs a look')
    await waitFor(() =>
      expect(api.listWalletMessages).toHaveBeenLastCalledWith({ needsLook: true }),
    )
  })

  it('opens the filter the address names', async () => {
    const { api } = await setUp({}, '/payments?view=inbox&state=duplicate')
    expect(await screen.findByText('No message is “Duplicate”.')).toBeVisible()
    expect(api.listWalletMessages).toHaveBeenCalledWith({ state: 'duplicate' })
  })

  it('pages with Next (after the last message) and Previous (before the first)', async () => {
    const first = [message({ state: 'waiting' }), message({ state: 'held' })]
    const second = [message({ state: 'matched' })]
    const { api, user } = await setUp({
      listWalletMessages: async (query) =>
        query.after
          ? page(second, { newer: cursorOf(second[0]!) })
          : page(first, { older: cursorOf(first[1]!) }),
    })
    await screen.findByRole('article', { name: `SMS ${first[0]!.transactionId}` })
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }))
    expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await user.click(pages.getByRole('button', { name: 'Next' }))
    await screen.findByRole('article', { name: `SMS ${second[0]!.transactionId}` })
    expect(api.listWalletMessages).toHaveBeenLastCalledWith({
      needsLook: true,
      after: cursorOf(first[1]!),
    })
    expect(screen.queryByRole('article', { name: `SMS ${first[0]!.transactionId}` })).toBeNull()

    const back = within(screen.getByRole('navigation', { name: 'Pages' }))
    expect(back.getByRole('button', { name: 'Next' })).toBeDisabled()
    await user.click(back.getByRole('button', { name: 'Previous' }))
    await waitFor(() =>
      expect(api.listWalletMessages).toHaveBeenLastCalledWith({
        needsLook: true,
        before: cursorOf(second[0]!),
      }),
    )
  })

  it('approves a matched payment after a confirmation, then shows the page as it is now', async () => {
    const matched = message({
      state: 'matched',
      request: { ...message().request!, status: 'pending' },
    })
    const { api, user } = await setUp({ listWalletMessages: async () => page([matched]) })
    api.approveWalletMessage.mockResolvedValue('settled')
    const approveButton = await screen.findByRole('button', {
      name: `Approve payment ${matched.transactionId}`,
    })
    await user.click(approveButton)
    let dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(inboxTexts.approveQuestion)).toBeVisible()
    expect(
      within(dialog).getByText(
        `Rahim Uddin, Web Development with AI: ৳699 (bKash ${matched.transactionId}). ${inboxTexts.approveNote}`,
      ),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.approveWalletMessage).not.toHaveBeenCalled()

    const loads = api.listWalletMessages.mock.calls.length
    await user.click(approveButton)
    dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(
      await screen.findByText('Approved: Rahim Uddin is now enrolled in Web Development with AI.'),
    ).toBeVisible()
    expect(api.approveWalletMessage).toHaveBeenCalledWith(matched.id)
    await waitFor(() => expect(api.listWalletMessages.mock.calls.length).toBeGreaterThan(loads))
  })

  it('says so when an approval did not settle, or failed', async () => {
    const matched = message({
      state: 'matched',
      request: { ...message().request!, status: 'pending' },
    })
    const { api, user } = await setUp({ listWalletMessages: async () => page([matched]) })
    api.approveWalletMessage.mockResolvedValueOnce('matched')
    const approve = async () => {
      await user.click(
        await screen.findByRole('button', { name: `Approve payment ${matched.transactionId}` }),
      )
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
      )
    }
    await approve()
    expect(
      await screen.findByText(
        'Not approved: Rahim Uddin is already enrolled in Web Development with AI.',
      ),
    ).toBeVisible()

    api.approveWalletMessage.mockRejectedValueOnce(
      new ApiError({
        kind: 'conflict',
        operation: 'walletMessage.approve',
        hint: 'wallet_message_not_matched',
      }),
    )
    await approve()
    expect(
      await screen.findByText(
        'Only a payment waiting for approval can be approved. Refresh to see it as it is now.',
      ),
    ).toBeVisible()
  })

  it('anchors a held balance only after a confirmation that says what it does', async () => {
    const held = message({ state: 'held', chain: 'breaks', request: null, balance: 5299 })
    const noBalance = message({ state: 'held', chain: null, balance: null, request: null })
    const { api, user } = await setUp({ listWalletMessages: async () => page([held, noBalance]) })
    api.anchorWalletMessage.mockResolvedValue('settled')
    await screen.findAllByRole('article')
    // nothing to anchor without a balance, nor on a message that is not held
    expect(
      card(`SMS ${noBalance.transactionId}`).queryByRole('button', {
        name: /This balance is right/,
      }),
    ).toBeNull()

    const button = card(`SMS ${held.transactionId}`).getByRole('button', {
      name: `This balance is right: SMS ${held.transactionId}`,
    })
    await user.click(button)
    let dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByText('Is ৳5,299 the right bKash balance after this message?'),
    ).toBeVisible()
    expect(within(dialog).getByText(inboxTexts.anchorNote('bKash'))).toBeVisible()
    expect(within(dialog).getByText(/re-anchors the bKash balance chain here/)).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.anchorWalletMessage).not.toHaveBeenCalled()

    await user.click(button)
    dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'This balance is right' }))
    expect(
      await screen.findByText('Balance anchored: this message is now “Settled”.'),
    ).toBeVisible()
    expect(api.anchorWalletMessage).toHaveBeenCalledWith(held.id)
  })

  it('shows the loading state while the page loads', async () => {
    await setUp({ listWalletMessages: never })
    expect(await screen.findByText('Loading wallet messages…')).toBeVisible()
  })

  it("shows the server's error and loads again on Try again", async () => {
    let calls = 0
    const { api, user } = await setUp({
      listWalletMessages: async () => {
        calls += 1
        if (calls === 1) throw unreachable('walletMessages.list')
        return page([])
      },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Nothing needs a look right now.')).toBeVisible()
    expect(api.listWalletMessages).toHaveBeenCalledTimes(2)
  })

  it('Refresh loads the page and the phone again', async () => {
    const { api, user } = await setUp()
    await screen.findByText('Nothing needs a look right now.')
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(api.listWalletMessages).toHaveBeenCalledTimes(2))
    expect(api.listWalletDevices).toHaveBeenCalledTimes(2)
  })
})

describe('Payments tab: the wallet phone', { timeout: 20_000 }, () => {
  it('says when it last sent a message and a ping', async () => {
    await setUp()
    expect(
      await screen.findByText('Wallet phone: last message 3 min ago, last ping 1 min ago'),
    ).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('warns when no phone ever sent anything', async () => {
    await setUp({ listWalletDevices: async () => [] })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The wallet phone has not sent anything yet')
    expect(alert).toHaveTextContent('see docs/deploy.md, The wallet phone')
  })

  it('warns when nothing, message or ping, came for more than 24 hours', async () => {
    await setUp({
      listWalletDevices: async () => [
        {
          deviceId: 'pixel-1',
          lastMessageAt: '2026-11-24T03:00:00Z', // 27 h before now
          lastPingAt: '2026-11-24T05:00:00Z', // 25 h
        },
      ],
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Nothing from the wallet phone for 24 hours')
    expect(alert).toHaveTextContent('Wallet phone: last message 27 h ago, last ping 25 h ago')
    expect(alert).toHaveTextContent('Last heard 24 Nov 2026, 11:00 am')
  })

  it('does not warn while a ping came within 24 hours, and names each of several phones', async () => {
    await setUp({
      listWalletDevices: async () => [
        { deviceId: 'old-phone', lastMessageAt: '2026-11-01T00:00:00Z', lastPingAt: null },
        { deviceId: 'pixel-1', lastMessageAt: null, lastPingAt: '2026-11-24T07:00:00Z' },
      ],
    })
    expect(await screen.findByText('pixel-1: no message yet, last ping 23 h ago')).toBeVisible()
    expect(screen.getByText('old-phone: last message 24 days ago')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
