/**
 * The wallet phone's messages in the database (issue 23, docs/decisions/0048-wallet-sms.md):
 * who may read and change the inbox, the senders and the switch; the one rule that settles a
 * request from a forwarded SMS (sender, balance chain, transaction id, amount), in either order;
 * and the races it must win. Messages enter as the wallet-sms function hands them over:
 * `private.receive_wallet_message(jsonb)` with what @repo/payments read (its own tests cover the
 * reading; wallet-sms.test.ts covers the function in front of this).
 *
 * The tests share one database with the other files. Every message here is stamped from 2031 on,
 * later than anything else, and the bKash chain is anchored by the admin first, so no other
 * file's messages change what these find.
 */
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import pg from 'pg'
import { beforeAll, describe, expect, test } from 'vitest'
import { walletResources } from './covered-elsewhere'
import {
  allowedWrite,
  callersMatrix,
  decisionsOf,
  everyone,
  expectAllowed,
  expectError,
  expectForbidden,
  expectReadRefused,
  expectRefused,
  freshRequest,
  learners,
  refusedWrite,
  reject,
  requestRow,
  signInAdmin,
  signInAdminAndLearner,
  signInCallers,
  signUpLearner,
  sql,
  stack,
  stored,
  submitRequest,
  token,
  transactionId,
  type Caller,
  type Callers,
  type PendingRequest,
  type Person,
} from './support'
import { message, type MessageRow, type Received } from './wallet-support'

type Kind = 'received' | 'sent' | 'cash_out' | 'cash_in' | 'payment' | 'other'
type Wallet = 'bKash' | 'Nagad' | 'Rocket'
const senderOf: Record<Wallet, string> = { bKash: 'bKash', Nagad: 'NAGAD', Rocket: '16216' }

// ------------------------------------------------------------------ posting messages
/** Phone times from 2031 on, one minute apart: later than every other file's messages. */
let clock = Date.parse('2031-01-01T00:00:00Z')
function nextTime(): string {
  clock += 60_000
  return new Date(clock).toISOString()
}

interface Sms {
  wallet?: Wallet
  /** the sender id; the wallet's own by default */
  sender?: string
  kind: Kind
  amount?: number | null
  fee?: number | null
  balance: number | null
  transactionId?: string | null
  receivedAt?: string
  webhookId?: string
  /** the format the parser recognised, when not the sender's wallet */
  readAs?: Wallet | null
}

/** The change of the balance a message of this kind makes (as readWalletSms reports it). */
function changeOf(kind: Kind, amount: number, fee: number): number | null {
  if (kind === 'received' || kind === 'cash_in') return round(amount - fee)
  if (kind === 'other') return null
  return round(-(amount + fee))
}
const round = (n: number) => Math.round(n * 100) / 100

function webhookBody(s: Sms) {
  const wallet = s.wallet ?? 'bKash'
  const amount = s.amount ?? null
  const fee = s.fee ?? null
  return {
    webhook_id: s.webhookId ?? randomUUID(),
    device_id: 'test-phone',
    message_id: randomUUID(),
    sender: s.sender ?? senderOf[wallet],
    recipient: '+8801700000000',
    sim_number: 1,
    text: `${s.kind} ${amount ?? ''} ${s.transactionId ?? ''} balance ${s.balance ?? ''}`,
    received_at: s.receivedAt ?? nextTime(),
    read: {
      kind: s.kind,
      wallet: s.readAs === undefined ? (s.kind === 'other' ? null : wallet) : s.readAs,
      transaction_id: s.transactionId ?? null,
      amount,
      fee,
      balance: s.balance,
      change: amount === null ? null : changeOf(s.kind, amount, fee ?? 0),
      payer: s.kind === 'received' ? '01712345678' : null,
    },
  }
}

async function receive(body: ReturnType<typeof webhookBody>): Promise<Received> {
  const [row] = await sql<{ r: Received }>(
    'select private.receive_wallet_message($1::jsonb) as r',
    [JSON.stringify(body)],
  )
  return row!.r
}
const post = (s: Sms) => receive(webhookBody(s))

async function request(id: string): Promise<PendingRequest> {
  const [row] = await stored<PendingRequest>('pending_enrollments', 'id', id)
  if (!row) throw new Error(`no request ${id}`)
  return row
}
async function enrolled(person: Person, course: string): Promise<boolean> {
  const rows = await stored<{ course_id: string }>('enrollments', 'user_id', person.id)
  return rows.some((r) => r.course_id === course)
}

/**
 * The bKash balance as this file knows it, after the admin anchored the chain at a message of
 * its own; every genuine message below moves it.
 */
