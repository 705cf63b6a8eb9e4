/**
 * The wallet-sms Edge Function (supabase/functions/wallet-sms) through the devstack's gateway,
 * signed as SMS Gateway for Android signs (scripts/wallet-sms.ts, the module `pnpm wallet-sms`
 * posts with): the signature and its time window, replays, sizes, shapes and event kinds, and
 * the settling rules of the migrations' wallet_sms section reached through the real
 * function and the real reader (@repo/payments' readWalletSms), down to the learner's mail.
 * docs/decisions/0049-wallet-sms-function.md.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { denoBinary, denoEnv, readMailbox } from '@repo/devstack'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  bkash,
  dhakaTime,
  eventId,
  localSigningKey,
  pingEvent,
  postWalletSms,
  postWebhook,
  signWebhook,
  smsEvent,
  type Answer,
  type PostOptions,
  type SmsOptions,
  type WebhookEvent,
} from '../../scripts/wallet-sms.ts'
import {
  decisionsOf,
  signInAdmin,
  signUpLearner,
  sql,
  stack,
  submitRequest,
  transactionId,
  type PendingRequest,
  type Person,
} from './support'
import { message, type MessageRow, type Received } from './wallet-support'

const url = `${stack.functionsUrl}/wallet-sms`
const key = localSigningKey()
const functionDir = fileURLToPath(new URL('../functions/wallet-sms/', import.meta.url))

const post = (event: WebhookEvent | string | Uint8Array, options: PostOptions = {}) =>
  postWebhook(event, { url, key, ...options })
const sms = (text: string, options: SmsOptions & PostOptions = {}) =>
  postWalletSms(text, { url, key, ...options })

/** The answer of a stored message (200), as the database gave it. */
function received(answer: Answer): Received {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as Received
}

async function messagesOf(webhookId: string): Promise<MessageRow[]> {
  return sql<MessageRow>('select * from public.wallet_messages where webhook_id = $1', [webhookId])
}

async function request(id: string): Promise<PendingRequest> {
  const [row] = await sql<PendingRequest>(
    'select * from public.pending_enrollments where id = $1',
    [id],
  )
  if (!row) throw new Error(`no request ${id}`)
  return row
}

const round = (n: number) => Math.round(n * 100) / 100

/**
 * The bKash chain as the database knows it: its messages are placed after every message any
 * file stored (one minute apart), and each genuine message moves the balance it prints. The
 * tests share one database, so the chain goes on from wherever the files before left it.
 */
const chain = {
  balance: 0,
  at: 0,
  async seed(admin: Person): Promise<void> {
    const [last] = await sql<{ at: Date | null }>(
      `select max(received_at) as at from public.wallet_messages where wallet = 'bKash'`,
    )
    const [head] = await sql<{ balance: string }>(
      `select balance from public.wallet_messages
       where wallet = 'bKash' and balance is not null and duplicate_of is null
         and chain in ('first', 'anchor', 'follows', 'unverified')
       order by received_at desc, seq desc limit 1`,
    )
    this.at = Math.max(Date.now(), last?.at?.getTime() ?? 0)
    this.balance = head ? Number(head.balance) : 0
    // a Cash In: no payment, but a balance; the wallet's first message anchors the chain
    const seeded = await this.genuine('cash_in', 25_000, transactionId())
    const row = await message(seeded.id)
    if (row.chain !== 'first' && row.chain !== 'follows') {
      // the files before left the chain unverified: the admin vouches for this balance
      const r = await admin.client.rpc('anchor_wallet_message', { message_id: seeded.id })
      expect(r.error).toBeNull()
    }
    expect(['first', 'follows', 'anchor']).toContain((await message(seeded.id)).chain)
  },
  next(): Date {
    this.at += 60_000
    return new Date(this.at)
  },
  /** A genuine bKash message of `kind`: its balance follows the chain. */
  async genuine(
    kind: 'received' | 'cash_in',
    amount: number,
    trx: string,
    options: SmsOptions = {},
  ): Promise<Received> {
    this.balance = round(this.balance + amount)
    const at = this.next()
    const text = bkash[kind === 'received' ? 'received' : 'cashIn']({
      amount,
      balance: this.balance,
      transactionId: trx,
      at,
    })
    return received(await sms(text, { receivedAt: dhakaTime(at), ...options }))
  },
}

