/**
 * The wallet phone's queries against a scripted HTTP server: what each function sends (the
 * keyset of the inbox's pages above all), what it makes of the answer, and the messages the
 * console shows when the database refuses.
 */
import { describe, expect, it } from 'vitest'
import { failureOn, fakeBackend, rejection } from './test-support'
import { databaseError, reply, uniqueViolation } from './test-answers'
import {
  addWalletSender,
  anchorWalletMessage,
  approveWalletMessage,
  getWalletSettings,
  listWalletDevices,
  listWalletMessages,
  listWalletSenders,
  removeWalletSender,
  setAutoApprove,
} from './wallet'

/** The columns a message keeps as they are, under the same names (the others are renamed). */
const keptAsIs = {
  sender: 'bKash',
  wallet: 'bKash',
  kind: 'received',
  amount: 699,
  fee: 0,
  balance: 10699.5,
  payer: '01912345678',
  body: 'You have received payment Tk 699.00 from 01912345678. …',
  chain: 'follows',
  state: 'settled',
}

const messageRow = (id: string, createdAt: string, changes: Record<string, unknown> = {}) => ({
  id,
  created_at: createdAt,
  received_at: '2026-11-25T04:14:00+00:00',
  transaction_id: '9GH7K2L1MN',
  ...keptAsIs,
  settled_at: '2026-11-25T04:14:02+00:00',
  anchored_at: null,
  duplicate_of: null,
  request: {
    id: 'req-1',
    name: 'রহিম উদ্দিন',
    phone: '01912345678',
    course_id: 'web-development',
    transaction_id: '9GH7K2L1MN',
    amount_due: 699,
    status: 'approved',
    courses: { title: 'Web Development with AI' },
  },
  ...changes,
})

const ids = ['a', 'b', 'c', 'd'].map((c) => `${c.repeat(8)}-0000-4000-8000-000000000000`)
const rows = [
  messageRow(ids[0]!, '2026-11-25T04:14:03.123456+00:00'),
  messageRow(ids[1]!, '2026-11-25T04:10:00+00:00', { state: 'held', chain: 'breaks' }),
  messageRow(ids[2]!, '2026-11-25T04:10:00+00:00', { state: 'waiting', request: null }),
]
const cursor = (row: { id: string; created_at: string }) => ({ at: row.created_at, id: row.id })

describe('listWalletMessages', () => {
  it('asks for one page more than 50, newest first (created_at desc, id), with the request', async () => {
    const { client, requests } = fakeBackend(() => reply(200, rows))
    const page = await listWalletMessages(client)
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/rest/v1/wallet_messages')
    expect(url.searchParams.get('order')).toBe('created_at.desc,id.asc')
    expect(url.searchParams.get('limit')).toBe('51')
    expect(url.searchParams.get('select')).toContain(
      'request:pending_enrollments!wallet_messages_request_id_fkey(',
    )
    expect(url.searchParams.has('state')).toBe(false)
    expect(url.searchParams.has('or')).toBe(false)
    expect(page.rows[0]).toEqual({
      id: ids[0],
      createdAt: '2026-11-25T04:14:03.123456+00:00',
      receivedAt: '2026-11-25T04:14:00+00:00',
      transactionId: '9GH7K2L1MN',
      ...keptAsIs,
      request: {
        id: 'req-1',
        name: 'রহিম উদ্দিন',
        phone: '01912345678',
        courseId: 'web-development',
        courseTitle: 'Web Development with AI',
        transactionId: '9GH7K2L1MN',
        amountDue: 699,
        status: 'approved',
      },
      settledAt: '2026-11-25T04:14:02+00:00',
      anchoredAt: null,
      duplicateOf: null,
    })
    expect(page.rows[2]?.request).toBeNull()
    // three rows are not more than a page; no count was asked
    expect(page.next).toBeNull()
    expect(page.total).toBeNull()
  })

  it('filters by one state, or by the four that need a look, on the server', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    await listWalletMessages(client, { state: 'held' })
    await listWalletMessages(client, { needsLook: true })
    await listWalletMessages(client, { state: 'duplicate', needsLook: true })
    const params = requests.map((r) => new URL(r.url).searchParams)
    expect(params[0]!.get('state')).toBe('eq.held')
    expect(params[1]!.get('state')).toBe('in.(held,amount_differs,waiting,matched)')
    expect(params[2]!.get('state')).toBe('eq.duplicate')
  })

  it('pages to older messages after a cursor, and says when more follow', async () => {
    const { client, requests } = fakeBackend(() => reply(200, rows))
    const page = await listWalletMessages(
      client,
      { needsLook: true },
      { limit: 2, after: cursor(messageRow(ids[3]!, '2026-11-25T05:00:00.5+00:00')) },
    )
    const params = new URL(requests[0]!.url).searchParams
    expect(params.get('or')).toBe(
      `(created_at.lt."2026-11-25T05:00:00.5+00:00",and(created_at.eq."2026-11-25T05:00:00.5+00:00",id.gt.${ids[3]}))`,
    )
    expect(params.get('order')).toBe('created_at.desc,id.asc')
    expect(params.get('limit')).toBe('3')
    expect(page.rows.map((m) => m.id)).toEqual([ids[0], ids[1]])
    expect(page.next).toEqual(cursor(rows[1]!))
  })

  it('refuses a made-up cursor or a bad page size, asking nothing', async () => {
    const { client, requests } = fakeBackend(() => reply(200, []))
    const bad = [
      { after: { at: '2026-11-25),or(id.gt.x', id: ids[0]! } },
      { after: { at: '2026-11-25T04:10:00+00:00', id: 'x"y' } },
      { limit: 0 },
      { limit: 1000 },
      { limit: 2.5 },
    ]
    for (const query of bad) {
      expect((await rejection(listWalletMessages(client, {}, query))).kind).toBe('invalid')
    }
    expect(requests).toHaveLength(0)
  })

  it('refuses a malformed answer with the inbox message, and a learner with forbidden', async () => {
    const bad = fakeBackend(() => reply(200, [{ ...rows[0], state: 'lost' }]))
    const odd = await rejection(listWalletMessages(bad.client))
    expect([odd.code, odd.operation]).toEqual(['unexpected_response', 'walletMessages.list'])
    const e = await failureOn(
      () => databaseError(403, '42501', 'permission denied for table wallet_messages'),
      (client) => listWalletMessages(client),
    )
    expect(e.kind).toBe('forbidden')
  })
})

