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
import { readWalletSms, unreadWalletSms, type WalletSms } from '@repo/payments'
import { z } from 'zod'
import { machine } from '../_shared/answers.ts'
import { check, parseBody, readBody, Refusal } from '../_shared/body.ts'
import { env, serve, sql } from '../_shared/runtime.ts'

/** The largest body read; a longer one is refused (413) without reading more than one byte past it. */
const MAX_BODY_BYTES = 64 * 1024
/** How far X-Timestamp may be from this server's clock, either way. */
const MAX_SKEW_SECONDS = 5 * 60
/** The database's limits (wallet_messages' checks): a longer value is not a message of the app. */
const MAX_TEXT = 20_000
const MAX_ID = 128
const MAX_NUMBER = 64

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

/**
 * A string PostgreSQL can store: its text holds no NUL character and its JSON no lone UTF-16
 * surrogate, so both become U+FFFD (an SMS of junk is stored, not refused forever).
 */
const storable = (value: string) => value.toWellFormed().replaceAll('\u0000', '\uFFFD')

/** Text of at most `max` characters (the database's limit), made storable. */
const text = (max: number, min = 0) => z.string().min(min).max(max).transform(storable)
/** The same, or null when missing or empty. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => (value ? storable(value) : null))

/** An event of the app (its webhook body); its payload is read once the event is known. */
const webhookEvent = z.object({
  id: text(MAX_ID, 1),
  event: text(MAX_ID, 1),
  deviceId: optionalText(MAX_ID),
  payload: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((payload) => payload ?? {}),
})

/** When the phone received it, as the database stores it; now when missing or not a time. */
function receivedAt(value: unknown): string {
  const at = typeof value === 'string' ? new Date(value) : null
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : new Date().toISOString()
}

/** The payload of an `sms:received` event. */
const smsReceived = z.preprocess(
  // the app sends `sender` since 2026, `phoneNumber` before
  (payload: Record<string, unknown>) => ({
    ...payload,
    sender: payload.sender ?? payload.phoneNumber,
  }),
  z.object({
    messageId: optionalText(MAX_ID),
    message: text(MAX_TEXT),
    sender: text(MAX_NUMBER, 1).transform((sender) => sender.trim()),
    recipient: optionalText(MAX_NUMBER),
    simNumber: z
      .int()
      .gt(-(2 ** 15))
      .lt(2 ** 15)
      .nullish()
      .transform((sim) => sim ?? null),
    receivedAt: z.unknown().optional().transform(receivedAt),
  }),
)

type WebhookEvent = z.output<typeof webhookEvent>
type SmsReceived = z.output<typeof smsReceived>

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
  const r = read(sms.message)
  const message = {
    webhook_id: event.id,
    device_id: event.deviceId,
    message_id: sms.messageId,
    sender: sms.sender,
    recipient: sms.recipient,
    sim_number: sms.simNumber,
    text: sms.message,
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

serve(machine, 'The message could not be stored now; send it again later.', async (req) => {
  const secret = env('WALLET_SMS_SIGNING_KEY')
  if (!secret) {
    // never accept a message nobody signed: the phone keeps it and retries
    throw new Refusal(
      500,
      "WALLET_SMS_SIGNING_KEY is not set: set it to the app's signing key (supabase secrets set WALLET_SMS_SIGNING_KEY=...).",
    )
  }
  const body = await readBody(req, MAX_BODY_BYTES)
  await checkSignature(req, body, secret)
  const event = parseBody(webhookEvent, body)

  if (event.event === 'system:ping') {
    if (!event.deviceId) throw new Refusal(400, 'deviceId is required.')
    await sql`select private.wallet_phone_ping(${event.deviceId}, now())`
    return machine.json(200, { event: event.event, ignored: false })
  }
  if (event.event !== 'sms:received') {
    // sms:sent, sms:delivered, app:started...: acknowledged, so the app does not retry them
    return machine.json(200, { event: event.event, ignored: true })
  }
  // a database failure is thrown on: 5xx, so the phone sends it again later
  return machine.json(200, await receive(event, check(smsReceived, event.payload, 'payload')))
})