/** Runs deliver-notifications (as pg_cron does) until the learner's approval mail is there. */
async function approvalMail(person: Person) {
  for (let tries = 0; tries < 20; tries++) {
    const res = await fetch(`${stack.functionsUrl}/deliver-notifications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
    })
    expect(res.status).toBe(200)
    await res.body?.cancel()
    const mail = (await readMailbox(stack, person.email)).find(
      (m) => m.type === 'smtp' && m.subject.startsWith('You are enrolled in'),
    )
    if (mail) return mail
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no approval mail for ${person.email}`)
}

let admin: Person

beforeAll(async () => {
  admin = await signInAdmin()
  // the default; another file may have switched it off and on again
  await sql('update public.wallet_settings set auto_approve = true')
})

describe('wallet-sms: who may post', () => {
  it('answers POST only', async () => {
    for (const method of ['GET', 'PUT', 'OPTIONS']) {
      const res = await fetch(url, { method })
      expect(res.status, method).toBe(405)
      expect(res.headers.get('allow')).toBe('POST')
      await res.body?.cancel()
    }
  })

  it('needs no JWT: the signature is the credential (verify_jwt = false)', async () => {
    const event = smsEvent('Your code is 1234', { from: 'Google' })
    const answer = received(await post(event))
    expect(answer.state).toBe('not_wallet')
  })

  it('refuses a missing, wrong or malformed signature with 401, and stores nothing', async () => {
    const cases: [string, (raw: string) => Record<string, string>][] = [
      ['no signature', () => ({ 'X-Signature': '', 'X-Timestamp': '' })],
      [
        'no timestamp',
        (raw) => ({ 'X-Signature': signWebhook(raw, key)['X-Signature'], 'X-Timestamp': '' }),
      ],
      ['another key', (raw) => signWebhook(raw, 'not-the-signing-key')],
      ['another body', (raw) => signWebhook(`${raw} `, key)],
      [
        'another timestamp',
        (raw) => ({
          ...signWebhook(raw, key),
          'X-Timestamp': String(Math.floor(Date.now() / 1000) - 1),
        }),
      ],
      ['not hex', (raw) => ({ ...signWebhook(raw, key), 'X-Signature': 'z'.repeat(64) })],
      [
        'cut short',
        (raw) => ({
          ...signWebhook(raw, key),
          'X-Signature': signWebhook(raw, key)['X-Signature'].slice(0, 63),
        }),
      ],
    ]
    for (const [what, headers] of cases) {
      const event = smsEvent(
        bkash.received({ amount: 100, balance: 1, transactionId: transactionId() }),
      )
      const raw = JSON.stringify(event)
      const answer = await post(raw, { headers: headers(raw) })
      expect(answer.status, what).toBe(401)
      expect(await messagesOf(event.id), what).toEqual([])
    }
  })

  it('accepts a signature in capitals, as hex is hex', async () => {
    const event = smsEvent('Offer: 10% cashback', { from: 'bKash' })
    const raw = JSON.stringify(event)
    const signed = signWebhook(raw, key)
    const answer = await post(raw, {
      headers: { ...signed, 'X-Signature': signed['X-Signature'].toUpperCase() },
    })
    expect(received(answer).replayed).toBe(false)
  })

  it('takes a timestamp within 5 minutes of its clock, either way, and refuses one beyond', async () => {
    const now = Math.floor(Date.now() / 1000)
    for (const [offset, status] of [
      [-290, 200],
      [290, 200],
      [-310, 401], // stale: a recorded request played again later
      [310, 401], // from the future
      [-86_400, 401],
    ] as const) {
      const event = smsEvent('আপনার বিকাশ অ্যাকাউন্টে স্বাগতম', { from: 'bKash' })
      const answer = await post(event, { timestamp: now + offset })
      expect(answer.status, `${offset} s`).toBe(status)
      expect(await messagesOf(event.id)).toHaveLength(status === 200 ? 1 : 0)
    }
  })

  it('refuses to work without its signing key (500), and stores nothing', async () => {
    const fn = await serveFunction({ SUPABASE_DB_URL: stack.dbUrl })
    try {
      const event = smsEvent('Your code is 1234', { from: 'Google' })
      const answer = await postWebhook(event, { url: fn.url, key })
      expect(answer.status).toBe(500)
      expect(JSON.stringify(answer.body)).toMatch(/WALLET_SMS_SIGNING_KEY is not set/)
      expect(await messagesOf(event.id)).toEqual([])
    } finally {
      await fn.stop()
    }
  })
})

describe('wallet-sms: what it accepts', () => {
  it('refuses a body over 64 KB by its Content-Length (413), and stores nothing', async () => {
    const event = smsEvent('x'.repeat(70_000), { from: 'bKash' })
    const answer = await post(event)
    expect(answer.status).toBe(413)
    expect(await messagesOf(event.id)).toEqual([])
  })

  it('refuses a body over 64 KB sent without a length (chunked) while reading it (413)', async () => {
    const event = smsEvent('y'.repeat(70_000), { from: 'bKash' })
    const raw = new TextEncoder().encode(JSON.stringify(event))
    const half = raw.length >> 1
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(raw.subarray(0, half))
        controller.enqueue(raw.subarray(half))
        controller.close()
      },
    })
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signWebhook(raw, key) },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.headers.get('content-length')).not.toBeNull()
    expect(res.status).toBe(413)
    await res.body?.cancel()
    expect(await messagesOf(event.id)).toEqual([])
  })

  it('takes a body of exactly 64 KB', async () => {
    const event = smsEvent('Welcome to bKash', { from: 'bKash' })
    const json = JSON.stringify(event)
    // JSON allows white space after the value: pad the event to the limit, signed as sent
    const raw = json + ' '.repeat(64 * 1024 - json.length)
    expect(new TextEncoder().encode(raw).length).toBe(65_536)
    expect((await post(raw)).status).toBe(200)
    expect((await post(`${raw} `)).status).toBe(413)
  })

  it('refuses a body that is not JSON or not the app’s shape (400), and stores nothing', async () => {
    const good = smsEvent('Hello', { from: 'bKash' })
    const bodies: [string, string | Uint8Array][] = [
      ['not JSON', '{"deviceId": "phone", "event": "sms:received",'],
      ['a list', JSON.stringify([good])],
      ['no id', JSON.stringify({ ...good, id: undefined })],
      ['an id too long', JSON.stringify({ ...good, id: 'x'.repeat(129) })],
      ['no event', JSON.stringify({ ...good, event: undefined })],
      ['a payload that is text', JSON.stringify({ ...good, payload: 'hello' })],
      ['no message', JSON.stringify({ ...good, payload: { ...good.payload, message: undefined } })],
      ['no sender', JSON.stringify({ ...good, payload: { ...good.payload, sender: undefined } })],
      [
        'a numeric sender',
        JSON.stringify({ ...good, payload: { ...good.payload, sender: 16216 } }),
      ],
      ['a text SIM', JSON.stringify({ ...good, payload: { ...good.payload, simNumber: 'one' } })],
      ['a message longer than any SMS', JSON.stringify(smsEvent('z'.repeat(20_001)))],
      ['not UTF-8', Uint8Array.from([0x7b, 0x22, 0xff, 0x22, 0x7d])],
    ]
    for (const [what, raw] of bodies) {
      const answer = await post(raw)
      expect(answer.status, what).toBe(400)
    }
    expect(await messagesOf(good.id)).toEqual([])
  })

  it('reads the sender from phoneNumber too (versions of the app before 2026)', async () => {
    const event = smsEvent('Your OTP is 998877', { from: '+8801712345678', legacySender: true })
    expect(event.payload).not.toHaveProperty('sender')
    const answer = received(await post(event))
    expect(answer.state).toBe('not_wallet')
    expect(await message(answer.id)).toMatchObject({
      sender: '+8801712345678',
      recipient: null,
      sim_number: 1,
    })
  })

  it('stores Bangla and junk text, with a missing or bad time read as now', async () => {
    const before = Date.now() - 1000
    for (const [text, receivedAt, stored] of [
      ['বিকাশে আপনার লেনদেন সফল হয়েছে। ধন্যবাদ।', undefined, undefined],
      // PostgreSQL keeps no NUL and JSON no lone surrogate: both become U+FFFD, not a refusal
      [
        '\u0000\u{1F4B8} ৳৳৳ TrxID \ud800 Balance Tk',
        'yesterday',
        '\uFFFD\u{1F4B8} ৳৳৳ TrxID \uFFFD Balance Tk',
      ],
      ['', '2026-13-45T99:00:00Z', undefined],
    ] as const) {
      const event = smsEvent(text, { from: 'bKash' })
      if (receivedAt === undefined) delete event.payload.receivedAt
      else event.payload.receivedAt = receivedAt
      const answer = received(await post(event))
      const row = await message(answer.id)
      expect(row).toMatchObject({
        body: stored ?? text,
        wallet: 'bKash',
        kind: 'other',
        state: 'not_payment',
      })
      expect(row.received_at.getTime()).toBeGreaterThanOrEqual(before)
      expect(row.received_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    }
  })
})

