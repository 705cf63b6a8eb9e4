import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../src/index'
import { stackOn, type TestStack } from './helpers'

let stack: TestStack

beforeAll(async () => {
  stack = await stackOn({ config: '' })
})

afterAll(() => stack?.stop())

/** One SMTP conversation, line by line as a mail client has it: the greeting, then one reply per line. */
async function smtp(port: number, lines: string[]): Promise<string[]> {
  const socket = connect(port, '127.0.0.1')
  socket.setEncoding('utf8')
  const replies: string[] = []
  let buffer = ''
  let waiting: (() => void) | null = null
  socket.on('data', (chunk: string) => {
    buffer += chunk
    // a complete reply ends with a line "NNN text" (no dash after the code)
    const m = /(^|\r\n)(\d{3}) [^\r\n]*\r\n$/.exec(buffer)
    if (m) {
      replies.push(buffer.trim())
      buffer = ''
      waiting?.()
    }
  })
  const next = () => new Promise<void>((r) => (waiting = r))
  await next() // greeting
  for (const line of lines) {
    const answered = next()
    socket.write(`${line}\r\n`)
    await answered
  }
  socket.end()
  return replies
}

const message = (to: string) =>
  [
    'From: Skill courses <no-reply@localhost>',
    `To: ${to}`,
    'Subject: =?UTF-8?B?' + Buffer.from('আপনার অনুরোধ').toString('base64') + '?=',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from('ভর্তি অনুমোদিত').toString('base64'),
    '.',
  ].join('\r\n')

describe('the SMTP mail catcher', () => {
  it('drops a mail sent over SMTP into the mailbox, decoded', async () => {
    const to = 'rahim@example.com'
    const replies = await smtp(stack.smtpPort, [
      'EHLO test',
      'MAIL FROM:<no-reply@localhost>',
      `RCPT TO:<${to}>`,
      'DATA',
      message(to),
      'QUIT',
    ])
    expect(replies[4]).toMatch(/^354/)
    expect(replies[5]).toMatch(/^250/)
    const [mail] = await readMailbox(stack, to)
    expect(mail).toMatchObject({ to, type: 'smtp', subject: 'আপনার অনুরোধ' })
    expect(mail!.text.trim()).toBe('ভর্তি অনুমোদিত')
    expect(mail!.from).toContain('no-reply@localhost')
  })

  it('refuses the next mails to an address with a 451 when asked, then accepts again', async () => {
    const to = 'karima@example.com'
    const put = await fetch(`${stack.mailboxUrl}/v1/smtp-failures?to=${to}&count=1`, {
      method: 'PUT',
    })
    expect(put.status).toBe(204)
    const addressMail = () =>
      smtp(stack.smtpPort, ['EHLO test', 'MAIL FROM:<a@localhost>', `RCPT TO:<${to}>`, 'QUIT'])
    const refused = await addressMail()
    expect(refused[3]).toMatch(/^451/)
    const accepted = await addressMail()
    expect(accepted[3]).toMatch(/^250/)
    expect(await readMailbox(stack, to)).toEqual([])
    const bad = await fetch(`${stack.mailboxUrl}/v1/smtp-failures?count=1`, { method: 'PUT' })
    expect(bad.status).toBe(400)
  })
})
