// The wallet phone's webhook (issue 23): SMS Gateway for Android forwards every SMS the
// provider's wallet phone receives, signed with the app's signing key. Each message is read with
// @repo/payments (the code of the console's Payments tab, through deno.json's import map) and
// handed to private.receive_wallet_message(), which stores it once and settles the pending
// request it pays for (migrations, section wallet_sms). docs/decisions/0049.
//
// The app retries anything but a 2xx for about two days, so every message that is signed and
// well formed answers 200, payment or not, and the same webhook id again changes nothing (the
// database answers `replayed: true`); only a database failure answers 5xx, so the phone retries.
// verify_jwt = false (supabase/config.toml): the phone has no JWT; the signature is its credential.
import postgres from 'npm:postgres@3.4.9'
import { readWalletSms, unreadWalletSms, type WalletSms } from '@repo/payments'
import { readBody, Refusal } from '../_shared/body.ts'

/** The largest body read; a longer one is refused (413) without reading more than one byte past it. */
const MAX_BODY_BYTES = 64 * 1024
/** How far X-Timestamp may be from this server's clock, either way. */
const MAX_SKEW_SECONDS = 5 * 60
/** The database's limits (wallet_messages' checks): a longer value is not a message of the app. */
const MAX_TEXT = 20_000
const MAX_ID = 128
const MAX_NUMBER = 64

const env = (name: string) => Deno.env.get(name) ?? ''

// opened on the first query; a burst of messages shares these few connections
const sql = postgres(env('SUPABASE_DB_URL'), { max: 4, prepare: false, onnotice: () => {} })

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers })

/** What an event of the app looks like once it passed the checks. */
interface WebhookEvent {
  id: string
  event: string
  deviceId: string | null
  payload: Record<string, unknown>
}

interface SmsReceived {
  messageId: string | null
  text: string
  sender: string
  recipient: string | null
  simNumber: number | null
  receivedAt: string
}

// ---------------------------------------------------------------- the signature

const encoder = new TextEncoder()
let signingKey: { secret: string; key: CryptoKey } | null = null

async function hmacKey(secret: string): Promise<CryptoKey> {
  if (signingKey?.secret !== secret) {
    const key = await crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    )
    signingKey = { secret, key }
  }
  return signingKey.key
}

/** '0a1b…' -> bytes; null unless it is 64 hex digits (a SHA-256 HMAC). */
function hexBytes(hex: string): Uint8Array | null {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return null
  const bytes = new Uint8Array(32)
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** Compares every byte whatever the first difference, so the time taken tells nothing. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!
  return difference === 0
}

/**
 * The app's signature (its "Payload Signing"): X-Signature is the hex HMAC-SHA256, with the
 * signing key, of the raw body as received followed by the X-Timestamp value (Unix seconds),
 * and X-Timestamp is within five minutes of this server's clock.
 */
async function checkSignature(req: Request, body: Uint8Array, secret: string): Promise<void> {
  const timestamp = req.headers.get('x-timestamp')?.trim() ?? ''
  const signature = req.headers.get('x-signature')?.trim() ?? ''
  if (!timestamp || !signature) {
    throw new Refusal(401, 'The X-Signature and X-Timestamp headers are required.')
  }
  if (!/^\d{1,12}$/.test(timestamp)) throw new Refusal(401, 'X-Timestamp is not Unix seconds.')
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS) {
    throw new Refusal(401, 'X-Timestamp is more than 5 minutes from the server clock.')
  }
  const stamp = encoder.encode(timestamp)
  const signed = new Uint8Array(body.length + stamp.length)
  signed.set(body)
  signed.set(stamp, body.length)
  const expected = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), signed))
  const given = hexBytes(signature)
  if (!given || !sameBytes(given, expected)) throw new Refusal(401, 'The signature is not valid.')
}

// ---------------------------------------------------------------- the event

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * A string PostgreSQL can store: its text holds no NUL character and its JSON no lone UTF-16
 * surrogate, so both become U+FFFD (an SMS of junk is stored, not refused forever).
 */
const storable = (value: string) => value.toWellFormed().replaceAll('\u0000', '\uFFFD')

function text(value: unknown, field: string, max: number, required: true): string
function text(value: unknown, field: string, max: number, required?: false): string | null
function text(value: unknown, field: string, max: number, required = false): string | null {
  if (value === undefined || value === null || value === '') {
    if (required) throw new Refusal(400, `${field} is required.`)
    return null
  }
  if (typeof value !== 'string') throw new Refusal(400, `${field} must be a string.`)
  if (value.length > max) throw new Refusal(400, `${field} is longer than ${max} characters.`)
  return storable(value)
}

