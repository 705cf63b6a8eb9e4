import pg from 'pg'
import type { MailMessage } from './mailbox'

interface HasApiUrl {
  apiUrl: string
}

/** The mails sent to `email`, newest first (GET {apiUrl}/mailbox/v1/messages?to=email). */
export async function readMailbox(stack: HasApiUrl, email: string): Promise<MailMessage[]> {
  const res = await fetch(`${stack.apiUrl}/mailbox/v1/messages?to=${encodeURIComponent(email)}`)
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`)
  const body = (await res.json()) as { messages: MailMessage[] }
  return body.messages
}

/** The newest mail to `email`; waits up to `timeoutMs` for one to arrive. */
export async function latestMail(
  stack: HasApiUrl,
  email: string,
  timeoutMs = 2000,
): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [first] = await readMailbox(stack, email)
    if (first) return first
    if (Date.now() > deadline) throw new Error(`no mail for ${email} within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Empties the mailbox, or only the mails to `email`. */
export async function clearMailbox(stack: HasApiUrl, email?: string): Promise<void> {
  const q = email ? `?to=${encodeURIComponent(email)}` : ''
  const res = await fetch(`${stack.apiUrl}/mailbox/v1/messages${q}`, { method: 'DELETE' })
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`)
}

/** Runs one SQL statement on the stack's database as `postgres` (BYPASSRLS, as on hosted), on a connection of its own. */
export async function runSql<R extends pg.QueryResultRow = pg.QueryResultRow>(
  stack: { dbUrl: string },
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: stack.dbUrl })
  await client.connect()
  try {
    return (await client.query<R>(text, values)).rows
  } finally {
    await client.end()
  }
}
