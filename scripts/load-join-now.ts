// pnpm load:join-now: what the database's per-address limits do under a flood of join-now leads.
// Against a running local stack (`pnpm stack`), and only a local one (127.0.0.x): for a few
// seconds, one client floods the join-now function (POST /functions/v1/join-now, the form's only
// way in since 0054) from one address; a second floods from another
// address with a different forged X-Forwarded-For (and X-Real-IP) on every request, 100 values;
// meanwhile ordinary learners send one lead a second, each from its own address (127.0.0.2
// upward), as a learner on the site does. A quiet phase first gives their latency without the
// flood. Reports requests sent, 201s, 429s, rows kept, and the learners' latency; then deletes
// the leads it made (unless --keep). Bounded in time and count. Not a test: numbers for a person
// to read (docs/decisions/0053-limits-in-the-database.md).
//
//   pnpm load:join-now [--seconds 30] [--quiet-seconds 10] [--concurrency 16] [--max 20000]
//                      [--api http://127.0.0.1:54321] [--keep]
import { Agent, request } from 'node:http'
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { anonKey, serviceKey } from './local-keys.ts'

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:54321' },
    seconds: { type: 'string', default: '30' },
    'quiet-seconds': { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    max: { type: 'string', default: '20000' },
    keep: { type: 'boolean', default: false },
  },
})

