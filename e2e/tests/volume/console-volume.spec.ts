// The console on more than PostgREST's max_rows (1,000) rows in each list (issue 24's "Done
// when"): the newest pending request is found by its transaction id, History's export holds every
// decision, and a pasted SMS for the newest request matches it. The volume comes from the
// project's own `pnpm db:seed-volume` (docs/decisions/0057) and is deleted again after.
import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { runSql } from '@repo/devstack'
import { freshRequest } from '../backend'
import { expect, logInAsAdmin, pendingRequestIn, test } from '../fixtures'
import { ports } from '../../ports'

const db = { dbUrl: `postgresql://postgres:postgres@127.0.0.1:${ports.db}/postgres` }
/** max_rows of PostgREST, locally and on hosted Supabase. */
const MAX_ROWS = 1000
/** 1,100 pending, 4,000 decisions, 1,250 leads, 1,500 learners seen: each list past max_rows. */
const REQUESTS = 5000

interface Before {
  users: string[]
  leads: string[]
}
let before: Before

async function count(sql: string, values: unknown[] = []): Promise<number> {
  const [row] = await runSql<{ n: string }>(db, sql, values)
  return Number(row!.n)
}

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  // what was there before, so that only the volume is deleted after
  const [row] = await runSql<Before>(
    db,
    `select (select coalesce(array_agg(id::text), '{}') from auth.users) as users,
            (select coalesce(array_agg(id::text), '{}') from public.leads) as leads`,
  )
  before = row!
  execFileSync('pnpm', ['db:seed-volume', '--requests', String(REQUESTS), '--db', db.dbUrl], {
    cwd: new URL('../../../', import.meta.url),
    stdio: 'ignore',
  })
  for (const list of [
    `select count(*) as n from public.pending_enrollments where status = 'pending'`,
    'select count(*) as n from public.enrollment_decisions',
    'select count(*) as n from public.leads',
    'select count(*) as n from public.user_activity',
  ]) {
    expect(await count(list), list).toBeGreaterThan(MAX_ROWS)
  }
})

test.afterAll(async () => {
  // a learner's requests, History, enrolments and notifications go with the account
  await runSql(db, 'delete from auth.users where not (id::text = any ($1))', [before.users])
  await runSql(db, 'delete from public.leads where not (id::text = any ($1))', [before.leads])
  expect(await count('select count(*) as n from auth.users')).toBe(before.users.length)
  expect(await count('select count(*) as n from public.leads')).toBe(before.leads.length)
})

test('Pending finds the newest request by its transaction id, past the oldest 1,000', async ({
  page,
}) => {
  const [newest] = await runSql<{ transaction_id: string; name: string; older: string }>(
    db,
    `select p.transaction_id, p.name,
            (select count(*) from public.pending_enrollments o
              where o.status = 'pending' and o.created_at < p.created_at) as older
       from public.pending_enrollments p where p.status = 'pending'
      order by p.created_at desc, p.id desc limit 1`,
  )
  expect(Number(newest!.older)).toBeGreaterThanOrEqual(MAX_ROWS)

  await logInAsAdmin(page)
  const request = await pendingRequestIn(page, newest!.transaction_id)
  await expect(request).toBeVisible()
  await expect(request).toContainText(newest!.name)
})

test("History's export holds every decision, one line each, behind the BOM", async ({ page }) => {
  const decisions = await count('select count(*) as n from public.enrollment_decisions')
  // a Bangla name of the volume, to find in the file as it was written
  const [bangla] = await runSql<{ name: string }>(
    db,
    `select p.name from public.enrollment_decisions d
       join public.pending_enrollments p on p.id = d.request_id
      where p.name ~ '[\u0980-\u09FF]' order by d.decided_at limit 1`,
  )

  await logInAsAdmin(page)
  await page.getByRole('tab', { name: 'History' }).click()
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.subarray(3).toString('utf8')
  expect(text.endsWith('\r\n')).toBe(true)
  const [header, ...rows] = text.slice(0, -2).split('\r\n')
  expect(header).toMatch(/^Decided \(Asia\/Dhaka\),Decision,/)
  expect(rows).toHaveLength(decisions)
  // every line is a whole row (a field split over lines would start one without its time)
  expect(rows.filter((r) => !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/.test(r))).toEqual([])
  expect(rows.some((r) => r.includes(bangla!.name))).toBe(true)
})

test('a pasted SMS for the newest request matches it', async ({ page }) => {
  // the seeded learner pays last: the newest of more than 1,000 pending requests
  const { tx, amountDue } = await freshRequest('creative-design', 'VOL')
  expect(
    await count(
      `select count(*) as n from public.pending_enrollments
        where status = 'pending' and created_at >= (select created_at from public.pending_enrollments
                                                     where transaction_id = $1)`,
      [tx],
    ),
  ).toBe(1)
  const sms = `You have received Tk ${amountDue}.00 from 01712345678. Ref course. Fee Tk 0.00. Balance Tk 3,400.00. TrxID ${tx} at 23/11/2026 10:05`

  await logInAsAdmin(page)
  await page.getByRole('tab', { name: 'Payments' }).click()
  await page.getByText('Paste & match', { exact: true }).click()
  await page.getByRole('textbox', { name: 'Wallet messages' }).fill(sms)
  await page.getByRole('button', { name: 'Match' }).click()
  const row = page.getByRole('row', { name: `Payment ${tx}` })
  await expect(row.getByText('Matched')).toBeVisible()
  await expect(row.getByText(`Due ৳${amountDue}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Approve matched (1)' })).toBeEnabled()
})
