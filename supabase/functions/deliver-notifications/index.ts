// Delivers the mail outbox (public.notification_deliveries): claims due rows with
// `for update skip locked`, sends each over SMTP, and records the outcome; a failure is retried
// later with backoff and, after five tries, left as 'failed' with its error for the admin.
// Called by pg_cron + pg_net on hosted Supabase (docs/deploy.md) and by the devstack locally.
// Only the service role may call it.
import nodemailer from 'npm:nodemailer@6.10.1'
import { z } from 'zod'
import { machine } from '../_shared/answers.ts'
import { parseBody, readBody, Refusal } from '../_shared/body.ts'
import { renderMail, type Kind, type Locale, type NotificationData } from '../_shared/mail.ts'
import { env, serve, sql } from '../_shared/runtime.ts'

const BATCH = 20
/** pg_cron posts `{}`; a call carries no more than that, so a larger body is not one. */
const MAX_BODY_BYTES = 1024
// stop claiming after this long, so one call ends well inside the runtime's wall-clock limit
const BUDGET_MS = 50_000

const smtpUser = env('SMTP_USER')
// pooled: a burst of mails reuses a few SMTP connections instead of one handshake per mail
const transport = nodemailer.createTransport({
  pool: true,
  maxConnections: 4,
  host: env('SMTP_HOST', '127.0.0.1'),
  port: Number(env('SMTP_PORT', '54325')),
  secure: env('SMTP_SECURE') === 'true',
  ...(smtpUser ? { auth: { user: smtpUser, pass: env('SMTP_PASS') } } : {}),
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
})
const from = env('MAIL_FROM', 'Skill courses <no-reply@localhost>')
const links = {
  siteUrl: env('SITE_URL', 'http://localhost:5173').replace(/\/+$/, ''),
  ...(env('ADMIN_URL') ? { adminUrl: env('ADMIN_URL') } : {}),
}

/** The call takes no arguments: pg_cron posts `{}`, a hand call may post nothing. */
const deliveryCall = z.object({}).optional()

interface Claimed {
  notification_id: string
  attempts: number
  kind: Kind
  data: NotificationData
  locale: Locale
  email: string | null
}

/** The gateway checked the signature (verify_jwt); the role must be the service role. */
function isServiceRole(req: Request): boolean {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? ''
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')))
    return payload.role === 'service_role'
  } catch {
    return false
  }
}

async function finish(row: Claimed, error: string | null, permanent = false): Promise<string> {
  const [result] = await sql`
    select private.finish_notification_delivery(
      ${row.notification_id}::uuid, ${row.attempts}, ${error}, ${permanent}
    ) as state`
  return result?.state ?? 'lost claim'
}

async function deliver(row: Claimed): Promise<string> {
  if (!row.email) return finish(row, 'The recipient has no email address.', true)
  let mail
  try {
    mail = renderMail(row.kind, row.locale, row.data, links)
  } catch (err) {
    return finish(row, (err as Error).message, true)
  }
  try {
    await transport.sendMail({
      from,
      to: row.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // the same id on every try, so a mail server or reader can spot a repeat
      messageId: `<${row.notification_id}@notifications.local>`,
    })
  } catch (err) {
    return finish(row, `SMTP: ${(err as Error).message}`)
  }
  return finish(row, null)
}

serve(machine, 'The outbox could not be delivered now; it is tried again.', async (req) => {
  if (!isServiceRole(req)) {
    throw new Refusal(403, 'Only the service role may deliver notifications.')
  }
  parseBody(deliveryCall, await readBody(req, MAX_BODY_BYTES))
  const started = Date.now()
  const [{ reminders }] = await sql`select private.enqueue_class_reminders() as reminders`
  const counts: Record<string, number> = { sent: 0, pending: 0, failed: 0 }
  while (Date.now() - started < BUDGET_MS) {
    const rows = await sql<Claimed[]>`
      select * from private.claim_notification_deliveries(${BATCH})`
    if (rows.length === 0) break
    // the batch's mails go out side by side over the pool; each records its own outcome
    for (const state of await Promise.all(rows.map(deliver))) {
      counts[state] = (counts[state] ?? 0) + 1
    }
  }
  return machine.json(200, { reminders, ...counts })
})