describe('wallet-sms: events and retries', () => {
  it('a system:ping is the phone’s sign of life: wallet_devices.last_ping_at, nothing stored', async () => {
    const device = `phone-${randomUUID()}`
    const event = pingEvent(device)
    const before = Date.now() - 1000
    const answer = await post(event)
    expect(answer).toEqual({ status: 200, body: { event: 'system:ping', ignored: false } })
    const [row] = await sql<{ last_ping_at: Date; last_message_at: Date | null }>(
      'select last_ping_at, last_message_at from public.wallet_devices where device_id = $1',
      [device],
    )
    expect(row?.last_ping_at.getTime()).toBeGreaterThanOrEqual(before)
    expect(row?.last_message_at).toBeNull()
    expect(await messagesOf(event.id)).toEqual([])
  })

  it('acknowledges every other event (2xx, so the app does not retry) and stores nothing', async () => {
    for (const kind of ['sms:sent', 'sms:delivered', 'sms:failed', 'app:started', 'mms:received']) {
      const event = { ...smsEvent('Hi', { from: 'bKash' }), event: kind }
      const answer = await post(event)
      expect(answer, kind).toEqual({ status: 200, body: { event: kind, ignored: true } })
      expect(await messagesOf(event.id)).toEqual([])
    }
  })

  it('the same webhook id again changes nothing: one row, replayed', async () => {
    const event = smsEvent('Your code is 4321', { from: 'bKash', deviceId: `phone-${eventId()}` })
    const first = received(await post(event))
    expect(first.replayed).toBe(false)
    const again = received(await post(event))
    expect(again).toEqual({ ...first, replayed: true })
    // a retry signs again, with its own time; a changed body under the same id is still a retry
    const changed = received(
      await post(
        { ...event, payload: { ...event.payload, message: 'changed' } },
        {
          timestamp: Math.floor(Date.now() / 1000) - 30,
        },
      ),
    )
    expect(changed).toEqual({ ...first, replayed: true })
    const rows = await messagesOf(event.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.body).toBe('Your code is 4321')
  })
})