let balance = 0
async function genuine(s: Omit<Sms, 'balance'>): Promise<Received> {
  const change = changeOf(s.kind, s.amount ?? 0, s.fee ?? 0) ?? 0
  balance = round(balance + change)
  return post({ ...s, balance })
}
/** A bKash receipt of exactly what `r` owes, no fee, naming its transaction id. */
const receiptOf = (r: PendingRequest) =>
  ({ kind: 'received', amount: r.amount_due, fee: 0, transactionId: r.transaction_id }) as const
/** A genuine bKash payment of exactly what `r` owes, naming its transaction id. */
const payFor = (r: PendingRequest, transactionId = r.transaction_id) =>
  genuine({ ...receiptOf(r), transactionId })
async function anchorBkash(admin: Person, at = 50_000): Promise<void> {
  balance = at
  const sent = await post({
    kind: 'cash_in',
    amount: 1000,
    fee: 0,
    balance,
    transactionId: `CI${token(8)}`,
  })
  const r = await admin.client.rpc('anchor_wallet_message', { message_id: sent.id })
  expectAllowed(r)
  expect((await message(sent.id)).chain).toBe('anchor')
}
async function setAutoApprove(admin: Person, on: boolean): Promise<void> {
  const r = await admin.client.from('wallet_settings').update({ auto_approve: on }).eq('id', true)
  expectAllowed(r)
}

// ------------------------------------------------------------------ security cells
interface Ctx extends Callers {
  /** a held bKash message (balance does not follow) and a matched one (switch off) */
  held: string
  matched: { messageId: string; request: PendingRequest; person: Person }
}
const { cell, describeCells, expectCovered } = callersMatrix<Ctx>()

/** `role` approves the matched payment by its message (the admin's one-click approval). */
const approveMatched = (c: Ctx, role: Caller) =>
  c.client(role).rpc('approve_wallet_message', { message_id: c.matched.messageId })

// wallet_messages: admins read; nobody writes through the API
for (const role of ['anon', ...learners] as const) {
  cell(
    'wallet_messages',
    'select',
    role,
    false,
    // the matched message is the learner's own payment
    'reads the forwarded SMS (any, the matched one included)',
    async (c) => {
      const r = await c.client(role).from('wallet_messages').select('id, body').limit(5)
      expectRefused(r)
      await expectReadRefused(c.client(role), 'wallet_messages', 'id', { id: c.matched.messageId })
    },
  )
}
cell('wallet_messages', 'select', 'admin', true, 'reads the inbox, newest first', async (c) => {
  const r = await c
    .client('admin')
    .from('wallet_messages')
    .select('id, state, chain')
    .eq('id', c.held)
    .single()
  expectAllowed(r)
  expect(r.data).toMatchObject({ id: c.held, state: 'held', chain: 'breaks' })
})
for (const role of everyone) {
  cell('wallet_messages', 'insert', role, false, 'stores a forged payment SMS', async (c) => {
    const forged = {
      webhook_id: randomUUID(),
      sender: 'bKash',
      body: 'You have received Tk 699.00',
      received_at: nextTime(),
      kind: 'received',
      wallet: 'bKash',
      transaction_id: transactionId(),
      amount: 699,
      state: 'settled',
    }
    await refusedWrite.insert(c.client(role), 'wallet_messages', forged, 'transaction_id')
  })
  cell('wallet_messages', 'update', role, false, 'marks a held payment settled', async (c) => {
    const settled = { state: 'settled', chain: 'follows' }
    const row = await refusedWrite.update(
      c.client(role),
      'wallet_messages',
      { id: c.held },
      settled,
    )
    expect(row).toMatchObject({ state: 'held', chain: 'breaks' })
  })
  cell('wallet_messages', 'delete', role, false, 'deletes a forwarded SMS', async (c) => {
    await refusedWrite.delete(c.client(role), 'wallet_messages', { id: c.held })
  })
}

