/**
 * The notification outbox (migrations, section notifications): who reads and writes
 * notifications and their deliveries, that every event writes its notifications exactly once in
 * its own transaction, and the deliver-notifications Edge Function against the local stack
 * (SMTP into the devstack mailbox): delivery, retry, giving up, no double send.
 */
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { readMailbox, type MailMessage } from '@repo/devstack'
import {
  anonClient,
  signInAdmin,
  signUpLearner,
  sql,
  stack,
  submitRequest,
  token,
  type Person,
} from './support'

interface NotificationRow {
  id: string
  user_id: string
  kind: string
  data: Record<string, unknown>
  locale: string
  read_at: string | null
}

interface DeliveryRow {
  notification_id: string
  state: string
  attempts: number
  last_error: string | null
}

async function notificationsOf(userId: string): Promise<NotificationRow[]> {
  return sql<NotificationRow>(
    'select id, user_id, kind, data, locale, read_at from public.notifications where user_id = $1 order by created_at, id',
    [userId],
  )
}

async function deliveryOf(notificationId: string): Promise<DeliveryRow> {
  const [row] = await sql<DeliveryRow>(
    'select notification_id, state, attempts, last_error from public.notification_deliveries where notification_id = $1',
    [notificationId],
  )
  if (!row) throw new Error(`no delivery for ${notificationId}`)
  return row
}

async function admins(): Promise<string[]> {
  return (await sql<{ id: string }>(`select id from public.profiles where role = 'admin'`)).map(
    (r) => r.id,
  )
}