describe('wallet-sms: settling through the real function', () => {
  let learner: Person

  beforeAll(async () => {
    learner = await signUpLearner('walletsms')
    await chain.seed(admin)
  })

  it('an SMS after the request approves it: decision automatic, enrolment, the learner’s mail', async () => {
    const r = await submitRequest(learner, { course_id: 'creative-design' })
    const pay = await chain.genuine('received', r.amount_due, r.transaction_id)
    expect(pay).toMatchObject({ state: 'settled', request_id: r.id, replayed: false })
    const row = await message(pay.id)
    expect(row).toMatchObject({
      wallet: 'bKash',
      kind: 'received',
      transaction_id: r.transaction_id,
      chain: 'follows',
      payer: '01712345678',
    })
    expect(Number(row.amount)).toBe(r.amount_due)
    expect(await request(r.id)).toMatchObject({
      status: 'approved',
      paid_wallet: 'bKash',
      paid_transaction_id: r.transaction_id,
      paid_sender: '01712345678',
    })
    const [decision] = (await decisionsOf(r.id)).filter((d) => d.decision === 'approved')
    expect(decision).toMatchObject({
      decided_by: null,
      wallet: 'bKash',
      payment_transaction_id: r.transaction_id,
    })
    const [extra] = await sql<{ automatic: boolean; wallet_message_id: string }>(
      `select automatic, wallet_message_id from public.enrollment_decisions
       where request_id = $1 and decision = 'approved'`,
      [r.id],
    )
    expect(extra).toEqual({ automatic: true, wallet_message_id: pay.id })
    const enrolments = await sql(
      'select 1 from public.enrollments where user_id = $1 and course_id = $2',
      [learner.id, 'creative-design'],
    )
    expect(enrolments).toHaveLength(1)
    const mail = await approvalMail(learner)
    expect(mail.text).toContain('/learn/creative-design')
  })

  it('an SMS before the request waits; the request settles the moment it is submitted', async () => {
    const person = await signUpLearner('walletsms-first')
    const trx = transactionId()
    const [{ price }] = (await sql<{ price: number }>(
      `select price from public.courses where id = 'video-editing'`,
    )) as [{ price: number }]
    const pay = await chain.genuine('received', price, trx)
    expect(pay).toMatchObject({ state: 'waiting', request_id: null })
    const r = await submitRequest(person, { course_id: 'video-editing', transaction_id: trx })
    expect(await request(r.id)).toMatchObject({ status: 'approved', paid_transaction_id: trx })
    expect(await message(pay.id)).toMatchObject({ state: 'settled', request_id: r.id })
    expect(await decisionsOf(r.id)).toHaveLength(1)
  })

  it('a short amount is left for the admin: amount_differs, the request pending', async () => {
    const person = await signUpLearner('walletsms-short')
    const r = await submitRequest(person, { course_id: 'web-development' })
    const pay = await chain.genuine('received', r.amount_due - 100, r.transaction_id)
    expect(pay).toMatchObject({ state: 'amount_differs', request_id: r.id })
    expect((await request(r.id)).status).toBe('pending')
  })

  it('a forged receipt whose balance does not follow is held; the request stays pending', async () => {
    const person = await signUpLearner('walletsms-forged')
    const r = await submitRequest(person, { course_id: 'creative-design' })
    const at = chain.next()
    const forged = bkash.received({
      amount: r.amount_due,
      balance: round(chain.balance + r.amount_due + 777),
      transactionId: r.transaction_id,
      at,
    })
    const pay = received(await sms(forged, { receivedAt: dhakaTime(at) }))
    expect(pay.state).toBe('held')
    expect((await message(pay.id)).chain).toBe('breaks')
    expect((await request(r.id)).status).toBe('pending')
    // the chain goes on from the genuine balance
    const next = await chain.genuine('cash_in', 500, transactionId())
    expect((await message(next.id)).chain).toBe('follows')
  })

  it('a perfect receipt from an ordinary number is not money: not_wallet, the request pending', async () => {
    const person = await signUpLearner('walletsms-stranger')
    const r = await submitRequest(person, { course_id: 'creative-design' })
    const text = bkash.received({
      amount: r.amount_due,
      balance: round(chain.balance + r.amount_due),
      transactionId: r.transaction_id,
    })
    const pay = received(await sms(text, { from: '+8801812345678' }))
    expect(pay).toMatchObject({ state: 'not_wallet', request_id: null })
    expect(await message(pay.id)).toMatchObject({ wallet: null, kind: 'received' })
    expect((await request(r.id)).status).toBe('pending')
  })

  it('a burst of 1,000 messages: every one stored once, each payment settles once, no 5xx', async () => {
    const people = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signUpLearner(`walletsms-burst${i}`)),
    )
    const requests = await Promise.all(people.map((p) => submitRequest(p)))
    const events: WebhookEvent[] = []
    for (const r of requests) {
      chain.balance = round(chain.balance + r.amount_due)
      const at = chain.next()
      const text = bkash.received({
        amount: r.amount_due,
        balance: chain.balance,
        transactionId: r.transaction_id,
        at,
      })
      events.push(smsEvent(text, { receivedAt: dhakaTime(at) }))
    }
    const junk = [
      'আপনার বিকাশ পিন কাউকে দেবেন না',
      'Cash back offer! Pay with bKash',
      '\u202e gnirts',
      'TrxID TrxID Tk Tk Balance',
    ]
    while (events.length < 1000) {
      const i = events.length
      const from = i % 3 === 0 ? `+88017${String(i).padStart(8, '0')}` : 'bKash'
      events.push(smsEvent(`${junk[i % junk.length]} ${i}`, { from }))
    }
    // a tenth again (the app's retries), the order shuffled, eight at a time
    const sent = [...events, ...events.filter((_, i) => i % 10 === 0)]
    for (let i = sent.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1))
      ;[sent[i], sent[j]] = [sent[j]!, sent[i]!]
    }
    const statuses: number[] = []
    let next = 0
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < sent.length) {
          const event = sent[next++]!
          statuses.push((await post(event)).status)
        }
      }),
    )
    expect(statuses.filter((s) => s !== 200)).toEqual([])
    const [stored] = (await sql<{ n: number }>(
      'select count(*)::int as n from public.wallet_messages where webhook_id = any($1)',
      [events.map((e) => e.id)],
    )) as [{ n: number }]
    expect(stored.n).toBe(1000)
    for (const r of requests) {
      expect((await request(r.id)).status).toBe('approved')
      expect((await decisionsOf(r.id)).map((d) => d.decision)).toEqual(['approved'])
    }
    const [enrolled] = (await sql<{ n: number }>(
      'select count(*)::int as n from public.enrollments where user_id = any($1)',
      [people.map((p) => p.id)],
    )) as [{ n: number }]
    expect(enrolled.n).toBe(10)
  }, 180_000)

  it('a database failure answers 5xx, so the phone retries; the retry is stored', async () => {
    const closed = await freePort()
    const fn = await serveFunction({
      SUPABASE_DB_URL: `postgresql://postgres:postgres@127.0.0.1:${closed}/postgres`,
      WALLET_SMS_SIGNING_KEY: key,
    })
    const event = smsEvent('Your code is 5555', { from: 'bKash' })
    try {
      const answer = await postWebhook(event, { url: fn.url, key })
      expect(answer.status).toBeGreaterThanOrEqual(500)
    } finally {
      await fn.stop()
    }
    expect(await messagesOf(event.id)).toEqual([])
    expect(received(await post(event)).replayed).toBe(false)
  })
})