// wallet_senders: admins read and edit; nobody else sees or changes them
for (const role of ['anon', ...learners] as const) {
  cell(
    'wallet_senders',
    'select',
    role,
    false,
    'reads which sender ids count as money',
    async (c) => {
      expectRefused(await c.client(role).from('wallet_senders').select('sender'))
    },
  )
  cell(
    'wallet_senders',
    'insert',
    role,
    false,
    'adds their own phone number as a wallet',
    async (c) => {
      const sender = `01${token(9).replace(/\D/g, '7').padEnd(9, '7')}`
      await refusedWrite.insert(
        c.client(role),
        'wallet_senders',
        { sender, wallet: 'bKash' },
        'sender',
      )
    },
  )
  cell(
    'wallet_senders',
    'update',
    role,
    false,
    'moves the bKash sender id to another wallet',
    async (c) => {
      const key = { sender: 'bKash' }
      const rocket = { wallet: 'Rocket' }
      const row = await refusedWrite.update(
        c.client(role),
        'wallet_senders',
        key,
        rocket,
        expectRefused,
      )
      expect(row).toMatchObject({ wallet: 'bKash' })
    },
  )
  cell('wallet_senders', 'delete', role, false, 'removes the NAGAD sender id', async (c) => {
    await refusedWrite.delete(c.client(role), 'wallet_senders', { sender: 'NAGAD' }, expectRefused)
  })
}
cell('wallet_senders', 'select', 'admin', true, 'reads the three default sender ids', async (c) => {
  const r = await c.client('admin').from('wallet_senders').select('sender, wallet').order('sender')
  expectAllowed(r)
  expect(r.data).toEqual(
    expect.arrayContaining([
      { sender: '16216', wallet: 'Rocket' },
      { sender: 'bKash', wallet: 'bKash' },
      { sender: 'NAGAD', wallet: 'Nagad' },
    ]),
  )
})
cell(
  'wallet_senders',
  'insert',
  'admin',
  true,
  'adds a sender id; the same one in other case is refused',
  async (c) => {
    const sender = `Upay${token(4)}`
    const r = await c.client('admin').from('wallet_senders').insert({ sender, wallet: 'Nagad' })
    expectAllowed(r)
    const again = await c
      .client('admin')
      .from('wallet_senders')
      .insert({ sender: sender.toUpperCase(), wallet: 'Nagad' })
    expectError(again)
    expect(again.error?.code).toBe('23505')
    await c.client('admin').from('wallet_senders').delete().eq('sender', sender)
  },
)
cell('wallet_senders', 'update', 'admin', true, "changes a sender id's wallet", async (c) => {
  const sender = `Tst${token(5)}`
  expectAllowed(await c.client('admin').from('wallet_senders').insert({ sender, wallet: 'Nagad' }))
  const r = await c
    .client('admin')
    .from('wallet_senders')
    .update({ wallet: 'Rocket' })
    .eq('sender', sender)
    .select('wallet')
  expectAllowed(r)
  expect(r.data).toEqual([{ wallet: 'Rocket' }])
  await c.client('admin').from('wallet_senders').delete().eq('sender', sender)
})
cell(
  'wallet_senders',
  'delete',
  'admin',
  true,
  'removes a sender id: its messages are no longer money',
  async (c) => {
    const sender = `Old${token(5)}`
    expectAllowed(
      await c.client('admin').from('wallet_senders').insert({ sender, wallet: 'Rocket' }),
    )
    await allowedWrite.delete(c.client('admin'), 'wallet_senders', { sender })
    const sent = await post({
      wallet: 'Rocket',
      sender,
      kind: 'received',
      amount: 10,
      fee: 0,
      balance: 10,
      transactionId: transactionId(),
    })
    expect(sent.state).toBe('not_wallet')
  },
)

// wallet_settings: one row; admins read and flip the switch
for (const role of ['anon', ...learners] as const) {
  cell(
    'wallet_settings',
    'select',
    role,
    false,
    'reads whether payments approve themselves',
    async (c) => {
      expectRefused(await c.client(role).from('wallet_settings').select('auto_approve'))
    },
  )
  cell('wallet_settings', 'update', role, false, 'switches automatic approval off', async (c) => {
    const r = await c
      .client(role)
      .from('wallet_settings')
      .update({ auto_approve: false })
      .eq('id', true)
    expectRefused(r)
    const [row] = await sql<{ auto_approve: boolean }>(
      'select auto_approve from public.wallet_settings',
    )
    expect(row?.auto_approve).toBe(true)
  })
}
for (const role of everyone) {
  cell('wallet_settings', 'insert', role, false, 'adds a second settings row', async (c) => {
    const r = await c.client(role).from('wallet_settings').insert({ id: true, auto_approve: false })
    expectError(r)
    expect(await sql('select 1 from public.wallet_settings')).toHaveLength(1)
  })
  cell('wallet_settings', 'delete', role, false, 'deletes the settings', async (c) => {
    const r = await c.client(role).from('wallet_settings').delete().eq('id', true)
    expectForbidden(r)
    expect(await sql('select 1 from public.wallet_settings')).toHaveLength(1)
  })
}
cell('wallet_settings', 'select', 'admin', true, 'reads the switch (on by default)', async (c) => {
  const r = await c.client('admin').from('wallet_settings').select('auto_approve').single()
  expectAllowed(r)
  expect(r.data).toEqual({ auto_approve: true })
})
cell(
  'wallet_settings',
  'update',
  'admin',
  true,
  'switches automatic approval off and on',
  async (c) => {
    await setAutoApprove(c.admin, false)
    expect(
      (await sql<{ auto_approve: boolean }>('select auto_approve from public.wallet_settings'))[0]
        ?.auto_approve,
    ).toBe(false)
    await setAutoApprove(c.admin, true)
    expect(
      (await sql<{ auto_approve: boolean }>('select auto_approve from public.wallet_settings'))[0]
        ?.auto_approve,
    ).toBe(true)
  },
)

