/**
 * The wallet phone in the admin console (issue 23): the SMS it forwarded
 * (public.wallet_messages, newest first, a page at a time), approving a matched payment and
 * re-anchoring a wallet's balance chain, the automatic-approval switch, the wallets' sender ids
 * and the phone's last signs of life. The database decides what each message is (migration
 * section wallet_sms); these functions only read it and call its two RPCs.
 */
import { z } from 'zod'
import type { ApiClient } from './client'
import type { Tables } from './database.types'
import type { Wallet } from './decisions'
import { answered, invalidForm, toApiError, unexpectedResponse, type Operation } from './errors'
import {
  pageLimit,
  readKeysetPage,
  type KeysetOrder,
  type KeysetPage,
  type KeysetQuery,
} from './keyset'

export const walletNames = ['bKash', 'Nagad', 'Rocket'] as const satisfies readonly Wallet[]

/** What the database made of a forwarded message (wallet_messages.state). */
export const walletMessageStates = [
  'settled',
  'matched',
  'amount_differs',
  'waiting',
  'held',
  'request_decided',
  'not_wallet',
  'not_payment',
  'duplicate',
] as const
export type WalletMessageState = (typeof walletMessageStates)[number]

/** "Needs a look": the day's work, what the database could not settle by itself. */
export const needsLookStates = [
  'held',
  'amount_differs',
  'waiting',
  'matched',
] as const satisfies readonly WalletMessageState[]

/** Where a message stands in its wallet's balance chain (null: no balance, or not a wallet). */
export type WalletChain = 'first' | 'anchor' | 'follows' | 'unverified' | 'breaks'
export type WalletMessageKind = 'received' | 'sent' | 'cash_out' | 'cash_in' | 'payment' | 'other'

/** Which messages the inbox lists; its pages are keyset pages (./keyset) like every list's. */
export interface WalletMessageFilter {
  /** Only messages in this state (wins over needsLook). */
  state?: WalletMessageState
  /** Only held, amount_differs, waiting and matched messages. */
  needsLook?: boolean
}

/** The request a message settled or was matched with, as the console shows it. */
export interface WalletMessageRequest {
  id: string
  name: string
  phone: string
  courseId: string
  courseTitle: string
  transactionId: string
  amountDue: number
  status: 'pending' | 'approved' | 'rejected' | 'refunded'
}

export interface WalletMessage {
  id: string
  /** When it reached the database (the inbox's order). */
  createdAt: string
  /** When the phone received it (the balance chain's order). */
  receivedAt: string
  sender: string
  /** The wallet of the sender id; null when the sender is not one of the wallets. */
  wallet: Wallet | null
  kind: WalletMessageKind
  transactionId: string | null
  amount: number | null
  fee: number | null
  balance: number | null
  payer: string | null
  /** The SMS as the phone received it. */
  body: string
  chain: WalletChain | null
  state: WalletMessageState
  request: WalletMessageRequest | null
  settledAt: string | null
  anchoredAt: string | null
  /** The message this one is a copy of (state 'duplicate'). */
  duplicateOf: string | null
}

export interface WalletSettings {
  /** On: a payment that follows its chain and covers a pending request approves it by itself. */
  autoApprove: boolean
  updatedAt: string | null
}

export type WalletSender = { sender: string; wallet: Wallet; createdAt: string }

export interface WalletDevice {
  deviceId: string
  lastMessageAt: string | null
  lastPingAt: string | null
}

export const WALLET_PAGE_SIZE = 50

const messageColumns =
  'id, created_at, received_at, sender, wallet, kind, transaction_id, amount, fee, balance, payer, body, chain, state, settled_at, anchored_at, duplicate_of, ' +
  'request:pending_enrollments!wallet_messages_request_id_fkey(id, name, phone, course_id, transaction_id, amount_due, status, courses(title))'

const amount = z.coerce.number().nullable()
const walletSchema = z.enum(walletNames)
const messageRowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  received_at: z.string(),
  sender: z.string(),
  wallet: walletSchema.nullable(),
  kind: z.enum(['received', 'sent', 'cash_out', 'cash_in', 'payment', 'other']),
  transaction_id: z.string().nullable(),
  amount,
  fee: amount,
  balance: amount,
  payer: z.string().nullable(),
  body: z.string(),
  chain: z.enum(['first', 'anchor', 'follows', 'unverified', 'breaks']).nullable(),
  state: z.enum(walletMessageStates),
  settled_at: z.string().nullable(),
  anchored_at: z.string().nullable(),
  duplicate_of: z.string().nullable(),
  request: z
    .object({
      id: z.string(),
      name: z.string(),
      phone: z.string(),
      course_id: z.string(),
      transaction_id: z.string(),
      amount_due: z.number(),
      status: z.enum(['pending', 'approved', 'rejected', 'refunded']),
      courses: z.object({ title: z.string() }).nullable(),
    })
    .nullable(),
})
type MessageRow = z.infer<typeof messageRowSchema>

