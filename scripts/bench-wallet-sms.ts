// pnpm bench:wallet-sms: how long a learner waits once the wallet phone forwards their payment.
// Against a running local stack (`pnpm stack`): signs up N learners, each submits a request;
// seeds the bKash balance chain; then posts N signed receipts that pay them, eight at a time,
// as the phone would (scripts/wallet-sms.ts), and reports, from each post, the time until the
// request reads approved in the database (polled) and until the learner's approval mail is in
// the stack's mailbox. Not a test: numbers for a person to read (docs/decisions/0049).
//
//   pnpm bench:wallet-sms [--n 200] [--concurrency 8] [--api http://127.0.0.1:54321]
import { parseArgs } from 'node:util'
import { anonKey, serviceKey } from './local-keys.ts'
import { bkash, dhakaTime, localSigningKey, postWalletSms, type Answer } from './wallet-sms.ts'

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
    api: { type: 'string', default: 'http://127.0.0.1:54321' },
  },
})
const n = Number(values.n)
const concurrency = Number(values.concurrency)
const api = values.api.replace(/\/+$/, '')
const functionUrl = `${api}/functions/v1/wallet-sms`
const key = localSigningKey()

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init
  const res = await fetch(`${api}${path}`, {
    ...rest,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token ?? anonKey}`,
      'content-type': 'application/json',
      ...(rest.headers as Record<string, string> | undefined),
    },
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${rest.method ?? 'GET'} ${path}: ${res.status} ${text}`)
  return (text ? JSON.parse(text) : null) as T
}
const service = <T>(path: string, init: RequestInit = {}) =>
  call<T>(path, { ...init, token: serviceKey, headers: { apikey: serviceKey, ...init.headers } })

/** Runs `work` over `items`, `width` at a time. */
async function pool<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await work(items[i]!)
      }
    }),
  )
  return out
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const random = (length: number) =>
  Array.from(
    { length },
    () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)],
  ).join('')

interface Learner {
  email: string
  token: string
  requestId: string
  transactionId: string
  amountDue: number
}

/** A learner as the site makes one: sign up, the code of the confirmation mail, a request. */
async function learner(i: number): Promise<Learner> {
  const email = `bench-${random(8).toLowerCase()}-${i}@example.com`
  const password = `pw-${random(12)}`
  await call('/auth/v1/signup', {
    method: 'POST',
    body: JSON.stringify({
      email,
      password,
      data: { username: `bench_${random(8).toLowerCase()}`, full_name: `Bench ${i}` },
    }),
  })
  let otp = ''
  for (let tries = 0; !otp && tries < 100; tries++) {
    const res = await fetch(`${api}/mailbox/v1/messages/latest?to=${encodeURIComponent(email)}`)
    if (res.ok) otp = ((await res.json()) as { otp: string }).otp
    else await sleep(50)
  }
  const session = await call<{ access_token: string; user: { id: string } }>('/auth/v1/verify', {
    method: 'POST',
    body: JSON.stringify({ type: 'email', email, token: otp }),
  })
  const transactionId = `BN${random(10)}`
  const [request] = await call<{ id: string; amount_due: number }[]>(
    '/rest/v1/pending_enrollments',
    {
      method: 'POST',
      token: session.access_token,
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({
        user_id: session.user.id,
        course_id: 'creative-design',
        name: `Bench ${i}`,
        phone: '01712345678',
        payment_method: 'bKash',
        transaction_id: transactionId,
        status: 'pending',
      }),
    },
  )
  return {
    email,
    token: session.access_token,
    requestId: request!.id,
    transactionId,
    amountDue: request!.amount_due,
  }
}

const round = (x: number) => Math.round(x * 100) / 100

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, i)]!
}