// wallet_devices: the phone's health, for admins; written only by the function's calls
for (const role of ['anon', ...learners] as const) {
  cell('wallet_devices', 'select', role, false, "reads the wallet phone's device id", async (c) => {
    expectRefused(await c.client(role).from('wallet_devices').select('device_id'))
  })
}
cell(
  'wallet_devices',
  'select',
  'admin',
  true,
  'reads when the phone last sent a message',
  async (c) => {
    const r = await c
      .client('admin')
      .from('wallet_devices')
      .select('device_id, last_message_at')
      .eq('device_id', 'test-phone')
      .single()
    expectAllowed(r)
    expect(r.data?.last_message_at).not.toBeNull()
  },
)
for (const role of everyone) {
  cell('wallet_devices', 'insert', role, false, 'fakes a sign of life', async (c) => {
    const ping = { device_id: `fake-${token(6)}`, last_ping_at: new Date().toISOString() }
    await refusedWrite.insert(c.client(role), 'wallet_devices', ping, 'device_id')
  })
  cell('wallet_devices', 'update', role, false, 'moves the last ping forward', async (c) => {
    const row = await refusedWrite.update<{ last_ping_at: string | null }>(
      c.client(role),
      'wallet_devices',
      { device_id: 'test-phone' },
      { last_ping_at: '2099-01-01T00:00:00Z' },
    )
    expect(row?.last_ping_at ?? '').not.toContain('2099')
  })
  cell('wallet_devices', 'delete', role, false, 'forgets the phone', async (c) => {
    await refusedWrite.delete(c.client(role), 'wallet_devices', { device_id: 'test-phone' })
  })
}

// the admin's calls
cell('approve_wallet_message', 'rpc', 'anon', false, 'approves a matched payment', async (c) => {
  const r = await approveMatched(c, 'anon')
  expectError(r, /permission denied/)
  expect((await message(c.matched.messageId)).state).toBe('matched')
})
for (const role of learners) {
  cell(
    'approve_wallet_message',
    'rpc',
    role,
    false,
    'approves a matched payment (their own request)',
    async (c) => {
      const r = await approveMatched(c, role)
      expectForbidden(r)
      expect((await message(c.matched.messageId)).state).toBe('matched')
      expect((await request(c.matched.request.id)).status).toBe('pending')
    },
  )
}
cell(
  'approve_wallet_message',
  'rpc',
  'admin',
  true,
  'approves a matched payment: the decision names the admin and the message',
  async (c) => {
    const r = await approveMatched(c, 'admin')
    expectAllowed(r)
    expect(r.data).toBe('settled')
    expect(await request(c.matched.request.id)).toMatchObject({ status: 'approved' })
    const [decision] = await decisionsOf(c.matched.request.id)
    expect(decision).toMatchObject({ decision: 'approved', decided_by: c.admin.id })
    const [row] = await sql<{ automatic: boolean; wallet_message_id: string }>(
      'select automatic, wallet_message_id from public.enrollment_decisions where request_id = $1',
      [c.matched.request.id],
    )
    expect(row).toEqual({ automatic: false, wallet_message_id: c.matched.messageId })
    const again = await approveMatched(c, 'admin')
    expectError(again)
    expect(again.error?.code).toBe('55000')
  },
)
cell('anchor_wallet_message', 'rpc', 'anon', false, 'vouches for a held balance', async (c) => {
  expectError(
    await c.client('anon').rpc('anchor_wallet_message', { message_id: c.held }),
    /permission denied/,
  )
  expect((await message(c.held)).chain).toBe('breaks')
})
for (const role of learners) {
  cell('anchor_wallet_message', 'rpc', role, false, 'vouches for a forged balance', async (c) => {
    expectForbidden(await c.client(role).rpc('anchor_wallet_message', { message_id: c.held }))
    expect(await message(c.held)).toMatchObject({ chain: 'breaks', state: 'held' })
  })
}
cell(
  'anchor_wallet_message',
  'rpc',
  'admin',
  true,
  're-anchors the chain at a message (tested in "the admin re-anchors")',
  async (c) => {
    const sent = await post({
      kind: 'cash_in',
      amount: 5,
      fee: 0,
      balance: 1,
      transactionId: `CI${token(8)}`,
      receivedAt: '2030-06-01T00:00:00Z',
    })
    const r = await c.client('admin').rpc('anchor_wallet_message', { message_id: sent.id })
    expectAllowed(r)
    expect(await message(sent.id)).toMatchObject({ chain: 'anchor', state: 'not_payment' })
    const unknown = await c
      .client('admin')
      .rpc('anchor_wallet_message', { message_id: randomUUID() })
    expectError(unknown)
    expect(unknown.error?.code).toBe('P0002')
  },
)

