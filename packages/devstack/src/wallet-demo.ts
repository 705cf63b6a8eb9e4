// The wallet phone's local demo (`pnpm dev`, `pnpm stack`): each wallet's balance chain anchored
// at a known balance, and one seeded pending request that the README's `pnpm wallet-sms` receipt
// settles on the first try (docs/decisions/0077-wallet-demo-anchors.md).
//
// Without an anchor, a wallet's first message is `first` and a payment there is held for the
// admin (docs/decisions/0048-wallet-sms.md): a newcomer's first receipt was always held. Here each
// chain starts as the admin starts it after setting the phone up: the phone forwards a message
// that prints the balance (private.receive_wallet_message, as the wallet-sms function hands it
// over) and the seeded admin says the balance is right (chain `anchor`). Only the CLI applies it,
// once per database; the test suites' stacks start without it.
import pg from 'pg'

type Wallet = 'bKash' | 'Nagad' | 'Rocket'

/** One wallet's anchor: what the phone forwarded and what @repo/payments reads in it. */
interface Anchor {
  wallet: Wallet
  /** the wallet's sender id (public.wallet_senders) */
  sender: string
  balance: number
  text: (at: Date) => string
  read: { kind: string; transaction_id: string; amount: number; fee: number | null; change: number }
}

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'
const LEARNER_ID = 'a0000000-0000-4000-8000-000000000002'

/** The phone's clock in Dhaka: the parts the wallets print. */
function dhaka(at: Date) {
  const d = new Date(at.getTime() + 6 * 3600_000).toISOString()
  return {
    year: d.slice(0, 4),
    month: d.slice(5, 7),
    day: d.slice(8, 10),
    time: d.slice(11, 16),
    hour: Number(d.slice(11, 13)),
  }
}

/** 25000 -> '25,000.00', as the wallets print taka. */
export const taka = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** '28/11/2026 09:00' (bKash, Nagad). */
function dayMonthYear(at: Date): string {
  const t = dhaka(at)
  return `${t.day}/${t.month}/${t.year} ${t.time}`
}

/** '28-NOV-26 09:00:00 am' (Rocket). */
function rocketDate(at: Date): string {
  const t = dhaka(at)
  const months = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ')
  const hour12 = String(((t.hour + 11) % 12) + 1).padStart(2, '0')
  return `${t.day}-${months[Number(t.month) - 1]}-${t.year.slice(2)} ${hour12}${t.time.slice(2)}:00 ${t.hour < 12 ? 'am' : 'pm'}`
}

/** Each wallet's chain starts here, in the wallets' own wordings (packages/payments' samples). */
export const anchors: readonly Anchor[] = [
  {
    wallet: 'bKash',
    sender: 'bKash',
    balance: 25_000,
    text: (at) =>
      `Cash In Tk 25,000.00 from 01800000000 successful. Fee Tk 0.00. Balance Tk 25,000.00. TrxID DEMOCASH01 at ${dayMonthYear(at)}`,
    read: { kind: 'cash_in', transaction_id: 'DEMOCASH01', amount: 25_000, fee: 0, change: 25_000 },
  },
  {
    wallet: 'Nagad',
    sender: 'NAGAD',
    balance: 15_000,
    text: (at) =>
      `Cash In Successful.\nAmount: Tk 15,000.00\nUddokta: 01700000000\nTxnID: DEMOCSH2\nBalance: Tk 15,000.00\n${dayMonthYear(at)}`,
    read: {
      kind: 'cash_in',
      transaction_id: 'DEMOCSH2',
      amount: 15_000,
      fee: null,
      change: 15_000,
    },
  },
  {
    // Rocket's cash-in wording is not one the reader knows: its chain starts at a cash-out
    wallet: 'Rocket',
    sender: '16216',
    balance: 10_000,
    text: (at) =>
      `Cashout Tk1,000.00 from A/C:018123456789 Fee:Tk18.00, Your A/C Balance: Tk10,000.00 TxnId:9000000003 Date:${rocketDate(at)}`,
    read: {
      kind: 'cash_out',
      transaction_id: '9000000003',
      amount: 1_000,
      fee: 18,
      change: -1_018,
    },
  },
]

/** The seeded learner's pending request the README's receipt settles. */
export const demoRequest = {
  email: 'learner@example.com',
  courseId: 'creative-design',
  wallet: 'bKash' as const,
  transactionId: 'DEMO7K3Q9X',
}

/** bKash's receipt of the demo request's payment, following a chain whose last balance is `balance`. */
export function demoReceipt(amount: number, balance: number, at = new Date()): string {
  return (
    `You have received Tk ${taka(amount)} from 01712345678. Ref course. Fee Tk 0.00. ` +
    `Balance Tk ${taka(balance + amount)}. TrxID ${demoRequest.transactionId} at ${dayMonthYear(at)}`
  )
}

const webhookId = (wallet: Wallet) => `devstack-wallet-demo-${wallet}`

async function withClient<T>(dbUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl })
  client.on('error', () => undefined)
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Whether this database has the wallet phone's tables and entry (the project's migrations). */
async function hasWalletSms(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ ok: boolean }>(
    `select to_regclass('public.wallet_messages') is not null
        and to_regprocedure('private.receive_wallet_message(jsonb)') is not null as ok`,
  )
  return rows[0]?.ok === true
}

/**
 * Anchors each wallet's chain and seeds the demo request, once per database (the anchors'
 * webhook ids say it ran). 'missing': the database has no wallet_sms migration (a fixture).
 */
