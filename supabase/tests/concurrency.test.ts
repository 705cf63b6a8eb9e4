/**
 * Races the database must win on its own: requests arrive at PostgREST in parallel, each on
 * its own connection and transaction.
 */
import { courseIds } from '@repo/courses'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  freshRequest,
  requestRow,
  serviceClient,
  signInAdmin,
  signUpAdmin,
  signUpLearner,
  sql,
  stack,
  stored,
  transactionId,
  type PendingRequest,
  type Person,
} from './support'

describe('concurrency', () => {
  let admins: [Person, Person]
  beforeAll(async () => {
    admins = [await signInAdmin(), await signUpAdmin('admin2')]
  })

  test('two admins approving the same request at once give exactly one enrolment (10 rounds)', async () => {
    const learner = await signUpLearner('race')
    for (let round = 0; round < 10; round++) {
      const course = courseIds[round % courseIds.length] ?? 'creative-design'
      const request = await freshRequest(learner, course)
      const results = await Promise.all(
        admins.map((a) => a.client.rpc('approve_enrollment', { request_id: request.id })),
      )
      const succeeded = results.filter((r) => r.error === null)
      const refused = results.filter((r) => r.error !== null)
      expect(succeeded, `round ${round}`).toHaveLength(1)
      expect(refused.map((r) => r.error?.message)).toEqual(['User already enrolled'])
      const enrollments = (
        await stored<{ course_id: string }>('enrollments', 'user_id', learner.id)
      ).filter((e) => e.course_id === course)
      expect(enrollments).toHaveLength(1)
      const [row] = await stored<PendingRequest>('pending_enrollments', 'id', request.id)
      expect(row?.status).toBe('approved')
    }
  })

  test('an admin approving while another rejects: one decision wins, and the enrolment matches it', async () => {
    const learner = await signUpLearner('race2')
    for (let round = 0; round < 6; round++) {
      const request = await freshRequest(learner, 'web-development')
      const [first, second] = admins
      const results = await Promise.all([
        first.client.rpc('approve_enrollment', { request_id: request.id }),
        second.client.rpc('reject_enrollment', { request_id: request.id, reason: 'Race' }),
      ])
      expect(
        results.filter((r) => r.error === null),
        `round ${round}`,
      ).toHaveLength(1)
      const [row] = await stored<PendingRequest>('pending_enrollments', 'id', request.id)
      const enrollments = (
        await stored<{ course_id: string }>('enrollments', 'user_id', learner.id)
      ).filter((e) => e.course_id === 'web-development')
      expect(enrollments).toHaveLength(row?.status === 'approved' ? 1 : 0)
      expect(row?.status).not.toBe('pending')
    }
  })

  test('20 parallel submissions of one transaction id give exactly one pending request', async () => {
    const learners = await Promise.all([0, 1, 2, 3, 4].map((i) => signUpLearner(`txn${i}`)))
    const txn = transactionId()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const learner = learners[i % learners.length] as Person
        // the same id written differently: the database normalises before comparing
        const written = i % 2 === 0 ? txn : `  ${txn.toLowerCase()} `
        return learner.client.from('pending_enrollments').insert(
          requestRow(learner, {
            course_id: courseIds[i % courseIds.length],
            transaction_id: written,
          }),
        )
      }),
    )
    expect(results.filter((r) => r.error === null)).toHaveLength(1)
    expect(new Set(results.filter((r) => r.error !== null).map((r) => r.error?.code))).toEqual(
      new Set(['23505']),
    )
    // the trigger's lock makes every loser wait and see the winner: the hinted refusal, not the index
    expect(new Set(results.filter((r) => r.error !== null).map((r) => r.error?.hint))).toEqual(
      new Set(['transaction_id_used']),
    )
    const rows = await stored<PendingRequest>('pending_enrollments', 'transaction_id', txn)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('pending')
  })

  test('10 parallel submissions by one learner for one course give exactly one open request', async () => {
    const learner = await signUpLearner('open')
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        learner.client
          .from('pending_enrollments')
          .insert(
            requestRow(learner, { course_id: 'video-editing', transaction_id: transactionId() }),
          ),
      ),
    )
    expect(results.filter((r) => r.error === null)).toHaveLength(1)
    expect(new Set(results.filter((r) => r.error !== null).map((r) => r.error?.hint))).toEqual(
      new Set(['open_request']),
    )
    const open = (
      await stored<PendingRequest>('pending_enrollments', 'user_id', learner.id)
    ).filter((r) => r.status === 'pending')
    expect(open).toHaveLength(1)
  })
})