async function arrange(): Promise<Ctx> {
  const callers = await signInCallers('wallet')
  const { learner, admin } = callers
  await anchorBkash(admin)
  const forged = await post({
    kind: 'received',
    amount: 699,
    fee: 0,
    balance: balance + 5000,
    transactionId: transactionId(),
  })
  const matchedRequest = await freshRequest(learner, 'video-editing')
  await setAutoApprove(admin, false)
  let matched: Received
  try {
    matched = await payFor(matchedRequest)
  } finally {
    await setAutoApprove(admin, true)
  }
  expect(matched.state).toBe('matched')
  return {
    ...callers,
    held: forged.id,
    matched: { messageId: matched.id, request: matchedRequest, person: learner },
  }
}

describeCells('wallet security cells', arrange, () => {
  test('every wallet table and function has cells for each role (matrix.test.ts skips them)', () =>
    expectCovered(walletResources, everyone))
})

// ------------------------------------------------------------------ the rule
describe('settling from a forwarded SMS', () => {
  let admin: Person
  let learner: Person
  beforeAll(async () => {
    ;({ admin, learner } = await signInAdminAndLearner('walletrule'))
    await anchorBkash(admin, 20_000)
  })

  test('the request came first: a payment that follows the chain approves it, automatically', async () => {
    const r = await freshRequest(learner, 'creative-design')
    const sent = await payFor(r, r.transaction_id.toLowerCase())
    expect(sent).toMatchObject({ state: 'settled', request_id: r.id, replayed: false })
    expect(await request(r.id)).toMatchObject({
      status: 'approved',
      paid_wallet: 'bKash',
      paid_transaction_id: r.transaction_id,
      paid_sender: '01712345678',
    })
    expect(await enrolled(learner, 'creative-design')).toBe(true)
    const [decision] = await decisionsOf(r.id)
    expect(decision).toMatchObject({
      decision: 'approved',
      decided_by: null,
      payment_amount: r.amount_due,
    })
    const [how] = await sql<{ automatic: boolean; wallet_message_id: string }>(
      'select automatic, wallet_message_id from public.enrollment_decisions where request_id = $1',
      [r.id],
    )
    expect(how).toEqual({ automatic: true, wallet_message_id: sent.id })
    const kinds = await sql<{ kind: string }>(
      'select kind from public.notifications where user_id = $1 and data ->> $2 = $3 order by created_at',
      [learner.id, 'request_id', r.id],
    )
    expect(kinds.map((k) => k.kind)).toEqual(['request_submitted', 'request_approved'])
  })

  test('the SMS came first: it waits, and the request settles the moment it is submitted', async () => {
    await clearAll(learner, 'web-development')
    const txn = transactionId()
    const sent = await genuine({ kind: 'received', amount: 699, fee: 0, transactionId: txn })
    expect(sent.state).toBe('waiting')
    const r = await submitRequest(learner, {
      course_id: 'web-development',
      transaction_id: ` ${txn.toLowerCase()} `,
    })
    expect((await request(r.id)).status).toBe('approved')
    expect(await message(sent.id)).toMatchObject({ state: 'settled', request_id: r.id })
    expect(await enrolled(learner, 'web-development')).toBe(true)
  })

  test('a forged receipt whose balance does not follow is held; the chain goes on from the genuine balance', async () => {
    const r = await freshRequest(learner, 'video-editing')
    const forged = await post({
      ...receiptOf(r),
      balance: balance + r.amount_due + 1,
    })
    expect(forged.state).toBe('held')
    expect(await message(forged.id)).toMatchObject({ chain: 'breaks', request_id: null })
    expect((await request(r.id)).status).toBe('pending')
    // a genuine send after it follows the balance before the forgery
    const next = await genuine({
      kind: 'sent',
      amount: 300,
      fee: 5,
      transactionId: `SM${token(8)}`,
    })
    expect(next.state).toBe('not_payment')
    expect((await message(next.id)).chain).toBe('follows')
  })

  test('a short amount is left for the admin, and shown', async () => {
    const r = await freshRequest(learner, 'video-editing')
    const sent = await genuine({
      kind: 'received',
      amount: r.amount_due - 1,
      fee: 0,
      transactionId: r.transaction_id,
    })
    expect(sent).toMatchObject({ state: 'amount_differs', request_id: r.id })
    expect((await request(r.id)).status).toBe('pending')
    expect(await enrolled(learner, 'video-editing')).toBe(false)
  })

  test("a stranger's perfect receipt from an ordinary number settles nothing, and is kept", async () => {
    const r = await freshRequest(learner, 'video-editing')
    const sent = await post({
      ...receiptOf(r),
      sender: '+8801812345678',
      balance: balance + r.amount_due,
    })
    expect(sent.state).toBe('not_wallet')
    expect(await message(sent.id)).toMatchObject({ wallet: null, chain: null })
    expect((await request(r.id)).status).toBe('pending')
  })

  test('a look-alike sender id in other case is the wallet; another wallet’s format from it is not money', async () => {
    const txn = transactionId()
    const odd = await post({
      sender: 'BKASH',
      readAs: 'Nagad',
      kind: 'received',
      amount: 10,
      fee: 0,
      balance: balance + 10,
      transactionId: txn,
    })
    expect(odd.state).toBe('not_payment')
    expect(await message(odd.id)).toMatchObject({ wallet: 'bKash', kind: 'other' })
  })

  test('the same webhook twice changes nothing; the same transaction from a second phone is a duplicate', async () => {
    const txn = transactionId()
    const body = webhookBody({
      kind: 'received',
      amount: 50,
      fee: 0,
      balance: round(balance + 50),
      transactionId: txn,
    })
    balance = round(balance + 50)
    const first = await receive(body)
    const again = await receive(body)
    expect(again).toEqual({ ...first, replayed: true })
    const second = await receive({ ...body, webhook_id: randomUUID(), device_id: 'second-phone' })
    expect(second.state).toBe('duplicate')
    expect((await message(second.id)).duplicate_of).toBe(first.id)
    expect(await stored('wallet_messages', 'transaction_id', txn)).toHaveLength(2)
  })

  test('out of order: a payment held because the message before it had not arrived settles when it does', async () => {
    const r = await freshRequest(learner, 'video-editing')
    const sendAt = nextTime()
    const payAt = nextTime()
    const sendBalance = round(balance - 1018.5)
    balance = round(sendBalance + r.amount_due)
    const pay = await post({
      ...receiptOf(r),
      balance,
      receivedAt: payAt,
    })
    expect(pay.state).toBe('held')
    expect((await request(r.id)).status).toBe('pending')
    const cashOut = await post({
      kind: 'cash_out',
      amount: 1000,
      fee: 18.5,
      balance: sendBalance,
      transactionId: `CO${token(8)}`,
      receivedAt: sendAt,
    })
    expect(cashOut.state).toBe('not_payment')
    expect(await message(pay.id)).toMatchObject({ state: 'settled', chain: 'follows' })
    expect((await request(r.id)).status).toBe('approved')
  })

  test('after a message the parser could not read, a payment is held until the admin re-anchors', async () => {
    const r = await freshRequest(learner, 'video-editing')
    balance = round(balance - 50)
    const unread = await post({ kind: 'other', balance })
    expect(await message(unread.id)).toMatchObject({ state: 'not_payment', chain: 'unverified' })
    const pay = await payFor(r)
    expect(pay.state).toBe('held')
    expect((await message(pay.id)).chain).toBe('unverified')
    // the admin checks the wallet and says this balance is right: it settles, and the chain
    // goes on from it
    const anchored = await admin.client.rpc('anchor_wallet_message', { message_id: pay.id })
    expectAllowed(anchored)
    expect(anchored.data).toBe('settled')
    expect((await request(r.id)).status).toBe('approved')
    const [decision] = await decisionsOf(r.id)
    expect(decision?.decided_by).toBe(admin.id)
    const next = await genuine({
      kind: 'payment',
      amount: 20,
      fee: 0,
      transactionId: `PM${token(8)}`,
    })
    expect((await message(next.id)).chain).toBe('follows')
  })

  test('a receipt without a balance cannot be checked and is held', async () => {
    const r = await freshRequest(learner, 'video-editing')
    const sent = await post({
      ...receiptOf(r),
      balance: null,
    })
    expect(sent.state).toBe('held')
    expect(await message(sent.id)).toMatchObject({ chain: null })
    expect((await request(r.id)).status).toBe('pending')
  })

  test("a wallet's first message anchors its chain, and a payment there is held for the admin", async () => {
    // in a transaction that is rolled back, on a wallet emptied inside it
    const client = new pg.Client({ connectionString: stack.dbUrl })
    await client.connect()
    try {
      await client.query('begin')
      await client.query("delete from public.wallet_messages where wallet = 'Rocket'")
      const receiveIn = async (s: Sms) =>
        (
          await client.query<{ r: Received }>(
            'select private.receive_wallet_message($1::jsonb) as r',
            [JSON.stringify(webhookBody(s))],
          )
        ).rows[0]!.r
      const first = await receiveIn({
        wallet: 'Rocket',
        kind: 'received',
        amount: 399,
        fee: 0,
        balance: 1399,
        transactionId: transactionId(),
      })
      expect(first.state).toBe('held')
      const next = await receiveIn({
        wallet: 'Rocket',
        kind: 'received',
        amount: 100,
        fee: 0,
        balance: 1499,
        transactionId: transactionId(),
      })
      expect(next.state).toBe('waiting')
      const chains = await client.query<{ chain: string }>(
        "select chain from public.wallet_messages where wallet = 'Rocket' order by received_at",
      )
      expect(chains.rows.map((c) => c.chain)).toEqual(['first', 'follows'])
    } finally {
      await client.query('rollback')
      await client.end()
    }
  })

  test('automatic approval off: a matching payment is left matched for the admin', async () => {
    const r = await freshRequest(learner, 'video-editing')
    await setAutoApprove(admin, false)
    try {
      const sent = await payFor(r)
      expect(sent).toMatchObject({ state: 'matched', request_id: r.id })
      expect((await request(r.id)).status).toBe('pending')
    } finally {
      await setAutoApprove(admin, true)
    }
  })

  test('a payment for a request already decided is left, and shown as such', async () => {
    const r = await freshRequest(learner, 'video-editing')
    await reject(admin, r, 'No payment yet')
    const sent = await payFor(r)
    expect(sent).toMatchObject({ state: 'request_decided', request_id: r.id })
    expect((await request(r.id)).status).toBe('rejected')
  })

  test('a payment the admin already matched by hand to another request is stored, and approves nothing more', async () => {
    const other = await signUpLearner('walletother2')
    const byHand = await freshRequest(other, 'video-editing')
    const txn = transactionId()
    expectAllowed(
      await admin.client.rpc('approve_enrollments', {
        request_ids: [byHand.id],
        payments: [{ request_id: byHand.id, wallet: 'bKash', transaction_id: txn, amount: 499 }],
      }),
    )
    // the learner who typed that transaction id: the SMS arrives, then their request
    const sent = await genuine({ kind: 'received', amount: 499, fee: 0, transactionId: txn })
    expect(sent).toMatchObject({ state: 'request_decided', request_id: byHand.id })
    await clearAll(learner, 'video-editing')
    const r = await submitRequest(learner, { course_id: 'video-editing', transaction_id: txn })
    expect((await request(r.id)).status).toBe('pending')
    expect(await enrolled(learner, 'video-editing')).toBe(false)
  })

  test('what the phone sends beyond the columns is cut, never refused (a refusal is retried for days)', async () => {
    const body = webhookBody({ kind: 'other', balance: null })
    const sent = await receive({
      ...body,
      sender: `+880${'1'.repeat(100)}`,
      recipient: 'r'.repeat(100),
      device_id: 'd'.repeat(300),
      sim_number: 'two' as unknown as number,
      text: 'x'.repeat(30_000),
    })
    expect(sent.state).toBe('not_wallet')
    const [row] = await sql<{
      sender: string
      device_id: string
      sim_number: number | null
      n: number
    }>(
      'select sender, device_id, sim_number, char_length(body) as n from public.wallet_messages where id = $1',
      [sent.id],
    )
    expect(row).toMatchObject({ sim_number: null, n: 30_000 })
    expect(row?.sender).toHaveLength(64)
    expect(row?.device_id).toHaveLength(128)
  })

  test('a message without its webhook id, sender, text or time is refused', async () => {
    const body = webhookBody({ kind: 'other', balance: null })
    for (const broken of [
      { ...body, webhook_id: '' },
      { ...body, sender: '' },
      { ...body, text: null },
      { ...body, received_at: null },
    ]) {
      await expect(receive(broken as typeof body)).rejects.toThrow(
        /needs webhook_id \(at most 128 characters\), sender, text and received_at/,
      )
    }
  })
})