export async function seedWalletDemo(dbUrl: string): Promise<'applied' | 'already' | 'missing'> {
  return withClient(dbUrl, async (client) => {
    if (!(await hasWalletSms(client))) return 'missing'
    const done = await client.query('select 1 from public.wallet_messages where webhook_id = $1', [
      webhookId('bKash'),
    ])
    if (done.rowCount) return 'already'
    await client.query('begin')
    try {
      const at = new Date()
      for (const anchor of anchors) {
        const message = {
          webhook_id: webhookId(anchor.wallet),
          device_id: 'local-wallet-phone',
          sender: anchor.sender,
          sim_number: 1,
          text: anchor.text(at),
          received_at: at.toISOString(),
          read: { ...anchor.read, wallet: anchor.wallet, balance: anchor.balance, payer: null },
        }
        const { rows } = await client.query<{ id: string }>(
          `select (private.receive_wallet_message($1::jsonb)) ->> 'id' as id`,
          [JSON.stringify(message)],
        )
        // what anchor_wallet_message does when the admin taps "This balance is right"
        await client.query(
          `update public.wallet_messages
              set chain = 'anchor', anchored_at = now(),
                  anchored_by = (select p.id from public.profiles p where p.id = $2::uuid)
            where id = $1::uuid`,
          [rows[0]!.id, ADMIN_ID],
        )
      }
      // the seeded learner's request (supabase/seed.sql), unless the learner has one open or is
      // enrolled; amount_due is the database's (the course price)
      await client.query(
        `insert into public.pending_enrollments (user_id, course_id, name, phone, payment_method, transaction_id, amount_due)
         select p.id, $2::text, 'Test Learner', '01712345678', $3::text, $4::text, 0
         from public.profiles p
         where p.id = $1::uuid
           and not exists (select 1 from public.pending_enrollments r
                           where r.transaction_id = $4::text
                              or (r.user_id = p.id and r.course_id = $2::text and r.status = 'pending'))
           and not exists (select 1 from public.enrollments e where e.user_id = p.id and e.course_id = $2::text)`,
        [LEARNER_ID, demoRequest.courseId, demoRequest.wallet, demoRequest.transactionId],
      )
      await client.query('commit')
    } catch (err) {
      await client.query('rollback')
      throw err
    }
    return 'applied'
  })
}

/** Where a wallet's chain stands: the balance the next message builds on. */
export interface ChainHead {
  wallet: Wallet
  balance: number | null
  chain: string | null
}

export interface WalletDemoState {
  heads: ChainHead[]
  /** the demo request, while it exists */
  request: { status: string; amountDue: number } | null
}

/** Each chain's head (the latest message a next one is judged against) and the demo request. */
export async function walletDemoState(dbUrl: string): Promise<WalletDemoState | null> {
  return withClient(dbUrl, async (client) => {
    if (!(await hasWalletSms(client))) return null
    const heads: ChainHead[] = []
    for (const wallet of anchors.map((a) => a.wallet)) {
      const { rows } = await client.query<{ balance: string; chain: string }>(
        `select w.balance, w.chain from public.wallet_messages w
          where w.wallet = $1 and w.balance is not null and w.duplicate_of is null
            and w.chain in ('first', 'anchor', 'follows', 'unverified')
          order by w.received_at desc, w.seq desc limit 1`,
        [wallet],
      )
      heads.push({
        wallet,
        balance: rows[0] ? Number(rows[0].balance) : null,
        chain: rows[0]?.chain ?? null,
      })
    }
    const { rows } = await client.query<{ status: string; amount_due: number }>(
      'select status, amount_due from public.pending_enrollments where transaction_id = $1',
      [demoRequest.transactionId],
    )
    const request = rows[0] ? { status: rows[0].status, amountDue: rows[0].amount_due } : null
    return { heads, request }
  })
}

const chainWords: Record<string, string> = {
  anchor: 'anchored: a receipt that adds to it settles',
  follows: 'follows its chain: a receipt that adds to it settles',
  first: "the wallet's first message: anchor it in the console (Payments, Inbox)",
  unverified: 'unverified: anchor a message in the console (Payments, Inbox)',
}

/** The banner's lines about the wallet phone (`pnpm dev`, `pnpm stack`). */
export function walletDemoLines(state: WalletDemoState): string[] {
  const lines = [
    '',
    '  Wallet phone (pnpm wallet-sms plays it; README, "The wallet phone, locally"):',
  ]
  for (const head of state.heads) {
    lines.push(
      head.balance === null
        ? `    ${head.wallet.padEnd(7)} no balance yet: its first message is held for the admin`
        : `    ${head.wallet.padEnd(7)} Tk ${taka(head.balance).padStart(10)}  ${chainWords[head.chain ?? ''] ?? head.chain}`,
    )
  }
  const bkash = state.heads.find((h) => h.wallet === 'bKash')
  if (state.request?.status === 'pending') {
    lines.push(
      `    Pending: ${demoRequest.email}, ${demoRequest.courseId}, Tk ${state.request.amountDue} by bKash, TrxID ${demoRequest.transactionId}.`,
    )
    if (bkash?.balance != null && (bkash.chain === 'anchor' || bkash.chain === 'follows'))
      lines.push(
        `    Settle it: pnpm wallet-sms "${demoReceipt(state.request.amountDue, bkash.balance)}"`,
      )
  } else if (state.request) {
    lines.push(
      `    The demo request (TrxID ${demoRequest.transactionId}) is ${state.request.status}; pnpm stack:reset seeds it again.`,
    )
  }
  return lines
}
