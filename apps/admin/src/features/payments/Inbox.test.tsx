import { ApiError, type KeysetQuery, type WalletMessage } from '@repo/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectVisible } from '../../../tests/render'
import { now, message, page, cursorOf, setUp, card } from '../../../tests/inbox'
import { encodePageToken } from '../../lib/pageToken'
import { pageNotices } from '../../lib/pages'
import { setUpPaymentsTab } from '../../../tests/paymentsTab'

setUpPaymentsTab(now)

describe('Payments tab: the inbox', { timeout: 20_000 }, () => {
  it('is the default view, asking for what needs a look, newest first', async () => {
    const { api } = await setUp()
    expect(await screen.findByText('Nothing needs a look right now.')).toBeVisible()
    expect(screen.getByRole('radio', { name: 'Inbox' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveValue('needs-look')
    expect(api.listWalletMessages).toHaveBeenCalledWith({ needsLook: true }, { limit: 50 })
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
    await waitFor(() =>
      expect(api.listWalletMessages).toHaveBeenLastCalledWith({ state: 'held' }, { limit: 50 }),
    )
    expect(await screen.findByText('No message is “Held”.')).toBeVisible()
    await user.selectOptions(filter, 'All messages')
    await waitFor(() => expect(api.listWalletMessages).toHaveBeenLastCalledWith({}, { limit: 50 }))
    expect(await screen.findByText('The wallet phone has forwarded no message yet.')).toBeVisible()
    await user.selectOptions(filter, 'Needs a look')
    // what needs a look was read first: it shows again as read, without asking again
    expect(await screen.findByText('Nothing needs a look right now.')).toBeVisible()
    expect(api.listWalletMessages).toHaveBeenCalledTimes(3)
    expect(api.listWalletMessages).toHaveBeenNthCalledWith(1, { needsLook: true }, { limit: 50 })
  })

  it('opens the filter the address names', async () => {
    const { api } = await setUp({}, '/payments?view=inbox&state=duplicate')
    expect(await screen.findByText('No message is “Duplicate”.')).toBeVisible()
    expect(api.listWalletMessages).toHaveBeenCalledWith({ state: 'duplicate' }, { limit: 50 })
  })

  it('pages with Next (after the last message) and Previous, as every list does', async () => {
    const first = [message({ state: 'waiting' }), message({ state: 'held' })]
    const second = [message({ state: 'matched' })]
    const { api, user } = await setUp({
      listWalletMessages: async (_filter, query) =>
        query.after ? page(second) : page(first, cursorOf(first[1]!)),
    })
    await screen.findByRole('article', { name: `SMS ${first[0]!.transactionId}` })
    expect(pager().getByText('1–2')).toBeVisible()
    expect(pager().getByRole('button', { name: 'Previous' })).toBeDisabled()
    await user.click(pager().getByRole('button', { name: 'Next' }))
    await screen.findByRole('article', { name: `SMS ${second[0]!.transactionId}` })
    expect(api.listWalletMessages).toHaveBeenLastCalledWith(
      { needsLook: true },
      { limit: 50, after: cursorOf(first[1]!) },
    )
    expect(screen.queryByRole('article', { name: `SMS ${first[0]!.transactionId}` })).toBeNull()
    expect(pager().getByRole('button', { name: 'Next' })).toBeDisabled()
    await user.click(pager().getByRole('button', { name: 'Previous' }))
    expect(
      await screen.findByRole('article', { name: `SMS ${first[0]!.transactionId}` }),
    ).toBeVisible()
  })

  // two pages of 50 cards: the slowest render of the file
  it(
    'pages past 1,000 messages by position, never by offset: page 21 from its link',
    { timeout: 60_000 },
    async () => {
      // the server: 1,050 messages in the inbox's order, each page after the cursor it is given
      const all = Array.from({ length: 1050 }, () => message({ state: 'held', request: null }))
      const read = async (_filter: object, query: KeysetQuery) => {
        const from = query.after ? all.findIndex((m) => m.id === query.after!.id) + 1 : 0
        const rows = all.slice(from, from + 50)
        return page(rows, from + 50 < all.length ? cursorOf(rows.at(-1)!) : null)
      }
      // page 20's link: where each of the 19 pages before it started
      const starts = Array.from({ length: 19 }, (_, i) => cursorOf(all[i * 50 + 49]!))
      const { api, user } = await setUp(
        { listWalletMessages: read },
        `/payments?after=${encodeURIComponent(encodePageToken(starts))}`,
      )
      await screen.findByRole('article', { name: `SMS ${all[950]!.transactionId}` })
      expect(pager().getByText('951–1,000')).toBeVisible()
      await user.click(pager().getByRole('button', { name: 'Next' }))
      await screen.findByRole('article', { name: `SMS ${all[1049]!.transactionId}` })
      expect(pager().getByText('1,001–1,050')).toBeVisible()
      expect(api.listWalletMessages).toHaveBeenLastCalledWith(
        { needsLook: true },
        { limit: 50, after: cursorOf(all[999]!) },
      )
      expect(pager().getByRole('button', { name: 'Next' })).toBeDisabled()
    },
  )

  it('reads an edited page link as the first page and says so, the way every list does', async () => {
    const first = message({ state: 'held', request: null })
    const edited = await setUp(
      { listWalletMessages: async () => page([first]) },
      '/payments?state=held&after=bm90LWEtdG9rZW4',
    )
    expect(await screen.findByText(pageNotices.badToken)).toBeVisible()
    expect(await screen.findByRole('article', { name: `SMS ${first.transactionId}` })).toBeVisible()
    expect(edited.api.listWalletMessages).toHaveBeenCalledWith({ state: 'held' }, { limit: 50 })
    expect(edited.router.state.location.search).toBe('?state=held')
  })

  it('reads a link the server refuses (not a position) as the first page, and says so', async () => {
    const first = message({ state: 'held', request: null })
    const token = encodePageToken([{ at: 'yesterday', id: 'me' }])
    const { router } = await setUp(
      {
        listWalletMessages: async (_filter, query) => {
          if (query.after) throw new ApiError({ kind: 'invalid', operation: 'walletMessages.list' })
          return page([first])
        },
      },
      `/payments?after=${encodeURIComponent(token)}`,
    )
    expect(await screen.findByText(pageNotices.badToken)).toBeVisible()
    expect(await screen.findByRole('article', { name: `SMS ${first.transactionId}` })).toBeVisible()
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

const pager = () => within(screen.getByRole('navigation', { name: 'Wallet messages pages' }))