function bounded(name: string, value: string, min: number, max: number): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`)
    process.exit(2)
  }
  return n
}

const api = new URL(values.api)
if (api.protocol !== 'http:' || !/^127\.0\.0\.\d{1,3}$/.test(api.hostname)) {
  console.error('Only a local stack: --api must be http://127.0.0.x:<port>')
  process.exit(2)
}
const seconds = bounded('seconds', values.seconds, 1, 60)
const quietSeconds = bounded('quiet-seconds', values['quiet-seconds'], 0, 30)
const concurrency = bounded('concurrency', values.concurrency, 1, 64)
const maxPerFlood = bounded('max', values.max, 1, 50_000)

const run = randomBytes(4).toString('hex')
/** The join-now form's way in: the Edge Function that stores leads (decision 0054). */
const JOIN_NOW = '/functions/v1/join-now'
const agent = new Agent({ keepAlive: true, maxSockets: 256 })

interface Reply {
  status: number
  ms: number
  body: string
  headers: Record<string, string | string[] | undefined>
}

/** One HTTP request to the stack from `localAddress` (Linux routes 127.0.0.0/8 to lo). */
function send(
  localAddress: string,
  method: string,
  path: string,
  {
    body,
    key = anonKey,
    headers = {},
  }: { body?: unknown; key?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  const started = performance.now()
  return new Promise((resolve) => {
    const req = request(
      {
        host: api.hostname,
        port: api.port,
        path,
        method,
        localAddress,
        agent,
        headers: {
          apikey: key,
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          ...(payload === undefined ? {} : { 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: text,
            headers: res.headers,
          }),
        )
      },
    )
    req.on('error', (error) =>
      resolve({ status: 0, ms: performance.now() - started, body: error.message, headers: {} }),
    )
    req.end(payload)
  })
}

const lead = (who: string, n: number) => ({
  name: 'Load Test',
  email: `load-${who}-${run}-${n}@load.test`,
  whatsapp: '01700000000',
  course: 'creative-design',
})

interface Tally {
  sent: number
  created: number
  limited: number
  other: number
  ms: number[]
  retryAfter: Set<string>
}
const tally = (): Tally => ({
  sent: 0,
  created: 0,
  limited: 0,
  other: 0,
  ms: [],
  retryAfter: new Set(),
})

function count(t: Tally, reply: Reply) {
  t.sent++
  t.ms.push(reply.ms)
  if (reply.status === 201) t.created++
  else if (reply.status === 429) {
    t.limited++
    const retry = reply.headers['retry-after']
    if (typeof retry === 'string') t.retryAfter.add(retry)
  } else t.other++
}

/** Sends leads from `address` with `concurrency` in flight until the deadline or `maxPerFlood`. */
async function flood(
  who: string,
  address: string,
  deadline: number,
  headers: (n: number) => Record<string, string>,
) {
  const t = tally()
  let n = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline && n < maxPerFlood) {
        const i = n++
        count(t, await send(address, 'POST', JOIN_NOW, { body: lead(who, i), headers: headers(i) }))
      }
    }),
  )
  return t
}

const forged = Array.from({ length: 100 }, (_, i) => `203.0.113.${i + 1}`)

/** One lead a second, each from its own address (127.0.0.2 upward), for `secs` seconds. */
async function ordinaryLearners(who: string, secs: number, firstHost: number) {
  const t = tally()
  const sent: Promise<void>[] = []
  for (let i = 0; i < secs; i++) {
    const address = `127.0.0.${firstHost + i}`
    sent.push(send(address, 'POST', JOIN_NOW, { body: lead(who, i) }).then((r) => count(t, r)))
    await new Promise((r) => setTimeout(r, 1000))
  }
  await Promise.all(sent)
  return t
}

async function rowsKept(who: string): Promise<number> {
  const reply = await send('127.0.0.1', 'HEAD', `/rest/v1/leads?email=like.load-${who}-${run}-*`, {
    key: serviceKey,
    headers: { prefer: 'count=exact' },
  })
  const range = reply.headers['content-range']
  const total = typeof range === 'string' ? Number(range.split('/')[1]) : NaN
  if (!Number.isFinite(total)) throw new Error(`counting ${who}: ${reply.status} ${reply.body}`)
  return total
}

function percentile(ms: number[], p: number): string {
  if (!ms.length) return '-'
  const sorted = [...ms].sort((a, b) => a - b)
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[i]!.toFixed(1)
}

async function main() {
  const health = await send('127.0.0.1', 'GET', '/rest/v1/courses?select=id&limit=1')
  if (health.status !== 200) {
    console.error(
      `The stack at ${api.origin} does not answer (${health.status}); start it with pnpm stack`,
    )
    process.exit(1)
  }
  console.log(
    `run ${run}: quiet ${quietSeconds} s, then floods for ${seconds} s (${concurrency} in flight each)`,
  )

  const quiet = await ordinaryLearners('quiet', quietSeconds, 2)
  const deadline = Date.now() + seconds * 1000
  const [one, spoofed, learners] = await Promise.all([
    flood('flood', '127.0.0.250', deadline, () => ({})),
    flood('forged', '127.0.0.251', deadline, (i) => ({
      'x-forwarded-for': forged[i % forged.length]!,
      'x-real-ip': forged[(i + 7) % forged.length]!,
    })),
    ordinaryLearners('learner', seconds, 2 + quietSeconds),
  ])

  const rows = [
    ['one address (127.0.0.250)', one, await rowsKept('flood')],
    ['100 forged X-Forwarded-For (127.0.0.251)', spoofed, await rowsKept('forged')],
    [`ordinary learners, quiet (1/s, own address)`, quiet, await rowsKept('quiet')],
    [`ordinary learners, during the floods (1/s)`, learners, await rowsKept('learner')],
  ] as const
  const table = [
    '| client | sent | 201 | 429 | other | rows kept | p50 ms | p99 ms | Retry-After |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      ([name, t, kept]) =>
        `| ${name} | ${t.sent} | ${t.created} | ${t.limited} | ${t.other} | ${kept} | ${percentile(t.ms, 50)} | ${percentile(t.ms, 99)} | ${[...t.retryAfter].slice(0, 3).join(', ') || '-'} |`,
    ),
  ]
  console.log(`\n${table.join('\n')}\n`)
  const floodRate = ((one.sent + spoofed.sent) / seconds).toFixed(0)
  console.log(`flood: ${floodRate} requests a second from the two flooding clients together`)

  if (!values.keep) {
    const removed = await send('127.0.0.1', 'DELETE', `/rest/v1/leads?email=like.load-*-${run}-*`, {
      key: serviceKey,
    })
    if (removed.status >= 300)
      console.error(`could not delete the run's leads: ${removed.status} ${removed.body}`)
  }
  agent.destroy()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
