/**
 * The console's other lists a page at a time (issue 24, docs/decisions/0058-list-pages.md),
 * through @repo/api as the console and the site call them, at max_rows + 1 rows each: Active
 * Users, a course's enrolled learners, Failed mails and Leads (pages of 50 and
 * public.admin_list_count), and a learner's own notifications (pages of 20). Every row is
 * reached once, the last one included, rows sharing a time included (the id breaks the tie).
 *
 * And the security cells of the three new functions (covered-elsewhere.ts).
 *
 * The batch's times are in 2037 (after every other file's), its emails start with 'lpg-'.
 */
import { listLeadsPage } from '../../packages/api/src/admin.ts'
import type { AppSupabaseClient } from '../../packages/api/src/client.ts'
import {
  countList,
  listActiveUsersPage,
  listCourseLearnersPage,
} from '../../packages/api/src/lists.ts'
import {
  listFailedDeliveriesPage,
  listMyNotificationsPage,
} from '../../packages/api/src/notifications.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  adminOnlyCells,
  bulkLearners,
  consoleClient,
  everyPage,
  MAX_ROWS,
  numberedLearners,
} from './console-support'
import { listPageResources } from './covered-elsewhere'
import {
  expectAllowed,
  expectError,
  expectExactCount,
  signInCallers,
  signUpLearner,
  sql,
  token,
  type Callers,
  type Person,
} from './support'

const N = MAX_ROWS + 1

/** `rows` holds `count` rows, each once (by `id`). */
function expectEachOnce<T>(rows: readonly T[], count: number, id: (row: T) => string): void {
  expect(rows).toHaveLength(count)
  expect(new Set(rows.map(id)).size).toBe(count)
}

/** The first two rows' `name`, sorted: they share the newest time, and the id orders them. */
const newestPair = <T>(rows: readonly T[], name: (row: T) => string | null | undefined) =>
  rows.slice(0, 2).map(name).sort()

const counted = async (query: string, values: unknown[] = []) =>
  Number((await sql<{ count: string }>(query, values))[0]!.count)