/** Removes the learner's enrolment and every request of theirs for the course. */
async function clearAll(person: Person, course: string): Promise<void> {
  await sql('delete from public.enrollments where user_id = $1 and course_id = $2', [
    person.id,
    course,
  ])
  await sql('delete from public.pending_enrollments where user_id = $1 and course_id = $2', [
    person.id,
    course,
  ])
}

// ------------------------------------------------------------------ races
describe('races', () => {
  test(
    'the same message posted twice at once while its learner submits: exactly one approval (20 rounds)',
    { timeout: 120_000 },
    async () => {
      const admin = await signInAdmin()
      const learner = await signUpLearner('walletrace')
      await anchorBkash(admin, 90_000)
      for (let turn = 0; turn < 20; turn++) {
        await clearAll(learner, 'creative-design')
        const txn = transactionId()
        balance = round(balance + 399)
        const body = webhookBody({
          kind: 'received',
          amount: 399,
          fee: 0,
          balance,
          transactionId: txn,
        })
        const results = await Promise.allSettled([
          receive(body),
          receive(body),
          learner.client
            .from('pending_enrollments')
            .insert(requestRow(learner, { course_id: 'creative-design', transaction_id: txn })),
        ])
        expect(
          results.map((r) => r.status),
          `round ${turn}`,
        ).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
        const inserted = results[2]
        if (inserted.status === 'fulfilled')
          expect(inserted.value.error, `round ${turn}`).toBeNull()
        const [r] = await stored<PendingRequest>('pending_enrollments', 'transaction_id', txn)
        expect(r?.status, `round ${turn}`).toBe('approved')
        expect(await decisionsOf(r!.id), `round ${turn}`).toHaveLength(1)
        const messages = await stored<MessageRow>('wallet_messages', 'transaction_id', txn)
        expect(
          messages.map((m) => m.state),
          `round ${turn}`,
        ).toEqual(['settled'])
        const enrolments = await sql(
          'select 1 from public.enrollments where user_id = $1 and course_id = $2',
          [learner.id, 'creative-design'],
        )
        expect(enrolments, `round ${turn}`).toHaveLength(1)
      }
    },
  )
})