function parseEvent(body: Uint8Array): WebhookEvent {
  let data: unknown
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body))
  } catch {
    throw new Refusal(400, 'The body is not JSON.')
  }
  if (!isObject(data)) throw new Refusal(400, 'The body is not a webhook event.')
  const payload = data.payload ?? {}
  if (!isObject(payload)) throw new Refusal(400, 'payload must be an object.')
  return {
    id: text(data.id, 'id', MAX_ID, true),
    event: text(data.event, 'event', MAX_ID, true),
    deviceId: text(data.deviceId, 'deviceId', MAX_ID),
    payload,
  }
}

/** When the phone received it, as the database stores it; now when missing or not a time. */
function receivedAt(value: unknown): string {
  const at = typeof value === 'string' ? new Date(value) : null
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : new Date().toISOString()
}

function smsOf(payload: Record<string, unknown>): SmsReceived {
  const sim = payload.simNumber
  if (
    sim !== undefined &&
    sim !== null &&
    !(Number.isInteger(sim) && Math.abs(sim as number) < 2 ** 15)
  ) {
    throw new Refusal(400, 'payload.simNumber must be a small integer.')
  }
  if (typeof payload.message !== 'string') throw new Refusal(400, 'payload.message is required.')
  return {
    messageId: text(payload.messageId, 'payload.messageId', MAX_ID),
    text: text(payload.message, 'payload.message', MAX_TEXT) ?? '',
    // the app sends `sender` since 2026, `phoneNumber` before
    sender: text(payload.sender ?? payload.phoneNumber, 'payload.sender', MAX_NUMBER, true).trim(),
    recipient: text(payload.recipient, 'payload.recipient', MAX_NUMBER),
    simNumber: (sim as number | null | undefined) ?? null,
    receivedAt: receivedAt(payload.receivedAt),
  }
}

// ---------------------------------------------------------------- reading and storing

/** readWalletSms never throws; should it ever, the message is still stored, as unread. */
function read(text: string): WalletSms {
  try {
    return readWalletSms(text)
  } catch (err) {
    console.error('readWalletSms failed; stored as other:', err)
    return { ...unreadWalletSms }
  }
}

interface Received {
  id: string
  state: string
  request_id: string | null
  replayed: boolean
}

async function receive(event: WebhookEvent, sms: SmsReceived): Promise<Received> {
  const r = read(sms.text)
  const message = {
    webhook_id: event.id,
    device_id: event.deviceId,
    message_id: sms.messageId,
    sender: sms.sender,
    recipient: sms.recipient,
    sim_number: sms.simNumber,
    text: sms.text,
    received_at: sms.receivedAt,
    read: {
      kind: r.kind,
      wallet: r.wallet,
      transaction_id: r.transactionId,
      amount: r.amount,
      fee: r.fee,
      balance: r.balance,
      change: r.change,
      payer: r.payment?.sender ?? null,
    },
  }
  const [row] = await sql<{ received: Received }[]>`
    select private.receive_wallet_message(${sql.json(message)}::jsonb) as received`
  return row!.received
}

async function handle(req: Request): Promise<Response> {
  if (req.method !== 'POST') {
    return json(405, { message: 'Use POST.' }, { allow: 'POST' })
  }
  const secret = env('WALLET_SMS_SIGNING_KEY')
  if (!secret) {
    // never accept a message nobody signed: the phone keeps it and retries
    return json(500, {
      message:
        "WALLET_SMS_SIGNING_KEY is not set: set it to the app's signing key (supabase secrets set WALLET_SMS_SIGNING_KEY=...).",
    })
  }
  const body = await readBody(req, MAX_BODY_BYTES)
  await checkSignature(req, body, secret)
  const event = parseEvent(body)

  if (event.event === 'system:ping') {
    if (!event.deviceId) throw new Refusal(400, 'deviceId is required.')
    await sql`select private.wallet_phone_ping(${event.deviceId}, now())`
    return json(200, { event: event.event, ignored: false })
  }
  if (event.event !== 'sms:received') {
    // sms:sent, sms:delivered, app:started...: acknowledged, so the app does not retry them
    return json(200, { event: event.event, ignored: true })
  }
  return json(200, await receive(event, smsOf(event.payload)))
}

Deno.serve(async (req) => {
  try {
    return await handle(req)
  } catch (err) {
    if (err instanceof Refusal) return json(err.status, { message: err.message })
    // the database (or the connection to it) failed: 5xx, so the phone sends it again later
    console.error(err)
    return json(503, { message: 'The message could not be stored now; send it again later.' })
  }
})