/** Calls the function as pg_cron would: POST with the service role key. */
async function deliver(key = stack.serviceRoleKey): Promise<Response> {
  return fetch(`${stack.functionsUrl}/deliver-notifications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: '{}',
  })
}

async function deliverOk(): Promise<Record<string, number>> {
  const res = await deliver()
  expect(res.status).toBe(200)
  return (await res.json()) as Record<string, number>
}

async function smtpMails(email: string): Promise<MailMessage[]> {
  return (await readMailbox(stack, email)).filter((m) => m.type === 'smtp')
}

let learner: Person
let other: Person
let admin: Person

beforeAll(async () => {
  learner = await signUpLearner('notify')
  other = await signUpLearner('notify-other')
  admin = await signInAdmin()
})

describe('profiles.locale', () => {
  it('comes from the sign-up metadata: bn stays bn, anything else is en', async () => {
    for (const [sent, stored] of [
      ['bn', 'bn'],
      ['fr', 'en'],
    ] as const) {
      const email = `locale-${token(8).toLowerCase()}@example.com`
      const { data, error } = await anonClient().auth.signUp({
        email,
        password: `pw-${token(12)}`,
        options: { data: { username: `loc_${token(6).toLowerCase()}`, locale: sent } },
      })
      expect(error).toBeNull()
      const [row] = await sql<{ locale: string }>(
        'select locale from public.profiles where id = $1',
        [data.user!.id],
      )
      expect(row?.locale).toBe(stored)
    }
  })

  it('the owner changes it to en or bn, nothing else', async () => {
    const ok = await learner.client.from('profiles').update({ locale: 'bn' }).eq('id', learner.id)
    expect(ok.error).toBeNull()
    const bad = await learner.client.from('profiles').update({ locale: 'xx' }).eq('id', learner.id)
    expect(bad.error?.code).toBe('23514')
    const [row] = await sql<{ locale: string }>(
      'select locale from public.profiles where id = $1',
      [learner.id],
    )
    expect(row?.locale).toBe('bn')
  })
})

describe('the outbox rules', () => {
  let requestId: string

  beforeAll(async () => {
    const request = await submitRequest(learner, { course_id: 'web-development' })
    requestId = request.id
  })

  it('a submitted request writes one notice for the learner, in their language, and one for every admin', async () => {
    const mine = (await notificationsOf(learner.id)).filter((n) => n.data.request_id === requestId)
    expect(mine.map((n) => [n.kind, n.locale])).toEqual([['request_submitted', 'bn']])
    expect(mine[0]?.data).toMatchObject({
      course_id: 'web-development',
      course_title: 'Web Development with AI',
      amount: 699,
    })
    for (const id of await admins()) {
      const theirs = (await notificationsOf(id)).filter((n) => n.data.request_id === requestId)
      expect(theirs.map((n) => n.kind)).toEqual(['request_received'])
    }
    expect((await deliveryOf(mine[0]!.id)).state).toBe('pending')
  })

  it('the learner reads only their own notifications and no delivery state', async () => {
    const own = await learner.client.from('notifications').select('user_id')
    expect(own.error).toBeNull()
    expect(own.data!.length).toBeGreaterThan(0)
    expect(new Set(own.data!.map((r) => r.user_id))).toEqual(new Set([learner.id]))
    const theirs = await other.client.from('notifications').select('id').eq('user_id', learner.id)
    expect(theirs.data).toEqual([])
    const deliveries = await learner.client.from('notification_deliveries').select('*')
    expect(deliveries.data).toEqual([])
  })

  it('anon reads nothing', async () => {
    const res = await anonClient().from('notifications').select('id')
    expect(res.data ?? []).toEqual([])
    const del = await anonClient().from('notification_deliveries').select('*')
    expect(del.data ?? []).toEqual([])
  })

  it('an admin reads every notification and the delivery state', async () => {
    const res = await admin.client.from('notifications').select('id').eq('user_id', learner.id)
    expect(res.data!.length).toBeGreaterThan(0)
    const del = await admin.client
      .from('notification_deliveries')
      .select('state, attempts')
      .eq('notification_id', res.data![0]!.id)
    expect(del.data).toHaveLength(1)
  })

  it('nobody inserts or forges a notification or a delivery over the API, admins included', async () => {
    for (const who of [learner, other, admin]) {
      const ins = await who.client
        .from('notifications')
        .insert({ user_id: learner.id, kind: 'request_approved', data: {}, locale: 'en' })
      expect(ins.error?.code).toBe('42501')
      const del = await who.client
        .from('notification_deliveries')
        .update({ state: 'sent' })
        .neq('state', 'x')
      expect(del.error?.code).toBe('42501')
    }
    const forged = await anonClient()
      .from('notifications')
      .insert({ user_id: learner.id, kind: 'request_approved', data: {}, locale: 'en' })
    expect(forged.error).not.toBeNull()
    const [{ count }] = (await sql<{ count: string }>(
      `select count(*) from public.notifications where user_id = $1 and kind = 'request_approved'`,
      [learner.id],
    )) as [{ count: string }]
    expect(count).toBe('0')
  })

  it('nobody deletes a notification or a delivery over the API', async () => {
    const [notice] = (await notificationsOf(learner.id)).filter(
      (n) => n.data.request_id === requestId,
    )
    for (const client of [anonClient(), learner.client, other.client, admin.client]) {
      for (const table of ['notifications', 'notification_deliveries'] as const) {
        const column = table === 'notifications' ? 'id' : 'notification_id'
        const res = await client.from(table).delete().eq(column, notice!.id)
        expect(res.error?.code).toBe('42501')
      }
    }
    expect(await notificationsOf(learner.id)).toContainEqual(
      expect.objectContaining({ id: notice!.id }),
    )
    expect((await deliveryOf(notice!.id)).notification_id).toBe(notice!.id)
  })

  it('the owner marks their own notice read; no one else can, and nothing else changes', async () => {
    const [notice] = (await notificationsOf(learner.id)).filter(
      (n) => n.data.request_id === requestId,
    )
    // neither another learner nor an admin marks it read
    for (const someone of [other, admin]) {
      const r = await someone.client
        .from('notifications')
        .update({ read_at: new Date().toISOString() })
        .eq('id', notice!.id)
        .select()
      expect(r.data, someone.email).toEqual([])
    }
    expect((await notificationsOf(learner.id)).find((n) => n.id === notice!.id)?.read_at).toBeNull()
    const kind = await learner.client
      .from('notifications')
      .update({ kind: 'request_approved' })
      .eq('id', notice!.id)
    expect(kind.error?.code).toBe('42501')
    const own = await learner.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', notice!.id)
      .select('read_at')
    expect(own.error).toBeNull()
    expect(own.data?.[0]?.read_at).toBeTruthy()
  })

  it('approval, rejection (with its reason) and refund each write exactly one notice', async () => {
    const approved = await admin.client.rpc('approve_enrollment', { request_id: requestId })
    expect(approved.error).toBeNull()
    const refunded = await admin.client.rpc('refund_enrollment', {
      request_id: requestId,
      reason: 'Course cancelled',
    })
    expect(refunded.error).toBeNull()
    const second = await submitRequest(other, { course_id: 'video-editing' })
    const rejected = await admin.client.rpc('reject_enrollment', {
      request_id: second.id,
      reason: 'No payment with this transaction ID',
    })
    expect(rejected.error).toBeNull()

    const mine = (await notificationsOf(learner.id)).filter((n) => n.data.request_id === requestId)
    expect(mine.map((n) => n.kind)).toEqual([
      'request_submitted',
      'request_approved',
      'request_refunded',
    ])
    expect(mine[2]?.data.reason).toBe('Course cancelled')
    const theirs = (await notificationsOf(other.id)).filter((n) => n.data.request_id === second.id)
    expect(theirs.map((n) => [n.kind, n.data.reason ?? null])).toEqual([
      ['request_submitted', null],
      ['request_rejected', 'No payment with this transaction ID'],
    ])
  })

  it('an event that is rolled back writes nothing, and a refused decision writes nothing', async () => {
    const before = (await notificationsOf(other.id)).length
    const client = new pg.Client({ connectionString: stack.dbUrl })
    await client.connect()
    try {
      await client.query('begin')
      await client.query(
        `insert into public.pending_enrollments (user_id, course_id, name, phone, transaction_id, amount_due)
         values ($1, 'creative-design', 'Rahim', '01712345678', $2, 399)`,
        [other.id, `TX${token(10)}`],
      )
      expect(
        (
          await client.query('select count(*) from public.notifications where user_id = $1', [
            other.id,
          ])
        ).rows[0].count,
      ).toBe(String(before + 1))
      await client.query('rollback')
    } finally {
      await client.end()
    }
    const request = await submitRequest(other, { course_id: 'creative-design' })
    const afterSubmit = (await notificationsOf(other.id)).length
    expect(afterSubmit).toBe(before + 1)
    const noReason = await admin.client.rpc('reject_enrollment', {
      request_id: request.id,
      reason: ' ',
    })
    expect(noReason.error).not.toBeNull()
    expect((await notificationsOf(other.id)).length).toBe(afterSubmit)
  })

  it('a certificate writes one notice', async () => {
    const id = `creative-design-${token(32)
      .toLowerCase()
      .replace(/[^0-9a-f]/g, '0')
      .padEnd(32, '0')
      .slice(0, 32)}`
    await sql(
      `insert into public.certificates (id, user_id, course_id, full_name) values ($1, $2, 'creative-design', 'Learner notify')`,
      [id, learner.id],
    )
    const notes = (await notificationsOf(learner.id)).filter((n) => n.kind === 'certificate_issued')
    await sql('delete from public.certificates where id = $1', [id])
    expect(notes.map((n) => n.data.certificate_id)).toEqual([id])
  })

  it('a live class starting within the hour reminds each enrolled learner once, however often the job runs', async () => {
    const enrolled = await sql<{ id: string }>(
      `insert into public.enrollments (user_id, course_id) values ($1, 'video-editing') on conflict do nothing returning id`,
      [other.id],
    )
    const lessons = await sql<{ id: string; title: string }>(
      `insert into public.lessons (course_id, position, title, title_bn, kind, duration_minutes, starts_at)
       values ('video-editing', 900 + floor(random() * 90)::int, 'Live Q&A', 'লাইভ প্রশ্নোত্তর', 'live', 60, now() + interval '30 minutes'),
              ('video-editing', 990 + floor(random() * 9)::int, 'Later', 'পরে', 'live', 60, now() + interval '3 hours')
       returning id, title`,
    )
    const ids = lessons.map((l) => l.id)
    try {
      await sql('select private.enqueue_class_reminders()')
      await sql('select private.enqueue_class_reminders()')
      const reminders = (await notificationsOf(other.id)).filter(
        (n) => n.kind === 'class_starting' && ids.includes(n.data.lesson_id as string),
      )
      expect(reminders.map((n) => n.data.lesson_id)).toEqual([
        lessons.find((l) => l.title === 'Live Q&A')!.id,
      ])
    } finally {
      // the lessons and the enrolment belong to the shared database's other tests
      await sql('delete from public.lessons where id = any($1::uuid[])', [ids])
      if (enrolled[0]) await sql('delete from public.enrollments where id = $1', [enrolled[0].id])
    }
  })
})

describe('deliver-notifications (Edge Function, SMTP into the mailbox)', () => {
  // the other test files leave their notices in the outbox: send them first, so each test
  // below measures its own mails (a backlog is drained in batches within one call)
  beforeAll(async () => {
    for (;;) {
      const counts = await deliverOk()
      if ((counts.sent ?? 0) + (counts.pending ?? 0) + (counts.failed ?? 0) === 0) break
    }
  }, 300_000)

  it('only the service role may call it', async () => {
    const res = await deliver(stack.anonKey)
    expect(res.status).toBe(403)
    const none = await fetch(`${stack.functionsUrl}/deliver-notifications`, { method: 'POST' })
    expect(none.status).toBe(401)
  })

  it('sends each due mail once, in the learner language, and marks it sent', async () => {
    const person = await signUpLearner('deliver')
    await sql(`update public.profiles set locale = 'bn' where id = $1`, [person.id])
    const request = await submitRequest(person, { course_id: 'creative-design' })
    await deliverOk()
    await deliverOk()
    const mails = await smtpMails(person.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('আপনার Creative Design কোর্সের অনুরোধ আমরা পেয়েছি')
    expect(mails[0]!.text).toContain(request.transaction_id)
    const [notice] = await notificationsOf(person.id)
    const delivery = await deliveryOf(notice!.id)
    expect(delivery).toMatchObject({ state: 'sent', attempts: 1, last_error: null })
  })

  it('retries a mail the SMTP server refused, later, and sends it then', async () => {
    const person = await signUpLearner('retry')
    const refuse = await fetch(
      `${stack.mailboxUrl}/v1/smtp-failures?to=${encodeURIComponent(person.email)}&count=1`,
      { method: 'PUT' },
    )
    expect(refuse.status).toBe(204)
    await submitRequest(person)
    await deliverOk()
    const [notice] = await notificationsOf(person.id)
    let delivery = await deliveryOf(notice!.id)
    expect(delivery.state).toBe('pending')
    expect(delivery.attempts).toBe(1)
    expect(delivery.last_error).toMatch(/451/)
    const [due] = await sql<{ later: boolean }>(
      `select next_attempt_at > now() + interval '50 seconds' as later from public.notification_deliveries where notification_id = $1`,
      [notice!.id],
    )
    expect(due?.later).toBe(true)
    await deliverOk() // not due yet: nothing happens
    expect((await deliveryOf(notice!.id)).attempts).toBe(1)
    await sql(
      `update public.notification_deliveries set next_attempt_at = now() where notification_id = $1`,
      [notice!.id],
    )
    await deliverOk()
    delivery = await deliveryOf(notice!.id)
    expect(delivery).toMatchObject({ state: 'sent', attempts: 2, last_error: null })
    expect(await smtpMails(person.email)).toHaveLength(1)
  })

  it('gives up after five refused tries, with the error for the admin to see', async () => {
    const person = await signUpLearner('giveup')
    await fetch(
      `${stack.mailboxUrl}/v1/smtp-failures?to=${encodeURIComponent(person.email)}&count=99`,
      {
        method: 'PUT',
      },
    )
    await submitRequest(person)
    const [notice] = await notificationsOf(person.id)
    for (let i = 0; i < 6; i++) {
      await sql(
        `update public.notification_deliveries set next_attempt_at = now() where notification_id = $1 and state = 'pending'`,
        [notice!.id],
      )
      await deliverOk()
    }
    const delivery = await deliveryOf(notice!.id)
    expect(delivery.state).toBe('failed')
    expect(delivery.attempts).toBe(5)
    expect(delivery.last_error).toMatch(/SMTP: .*451/)
    const seen = await admin.client
      .from('notification_deliveries')
      .select('state, last_error')
      .eq('notification_id', notice!.id)
      .single()
    expect(seen.data?.state).toBe('failed')
    expect(await smtpMails(person.email)).toHaveLength(0)
    await fetch(
      `${stack.mailboxUrl}/v1/smtp-failures?to=${encodeURIComponent(person.email)}&count=0`,
      { method: 'PUT' },
    )
  })

  it('two deliverers at once send every mail exactly once', async () => {
    const person = await signUpLearner('burst')
    await sql(
      `select private.notify($1, 'request_submitted', jsonb_build_object('request_id', gen_random_uuid(), 'course_id', 'creative-design', 'course_title', 'Creative Design', 'amount', i, 'transaction_id', 'TX' || i, 'payment_method', 'bKash'))
       from generate_series(1, 40) i`,
      [person.id],
    )
    const [a, b] = await Promise.all([deliver(), deliver()])
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    const mails = await smtpMails(person.email)
    expect(mails).toHaveLength(40)
    expect(new Set(mails.map((m) => m.text)).size).toBe(40)
    const states = await sql<{ state: string; attempts: number }>(
      `select d.state, d.attempts from public.notification_deliveries d join public.notifications n on n.id = d.notification_id where n.user_id = $1`,
      [person.id],
    )
    expect(states.every((s) => s.state === 'sent' && s.attempts === 1)).toBe(true)
  })

  it('a thousand notices in a minute: each sent exactly once, none lost', async () => {
    const person = await signUpLearner('thousand')
    const started = Date.now()
    await sql(
      `select private.notify($1, 'request_submitted', jsonb_build_object('request_id', gen_random_uuid(), 'course_id', 'web-development', 'course_title', 'Web Development with AI', 'amount', i, 'transaction_id', 'TH' || i, 'payment_method', 'Nagad'))
       from generate_series(1, 1000) i`,
      [person.id],
    )
    for (let calls = 0; calls < 50; calls++) {
      const counts = await deliverOk()
      if ((counts.sent ?? 0) + (counts.pending ?? 0) + (counts.failed ?? 0) === 0) break
    }
    expect(Date.now() - started).toBeLessThan(60_000)
    const states = await sql<{ state: string; attempts: number; n: number }>(
      `select d.state, d.attempts, count(*)::int as n from public.notification_deliveries d
       join public.notifications n on n.id = d.notification_id where n.user_id = $1
       group by d.state, d.attempts`,
      [person.id],
    )
    expect(states).toEqual([{ state: 'sent', attempts: 1, n: 1000 }])
    // the mailbox keeps the newest 1000 mails of everyone: none of them is a second copy
    const mails = await smtpMails(person.email)
    expect(mails.length).toBeGreaterThan(0)
    expect(new Set(mails.map((m) => m.text)).size).toBe(mails.length)
  }, 120_000)

  it('a notice whose recipient has no email fails at once, visibly, without blocking the others', async () => {
    const person = await signUpLearner('noemail')
    await submitRequest(person)
    await sql(`update auth.users set email = null where id = $1`, [person.id])
    await deliverOk()
    const [notice] = await notificationsOf(person.id)
    expect(await deliveryOf(notice!.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: 'The recipient has no email address.',
    })
  })
})