describe('approveWalletMessage and anchorWalletMessage', () => {
  for (const [fn, rpc] of [
    [approveWalletMessage, 'approve_wallet_message'],
    [anchorWalletMessage, 'anchor_wallet_message'],
  ] as const) {
    it(`${rpc}: sends the message id and answers its state now`, async () => {
      const { client, requests } = fakeBackend(() => reply(200, 'settled'))
      expect(await fn(client, ids[0]!)).toBe('settled')
      expect(new URL(requests[0]!.url).pathname).toBe(`/rest/v1/rpc/${rpc}`)
      expect(requests[0]!.body).toEqual({ message_id: ids[0] })
    })

    it(`${rpc}: says so when the message is not there, or for a learner`, async () => {
      const missing = await failureOn(
        () =>
          databaseError(404, 'P0002', 'Wallet message x was not found.', {
            hint: 'wallet_message_not_found',
          }),
        (client) => fn(client, ids[0]!),
      )
      expect(missing.hint).toBe('wallet_message_not_found')
      expect(missing.kind).toBe('not_found')
      const learner = await failureOn(
        () => databaseError(403, '42501', 'Admins only', { hint: 'admin_only' }),
        (client) => fn(client, ids[0]!),
      )
      expect(learner.kind).toBe('forbidden')
    })
  }

  it.each([
    {
      says: 'only a matched payment can be approved, whatever state the raise names',
      call: approveWalletMessage,
      refusal: () =>
        databaseError(400, '55000', 'Only a matched payment can be approved (this one is held).', {
          hint: 'wallet_message_not_matched',
          details: 'held',
        }),
      shown: ['conflict', 'wallet_message_not_matched', 'held'],
    },
    {
      says: 'only a message with a balance anchors its wallet',
      call: anchorWalletMessage,
      refusal: () =>
        databaseError(400, '22023', 'Only a wallet message that prints a balance…', {
          hint: 'wallet_message_not_anchorable',
        }),
      shown: ['invalid', 'wallet_message_not_anchorable', undefined],
    },
  ])('says $says', async ({ call, refusal, shown }) => {
    const e = await failureOn(refusal, (client) => call(client, ids[0]!))
    expect([e.kind, e.hint, e.detail]).toEqual(shown)
  })

  it('refuses an answer that is no state', async () => {
    const { client } = fakeBackend(() => reply(200, 'approved'))
    const e = await rejection(approveWalletMessage(client, ids[0]!))
    expect([e.code, e.operation]).toEqual(['unexpected_response', 'walletMessage.approve'])
  })
})

describe('the automatic-approval switch', () => {
  it('reads the one row', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, { auto_approve: false, updated_at: '2026-11-25T04:00:00+00:00' }),
    )
    expect(await getWalletSettings(client)).toEqual({
      autoApprove: false,
      updatedAt: '2026-11-25T04:00:00+00:00',
    })
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/rest/v1/wallet_settings')
    expect(url.searchParams.get('id')).toBe('eq.true')
  })

  it('reads a missing row as on, as the database does', async () => {
    const { client } = fakeBackend(() => reply(200, []))
    expect(await getWalletSettings(client)).toEqual({ autoApprove: true, updatedAt: null })
  })

  it('updates auto_approve of the row whose id is true and answers it as stored', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, [{ auto_approve: true, updated_at: '2026-11-25T05:00:00+00:00' }]),
    )
    expect(await setAutoApprove(client, true)).toEqual({
      autoApprove: true,
      updatedAt: '2026-11-25T05:00:00+00:00',
    })
    expect(requests[0]!.method).toBe('PATCH')
    expect(requests[0]!.body).toEqual({ auto_approve: true })
    expect(new URL(requests[0]!.url).searchParams.get('id')).toBe('eq.true')
  })

  it('fails when no row changed (row-level security lets a learner change nothing)', async () => {
    const { client } = fakeBackend(() => reply(200, []))
    expect((await rejection(setAutoApprove(client, false))).operation).toBe('walletSettings.update')
  })
})