async function main(): Promise<void> {
  const health = await fetch(`${api}/auth/v1/health`).catch(() => null)
  if (!health?.ok) throw new Error(`No local stack at ${api}: start one with pnpm stack`)
  await service('/rest/v1/wallet_settings?id=eq.true', {
    method: 'PATCH',
    body: JSON.stringify({ auto_approve: true }),
  })

  console.log(`Signing up ${n} learners, each with a pending request...`)
  const started = performance.now()
  const learners = await pool(
    Array.from({ length: n }, (_, i) => i),
    concurrency,
    learner,
  )
  console.log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  // the chain goes on after every bKash message the stack holds, from its last checked balance
  const [last] = await service<{ received_at: string }[]>(
    '/rest/v1/wallet_messages?wallet=eq.bKash&select=received_at&order=received_at.desc&limit=1',
  )
  const [head] = await service<{ balance: number }[]>(
    '/rest/v1/wallet_messages?wallet=eq.bKash&balance=not.is.null&duplicate_of=is.null' +
      '&chain=in.(first,anchor,follows,unverified)&select=balance&order=received_at.desc,seq.desc&limit=1',
  )
  let at = Math.max(Date.now(), last ? Date.parse(last.received_at) : 0)
  let balance = head ? Number(head.balance) : 0
  const next = () => new Date((at += 60_000))
  balance = round(balance + 100_000)
  const seedAt = next()
  const seeded = await postWalletSms(
    bkash.cashIn({ amount: 100_000, balance, transactionId: `CI${random(10)}`, at: seedAt }),
    { url: functionUrl, key, receivedAt: dhakaTime(seedAt) },
  )
  if (seeded.status !== 200) throw new Error(`seeding the chain: ${JSON.stringify(seeded)}`)
  const [seedRow] = await service<{ chain: string }[]>(
    `/rest/v1/wallet_messages?id=eq.${(seeded.body as { id: string }).id}&select=chain`,
  )
  if (!['first', 'follows', 'anchor'].includes(seedRow?.chain ?? '')) {
    throw new Error(
      `the bKash chain of this stack is ${seedRow?.chain}: anchor a message in the console, or pnpm stack:reset`,
    )
  }

  // the receipts, one per learner, each following the balance before it
  const receipts = learners.map((l) => {
    balance = round(balance + l.amountDue)
    const when = next()
    return {
      learner: l,
      text: bkash.received({
        amount: l.amountDue,
        balance,
        transactionId: l.transactionId,
        at: when,
      }),
      receivedAt: dhakaTime(when),
    }
  })

  // the mails of the sign-ups and requests go out first, so the approval mails wait for no backlog
  const drained = Date.now() + 120_000
  while (
    Date.now() < drained &&
    (
      await service<unknown[]>(
        '/rest/v1/notification_deliveries?state=eq.pending&select=state&limit=1',
      )
    ).length > 0
  ) {
    await sleep(250)
  }

  const postedAt = new Map<string, number>()
  const approvedAt = new Map<string, number>()
  let stop = false
  // one poller for every request, as a person refreshing the console would see them
  const poller = (async () => {
    while (!stop) {
      const waiting = learners.filter(
        (l) => postedAt.has(l.requestId) && !approvedAt.has(l.requestId),
      )
      for (let i = 0; i < waiting.length; i += 100) {
        const ids = waiting.slice(i, i + 100).map((l) => l.requestId)
        const rows = await service<{ id: string; status: string }[]>(
          `/rest/v1/pending_enrollments?select=id,status&id=in.(${ids.join(',')})`,
        )
        const now = performance.now()
        for (const row of rows) if (row.status === 'approved') approvedAt.set(row.id, now)
      }
      await sleep(20)
    }
  })()

  console.log(`Posting ${n} signed receipts, ${concurrency} at a time...`)
  const clockOffset = Date.now() - performance.now()
  const answers: Answer[] = await pool(receipts, concurrency, async (r) => {
    postedAt.set(r.learner.requestId, performance.now())
    return postWalletSms(r.text, { url: functionUrl, key, receivedAt: r.receivedAt })
  })
  const failed = answers.filter((a) => a.status !== 200)
  if (failed.length)
    console.error(`${failed.length} posts failed, first: ${JSON.stringify(failed[0])}`)
  const deadline = performance.now() + 60_000
  while (approvedAt.size < n && performance.now() < deadline) await sleep(50)
  stop = true
  await poller

  // the approval mails: the mailbox stamps each mail when it arrives
  const mailAt = new Map<string, number>()
  const mailDeadline = Date.now() + 120_000
  while (mailAt.size < n && Date.now() < mailDeadline) {
    await pool(
      learners.filter((l) => !mailAt.has(l.requestId)),
      8,
      async (l) => {
        const res = await fetch(`${api}/mailbox/v1/messages?to=${encodeURIComponent(l.email)}`)
        const { messages } = (await res.json()) as {
          messages: { type: string; subject: string; createdAt: string }[]
        }
        const mail = messages.find(
          (m) => m.type === 'smtp' && m.subject.startsWith('You are enrolled in'),
        )
        if (mail) mailAt.set(l.requestId, Date.parse(mail.createdAt) - clockOffset)
      },
    )
    if (mailAt.size < n) await sleep(500)
  }

  const since = (times: Map<string, number>) =>
    learners
      .filter((l) => times.has(l.requestId))
      .map((l) => times.get(l.requestId)! - postedAt.get(l.requestId)!)
      .sort((a, b) => a - b)
  const approval = since(approvedAt)
  const mail = since(mailAt)
  const cell = (ms: number) => (Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`)
  const states = new Map<string, number>()
  for (const a of answers) {
    const state = (a.body as { state: string }).state
    states.set(state, (states.get(state) ?? 0) + 1)
  }
  console.log('')
  console.log(
    `${n} receipts, ${concurrency} at a time, to ${functionUrl} (answers: ${[...states]
      .map(([s, c]) => `${c} ${s}`)
      .join(', ')})`,
  )
  console.log('')
  console.log('| from the post to            | done      | median   | p95      | max      |')
  console.log('| --------------------------- | --------- | -------- | -------- | -------- |')
  for (const [what, list] of [
    ['the request approved (DB)', approval],
    ['the approval mail (mailbox)', mail],
  ] as const) {
    console.log(
      `| ${what.padEnd(27)} | ${`${list.length}/${n}`.padEnd(9)} | ${cell(percentile(list, 50)).padEnd(8)} | ${cell(percentile(list, 95)).padEnd(8)} | ${cell(list.at(-1) ?? NaN).padEnd(8)} |`,
    )
  }
  if (approval.length < n || mail.length < n) process.exitCode = 1
}

main().catch((err: unknown) => {
  console.error((err as Error).message)
  process.exit(1)
})