/** A row of the embedded select (untyped: its columns are a string built at run time), checked. */
function checkedRow(row: unknown, operation: Operation): MessageRow {
  const parsed = messageRowSchema.safeParse(row)
  if (!parsed.success) throw unexpectedResponse(operation, parsed.error)
  return parsed.data
}

/** The inbox's order: created_at desc, then id ascending (wallet_messages_created_at_idx). */
const inboxOrder: KeysetOrder = { column: 'created_at', descending: true, idDescending: false }

function toMessage(r: MessageRow): WalletMessage {
  return {
    id: r.id,
    createdAt: r.created_at,
    receivedAt: r.received_at,
    sender: r.sender,
    wallet: r.wallet,
    kind: r.kind,
    transactionId: r.transaction_id,
    amount: r.amount,
    fee: r.fee,
    balance: r.balance,
    payer: r.payer,
    body: r.body,
    chain: r.chain,
    state: r.state,
    request: r.request && {
      id: r.request.id,
      name: r.request.name,
      phone: r.request.phone,
      courseId: r.request.course_id,
      courseTitle: r.request.courses?.title ?? r.request.course_id,
      transactionId: r.request.transaction_id,
      amountDue: r.request.amount_due,
      status: r.request.status,
    },
    settledAt: r.settled_at,
    anchoredAt: r.anchored_at,
    duplicateOf: r.duplicate_of,
  }
}

/**
 * One page of the forwarded messages, newest first (created_at desc, id), after `query.after`
 * (the last message of the page before), read with keyset pagination as every list is.
 */
export async function listWalletMessages(
  client: ApiClient,
  filter: WalletMessageFilter = {},
  query: KeysetQuery = {},
): Promise<KeysetPage<WalletMessage>> {
  const operation = 'walletMessages.list'
  const limit = pageLimit(query.limit, WALLET_PAGE_SIZE, operation)
  let request = client
    .from('wallet_messages')
    .select(messageColumns, query.count ? { count: 'exact' } : undefined)
  if (filter.state) request = request.eq('state', filter.state)
  else if (filter.needsLook) request = request.in('state', [...needsLookStates])
  return readKeysetPage(request, {
    order: inboxOrder,
    after: query.after,
    limit,
    operation,
    cursorOf: (r) => {
      const { created_at, id } = checkedRow(r, operation)
      return { at: created_at, id }
    },
    toRow: (r) => toMessage(checkedRow(r, operation)),
    counted: query.count === true,
  })
}

const stateSchema = z.enum(walletMessageStates)

async function callMessageRpc(
  client: ApiClient,
  rpc: 'approve_wallet_message' | 'anchor_wallet_message',
  operation: Operation,
  messageId: string,
): Promise<WalletMessageState> {
  const { data, error, status } = await client.rpc(rpc, { message_id: messageId })
  if (error) throw toApiError(error, operation, status)
  const parsed = stateSchema.safeParse(data)
  if (!parsed.success) throw unexpectedResponse(operation, parsed.error, status)
  return parsed.data
}

/**
 * Approves a matched payment (automatic approval off) as the request's approval, naming the
 * admin. Answers the message's state now: 'settled', or what it turned out to be meanwhile
 * (still 'matched' when the learner was enrolled by another request).
 */
export function approveWalletMessage(
  client: ApiClient,
  messageId: string,
): Promise<WalletMessageState> {
  return callMessageRpc(client, 'approve_wallet_message', 'walletMessage.approve', messageId)
}

/**
 * "This balance is right": re-anchors the wallet's balance chain at this message, which (and
 * every later message of the wallet) is judged again; a held payment that covers a pending
 * request is approved. Answers the message's state now.
 */
export function anchorWalletMessage(
  client: ApiClient,
  messageId: string,
): Promise<WalletMessageState> {
  return callMessageRpc(client, 'anchor_wallet_message', 'walletMessage.anchor', messageId)
}

