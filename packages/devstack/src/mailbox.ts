import { randomUUID } from 'node:crypto'
import { createRoom, node, sendJson, type Room } from './http'

/** One mail the auth service "sent". The JSON of the mailbox API returns these. */
export interface MailMessage {
  id: string
  to: string
  from: string
  subject: string
  text: string
  html: string
  /** signup | recovery | email_change | magiclink, or smtp for a mail sent over SMTP */
  type: string
  /** the link a person would click (GET /auth/v1/verify?token=...&type=...&redirect_to=...) */
  actionLink: string
  /** the one-time code shown in the mail (POST /auth/v1/verify with {email, token, type}) */
  otp: string
  tokenHash: string
  redirectTo: string
  createdAt: string
}

export class Mailbox {
  private messages: MailMessage[] = []

  add(m: Omit<MailMessage, 'id' | 'createdAt' | 'from'> & { from?: string }): MailMessage {
    const msg: MailMessage = {
      ...m,
      id: randomUUID(),
      from: m.from ?? 'Supabase Auth <noreply@devstack.local>',
      createdAt: new Date().toISOString(),
    }
    this.messages.push(msg)
    if (this.messages.length > 1000) this.messages.shift()
    return msg
  }

  /** newest first */
  list(to?: string): MailMessage[] {
    const want = to?.trim().toLowerCase()
    return this.messages
      .filter((m) => !want || m.to === want)
      .slice()
      .reverse()
  }

  clear(to?: string): void {
    const want = to?.trim().toLowerCase()
    this.messages = want ? this.messages.filter((m) => m.to !== want) : []
  }
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(messages: MailMessage[], to: string | null): string {
  const rows = messages
    .map(
      (m) => `<article>
  <header><strong>${esc(m.subject)}</strong> to ${esc(m.to)} <small>${esc(m.createdAt)}</small></header>
  <div class="mail">${m.html}</div>
  <p><small>code: <code>${esc(m.otp)}</code></small></p>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>devstack mailbox${to ? ` - ${esc(to)}` : ''}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}.mail{border-top:1px solid #eee;margin-top:.5rem}</style>
</head><body>
<h1>devstack mailbox</h1>
<form><input name="to" placeholder="filter by address" value="${esc(to ?? '')}"> <button>Filter</button></form>
<p>${messages.length} message(s). JSON: <a href="/mailbox/v1/messages${to ? `?to=${encodeURIComponent(to)}` : ''}">/mailbox/v1/messages</a></p>
${rows || '<p>No mail yet.</p>'}
</body></html>`
}

/**
 * The mailbox over HTTP (no API key, like Supabase's local Mailpit):
 * - GET    /mailbox                          HTML page (?to= filters)
 * - GET    /mailbox/v1/messages?to=email     {"messages": MailMessage[]} newest first
 * - GET    /mailbox/v1/messages/latest?to=   the newest MailMessage, or 404
 * - DELETE /mailbox/v1/messages?to=email     empties the mailbox (or one address)
 * - PUT    /mailbox/v1/smtp-failures?to=&count=n  the next n SMTP mails to that address fail (451)
 */
export function mailboxRoom(box: Mailbox, smtp?: { failNext(to: string, n: number): void }): Room {
  const app = createRoom()
  const to = (url: URL) => url.searchParams.get('to') ?? undefined
  app.get(
    '/',
    node((_req, res, url) => {
      const html = page(box.list(to(url)), to(url) ?? null)
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(html),
      })
      res.end(html)
    }),
  )
  app.get(
    '/v1/messages',
    node((_req, res, url) => sendJson(res, 200, { messages: box.list(to(url)) })),
  )
  app.get(
    '/v1/messages/latest',
    node((_req, res, url) => {
      const latest = box.list(to(url))[0]
      if (!latest) sendJson(res, 404, { message: `No mail${to(url) ? ` for ${to(url)}` : ''}` })
      else sendJson(res, 200, latest)
    }),
  )
  app.delete(
    '/v1/messages',
    node((_req, res, url) => {
      box.clear(to(url))
      res.writeHead(204)
      res.end()
    }),
  )
  if (smtp)
    app.put(
      '/v1/smtp-failures',
      node((_req, res, url) => {
        const address = to(url)
        const count = Number(url.searchParams.get('count') ?? '1')
        if (!address || !Number.isInteger(count) || count < 0) {
          sendJson(res, 400, { message: 'Give ?to=<email>&count=<n>' })
          return
        }
        smtp.failNext(address, count)
        res.writeHead(204)
        res.end()
      }),
    )
  return app
}