// ------------------------------------------------------------------ the chain, as a property
type Step = { kind: Exclude<Kind, 'other'>; amount: number; fee: number }
const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('received', 'sent', 'cash_out', 'cash_in', 'payment'),
  // paisa, so the arithmetic is exact
  amount: fc.integer({ min: 100, max: 2_000_000 }).map((p) => p / 100),
  fee: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 5_000 }).map((p) => p / 100),
  ),
})

describe('the balance chain (property)', () => {
  let admin: Person
  beforeAll(async () => {
    admin = await signInAdmin()
  })

  test('any single forged message in a sequence is held, and no genuine one is', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 2, maxLength: 8 }),
        fc.nat(),
        fc.integer({ min: -500_000, max: 500_000 }).filter((d) => d !== 0),
        async (steps, where, offPaisa) => {
          await anchorBkash(admin, 1_000_000)
          const forgedAt = where % steps.length
          const states: { forged: boolean; state: string; chain: string | null }[] = []
          for (const [i, s] of steps.entries()) {
            const txn = transactionId()
            if (i === forgedAt) {
              // a forged message: a plausible amount, a balance the wallet never had
              const change = changeOf(s.kind, s.amount, s.fee) ?? 0
              const sent = await post({
                ...s,
                transactionId: txn,
                balance: round(balance + change + offPaisa / 100),
              })
              states.push({ forged: true, ...(await message(sent.id)) })
            } else {
              const sent = await genuine({ ...s, transactionId: txn })
              states.push({ forged: false, ...(await message(sent.id)) })
            }
          }
          for (const s of states) {
            if (s.forged) expect(s).toMatchObject({ state: 'held', chain: 'breaks' })
            else {
              expect(s.state).not.toBe('held')
              expect(s.chain).toBe('follows')
            }
          }
        },
      ),
      { numRuns: 25 },
    )
  }, 180_000)

  test('genuine messages arriving in any order all end up following the chain', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 2, maxLength: 7 }),
        fc.nat(),
        async (steps, seed) => {
          await anchorBkash(admin, 1_000_000)
          const bodies = steps.map((s) => {
            balance = round(balance + (changeOf(s.kind, s.amount, s.fee) ?? 0))
            return webhookBody({ ...s, balance, transactionId: transactionId() })
          })
          // a shuffle chosen by the seed
          const order = bodies
            .map((b, i) => ({ b, k: (i * 7919 + seed) % 104_729 }))
            .sort((x, y) => x.k - y.k)
          const ids: string[] = []
          for (const { b } of order) ids.push((await receive(b)).id)
          for (const id of ids) {
            const m = await message(id)
            expect(m.chain).toBe('follows')
            expect(m.state).not.toBe('held')
          }
        },
      ),
      { numRuns: 15 },
    )
  }, 180_000)
})