// Two batch approvals whose requests cross days and courses in opposite orders. Each approval
// adds to the statistics' row of its request's day and course and to today's row of its course
// (private.request_totals, the baseline's statistics section); the batch locks every row it
// will add to, in one order (day, course), before adding to any, so the two wait for each
// other instead of deadlocking. Arranged deterministically: a third connection holds the first
// day's row of course X while both batches start, so each has taken what it takes first before
// either goes on.
describe('batch approvals crossing days and courses', () => {
  const X = 'creative-design'
  const Y = 'video-editing'
  const days = { first: '2020-03-01', second: '2020-03-02' }
  let ids: string[] = []
  let admins: [Person, Person]
  beforeAll(async () => {
    admins = [await signInAdmin(), await signUpAdmin('admin3')]
  })

  afterAll(async () => {
    await sql('delete from public.pending_enrollments where id = any($1::uuid[])', [ids])
  })

  test('two admins approving crossing batches at once both succeed', async () => {
    const [first, second] = [await signUpLearner('cross1'), await signUpLearner('cross2')]
    // ids in order: each batch takes its requests by id
    ids = Array.from({ length: 4 }, () => crypto.randomUUID()).sort()
    const [a, b, c, d] = ids as [string, string, string, string]
    const arranged: [string, Person, string, string][] = [
      [a, first, X, days.first], // batch 1: X on the first day, then Y on the second
      [b, first, Y, days.second],
      [c, second, Y, days.second], // batch 2: Y on the second day, then X on the first
      [d, second, X, days.first],
    ]
    for (const [id, learner, course] of arranged) {
      const { error } = await serviceClient()
        .from('pending_enrollments')
        .insert({ ...requestRow(learner, { course_id: course }), id })
      expect(error).toBeNull()
    }
    for (const [id, , , day] of arranged)
      await sql(
        `update public.pending_enrollments set created_at = ($2::date + time '12:00') at time zone 'Asia/Dhaka' where id = $1`,
        [id, day],
      )

    const holder = new pg.Client({ connectionString: stack.dbUrl })
    await holder.connect()
    try {
      await holder.query('begin')
      await holder.query(
        `insert into private.request_totals (day, course_id) values ($1, $2) on conflict do nothing`,
        [days.first, X],
      )
      await holder.query(
        'select 1 from private.request_totals where day = $1 and course_id = $2 for update',
        [days.first, X],
      )
      // (a query builder sends its request only when awaited: `then` sends it now)
      const batch1 = admins[0].client.rpc('approve_enrollments', { request_ids: [a, b] }).then()
      await waitingOnLocks(1)
      const batch2 = admins[1].client.rpc('approve_enrollments', { request_ids: [c, d] }).then()
      await waitingOnLocks(2)
      await holder.query('commit')
      const results = await Promise.all([batch1, batch2])
      expect(results.map((r) => r.error)).toEqual([null, null])
    } finally {
      await holder.end()
    }
    const statuses = await sql<{ status: string }>(
      'select status from public.pending_enrollments where id = any($1::uuid[])',
      [ids],
    )
    expect(statuses.map((s) => s.status)).toEqual(['approved', 'approved', 'approved', 'approved'])
  })
})

/** Waits until `n` connections wait for a lock (PostgREST runs each call on its own). */
async function waitingOnLocks(n: number) {
  for (let tries = 0; tries < 100; tries++) {
    const [row] = await sql<{ waiting: number }>(
      'select count(distinct pid)::int as waiting from pg_locks where not granted',
    )
    if ((row?.waiting ?? 0) >= n) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${n} calls never waited for a lock`)
}