describe(`the console's lists at max_rows + 1 (${N} rows each)`, () => {
  let client: AppSupabaseClient
  const batch = token(6).toLowerCase()

  // The batch goes when the file is done: in 2037 it would sit on top of the lists that later
  // files read (the matrix's and the dashboard's Active Users), past their first rows.
  afterAll(async () => {
    await sql(`delete from public.leads where email like 'lpg-' || $1 || '-%'`, [batch])
    await sql(`delete from auth.users where email like 'lpg-' || $1 || '-%'`, [batch])
  })

  beforeAll(async () => {
    client = await consoleClient()
    // N learners (the sign-up trigger makes their profiles), numbered in email order
    await bulkLearners({ email: 'lpg', batch, count: N, name: 'তালিকা', padded: true })
    // seen, enrolled and failed mails two to a second (pairs share a time), in 2037
    await sql(
      `insert into public.user_activity (user_id, last_seen)
       select l.id, '2037-01-01T00:00:00Z'::timestamptz + make_interval(secs => l.i / 2)
       from (${numberedLearners}) l`,
      ['lpg', batch],
    )
    await sql(
      `insert into public.enrollments (user_id, course_id, created_at)
       select l.id, 'video-editing', '2037-01-01T00:00:00Z'::timestamptz + make_interval(secs => l.i / 2)
       from (${numberedLearners}) l`,
      ['lpg', batch],
    )
    // a notification each, its mail given up on (written directly: no mail is sent)
    await sql(
      `with made as (
         insert into public.notifications (user_id, kind, data, locale, created_at)
         select l.id, 'request_approved', jsonb_build_object('course_title', 'lpg ' || l.i), 'en',
           '2037-01-01T00:00:00Z'::timestamptz + make_interval(secs => l.i / 2)
         from (${numberedLearners}) l
         returning id, created_at
       )
       insert into public.notification_deliveries (notification_id, state, attempts, last_error, created_at)
       select id, 'failed', 5, 'lpg test', created_at from made`,
      ['lpg', batch],
    )
    await sql(
      `insert into public.leads (name, email, whatsapp, course_id, created_at)
       select 'লিড ' || i, 'lpg-' || $1 || '-' || i || '@example.com', '01800000000', 'video-editing',
         '2037-01-01T00:00:00Z'::timestamptz + make_interval(secs => i / 2)
       from generate_series(1, $2::int) i`,
      [batch, N],
    )
  }, 180_000)

  test('Active Users: every page of 50, most recent first, the last row reached, counted', async () => {
    const all = await counted('select count(*) from public.user_activity')
    const { rows, sizes, total } = await everyPage((q) => listActiveUsersPage(client, q), 50)
    expect(total).toBe(all)
    expect(await countList(client, 'active_users')).toEqual({ count: all, estimated: false })
    expectEachOnce(rows, all, (u) => u.userId)
    expect(sizes.slice(0, -1).every((s) => s === 50)).toBe(true)
    const seen = rows.map((u) => Date.parse(u.lastSeen))
    expect(seen).toEqual([...seen].sort((a, b) => b - a))
    // the batch's newest first; its oldest, learner 1, at row N
    const ours = rows.filter((u) => u.email?.startsWith(`lpg-${batch}-`))
    expect(ours).toHaveLength(N)
    // 1,000 and 1,001 share the newest time: the id orders them
    expect(newestPair(ours, (u) => u.email)).toEqual([
      `lpg-${batch}-01000@example.com`,
      `lpg-${batch}-01001@example.com`,
    ])
    expect(ours[0]).toMatchObject({ enrolledCourses: 1 })
    expect(rows[N - 1]).toMatchObject({
      email: `lpg-${batch}-00001@example.com`,
      fullName: 'তালিকা 1',
    })
  })

  test("the Lessons tab's learners of a course: every page, the last row reached, counted", async () => {
    const all = await counted(
      `select count(*) from public.enrollments where course_id = 'video-editing'`,
    )
    const { rows, total } = await everyPage(
      (q) => listCourseLearnersPage(client, 'video-editing', q),
      50,
    )
    expect(total).toBe(all)
    expectEachOnce(rows, all, (l) => l.userId)
    expect(newestPair(rows, (l) => l.email)).toEqual([
      `lpg-${batch}-01000@example.com`,
      `lpg-${batch}-01001@example.com`,
    ])
    expect(rows[0]).toMatchObject({ completed: 0, total: expect.any(Number) })
    expect(rows[N - 1]).toMatchObject({ email: `lpg-${batch}-00001@example.com`, name: 'তালিকা 1' })
    expect(await countList(client, 'course_learners', 'video-editing')).toEqual({
      count: all,
      estimated: false,
    })
  })

  test('Failed mails: every page of 50, newest first, the last row reached, counted', async () => {
    const all = await counted(
      `select count(*) from public.notification_deliveries where state = 'failed'`,
    )
    const { rows } = await everyPage((q) => listFailedDeliveriesPage(client, q), 50)
    expectEachOnce(rows, all, (d) => d.notificationId)
    expect(newestPair(rows, (d) => d.data.course_title)).toEqual(['lpg 1000', 'lpg 1001'])
    expect(rows[N - 1]!.data.course_title).toBe('lpg 1')
    expect(await countList(client, 'failed_mails')).toEqual({ count: all, estimated: false })
  })

  test('Leads: every page of 50, the last row reached, counted', async () => {
    const all = await counted('select count(*) from public.leads')
    const { rows, total } = await everyPage((q) => listLeadsPage(client, q), 50)
    expect(total).toBe(all)
    expectEachOnce(rows, all, (l) => l.id)
    expect(newestPair(rows, (l) => l.email)).toEqual([
      `lpg-${batch}-1000@example.com`,
      `lpg-${batch}-1001@example.com`,
    ])
    expect(rows[N - 1]!.email).toBe(`lpg-${batch}-1@example.com`)
    expect(await countList(client, 'leads')).toEqual({ count: all, estimated: false })
  })

  test('above the exact threshold the count is an estimate, marked as one', async () => {
    const r = await client.rpc('admin_list_count', { list: 'leads', exact_up_to: 100 })
    expectAllowed(r)
    expect(r.data).toEqual({ total: expect.any(Number), estimated: true })
    expect((r.data as { total: number }).total).toBeGreaterThan(100)
  })

  test("the estimate is the table's, not halved by the row-level security policy", async () => {
    await sql('analyze public.user_activity')
    const all = await counted('select count(*) from public.user_activity')
    const r = await client.rpc('admin_list_count', { list: 'active_users', exact_up_to: 100 })
    expectAllowed(r)
    const { total, estimated } = r.data as { total: number; estimated: boolean }
    expect(estimated).toBe(true)
    expect(Math.abs(total - all) / all).toBeLessThan(0.1)
  })

  test('the three counts share one private counter no API role can call, and count as its owner', async () => {
    const definers = await sql<{ name: string; definer: boolean }>(
      `select proname as name, prosecdef as definer from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and proname = any($1) order by proname`,
      [['admin_decisions_count', 'admin_list_count', 'admin_pending_count']],
    )
    expect(definers).toEqual([
      { name: 'admin_decisions_count', definer: true },
      { name: 'admin_list_count', definer: true },
      { name: 'admin_pending_count', definer: true },
    ])
    const callers = await sql<{ role: string; allowed: boolean }>(
      `select r as role, has_function_privilege(r, 'private.count_rows(text, integer)', 'execute') as allowed
         from unnest(array['anon', 'authenticated']) r order by r`,
    )
    expect(callers).toEqual([
      { role: 'anon', allowed: false },
      { role: 'authenticated', allowed: false },
    ])
    expectError(
      await client.rpc('admin_list_count', { list: 'leads', exact_up_to: 10_001 }),
      /1 to 10,000/,
    )
  })

  test('a list that is not one, a course not named, a tampered position: refused in words', async () => {
    expectError(await client.rpc('admin_list_count', { list: 'profiles' }), /No such list/)
    expectError(await client.rpc('admin_list_count', { list: 'course_learners' }), /Which course/)
    expectError(
      await client.rpc('admin_list_count', { list: "leads'; select 1; --", course_id: "x'" }),
      /No such list/,
    )
    await expect(
      listActiveUsersPage(client, { after: { at: "2037-01-01'; --", id: 'x' } }),
    ).rejects.toMatchObject({ kind: 'invalid', code: 'not_a_position' })
    expectError(
      await client.rpc('admin_active_users_page', { after_user_id: crypto.randomUUID() }),
      /A position is a time and an id/,
    )
    expectError(
      await client.rpc('admin_course_learners_page', {
        course_id: 'video-editing',
        page_size: 1001,
      }),
      /1 to 1,000/,
    )
  })
})