describe('wallet-sms: the same reader as the console', () => {
  it('deno.json maps @repo/payments and @repo/courses to their one public entry, zod to the workspace’s version', () => {
    const deno = JSON.parse(readFileSync(`${functionDir}deno.json`, 'utf8')) as {
      imports: Record<string, string>
    }
    const entry = (pkg: string) => {
      const manifest = JSON.parse(
        readFileSync(new URL(`../../packages/${pkg}/package.json`, import.meta.url), 'utf8'),
      ) as { exports: Record<string, string> }
      return `../../../packages/${pkg}/${manifest.exports['.']!.replace(/^\.\//, '')}`
    }
    expect(deno.imports['@repo/payments']).toBe(entry('payments'))
    expect(deno.imports['@repo/courses']).toBe(entry('courses'))
    const zod = JSON.parse(
      readFileSync(
        new URL('../../packages/courses/node_modules/zod/package.json', import.meta.url),
        'utf8',
      ),
    ) as { version: string }
    expect(deno.imports.zod).toBe(`npm:zod@${zod.version}`)
  })
})

// ------------------------------------------------------------------ the function on its own

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * The function served by Deno alone, with only the variables given (no supabase/functions/.env):
 * for what the shared stack cannot show (no signing key, no database).
 */
async function serveFunction(vars: Record<string, string>) {
  const port = await freePort()
  const child: ChildProcess = spawn(
    denoBinary(),
    ['run', '--allow-all', '--no-prompt', '--node-modules-dir=none', 'index.ts'],
    {
      cwd: functionDir,
      env: { ...denoEnv(), ...vars, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const collect = (chunk: Buffer) => (output += chunk.toString())
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const deadline = Date.now() + 60_000
  while (!output.includes('Listening on')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the function did not start:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
