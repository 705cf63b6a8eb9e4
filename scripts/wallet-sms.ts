// pnpm wallet-sms: plays the wallet phone. Signs and posts one SMS (or a ping) exactly as SMS
// Gateway for Android does to the wallet-sms Edge Function: to the local stack by default, or to
// a deployed function with --url and --key. The signing below is also what the database tests
// (supabase/tests/wallet-sms.test.ts) and the benchmark (scripts/bench-wallet-sms.ts) use.
//
//   pnpm wallet-sms "You have received Tk 1,200.00 from 01712345678. ..." [--from bKash]
//   pnpm wallet-sms --ping
import { createHmac, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

/** The function on the local stack (`pnpm stack`, `pnpm dev`). */
export const localUrl = 'http://127.0.0.1:54321/functions/v1/wallet-sms'

const functionsEnv = fileURLToPath(new URL('../supabase/functions/.env', import.meta.url))

/** WALLET_SMS_SIGNING_KEY from supabase/functions/.env: the local stack's signing key. */
export function localSigningKey(file = functionsEnv): string {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*WALLET_SMS_SIGNING_KEY\s*=\s*(.*?)\s*$/.exec(line)
    if (m) return m[1]!.replace(/^(['"])(.*)\1$/, '$2')
  }
  throw new Error(`${file} names no WALLET_SMS_SIGNING_KEY`)
}

/** A webhook event as the app posts it (field order included). */
export interface WebhookEvent {
  deviceId: string
  event: string
  id: string
  payload: Record<string, unknown>
  webhookId: string
}

export interface SmsOptions {
  /** the sender id the phone shows: 'bKash', 'NAGAD', '16216' (Rocket) or a number */
  from?: string
  deviceId?: string
  /** the webhook event's id; the app sends the same id again when it retries */
  id?: string
  /** when the phone received it (ISO 8601); now, in Dhaka's time, by default */
  receivedAt?: string
  recipient?: string | null
  simNumber?: number | null
  /** send the sender as `phoneNumber`, as versions of the app before 2026 do */
  legacySender?: boolean
}

export const defaultDeviceId = 'local-wallet-phone'

/** An id shaped like the app's (21 URL-safe characters). */
export function eventId(): string {
  return randomBytes(16).toString('base64url').slice(0, 21)
}

/** '2026-11-25T18:42:05.000+06:00': a time as the app writes it, in the phone's zone (Dhaka). */
export function dhakaTime(at = new Date()): string {
  return new Date(at.getTime() + 6 * 3600_000).toISOString().replace('Z', '+06:00')
}

/** 1234.5 -> '1,234.50', as the wallets print taka. */
export function taka(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

/** '25/11/2026 18:42': the time in a bKash message (Dhaka). */
function bkashClock(at: Date): string {
  const [date, time] = dhakaTime(at).split('T') as [string, string]
  const [year, month, day] = date.split('-')
  return `${day}/${month}/${year} ${time.slice(0, 5)}`
}

export interface BkashMessage {
  amount: number
  balance: number
  transactionId: string
  /** the payer's (or agent's) number */
  from?: string
  fee?: number
  at?: Date
}

/** bKash's SMS, worded as the wallet sends them (the console's Payments tab reads the same). */
export const bkash = {
  received: (m: BkashMessage) =>
    `You have received Tk ${taka(m.amount)} from ${m.from ?? '01712345678'}. Ref course. ` +
    `Fee Tk ${taka(m.fee ?? 0)}. Balance Tk ${taka(m.balance)}. TrxID ${m.transactionId} at ${bkashClock(m.at ?? new Date())}`,
  cashIn: (m: BkashMessage) =>
    `Cash In Tk ${taka(m.amount)} from ${m.from ?? '01812345678'} successful. ` +
    `Fee Tk ${taka(m.fee ?? 0)}. Balance Tk ${taka(m.balance)}. TrxID ${m.transactionId} at ${bkashClock(m.at ?? new Date())}`,
}

/** The `sms:received` event of one SMS. */
export function smsEvent(text: string, options: SmsOptions = {}): WebhookEvent {
  const sender = options.from ?? 'bKash'
  return {
    deviceId: options.deviceId ?? defaultDeviceId,
    event: 'sms:received',
    id: options.id ?? eventId(),
    payload: {
      messageId: randomBytes(4).toString('hex'),
      message: text,
      ...(options.legacySender ? { phoneNumber: sender } : { sender }),
      ...(options.legacySender ? {} : { recipient: options.recipient ?? null }),
      simNumber: options.simNumber === undefined ? 1 : options.simNumber,
      receivedAt: options.receivedAt ?? dhakaTime(),
    },
    webhookId: 'local-webhook',
  }
}

/** The `system:ping` event the app sends when its Ping setting is on. */
export function pingEvent(deviceId = defaultDeviceId, id = eventId()): WebhookEvent {
  return {
    deviceId,
    event: 'system:ping',
    id,
    payload: { health: { status: 'pass', checks: {} } },
    webhookId: 'local-webhook',
  }
}

/**
 * The app's signature: hex HMAC-SHA256, with the signing key, of the raw body followed by the
 * X-Timestamp value (Unix seconds).
 */
export function signWebhook(
  body: string | Uint8Array,
  key: string,
  timestamp = Math.floor(Date.now() / 1000),
): { 'X-Timestamp': string; 'X-Signature': string } {
  const stamp = String(timestamp)
  const signature = createHmac('sha256', key).update(body).update(stamp).digest('hex')
  return { 'X-Timestamp': stamp, 'X-Signature': signature }
}

export interface PostOptions {
  url?: string
  key?: string
  /** Unix seconds to sign with; now by default */
  timestamp?: number
  /** headers sent as they are (after the signature: they may replace it) */
  headers?: Record<string, string>
}

export interface Answer {
  status: number
  /** the answer's JSON, or its text when it is not JSON */
  body: unknown
}

/** Signs `body` (an event, or raw text or bytes sent as they are) and posts it as the app does. */
export async function postWebhook(
  body: WebhookEvent | string | Uint8Array,
  options: PostOptions = {},
): Promise<Answer> {
  const raw = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body)
  const res = await fetch(options.url ?? localUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'SMS Gateway for Android (pnpm wallet-sms)',
      ...signWebhook(raw, options.key ?? localSigningKey(), options.timestamp),
      ...options.headers,
    },
    body: raw,
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed }
}

/** Posts one SMS as the phone forwards it. */
export function postWalletSms(
  text: string,
  options: SmsOptions & PostOptions = {},
): Promise<Answer> {
  return postWebhook(smsEvent(text, options), options)
}

const usage = `Usage: pnpm wallet-sms "<message text>" [options]
       pnpm wallet-sms --ping [options]

Signs and posts one SMS to the wallet-sms Edge Function as SMS Gateway for Android does.

  --from <sender>        the sender id: bKash (default), NAGAD, 16216 (Rocket) or a number
  --url <url>            the function (default ${localUrl})
  --key <key>            the signing key (default WALLET_SMS_SIGNING_KEY of supabase/functions/.env)
  --device <id>          the phone's device id (default ${defaultDeviceId})
  --received-at <iso>    when the phone received it (default now)
  --id <id>              the webhook event id (the same id again is a retry)
  --ping                 send a system:ping instead of an SMS
  -h, --help             this text

Prints the status and the answer; exits 1 when the answer is not 2xx.`

async function main(argv: string[]): Promise<number> {
  let args
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        url: { type: 'string' },
        key: { type: 'string' },
        device: { type: 'string' },
        'received-at': { type: 'string' },
        id: { type: 'string' },
        ping: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${usage}`)
    return 2
  }
  const { values, positionals } = args
  if (values.help) {
    console.log(usage)
    return 0
  }
  const text = positionals.join(' ')
  if (values.ping ? positionals.length > 0 : !text) {
    console.error(usage)
    return 2
  }
  const receivedAt = values['received-at']
  if (receivedAt !== undefined && Number.isNaN(new Date(receivedAt).getTime())) {
    console.error(`--received-at is not a time: ${receivedAt}`)
    return 2
  }
  const url = values.url ?? localUrl
  const post = {
    url,
    key: values.key ?? localSigningKey(),
  }
  const event = values.ping
    ? pingEvent(values.device, values.id)
    : smsEvent(text, {
        ...(values.from !== undefined ? { from: values.from } : {}),
        ...(values.device !== undefined ? { deviceId: values.device } : {}),
        ...(values.id !== undefined ? { id: values.id } : {}),
        ...(receivedAt !== undefined ? { receivedAt } : {}),
      })
  let answer: Answer
  try {
    answer = await postWebhook(event, post)
  } catch (err) {
    console.error(`Could not reach ${url}: ${(err as Error).message}`)
    return 1
  }
  console.log(`${event.event} ${event.id} -> ${url}`)
  console.log(`HTTP ${answer.status}`)
  console.log(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body, null, 2))
  return answer.status >= 200 && answer.status < 300 ? 0 : 1
}

// run as a command (node scripts/wallet-sms.ts), not when imported
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2))
}
