import type { AddressInfo } from 'node:net'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { Mailbox } from './mailbox'

/**
 * The local mail catcher over SMTP, as the Supabase CLI's is: whatever an Edge Function sends
 * lands in the devstack mailbox and is never relayed. Any login is accepted; no TLS (loopback).
 * `failNext(address, count)` makes the next `count` mails to that address fail with a 451, so
 * the delivery's retries can be tried (like Mailpit's "chaos").
 */
export interface SmtpCatcher {
  port: number
  failNext(address: string, count: number): void
  close(): Promise<void>
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : [])
    .flatMap((o) => o.value)
    .map((v) => (v.address ?? '').toLowerCase())
    .filter(Boolean)

export async function startSmtpCatcher(port: number, box: Mailbox): Promise<SmtpCatcher> {
  const failures = new Map<string, number>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'devstack mail catcher',
    size: 10 * 1024 * 1024,
    onAuth: (_auth, _session, cb) => cb(null, { user: 'devstack' }),
    onRcptTo(address, _session, cb) {
      const to = address.address.toLowerCase()
      const left = failures.get(to) ?? 0
      if (left > 0) {
        failures.set(to, left - 1)
        const err = Object.assign(new Error('devstack: simulated failure, try again later'), {
          responseCode: 451,
        })
        cb(err)
        return
      }
      cb()
    },
    onData(stream, session, cb) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
          for (const rcpt of to.length ? to : addresses(mail.to)) {
            box.add({
              to: rcpt,
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              type: 'smtp',
              actionLink: '',
              otp: '',
              tokenHash: '',
              redirectTo: '',
            })
          }
          cb()
        })
        .catch((err: Error) => cb(err))
    },
  })
  server.on('error', () => undefined)
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.server.off('error', reject)
      resolve()
    })
  })
  return {
    port: (server.server.address() as AddressInfo).port,
    failNext: (address, count) => failures.set(address.trim().toLowerCase(), count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