describe('the wallet senders', () => {
  it('lists them by wallet then sender', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, [{ sender: 'bKash', wallet: 'bKash', created_at: '2026-11-25T00:00:00+00:00' }]),
    )
    expect(await listWalletSenders(client)).toEqual([
      { sender: 'bKash', wallet: 'bKash', createdAt: '2026-11-25T00:00:00+00:00' },
    ])
    expect(new URL(requests[0]!.url).searchParams.get('order')).toBe('wallet.asc,sender.asc')
  })

  it('adds a sender trimmed, and answers the row', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(201, { sender: 'NAGAD-BD', wallet: 'Nagad', created_at: '2026-11-25T05:00:00+00:00' }),
    )
    expect(await addWalletSender(client, { sender: '  NAGAD-BD ', wallet: 'Nagad' })).toEqual({
      sender: 'NAGAD-BD',
      wallet: 'Nagad',
      createdAt: '2026-11-25T05:00:00+00:00',
    })
    expect(requests[0]!.method).toBe('POST')
    expect(requests[0]!.body).toEqual({ sender: 'NAGAD-BD', wallet: 'Nagad' })
  })

  it('refuses a blank or long sender, or another wallet, without asking the database', async () => {
    const { client, requests } = fakeBackend(() => reply(201, {}))
    const cases = [
      [{ sender: '   ', wallet: 'bKash' }, 'sender', 'too_small'],
      [{ sender: 'x'.repeat(33), wallet: 'bKash' }, 'sender', 'too_big'],
      [{ sender: 'UPAY', wallet: 'Upay' }, 'wallet', 'invalid_value'],
    ] as const
    for (const [input, field, code] of cases) {
      const e = await rejection(addWalletSender(client, input))
      expect([e.kind, e.field, e.code]).toEqual(['invalid', field, code])
    }
    expect(requests).toHaveLength(0)

    const longest = fakeBackend((r) =>
      reply(201, { ...(r.body as object), created_at: '2026-11-25T05:00:00+00:00' }),
    )
    expect(
      await addWalletSender(longest.client, { sender: 'x'.repeat(32), wallet: 'Rocket' }),
    ).toMatchObject({ sender: 'x'.repeat(32), wallet: 'Rocket' })
  })

  it('says a sender already on the list (in any case) is there already', async () => {
    const e = await failureOn(
      () =>
        uniqueViolation(
          'wallet_senders_lower_sender_key',
          'Key (lower(sender))=(bkash) already exists.',
        ),
      (client) => addWalletSender(client, { sender: 'BKASH', wallet: 'bKash' }),
    )
    expect([e.kind, e.code, e.operation]).toEqual(['conflict', '23505', 'walletSender.add'])
  })

  it('removes one sender by its id, and says so when it was gone already', async () => {
    const { client, requests } = fakeBackend(() => reply(200, [{ sender: '16216' }]))
    await removeWalletSender(client, '16216')
    expect(requests[0]!.method).toBe('DELETE')
    expect(new URL(requests[0]!.url).searchParams.get('sender')).toBe('eq.16216')

    const gone = fakeBackend(() => reply(200, []))
    const e = await rejection(removeWalletSender(gone.client, '16216'))
    expect([e.kind, e.code, e.operation]).toEqual(['not_found', 'PGRST116', 'walletSender.remove'])
  })
})

describe('listWalletDevices', () => {
  it('answers each phone with its last message and ping', async () => {
    const { client, requests } = fakeBackend(() =>
      reply(200, [
        {
          device_id: 'pixel-1',
          last_message_at: '2026-11-25T04:14:00+00:00',
          last_ping_at: null,
        },
      ]),
    )
    expect(await listWalletDevices(client)).toEqual([
      { deviceId: 'pixel-1', lastMessageAt: '2026-11-25T04:14:00+00:00', lastPingAt: null },
    ])
    expect(new URL(requests[0]!.url).pathname).toBe('/rest/v1/wallet_devices')
  })

  it("says the phone's status could not be loaded", async () => {
    const e = await failureOn(
      () => databaseError(500, 'XX000', 'boom'),
      (client) => listWalletDevices(client),
    )
    expect([e.kind, e.operation]).toEqual(['unknown', 'walletDevices.list'])
  })
})