describe(`a learner's notifications at max_rows + 1 (${N})`, () => {
  let learner: Person
  let other: Person

  beforeAll(async () => {
    ;[learner, other] = await Promise.all([
      signUpLearner('lpgnotes'),
      signUpLearner('lpgnotesother'),
    ])
    await sql(
      `insert into public.notifications (user_id, kind, data, locale, created_at)
       select $1, 'request_approved', jsonb_build_object('course_title', 'note ' || i), 'en',
         '2037-01-01T00:00:00Z'::timestamptz + make_interval(secs => i / 2)
       from generate_series(1, $2::int) i`,
      [learner.id, N],
    )
  }, 60_000)

  test('every page of 20, newest first: the oldest reached, counted, their own only', async () => {
    const client = learner.client as AppSupabaseClient
    const { rows, sizes, total } = await everyPage(
      (q) => listMyNotificationsPage(client, learner.id, q),
      20,
    )
    expect(total).toBe(N)
    expect(rows).toHaveLength(N)
    expect(sizes).toHaveLength(51) // 50 × 20 + 1
    expect(new Set(rows.map((n) => n.id)).size).toBe(N)
    expect(newestPair(rows, (n) => n.data.course_title)).toEqual(['note 1000', 'note 1001'])
    expect(rows.at(-1)!.data.course_title).toBe('note 1')
    // another learner reads none of them, even naming their id
    const theirs = await listMyNotificationsPage(other.client as AppSupabaseClient, learner.id, {
      count: true,
    })
    expect(theirs).toEqual({ rows: [], next: null, total: 0 })
  })
})

// ------------------------------------------------------------------ security cells
const { cell, refused, describeCells, expectCovered } = adminOnlyCells<Callers>()

const users = 'admin_active_users_page'
const learners = 'admin_course_learners_page'
const count = 'admin_list_count'
const args: Record<string, Record<string, unknown>> = {
  // past the 2037 batch of the tests above: the learner was seen today
  [users]: {
    after_last_seen: '2036-01-01T00:00:00Z',
    after_user_id: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
    page_size: 1000,
  },
  [learners]: { course_id: 'web-development', page_size: 1000 },
  [count]: { list: 'active_users' },
}
for (const fn of [users, learners, count]) {
  refused(fn, 'reads the list', () => args[fn]!, {
    learner: 'holding themselves',
    other: 'holding another learner',
  })
}
cell(users, 'rpc', 'admin', true, 'reads a page of everyone seen', async (c) => {
  const r = await c.client('admin').rpc(users, args[users])
  expectAllowed(r)
  expect(r.data).toEqual(
    expect.arrayContaining([expect.objectContaining({ user_id: c.learner.id })]),
  )
})
cell(learners, 'rpc', 'admin', true, "reads a page of a course's learners", async (c) => {
  const r = await c.client('admin').rpc(learners, args[learners])
  expectAllowed(r)
  expect(r.data).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ user_id: c.learner.id, email: c.learner.email }),
    ]),
  )
})
cell(count, 'rpc', 'admin', true, 'counts a list', async (c) => {
  expectExactCount(await c.client('admin').rpc(count, args[count]), expect.any(Number))
})

/** The callers, the learner seen and enrolled, so each list holds them. */
async function arrange(): Promise<Callers> {
  const callers = await signInCallers('listpages')
  await callers.learner.client.rpc('touch_last_seen')
  await sql(`insert into public.enrollments (user_id, course_id) values ($1, 'web-development')`, [
    callers.learner.id,
  ])
  return callers
}

describeCells("security: the console's list pages and their count", arrange, () => {
  test('every role has a cell for each function', () => expectCovered(listPageResources))
})
