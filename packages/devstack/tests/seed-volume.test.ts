import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox, startStack, type Stack } from '../src/index'
import { seedVolume } from '../src/volume'
import { VOLUME_PASSWORD } from '../src/volume-learners'
import { anon, sql } from './helpers'

// `pnpm db:seed-volume` against a throwaway stack of the repository's own supabase/ folder:
// the triggers and checks take every row, and no mail goes out.
let stack: Stack
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'devstack-volume-'))
  stack = await startStack({
    apiPort: 0,
    dbPort: 0,
    dataDir,
    quiet: true,
    deliverNotifications: true,
  })
})

afterAll(async () => {
  await stack?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const count = async (query: string) => Number((await sql<{ n: string }>(stack, query))[0]!.n)

describe('seedVolume', () => {
  it('adds learners, requests, decisions, leads and notifications, and queues no mail', async () => {
    const report = await seedVolume(stack.dbUrl, 120)
    expect(report.added).toMatchObject({
      'auth.users': 60,
      profiles: 60,
      'requests pending': report.sizes.pending,
      'requests approved': report.sizes.approved,
      'requests rejected': report.sizes.rejected,
      'requests refunded': report.sizes.refunded,
      'decisions (History)': report.sizes.decisions,
      enrollments: report.sizes.approved,
      leads: 30,
      // submitted + received (one admin) per request, one per decision
      notifications: 2 * 120 + report.sizes.decisions,
      'mails waiting': 0,
    })
    expect(report.added['mails sent']! + report.added['mails failed']!).toBe(
      report.added.notifications,
    )
    expect(report.mailsQueued).toBe(0)

    // the triggers did their part: amounts from the prices, History in step with the requests
    expect(
      await count(`select count(*) as n from public.pending_enrollments p
        join public.courses c on c.id = p.course_id
        where p.amount_due not in (c.price, round(c.price * 0.8))`),
    ).toBe(0)
    expect(
      await count(`select count(*) as n from public.pending_enrollments p
        where p.status <> 'pending' and not exists (select 1 from public.enrollment_decisions d
          where d.request_id = p.id and d.decision = p.status and d.decided_at = p.decided_at)`),
    ).toBe(0)
    expect(
      await count(`select count(*) as n from public.notifications where created_at > now() - interval '1 minute'
        and kind not in ('request_submitted', 'request_received')`),
    ).toBe(0)
  })

  it('lets a volume learner sign in, and sends them nothing', async () => {
    const [learner] = await sql<{ email: string }>(
      stack,
      `select email from auth.users where email like '%.%.%@example.com' order by created_at desc limit 1`,
    )
    const { data, error } = await anon(stack).auth.signInWithPassword({
      email: learner!.email,
      password: VOLUME_PASSWORD,
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(learner!.email)
    await new Promise((r) => setTimeout(r, 1500)) // the deliverer, woken at each commit, has run
    expect(await readMailbox(stack, learner!.email)).toEqual([])
    expect(
      await count(
        `select count(*) as n from public.notification_deliveries where state in ('pending', 'sending')`,
      ),
    ).toBe(0)
  })

  it('adds more when run again', async () => {
    const before = await count('select count(*) as n from public.pending_enrollments')
    const report = await seedVolume(stack.dbUrl, 30)
    expect(report.added['auth.users']).toBe(15)
    expect(await count('select count(*) as n from public.pending_enrollments')).toBe(before + 30)
  })
})