type SettingsRow = Pick<Tables<'wallet_settings'>, 'auto_approve' | 'updated_at'>
const toSettings = (r: SettingsRow): WalletSettings => ({
  autoApprove: r.auto_approve,
  updatedAt: r.updated_at,
})

/** The automatic-approval switch (one row; on when the row is missing, as the database reads it). */
export async function getWalletSettings(client: ApiClient): Promise<WalletSettings> {
  const row = answered(
    await client
      .from('wallet_settings')
      .select('auto_approve, updated_at')
      .eq('id', true)
      .maybeSingle(),
    'walletSettings.read',
  )
  return row ? toSettings(row) : { autoApprove: true, updatedAt: null }
}

/** Turns automatic approval on or off; answers the setting as stored. */
export async function setAutoApprove(client: ApiClient, on: boolean): Promise<WalletSettings> {
  const { data, error, status } = await client
    .from('wallet_settings')
    .update({ auto_approve: on })
    .eq('id', true)
    .select('auto_approve, updated_at')
    .maybeSingle()
  if (error) throw toApiError(error, 'walletSettings.update', status)
  // No row changed: not an admin (row-level security), or the row is missing.
  if (!data)
    throw toApiError({ code: 'PGRST116', message: 'No settings row' }, 'walletSettings.update', 404)
  return toSettings(data)
}

const senderRowSchema = z.object({
  sender: z.string(),
  wallet: walletSchema,
  created_at: z.string(),
})
const toSender = (r: z.infer<typeof senderRowSchema>): WalletSender => ({
  sender: r.sender,
  wallet: r.wallet,
  createdAt: r.created_at,
})

/** A sender id as the admin types it: trimmed, 1 to 32 characters, for one of the wallets. */
export const walletSenderSchema = z.object({
  // refusals carry the field and zod's code (too_small, too_big, invalid_value); the console words them
  sender: z.string().trim().min(1).max(32),
  wallet: z.enum(walletNames),
})

/** The sender ids whose SMS are wallet money, by wallet then sender. */
export async function listWalletSenders(client: ApiClient): Promise<WalletSender[]> {
  const { data, error, status } = await client
    .from('wallet_senders')
    .select('sender, wallet, created_at')
    .order('wallet')
    .order('sender')
  if (error) throw toApiError(error, 'walletSenders.list', status)
  const parsed = z.array(senderRowSchema).safeParse(data)
  if (!parsed.success) throw unexpectedResponse('walletSenders.list', parsed.error, status)
  return parsed.data.map(toSender)
}

/**
 * Adds a sender id. 'BKASH' and 'bKash' are one sender (a unique index on lower(sender)): a
 * sender on the list in any case is refused with walletSenderExists.
 */
export async function addWalletSender(
  client: ApiClient,
  input: { sender: string; wallet: string },
): Promise<WalletSender> {
  const parsed = walletSenderSchema.safeParse(input)
  if (!parsed.success) throw invalidForm('walletSender.add', parsed.error)
  const { data, error, status } = await client
    .from('wallet_senders')
    .insert(parsed.data)
    .select('sender, wallet, created_at')
    .single()
  if (error) throw toApiError(error, 'walletSender.add', status)
  const row = senderRowSchema.safeParse(data)
  if (!row.success) throw unexpectedResponse('walletSender.add', row.error, status)
  return toSender(row.data)
}

/** Removes a sender id; its messages stay as they were judged. Fails when none was removed. */
export async function removeWalletSender(client: ApiClient, sender: string): Promise<void> {
  const { data, error, status } = await client
    .from('wallet_senders')
    .delete()
    .eq('sender', sender)
    .select('sender')
  if (error) throw toApiError(error, 'walletSender.remove', status)
  if (data.length === 0)
    throw toApiError({ code: 'PGRST116', message: 'No such sender' }, 'walletSender.remove', 404)
}

/** The forwarding phones and their last message and ping, by device id. */
export async function listWalletDevices(client: ApiClient): Promise<WalletDevice[]> {
  const { data, error, status } = await client
    .from('wallet_devices')
    .select('device_id, last_message_at, last_ping_at')
    .order('device_id')
  if (error) throw toApiError(error, 'walletDevices.list', status)
  return data.map((r) => ({
    deviceId: r.device_id,
    lastMessageAt: r.last_message_at,
    lastPingAt: r.last_ping_at,
  }))
}
