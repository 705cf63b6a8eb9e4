/**
 * What wallet.test.ts (the inbox's rule and cells) and wallet-sms.test.ts (the function in front
 * of it) both read: the database's answer to a message handed over, and the stored messages.
 */
import { sql } from './support'

/** private.receive_wallet_message's answer for one message. */
export interface Received {
  id: string
  state: string
  request_id: string | null
  replayed: boolean
}

/** A row of public.wallet_messages, as `postgres` reads it (numerics as strings). */
export interface MessageRow {
  id: string
  webhook_id: string
  device_id: string | null
  sender: string
  recipient: string | null
  sim_number: number | null
  body: string
  received_at: Date
  wallet: string | null
  kind: string
  transaction_id: string | null
  amount: string | null
  fee: string | null
  balance: string | null
  change: string | null
  payer: string | null
  chain: string | null
  state: string
  request_id: string | null
  duplicate_of: string | null
}

/** The stored message `id` (behind RLS). */
export async function message(id: string): Promise<MessageRow> {
  const [row] = await sql<MessageRow>('select * from public.wallet_messages where id = $1', [id])
  if (!row) throw new Error(`no wallet message ${id}`)
  return row
}
